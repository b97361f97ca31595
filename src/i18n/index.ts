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

type Texts = Record<string, unknown>;
type OtherLanguage = Exclude<Language, 'en'>;
/** An area's texts in each language besides English: a chunk of its own, loaded when that language is shown. */
export type OtherTexts = Record<OtherLanguage, () => Promise<Texts>>;

/** Every area whose chunk has loaded, and its texts' loads by language (a failed one is tried again next time). */
const areas = new Map<OtherTexts, Partial<Record<OtherLanguage, Promise<void>>>>();

/**
 * The sign-in pages' and the console's own texts: English is built in (the sign-in pages' here, the
 * console's with it: ./console-texts.ts); each other language is one chunk (./es.ts), the first area.
 */
const CONSOLE: OtherTexts = { es: () => import('./es').then((m) => m.es) };
areas.set(CONSOLE, {});

function loadArea(area: OtherTexts, language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  const loads = areas.get(area)!;
  return (loads[language] ??= area[language]().then(
    (texts) => void i18next.addResourceBundle(language, 'translation', texts, true, true),
    (error: unknown) => {
      delete loads[language];
      throw error;
    },
  ));
}

/**
 * Texts that come with an area's screens (their chunk): the sign-in page and the shell do not carry
 * the texts of screens the user has not opened. English comes with the chunk (every language's
 * fallback); each other language is a chunk of its own, loaded now if it is the one shown, or when
 * the user switches to it (`changeLanguage`). Resolves once the shown language's texts are there:
 * the routes draw an area's screen after it (src/routing/console-screens.tsx).
 */
export function addTexts(en: Texts, others: OtherTexts): Promise<void> {
  i18next.addResourceBundle('en', 'translation', en, true, true);
  if (!areas.has(others)) areas.set(others, {});
  return loadArea(others, currentLanguage());
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
export const languageReady: Promise<void> = loadArea(CONSOLE, storedLanguage()).catch(() => undefined);

/** Switches the console's language once its texts are there: the console's own and those of every area loaded so far. */
export async function changeLanguage(language: Language): Promise<void> {
  // An area whose chunk comes while these load (a page still loading as the user switches) is loaded too, before the switch.
  let loaded = 0;
  while (loaded !== areas.size) {
    loaded = areas.size;
    await Promise.all([...areas.keys()].map((area) => loadArea(area, language)));
  }
  localStorage.setItem(STORAGE_KEY, language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return pickLanguage(i18next.language);
}

export { i18next };
