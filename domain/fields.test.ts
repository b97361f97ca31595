import { describe, expect, it } from 'vitest';
import { date, datetime, isCalendarDate, longText, MAX_INT, requiredText, rowId, rowIdParam, text } from './fields';

describe('shared field schemas (issue 14)', () => {
  it('reads ids that an integer column keeps', () => {
    expect(rowId().safeParse(MAX_INT).success).toBe(true);
    for (const bad of [0, -1, 2 ** 31, 2 ** 53, 1.5, 1e308]) expect(rowId().safeParse(bad).success, String(bad)).toBe(false);
    expect(rowIdParam().safeParse('12').data).toBe(12);
    for (const bad of ['\u0000', '2147483648', '1e308', 'abc', '-1']) expect(rowIdParam().safeParse(bad).success, bad).toBe(false);
  });

  it('reads dates of the calendar in 1900–2999 only', () => {
    for (const ok of ['1900-01-01', '2028-02-29', '2999-12-31']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of ['2027-02-29', '2027-02-30', '2027-04-31', '0000-01-01', '1899-12-31', '3000-01-01', '10000-01-01', '2027-1-01']) {
      expect(date().safeParse(bad).success, bad).toBe(false);
    }
    expect(datetime().safeParse('2027-03-10T10:00:00Z').success).toBe(true);
    for (const bad of ['0000-01-01T10:00:00Z', '2027-02-30T10:00:00Z', '2027-03-10T10:00:00']) expect(datetime().safeParse(bad).success, bad).toBe(false);
  });

  it('keeps control characters out of texts, line breaks and tabs only in texts of several lines', () => {
    expect(requiredText(10).safeParse(' Pista ').data).toBe('Pista');
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u007fb']) expect(text(10).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(longText(20).safeParse('one\r\ntwo\tthree').success).toBe(true);
    expect(longText(20).safeParse('one\u0000').success).toBe(false);
    expect(text(3).safeParse('abcd').success).toBe(false);
  });
});
