import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, isExpired, passesLuhn } from './card';

describe('card numbers', () => {
  it('checks the Luhn sum of what people type', () => {
    expect(passesLuhn(cardDigits('4242 4242 4242 4242'))).toBe(true);
    expect(passesLuhn(cardDigits('4242-4242-4242-4241'))).toBe(false);
    expect(passesLuhn('1234')).toBe(false);
    expect(passesLuhn('abcd efgh ijkl')).toBe(false);
  });
  it('tells the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('other');
  });
  it('a card works until the end of its month', () => {
    expect(isExpired('11/26', { year: 2026, month: 11 })).toBe(false);
    expect(isExpired('10/26', { year: 2026, month: 11 })).toBe(true);
    expect(isExpired('01/27', { year: 2026, month: 12 })).toBe(false);
    expect(isExpired('12/25', { year: 2026, month: 1 })).toBe(true);
  });
});
