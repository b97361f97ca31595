import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, type Language } from '../../domain/constants';
import { signInEn } from './en-sign-in';

/** The stored language setting (SPEC §1): default en, es the other. */
const STORAGE_KEY = 'sideline.language';

export function storedLanguage(): Language {
  try {
    return pickLanguage(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * English is built in (and the fallback): the sign-in pages' texts here, the console's with it
 * (./console-texts.ts). The other languages are chunks loaded when chosen, whole.
 */
const bundles: Record<Exclude<Language, 'en'>, () => Promise<Record<string, unknown>>> = {
  es: () => import('./es').then((m) => m.es),
};

const loaded = new Set<Language>(['en']);

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  i18next.addResourceBundle(language, 'translation', await bundles[language](), true, true);
  loaded.add(language);
}

/**
 * Texts that come with an area's screens (their chunk), in every language: the sign-in page and
 * the shell do not carry the texts of screens the user has not opened.
 */
export function addTexts(texts: Record<Language, Record<string, unknown>>): void {
  for (const [language, bundle] of Object.entries(texts)) i18next.addResourceBundle(language, 'translation', bundle, true, true);
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: signInEn } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
document.documentElement.lang = i18next.language;

/** Resolves once the stored language's texts are there: the console renders after it (first paint in that language). */
export const languageReady: Promise<void> = loadLanguage(storedLanguage()).catch(() => undefined);

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  localStorage.setItem(STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

export { i18next };
