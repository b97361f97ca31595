/**
 * A card number typed in at the counter (issue 15, manual card entry): whether it can be a card
 * number at all (the Luhn check every card scheme uses), its brand by its first digits, and what
 * may be kept of it (brand and last four digits: the number itself is never stored or logged).
 */

/** The Luhn (mod 10) check of a string of digits. */
export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's brand by its leading digits (IIN ranges of the major schemes), or 'card' when unknown. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}

/** The last four digits: all that is kept of a number besides its brand. */
export const cardLast4 = (number: string): string => number.slice(-4);

/** Whether a card expiring at the end of `month`/`year` has expired at `now` (UTC). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
