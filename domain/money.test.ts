import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencySymbol, formatMoney, MAX_CENTS, moneyInputText, parseMoney } from './money';
import { cents, currencySchema } from './money-fields';

// Intl puts a no-break space (U+00A0) between a Spanish amount and its symbol.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows the currency symbol in the language of the user', () => {
    expect(plain(formatMoney(4500, 'EUR', 'es'))).toBe('45,00 €');
    expect(formatMoney(4500, 'EUR', 'en')).toBe('€45.00');
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(5, 'EUR', 'es'))).toBe('0,05 €');
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
  });

  it('shows negative and huge amounts whole', () => {
    expect(formatMoney(-1050, 'EUR', 'en')).toBe('-€10.50');
    expect(formatMoney(MAX_CENTS, 'EUR', 'en')).toBe('€21,474,836.47');
  });

  it('names the symbol and writes an input text in the language', () => {
    expect(currencySymbol('EUR', 'es')).toBe('€');
    expect(moneyInputText(4550, 'es')).toBe('45,50');
    expect(moneyInputText(123456, 'en')).toBe('1234.56');
  });
});

describe('parseMoney', () => {
  it('reads whole amounts and either decimal sign', () => {
    expect(parseMoney('45', 'es')).toBe(4500);
    expect(parseMoney('45.5', 'es')).toBe(4550);
    expect(parseMoney('45,50', 'es')).toBe(4550);
    expect(parseMoney('45.50', 'en')).toBe(4550);
    expect(parseMoney('45,5', 'en')).toBe(4550);
    expect(parseMoney(' 0,05 ', 'es')).toBe(5);
    expect(parseMoney('.5', 'en')).toBe(50);
  });

  it('reads the language grouping sign', () => {
    expect(parseMoney('1.234,56', 'es')).toBe(123456);
    expect(parseMoney('1.234', 'es')).toBe(123400);
    expect(parseMoney('1,234.56', 'en')).toBe(123456);
    expect(parseMoney('1,234', 'en')).toBe(123400);
    expect(parseMoney('1 234,56', 'es')).toBe(123456);
  });

  it('rounds a third decimal half away from zero, exactly', () => {
    expect(parseMoney('12.345', 'en')).toBe(1235);
    expect(parseMoney('12.344', 'en')).toBe(1234);
    expect(parseMoney('1.005', 'en')).toBe(101); // 1.005 * 100 is 100.49999… as a float
    expect(parseMoney('0.30000000000000004', 'en')).toBe(30);
    expect(parseMoney('-2.675', 'en')).toBe(-268);
  });

  it('keeps a negative sign for the schema to judge', () => {
    expect(parseMoney('-5', 'es')).toBe(-500);
    expect(parseMoney('-0', 'es')).toBe(0);
    expect(cents(100).safeParse(parseMoney('-5', 'es')).success).toBe(false);
  });

  it('refuses what is not an amount and what no column keeps', () => {
    for (const text of ['', ' ', 'abc', '4a5', '1.2.3', '1,2,3.4', '12,34,567.8', ',', '--5', '5-', '€5']) expect(parseMoney(text, 'en'), text).toBeNull();
    expect(parseMoney('1.2.345', 'es')).toBeNull();
    expect(parseMoney('99999999999999', 'en')).toBeNull();
    expect(parseMoney('9999999999999', 'en')).toBe(999999999999900);
    expect(cents(1_000_000).safeParse(parseMoney('9999999999999', 'en')).success).toBe(false);
  });
});

describe('cents and currency schemas', () => {
  it('accept whole non-negative cents within the bound', () => {
    expect(cents(100).safeParse(10000).success).toBe(true);
    expect(cents(100).safeParse(10001).success).toBe(false);
    expect(cents(100).safeParse(45.5).success).toBe(false);
    expect(cents(100).safeParse(-1).success).toBe(false);
    expect(cents(100_000_000).safeParse(MAX_CENTS + 1).success).toBe(false);
  });

  it('accept ISO 4217 codes only', () => {
    expect(CURRENCIES).toContain('EUR');
    expect(CURRENCIES).toContain('USD');
    expect(currencySchema.safeParse('EUR').success).toBe(true);
    expect(currencySchema.safeParse('eur').success).toBe(false);
    expect(currencySchema.safeParse('EURO').success).toBe(false);
    expect(currencySchema.safeParse('ZZZ').success).toBe(false);
  });
});
