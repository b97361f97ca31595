import { ERROR_STATUS, type ErrorCode } from '../../domain/api/error-codes';
import { translator } from './i18n';

/**
 * An error the API answers on purpose. `messageKey` is translated by Accept-Language when the
 * envelope is written; `data` travels as is (field errors, conflicting items).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = `errors.${code}`,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
  ) {
    super(`${code} ${messageKey}`);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = () => new AppError('E404');
export const forbidden = () => new AppError('E403');

/**
 * Too many requests (E429): `messageKey` says how long to wait ({{seconds}}), and the answer carries
 * it as `data.retry_after` and the `retry-after` header (the error handler sets it for every E429).
 */
export function tooManyRequests(messageKey: string, seconds: number): AppError {
  return new AppError('E429', messageKey, { seconds }, { retry_after: seconds });
}

/**
 * An error on one input: `data.fields[field]` carries the translated `key` (Accept-Language), the
 * envelope's message is `message` (by default the code's own: 'Missing data to add…' for E400).
 */
export function fieldError(
  request: { headers: { 'accept-language'?: string } },
  field: string,
  key: string,
  { code = 'E400', message = `errors.${code}`, data = {}, params = {} }: { code?: ErrorCode; message?: string; data?: Record<string, unknown>; params?: Record<string, unknown> } = {},
): AppError {
  const t = translator(request.headers['accept-language']);
  return new AppError(code, message, params, { ...data, fields: { [field]: t(key, params) } });
}
