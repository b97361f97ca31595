import { z } from 'zod';
import { CURRENCIES, MAX_CENTS } from './money';

// The money fields of a body (zod): apart from domain/money.ts, which the screens read to show amounts without validating any (issue 21).

/** An ISO 4217 code: three upper-case letters the runtime knows (the database checks the shape too). */
export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'validation.invalidFormat')
  .refine((code) => CURRENCIES.includes(code), 'validation.invalidFormat');

/** An amount in whole cents in [0, maxMajor × 100] (`maxMajor` in major units, e.g. 10_000 for 10 000.00). */
export const cents = (maxMajor = 100_000) =>
  z
    .number()
    .min(0)
    .max(Math.min(maxMajor * 100, MAX_CENTS))
    // A refinement, not `.int()`: its message is the spec's "invalid format", not "required".
    .refine(Number.isInteger, 'validation.invalidFormat');
