/**
 * Card numbers as the console takes them: only to find the brand and the last four digits. The
 * number and the CVV are never stored (SPEC §3 Payment method; DESIGN.md security).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Digits only: spaces and dashes as people type them are dropped. */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/** The Luhn checksum every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'other';
}

/** `MM/YY` → whether the card still works in the month of `today` (a card expires after its month). */
export function isExpired(expiry: string, today: { year: number; month: number }): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  const year = 2000 + yy;
  return year < today.year || (year === today.year && mm < today.month);
}
