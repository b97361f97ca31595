import { describe, expect, it } from 'vitest';
import { formatTimeInput, inputTwelveHour, parseTimeInput } from './time-input';

describe('time inputs by language', () => {
  it('shows 24 hours in Spanish and the facility’s clock in English', () => {
    expect(inputTwelveHour('es', true)).toBe(false);
    expect(inputTwelveHour('en', true)).toBe(true);
    expect(inputTwelveHour('en', false)).toBe(false);
    expect(formatTimeInput('14:30', false)).toBe('14:30');
    expect(formatTimeInput('14:30', true)).toBe('2:30 PM');
    expect(formatTimeInput('00:05', true)).toBe('12:05 AM');
    expect(formatTimeInput('', true)).toBe('');
  });

  it('reads 24-hour and 12-hour times in either spelling', () => {
    expect(parseTimeInput('14:30')).toBe('14:30');
    expect(parseTimeInput(' 9.05 ')).toBe('09:05');
    expect(parseTimeInput('14h30')).toBe('14:30');
    expect(parseTimeInput('1430')).toBe('14:30');
    expect(parseTimeInput('9')).toBe('09:00');
    expect(parseTimeInput('930')).toBe('09:30');
    expect(parseTimeInput('2:30 PM')).toBe('14:30');
    expect(parseTimeInput('2:30pm')).toBe('14:30');
    expect(parseTimeInput('2:30 p. m.')).toBe('14:30');
    expect(parseTimeInput('12:00 AM')).toBe('00:00');
    expect(parseTimeInput('12:15 pm')).toBe('12:15');
    expect(parseTimeInput('7 am')).toBe('07:00');
  });

  it('refuses what names no time of day', () => {
    for (const text of ['', '24:00', '12:60', '13:00 PM', '0:30 am', 'noon', '14:3', '12345', '1:2:3']) expect(parseTimeInput(text), text).toBeNull();
  });
});
