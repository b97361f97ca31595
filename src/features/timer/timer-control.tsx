/** The top bar's timer (SPEC §4 Timer). Built by the timer work. */
export function TimerControl() {
  return null;
}
