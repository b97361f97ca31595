import { describe, expect, it } from 'vitest';
import { findConflicts, hasConflicts, isEmptyRange, overlaps, type Occupant, type RequestedSlot } from './overlap';

const at = (hhmm: string, day = '2025-06-05') => new Date(`${day}T${hhmm}:00Z`);
const range = (a: string, b: string) => ({ start: at(a), end: at(b) });

describe('overlaps: half-open [start, end)', () => {
  it.each([
    ['18:00', '19:00', '18:30', '19:30', true],
    ['18:00', '19:00', '17:00', '18:30', true],
    ['18:00', '19:00', '18:15', '18:45', true], // inside
    ['18:00', '19:00', '17:00', '20:00', true], // around
    ['18:00', '19:00', '18:00', '19:00', true], // the same
    ['18:00', '19:00', '19:00', '20:00', false], // back to back
    ['18:00', '19:00', '17:00', '18:00', false],
    ['18:00', '19:00', '20:00', '21:00', false],
  ])('[%s, %s) and [%s, %s): %s', (a1, a2, b1, b2, expected) => {
    expect(overlaps(range(a1, a2), range(b1, b2))).toBe(expected);
    expect(overlaps(range(b1, b2), range(a1, a2))).toBe(expected);
  });

  it('an empty interval overlaps nothing, even inside another', () => {
    expect(isEmptyRange(range('18:30', '18:30'))).toBe(true);
    expect(isEmptyRange(range('19:00', '18:00'))).toBe(true);
    expect(overlaps(range('18:30', '18:30'), range('18:00', '19:00'))).toBe(false);
    expect(overlaps(range('18:00', '19:00'), range('19:00', '18:00'))).toBe(false);
  });
});

describe('findConflicts', () => {
  const slot = (date: string, fieldId = 1): RequestedSlot => ({ date, fieldId, start: at('18:00', date), end: at('19:30', date) });
  const booking = (id: number, date: string, a: string, b: string, fieldId: number | null = 1): Occupant => ({ kind: 'booking', id, fieldId, start: at(a, date), end: at(b, date) });
  const blocked = (id: number, date: string, a: string, b: string, fieldId: number | null = 1): Occupant => ({ ...booking(id, date, a, b, fieldId), kind: 'blocked_time' });

  it('names, per requested date, what is in the way (sorted by start); free dates get []', () => {
    const occupants = [
      booking(7, '2025-06-05', '19:00', '20:00'),
      blocked(3, '2025-06-05', '17:00', '18:30'),
      booking(8, '2025-06-12', '19:30', '21:00'), // back to back: free
      booking(9, '2025-06-19', '18:00', '19:00', 2), // another field
    ];
    const result = findConflicts([slot('2025-06-05'), slot('2025-06-12'), slot('2025-06-19')], occupants);
    expect(result.map((r) => [r.slot.date, r.conflicts.map((c) => `${c.kind}:${c.id}`)])).toEqual([
      ['2025-06-05', ['blocked_time:3', 'booking:7']],
      ['2025-06-12', []],
      ['2025-06-19', []],
    ]);
    expect(hasConflicts(result)).toBe(true);
  });

  it('a facility-wide occupant (no field) blocks every field', () => {
    const result = findConflicts([slot('2025-06-05', 1), slot('2025-06-05', 2)], [blocked(1, '2025-06-05', '00:00', '23:59', null)]);
    expect(result.map((r) => r.conflicts.length)).toEqual([1, 1]);
  });

  it('excluded bookings (the one being moved, the series being changed) never conflict; blocked times with the same id still do', () => {
    const occupants = [booking(5, '2025-06-05', '18:00', '19:00'), blocked(5, '2025-06-05', '19:00', '19:15')];
    const [r] = findConflicts([slot('2025-06-05')], occupants, { excludeBookingIds: [5] });
    expect(r?.conflicts.map((c) => c.kind)).toEqual(['blocked_time']);
  });

  it('no slots, no occupants', () => {
    expect(findConflicts([], [booking(1, '2025-06-05', '18:00', '19:00')])).toEqual([]);
    const result = findConflicts([slot('2025-06-05')], []);
    expect(hasConflicts(result)).toBe(false);
  });
});
