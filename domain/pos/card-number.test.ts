import { describe, expect, it } from 'vitest';
import { SIM_MANUAL_CARDS } from './api-paths';
import { cardBrand, cardExpired, cardLast4, luhnValid } from './card-number';

describe('card numbers', () => {
  it('passes the Luhn check for the test cards and fails one digit off', () => {
    for (const number of Object.values(SIM_MANUAL_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242x4242424')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names the brand by the leading digits and keeps the last four', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('card');
    expect(cardLast4('4000000000009995')).toBe('9995');
  });

  it('expires a card after the last day of its month', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
});
