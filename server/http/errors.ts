import { ERROR_STATUS, type ErrorCode } from '../../domain/api/error-codes';

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
