/** Success envelopes (DESIGN.md §2). Errors are written by the error handler. */
export function ok<T>(data: T): { ok: 1; data: T } {
  return { ok: 1, data };
}

export function okList<T>(data: T[], total: number, capped = false): { ok: 1; data: T[]; total: number; total_capped?: true } {
  return capped ? { ok: 1, data, total, total_capped: true } : { ok: 1, data, total };
}
