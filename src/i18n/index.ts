import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, pickLanguage, type Language } from '../../domain/constants';
import { en } from './en';
import { es } from './es';

/** The stored language setting (SPEC §1): default en, es the other. */
const STORAGE_KEY = 'sideline.language';

export function storedLanguage(): Language {
  try {
    return pickLanguage(localStorage.getItem(STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
document.documentElement.lang = i18next.language;

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

export { i18next };
