import { describe, expect, it } from 'vitest';
import { endDateProblems } from './recurring.machine';

describe('the recurring actor refuses a later end date over the per-request limit before calling', () => {
  const draft = { fieldId: 1, time: '18:00', minutes: 60, startDate: '2028-03-06', everyWeeks: 1, weekdays: [1, 2, 3, 4, 5], endDate: '2028-03-10' };
  it('105 new dates: too_many_dates; 104: none; over two years: too_long', () => {
    expect(endDateProblems(draft, '2028-08-04')).toEqual(['too_many_dates']);
    expect(endDateProblems(draft, '2028-08-03')).toEqual([]);
    expect(endDateProblems(draft, '2031-01-01')).toEqual(['too_long']);
  });
});
