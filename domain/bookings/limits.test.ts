import { describe, expect, it } from 'vitest';
import { dateRangeTooLong, instantRangeTooLong, MAX_RANGE_DAYS } from './limits';
import { extensionTooLong, MAX_SERIES_DATES_PER_REQUEST } from './recurrence';

describe('request limits (issue 14)', () => {
  it('a range of local dates covers at most 62 days, both ends included', () => {
    expect(MAX_RANGE_DAYS).toBe(62);
    expect(dateRangeTooLong('2028-03-01', '2028-05-01')).toBe(false);
    expect(dateRangeTooLong('2028-03-01', '2028-05-02')).toBe(true);
    expect(dateRangeTooLong('1970-01-01', '2100-12-31')).toBe(true);
    expect(dateRangeTooLong('2028-05-02', '2028-03-01')).toBe(false);
  });

  it('a range of instants covers at most 62 days (an hour more across a clock change)', () => {
    const from = new Date('2028-03-01T00:00:00Z');
    expect(instantRangeTooLong(from, new Date('2028-05-02T00:00:00Z'))).toBe(false);
    expect(instantRangeTooLong(from, new Date('2028-05-02T01:00:00Z'))).toBe(false);
    expect(instantRangeTooLong(from, new Date('2028-05-03T00:00:00Z'))).toBe(true);
  });

  it('a later end date may add at most 104 dates of the rule', () => {
    expect(MAX_SERIES_DATES_PER_REQUEST).toBe(104);
    // Weekdays from Monday 6 March 2028, ending Friday the 10th: 21 more weeks are 105 dates.
    const series = { startDate: '2028-03-06', everyWeeks: 1, weekdays: [1, 2, 3, 4, 5], endDate: '2028-03-10' };
    expect(extensionTooLong(series, '2028-08-03')).toBe(false);
    expect(extensionTooLong(series, '2028-08-04')).toBe(true);
    expect(extensionTooLong(series, '2028-03-08')).toBe(false); // shorter
    expect(extensionTooLong(series, '2031-01-01')).toBe(false); // over two years: another problem
  });
});
