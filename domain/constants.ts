/** Business constants of SPEC §9 that more than one part of the product needs. */
export const APP_VERSION = '2.3.4';
export const API_BASE = '/api/v1';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const TOAST_TIMEOUT_MS = 5000;
/** A page's or a part's code that has not come after this long shows the chunk-load error (SPEC §8), with a reload. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The support line of the menu's Support group. */
export const SUPPORT_PHONE = '+1 (555) 010-2030';

/** The console's own OAuth-style client credentials, sent as a Basic header on login. */
export const DEFAULT_CONSOLE_CLIENT_ID = 'sideline-console';
export const DEFAULT_CONSOLE_CLIENT_SECRET = 'sideline-console-secret';

/** Picks the product language from an Accept-Language header or a stored setting. */
export function pickLanguage(value: string | null | undefined): Language {
  if (!value) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0];
    const found = LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
