/** A facility's clock: `time_format` containing '12' means a 12-hour clock (SPEC §7). Without zod: the shell's search uses it. */
export function is12Hour(timeFormat: string): boolean {
  return timeFormat.includes('12');
}
