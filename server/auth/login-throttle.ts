import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { loginAttempts } from '../db/schema';
import { AppError, tooManyRequests } from '../http/errors';

/** Failures older than this start the count afresh. */
const WINDOW_SECONDS = 15 * 60;
/** The longest lock of an address the user has signed in from before. */
const MAX_LOCK_SECONDS = 60 * 60;
/** The longest lock of an address the user has never signed in from. */
const MAX_UNKNOWN_ADDRESS_LOCK_SECONDS = 5 * 60;

/** One counted sign-in attempt; `lockedUntil` is set when this attempt reached the limit (it locks unless the password is right). */
export interface LoginAttempt {
  lockedUntil: Date | null;
}

/**
 * Sign-in attempts per username and client address, kept in the database so every API process sees
 * them. An attempt is counted before its password is verified, in one statement, so a parallel burst
 * gets at most `maxAttempts` verifications. The attempt that reaches `maxAttempts` locks the pair for
 * `lockSeconds` (unless its password is right), doubling with each further failure after a lock ends.
 * The lock is capped at 5 minutes for an address the user has never signed in from, and at an hour for
 * an address they have: a stranger's burst locks only the stranger's address, and someone who shares an
 * unknown address with the user (a carrier or hotel network) can keep them out for minutes, not an hour.
 * A success clears the pair's count and marks the address known; a password reset clears every lock
 * of the user. The answer says how long to wait.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxAttempts: number,
    private readonly lockSeconds: number,
  ) {}

  /** Counts one attempt; throws E429 (without counting) while the username is locked for this address. */
  async begin(username: string, address: string): Promise<LoginAttempt> {
    if (this.maxAttempts === 0) return { lockedUntil: null };
    const t = loginAttempts;
    const failures = sql`case when ${t.last_failed_at} < now() - make_interval(secs => ${WINDOW_SECONDS}::int) then 1 else ${t.failures} + 1 end`;
    const cap = sql`case when ${t.succeeded_at} is null then ${MAX_UNKNOWN_ADDRESS_LOCK_SECONDS}::float8 else ${MAX_LOCK_SECONDS}::float8 end`;
    const lock = sql`least(${this.lockSeconds}::float8 * power(2, greatest(${failures} - ${this.maxAttempts}::int, 0)), ${cap})`;
    const firstLock = Math.min(this.lockSeconds, MAX_UNKNOWN_ADDRESS_LOCK_SECONDS);
    const [row] = await this.db
      .insert(t)
      .values({
        username,
        address,
        failures: 1,
        locked_until: this.maxAttempts <= 1 ? sql`now() + make_interval(secs => ${firstLock}::int)` : null,
      })
      .onConflictDoUpdate({
        target: [t.username, t.address],
        set: {
          failures,
          last_failed_at: sql`now()`,
          locked_until: sql`case when ${failures} >= ${this.maxAttempts}::int then now() + make_interval(secs => ${lock}) else null end`,
        },
        // While locked nothing is updated and nothing returned: the attempt is refused unverified.
        setWhere: sql`${t.locked_until} is null or ${t.locked_until} <= now()`,
      })
      .returning({ locked_until: t.locked_until });
    if (row) return { lockedUntil: row.locked_until };
    const [locked] = await this.db
      .select({ locked_until: t.locked_until })
      .from(t)
      .where(and(eq(t.username, username), eq(t.address, address)));
    throw this.lockedError(locked?.locked_until ?? new Date());
  }

  /** The answer to a wrong password: E429 when this attempt reached the limit, else E401. */
  failed(attempt: LoginAttempt): AppError {
    return attempt.lockedUntil ? this.lockedError(attempt.lockedUntil) : new AppError('E401', 'auth.invalidCredentials');
  }

  /** A successful sign-in: clears the pair's count and marks the address known. */
  async succeeded(username: string, address: string): Promise<void> {
    await this.db
      .update(loginAttempts)
      .set({ failures: 0, locked_until: null, succeeded_at: new Date() })
      .where(and(eq(loginAttempts.username, username), eq(loginAttempts.address, address)));
  }

  /** Lifts every lock of the username (after a password reset); known addresses stay known. */
  async clear(username: string): Promise<void> {
    await this.db.update(loginAttempts).set({ failures: 0, locked_until: null }).where(eq(loginAttempts.username, username));
  }

  private lockedError(until: Date): AppError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    return tooManyRequests('auth.tooManyAttempts', seconds);
  }
}
