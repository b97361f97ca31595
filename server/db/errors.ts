/** PostgreSQL error codes the API turns into answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A delete refused by an `ON DELETE RESTRICT` reference (PostgreSQL raises this one, not 23503, for RESTRICT). */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_EXCLUSION_VIOLATION = '23P01';

/**
 * What a unique index guards, for the indexes whose field and message differ from their resource's
 * `uniqueField` / `duplicateKey` (domain/resources): the refusal's E409 names that field.
 */
export const UNIQUE_INDEX_FIELDS: Readonly<Record<string, { readonly field: string; readonly key: string }>> = {
  payment_methods_default_key: { field: 'is_default', key: 'records.duplicateDefault' },
  cameras_code_key: { field: 'code', key: 'records.duplicateCameraCode' },
};

/** The constraint (index) a database error names, as the driver raises it or as drizzle wraps it. */
export function constraintOf(err: unknown): string | undefined {
  const e = err as { constraint?: string; cause?: { constraint?: string } } | null;
  return e?.constraint ?? e?.cause?.constraint;
}

/** Whether a database error (as the driver raises it, or as drizzle wraps it) carries this SQLSTATE. */
export function hasPgCode(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === code || e?.cause?.code === code;
}
