import i18next, { type TFunction } from 'i18next';
import { en, es } from '../../domain/i18n/messages';
import { LANGUAGES, pickLanguage, type Language } from '../../domain/constants';
import { describeIssue, fieldLabelKey, type IssueLike } from '../../domain/i18n/issues';

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

const translators = new Map<Language, TFunction>(LANGUAGES.map((lng) => [lng, instance.getFixedT(lng)]));

export function translator(acceptLanguage: string | undefined): TFunction {
  return translators.get(pickLanguage(acceptLanguage))!;
}

/** Who reads an answer: its texts' translator and language (dates and numbers). */
export interface Reader {
  t: TFunction;
  lang: Language;
}

/** The reader of a request, from its Accept-Language. */
export const readerOf = (acceptLanguage: string | undefined): Reader => ({ t: translator(acceptLanguage), lang: pickLanguage(acceptLanguage) });

/** An English reader: what the server stores (the ledger's own text). */
export const englishReader: Reader = readerOf('en');

/** Field path → translated message, one per field (the first issue wins). */
export function translateIssues(t: TFunction, issues: readonly IssueLike[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const d = describeIssue(issue);
    if (d.field in fields) continue;
    fields[d.field] = t(d.key, { ...d.params, field: t(fieldLabelKey(d.field), { defaultValue: d.field }) });
  }
  return fields;
}
