/** Success envelopes (DESIGN.md §2). Errors are written by the error handler. */
export function ok<T>(data: T): { ok: 1; data: T } {
  return { ok: 1, data };
}

export function okList<T>(data: T[], total: number): { ok: 1; data: T[]; total: number } {
  return { ok: 1, data, total };
}
