import type { ErrorCode } from '../domain/api/error-codes';

/** A message still to translate: an i18n key and its parameters. */
export interface Text {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * A refusal of a service (DESIGN §8): its code, the i18n key and parameters of its message, data
 * that travels as is (e.g. `{ conflicts }`), and the inputs it is about (`fields`, each a message).
 * Services throw it without knowing the language; the HTTP edge (server/http/error-handler.ts)
 * translates it by Accept-Language into the error envelope, `fields` into `data.fields`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: Text = { key: `errors.${code}` },
    readonly data: Record<string, unknown> | null = null,
    readonly fields: Record<string, Text> = {},
  ) {
    super(`${code} ${text.key}`);
  }
}

/**
 * An E400 on one input: `data.fields[field]` is `text` (by default 'Invalid Format'); the message
 * is `message` (by default the code's own, as other E400 answers).
 */
export function invalidInput(field: string, text: Text = { key: 'validation.invalidFormat' }, options: { message?: Text; data?: Record<string, unknown> } = {}): DomainError {
  return new DomainError('E400', options.message ?? { key: 'errors.E400' }, options.data ?? {}, { [field]: text });
}
