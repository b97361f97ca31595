/** Text and attribute values inside server-rendered HTML (the card provider's page, the public pages): `& < > " '` as character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
