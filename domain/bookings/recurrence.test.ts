import { LocalDate } from '@js-joda/core';
import { describe, expect, it } from 'vitest';
import { MAX_SERIES_WEEKS, parseIsoDate, recurrenceDates, recurrenceFieldsProblems, recurrenceProblems, ruleFromInput, seriesSlots, type RecurrenceRule } from './recurrence';
import { recurrenceInputSchema } from './type-schemas';

const d = (s: string) => LocalDate.parse(s);
const rule = (over: Partial<RecurrenceRule> = {}): RecurrenceRule => ({
  start: d('2025-06-04'), // a Wednesday
  everyWeeks: 1,
  weekdays: [1, 4],
  until: d('2025-06-30'),
  ...over,
});
const dates = (r: RecurrenceRule) => recurrenceDates(r).map(String);

describe('recurrenceDates', () => {
  it('every week on the chosen weekdays, from the start date (days before it in its week are not included)', () => {
    expect(dates(rule())).toEqual(['2025-06-05', '2025-06-09', '2025-06-12', '2025-06-16', '2025-06-19', '2025-06-23', '2025-06-26', '2025-06-30']);
  });

  it('every 2 weeks counts ISO weeks from the week of the start date', () => {
    expect(dates(rule({ everyWeeks: 2 }))).toEqual(['2025-06-05', '2025-06-16', '2025-06-19', '2025-06-30']);
  });

  it('every 3 weeks, Sundays: the start week counts even when the start is mid-week', () => {
    expect(dates(rule({ everyWeeks: 3, weekdays: [7], until: d('2025-08-31') }))).toEqual(['2025-06-08', '2025-06-29', '2025-07-20', '2025-08-10', '2025-08-31']);
  });

  it('the start and end dates are inclusive; one day is a series of one', () => {
    expect(dates(rule({ start: d('2025-06-02'), until: d('2025-06-02'), weekdays: [1] }))).toEqual(['2025-06-02']);
  });

  it('weekday order and repeats do not matter; dates come out in order', () => {
    expect(dates(rule({ weekdays: [4, 1, 4] }))).toEqual(dates(rule({ weekdays: [1, 4] })));
  });

  it('crosses years and leap days', () => {
    expect(dates(rule({ start: d('2027-12-27'), weekdays: [2, 5], until: d('2028-01-07') }))).toEqual(['2027-12-28', '2027-12-31', '2028-01-04', '2028-01-07']);
    expect(dates(rule({ start: d('2028-02-28'), weekdays: [2], until: d('2028-03-01') }))).toEqual(['2028-02-29']);
  });

  it('a well-shaped rule that hits no weekday gives no dates (and the problem no_dates)', () => {
    const r = rule({ start: d('2025-06-02'), until: d('2025-06-03'), weekdays: [5] });
    expect(recurrenceDates(r)).toEqual([]);
    expect(recurrenceProblems(r)).toEqual(['no_dates']);
  });

  it(`is capped at ${MAX_SERIES_WEEKS} weeks`, () => {
    const start = d('2025-06-02');
    const longest = rule({ start, weekdays: [1], until: start.plusWeeks(MAX_SERIES_WEEKS) });
    expect(recurrenceDates(longest)).toHaveLength(MAX_SERIES_WEEKS + 1);
    expect(recurrenceProblems(longest)).toEqual([]);
    expect(recurrenceProblems(rule({ start, until: start.plusWeeks(MAX_SERIES_WEEKS).plusDays(1) }))).toEqual(['too_long']);
  });

  it.each([
    [{ everyWeeks: 0 }, ['every_weeks_invalid']],
    [{ everyWeeks: 1.5 }, ['every_weeks_invalid']],
    [{ everyWeeks: 53 }, ['every_weeks_invalid']],
    [{ weekdays: [] }, ['weekdays_empty']],
    [{ weekdays: [0, 8] }, ['weekday_invalid']],
    [{ until: d('2025-06-03') }, ['until_before_start']],
    [{ everyWeeks: 0, weekdays: [] }, ['every_weeks_invalid', 'weekdays_empty']],
  ] as const)('validates %j', (over, problems) => {
    const r = rule(over as Partial<RecurrenceRule>);
    expect(recurrenceProblems(r)).toEqual(problems);
    expect(() => recurrenceDates(r)).toThrow(RangeError);
  });
});

describe('recurrenceFieldsProblems: the rule as a form holds it', () => {
  it('parses the dates, then checks the rule', () => {
    expect(recurrenceFieldsProblems({ startDate: '2025-06-04', everyWeeks: 1, weekdays: [1], endDate: '2025-06-30' })).toEqual([]);
    expect(recurrenceFieldsProblems({ startDate: '2025-06-04', everyWeeks: 1, weekdays: [1], endDate: '2025-06-01' })).toEqual(['until_before_start']);
    expect(recurrenceFieldsProblems({ startDate: '2025-02-30', everyWeeks: 1, weekdays: [1], endDate: '2025-06-01' })).toEqual(['invalid_date']);
    expect(recurrenceFieldsProblems({ startDate: '2025-06-04', everyWeeks: 1, weekdays: [1], endDate: '' })).toEqual(['invalid_date']);
  });

  it('parseIsoDate reads only dates that exist', () => {
    expect(parseIsoDate('2028-02-29')?.toString()).toBe('2028-02-29');
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2027-2-1')).toBeNull();
  });
});

describe('recurrenceInputSchema', () => {
  it('reads the API shape into a rule', () => {
    const input = recurrenceInputSchema.parse({ start_date: '2025-06-04', every_weeks: 2, weekdays: [1, 4], end_date: '2025-06-30' });
    expect(dates(ruleFromInput(input))).toEqual(dates(rule({ everyWeeks: 2 })));
  });

  it.each([
    { start_date: '2025-02-30', every_weeks: 1, weekdays: [1], end_date: '2025-03-30' },
    { start_date: '2025-6-4', every_weeks: 1, weekdays: [1], end_date: '2025-06-30' },
    { start_date: '2025-06-04', every_weeks: 0, weekdays: [1], end_date: '2025-06-30' },
    { start_date: '2025-06-04', every_weeks: 1, weekdays: [], end_date: '2025-06-30' },
    { start_date: '2025-06-04', every_weeks: 1, weekdays: [8], end_date: '2025-06-30' },
  ])('refuses %j', (input) => {
    expect(recurrenceInputSchema.safeParse(input).success).toBe(false);
  });
});

describe('seriesSlots', () => {
  it('keeps the wall-clock time in the facility zone across a DST change; each slot lasts its minutes', () => {
    const slots = seriesSlots([d('2025-03-08'), d('2025-03-09'), d('2025-03-10')], { time: '18:30', minutes: 90, zone: 'America/New_York' });
    expect(slots.map((s) => [s.date, s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2025-03-08', '2025-03-08T23:30:00.000Z', '2025-03-09T01:00:00.000Z'],
      ['2025-03-09', '2025-03-09T22:30:00.000Z', '2025-03-10T00:00:00.000Z'],
      ['2025-03-10', '2025-03-10T22:30:00.000Z', '2025-03-11T00:00:00.000Z'],
    ]);
  });

  it('a time inside a DST gap starts at the first valid instant after it', () => {
    const [slot] = seriesSlots([d('2025-03-09')], { time: '02:30', minutes: 60, zone: 'America/New_York' });
    expect(slot?.start.toISOString()).toBe('2025-03-09T07:30:00.000Z'); // 03:30 EDT
  });

  it('refuses a duration that is not a positive number of minutes', () => {
    expect(() => seriesSlots([d('2025-03-09')], { time: '10:00', minutes: 0, zone: 'UTC' })).toThrow(RangeError);
  });
});
