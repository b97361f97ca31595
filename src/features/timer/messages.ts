/** Texts of the timer area (merged into the console's i18n resources under `timer`). */
export const en = {};
export const es: typeof en = {};
