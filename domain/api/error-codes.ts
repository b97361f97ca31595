/** The error codes of DESIGN.md §2 / SPEC §8 and the HTTP status each travels with. */
export const ERROR_STATUS = {
  T001: 401, // access token expired
  T002: 401, // token invalid
  T004: 401, // refresh token expired or revoked
  E004: 403, // account disabled or session ended by an administrator
  E400: 400, // validation; field errors in data
  E401: 401, // wrong credentials (login)
  E403: 403, // not allowed
  E404: 404, // not found
  E409: 409, // conflict
  E413: 413, // request body too large
  E429: 429, // too many attempts
  E500: 500, // unexpected
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}

/** The error envelope `{ ok: 0, code, message: { text }, data }` (DESIGN.md §2). */
export interface ErrorBody {
  ok: 0;
  code: ErrorCode;
  message: { text: string };
  data: unknown;
}

/** Reads an error envelope without a schema library (the console's entry chunk stays small). */
export function asErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const message = v.message as Record<string, unknown> | undefined;
  if (v.ok !== 0 || !isErrorCode(v.code) || typeof message?.text !== 'string') return null;
  return { ok: 0, code: v.code, message: { text: message.text }, data: v.data ?? null };
}
