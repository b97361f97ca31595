import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { registrationAttempts } from '../db/schema';
import { tooManyRequests } from '../http/errors';

/** The window registrations are counted in. */
const WINDOW_SECONDS = 60 * 60;

/**
 * Registrations per client address, kept in the database so every API process sees them: at most
 * `perHour` in an hour from one address (0: no limit). Each attempt is counted in one statement
 * before any work is done (a parallel burst gets at most `perHour` through); the next one answers
 * E429 with the seconds until the window ends (in the message, `data.retry_after` and `retry-after`).
 */
export class RegistrationThrottle {
  constructor(
    private readonly db: Db,
    private readonly perHour: number,
  ) {}

  /** Counts one registration from `address`; throws E429 when it is over the limit. */
  async count(address: string): Promise<void> {
    if (this.perHour === 0) return;
    const t = registrationAttempts;
    const expired = sql`${t.window_started_at} <= now() - make_interval(secs => ${WINDOW_SECONDS}::int)`;
    const [row] = await this.db
      .insert(t)
      .values({ address, count: 1 })
      .onConflictDoUpdate({
        target: t.address,
        set: {
          count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
          window_started_at: sql`case when ${expired} then now() else ${t.window_started_at} end`,
        },
      })
      .returning({ count: t.count, seconds: sql<number>`extract(epoch from ${t.window_started_at} + make_interval(secs => ${WINDOW_SECONDS}::int) - now())::float8` });
    if (row && row.count > this.perHour) {
      const seconds = Math.max(1, Math.ceil(Number(row.seconds)));
      throw tooManyRequests('auth.tooManyRegistrations', seconds);
    }
  }
}
