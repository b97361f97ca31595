/**
 * Money (DESIGN.md §5, §8): every amount is an integer number of cents (hundredths of the
 * currency's major unit) with the organization's ISO 4217 currency. This is the one place that
 * turns cents into text (`formatMoney`, `moneyInputText`) and what a person types into cents
 * (`parseMoney`); nothing else multiplies or divides by 100.
 */

/** The currency of an organization that has not chosen one (the demo's clubs are in euros). */
export const DEFAULT_CURRENCY = 'EUR';

/** Used where the runtime cannot list the currencies it knows (`Intl.supportedValuesOf`). */
const FALLBACK_CURRENCIES = ['ARS', 'AUD', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'COP', 'DKK', 'EUR', 'GBP', 'JPY', 'MXN', 'NOK', 'PEN', 'SEK', 'USD', 'UYU'] as const;

function supportedCurrencies(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'currency') => string[] };
  try {
    const listed = intl.supportedValuesOf?.('currency');
    if (listed && listed.length > 0) return listed;
  } catch {
    // An older runtime: the short list below.
  }
  return FALLBACK_CURRENCIES;
}

/** ISO 4217 codes an organization may choose, sorted. */
export const CURRENCIES: readonly string[] = [...new Set([...supportedCurrencies(), DEFAULT_CURRENCY])].sort();

/** The largest amount anything may hold: what a PostgreSQL `integer` column keeps (about 21 million in major units). */
export const MAX_CENTS = 2_147_483_647;

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: string, options: Intl.NumberFormatOptions, key: string): Intl.NumberFormat {
  const id = `${language}|${key}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.NumberFormat(language, options);
    formatters.set(id, f);
  }
  return f;
}

/** An amount with its currency in a language: `formatMoney(4500, 'EUR', 'es')` is "45,00 €", in 'en' "€45.00". */
export function formatMoney(amountCents: number, currency: string, language: string): string {
  return formatter(language, { style: 'currency', currency }, currency).format(amountCents / 100);
}

/** The currency's symbol in a language ("€", "US$"), for the side of a money input. */
export function currencySymbol(currency: string, language: string): string {
  const parts = formatter(language, { style: 'currency', currency }, currency).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/** An amount as a money input shows it: major units, two decimals, the language's decimal sign, no grouping ("45,50"). */
export function moneyInputText(amountCents: number, language: string): string {
  return formatter(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }, 'input').format(amountCents / 100);
}

function separators(language: string): { decimal: string; group: string } {
  const parts = formatter(language, { useGrouping: true }, 'number').formatToParts(1234.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return { decimal: decimal === ',' ? ',' : '.', group: decimal === ',' ? '.' : ',' };
}

/** At most this many digits before the decimal sign: beyond any amount a column keeps. */
const MAX_WHOLE_DIGITS = 13;

/**
 * What a person typed into a money input, in cents; null when it is not an amount (empty, letters,
 * two decimal signs). Either sign is read as the decimal one when one or two digits follow it
 * ("45.5" and "45,50" in Spanish); the language's grouping sign followed by three digits groups
 * ("1.234,50" in Spanish, "1,234.50" in English). A third decimal is rounded half away from zero
 * ("12.345" → 1235), exactly (on the digits, not on a binary fraction). A leading minus is kept:
 * the schema of the field says whether a negative amount is allowed.
 */
export function parseMoney(text: string, language: string): number | null {
  let s = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  let sign = 1;
  if (s.startsWith('-')) {
    sign = -1;
    s = s.slice(1);
  }
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return null;
  const { decimal, group } = separators(language);
  const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
  let whole = s;
  let fraction = '';
  if (last >= 0) {
    const mark = s[last]!;
    const after = s.slice(last + 1);
    const groups = mark === group && after.length === 3;
    if (!groups || mark === decimal) {
      whole = s.slice(0, last);
      fraction = after;
      // Before the decimal sign only digits and the other sign, as grouping.
      const other = mark === '.' ? ',' : '.';
      if (whole.includes(mark)) return null;
      if (whole.includes(other) && !new RegExp(`^[0-9]{1,3}(\\${other}[0-9]{3})+$`).test(whole)) return null;
      whole = whole.split(other).join('');
    } else {
      // Grouping only: no decimal sign anywhere.
      if (s.includes(decimal) || !new RegExp(`^[0-9]{1,3}(\\${group}[0-9]{3})+$`).test(s)) return null;
      whole = s.split(group).join('');
    }
  }
  if (!/^[0-9]*$/.test(whole) || !/^[0-9]*$/.test(fraction) || whole.length + fraction.length === 0) return null;
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  const padded = `${fraction}000`;
  let amount = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) amount += 1;
  return amount === 0 ? 0 : sign * amount;
}
