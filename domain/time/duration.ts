/**
 * A number of seconds as hh:mm:ss (SPEC §4 Timer). Hours keep counting past 24 (25:00:00); a
 * negative, fractional or non-finite value shows its whole, non-negative part.
 */
export function formatHms(secs: number): string {
  const total = Number.isFinite(secs) ? Math.max(0, Math.floor(secs)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
