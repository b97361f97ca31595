import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './date-input';

describe('date inputs by language', () => {
  it('shows the day first in Spanish and the month first in English', () => {
    expect(formatDateInput('2027-04-05', 'es')).toBe('05/04/2027');
    expect(formatDateInput('2027-04-05', 'en')).toBe('04/05/2027');
    expect(formatDateInput('', 'es')).toBe('');
  });

  it('reads what was typed in the language’s order, and ISO dates', () => {
    expect(parseDateInput('05/04/2027', 'es')).toBe('2027-04-05');
    expect(parseDateInput('5-4-2027', 'es')).toBe('2027-04-05');
    expect(parseDateInput('04/05/2027', 'en')).toBe('2027-04-05');
    expect(parseDateInput('4.5.2027', 'en')).toBe('2027-04-05');
    expect(parseDateInput(' 2027-04-05 ', 'es')).toBe('2027-04-05');
  });

  it('refuses days that do not exist and text that is no date', () => {
    expect(parseDateInput('31/02/2027', 'es')).toBeNull();
    expect(parseDateInput('13/01/2027', 'en')).toBeNull();
    expect(parseDateInput('29/02/2028', 'es')).toBe('2028-02-29');
    expect(parseDateInput('tomorrow', 'en')).toBeNull();
    expect(parseDateInput('01/01/27', 'en')).toBeNull();
    expect(parseDateInput('', 'en')).toBeNull();
  });
});
