/** Texts of the updates area (merged into the console's i18n resources under `updates`). */
export const en = {
  /** The top-bar button's accessible name, with the number of things to read. */
  open: 'Updates: {{count}}',
  title: 'Updates',
  empty: 'You are all caught up.',
  dismiss: 'Dismiss "{{title}}"',
  appUpdate: 'New version',
  preview: 'Preview',
  previewTitle: 'Title of the notification',
};
