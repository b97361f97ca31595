/** Texts of the updates area (merged into the console's i18n resources under `updates`). */
export const en = {};
export const es: typeof en = {};
