import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginAttempts } from '../db/schema';
import { AppError } from '../http/errors';

/** Failures older than this start the count afresh. */
const WINDOW_SECONDS = 15 * 60;
const MAX_LOCK_SECONDS = 60 * 60;

/**
 * Failed sign-ins per username, kept in the database so every API process sees them. After
 * `maxAttempts` failures in the window the username is locked for `lockSeconds`, doubling with
 * each further failure (capped at an hour). The answer says how long to wait.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxAttempts: number,
    private readonly lockSeconds: number,
  ) {}

  async assertAllowed(username: string): Promise<void> {
    const [row] = await this.db.select({ locked_until: loginAttempts.locked_until }).from(loginAttempts).where(eq(loginAttempts.username, username));
    if (row?.locked_until && row.locked_until.getTime() > Date.now()) throw this.lockedError(row.locked_until);
  }

  /** Records one failure; throws E429 when this failure locks the username. */
  async recordFailure(username: string): Promise<void> {
    if (this.maxAttempts === 0) return;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ username, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.username,
        set: {
          failures: sql`case when ${loginAttempts.last_failed_at} < now() - make_interval(secs => ${WINDOW_SECONDS}) then 1 else ${loginAttempts.failures} + 1 end`,
          last_failed_at: sql`now()`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    const failures = row?.failures ?? 1;
    if (failures < this.maxAttempts) return;
    const seconds = Math.min(this.lockSeconds * 2 ** (failures - this.maxAttempts), MAX_LOCK_SECONDS);
    const until = new Date(Date.now() + seconds * 1000);
    await this.db.update(loginAttempts).set({ locked_until: until }).where(eq(loginAttempts.username, username));
    throw this.lockedError(until);
  }

  async clear(username: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.username, username));
  }

  private lockedError(until: Date): AppError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return new AppError('E429', 'auth.tooManyAttempts', { seconds }, { retry_after: seconds });
  }
}
