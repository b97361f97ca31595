/** Texts of the timer area (merged into the console's i18n resources under `timer`). */
export const en = {
  label: 'Time worked today',
  start: 'Start timer',
  stop: 'Stop timer',
};
