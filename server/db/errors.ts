/** PostgreSQL error codes the API turns into answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A delete refused by an `ON DELETE RESTRICT` reference (PostgreSQL raises this one, not 23503, for RESTRICT). */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_EXCLUSION_VIOLATION = '23P01';

/** Whether a database error (as the driver raises it, or as drizzle wraps it) carries this SQLSTATE. */
export function hasPgCode(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
}
