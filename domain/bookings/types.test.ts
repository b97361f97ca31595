import { describe, expect, it } from 'vitest';
import { BOOKING_DURATIONS, BOOKING_TYPES, countJoined, freePlacesOf, isBookingDuration, participantStateOf } from './types';
import { bookingTypeSchema, isoDateSchema, participantMarkSchema, timeOfDaySchema } from './type-schemas';

describe('booking vocabulary', () => {
  it('has the twelve booking types of SPEC §3 as stable codes', () => {
    expect(BOOKING_TYPES).toHaveLength(12);
    expect(new Set(BOOKING_TYPES).size).toBe(12);
    for (const code of BOOKING_TYPES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(bookingTypeSchema.safeParse('pickUp').success).toBe(false);
  });

  it('has the duration choices of SPEC §9', () => {
    expect(BOOKING_DURATIONS).toEqual([2, 5, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]);
    expect(isBookingDuration(90)).toBe(true);
    expect(isBookingDuration(45)).toBe(false);
  });

  it('never marks a participant back to pending', () => {
    expect(participantMarkSchema.safeParse('pending').success).toBe(false);
    expect(participantMarkSchema.safeParse('no_show').success).toBe(true);
  });

  it('reads calendar dates that exist', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2027-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2027-13-01').success).toBe(false);
    expect(isoDateSchema.safeParse('2027-1-01').success).toBe(false);
  });

  it('reads times of day as HH:mm, 24-hour', () => {
    for (const ok of ['00:00', '09:30', '18:00', '23:59']) expect(timeOfDaySchema.safeParse(ok).success).toBe(true);
    for (const bad of ['24:00', '9:30', '18:60', '18:00:00', '6pm']) expect(timeOfDaySchema.safeParse(bad).success).toBe(false);
  });
});

describe('participantStateOf', () => {
  it('no-show, else not going, else paid, else pending', () => {
    expect(participantStateOf({ no_show: true, not_going: true, paid: true })).toBe('no_show');
    expect(participantStateOf({ no_show: false, not_going: true, paid: true })).toBe('not_going');
    expect(participantStateOf({ no_show: false, not_going: false, paid: true })).toBe('paid');
    expect(participantStateOf({ no_show: false, not_going: false, paid: false })).toBe('pending');
  });
});

describe('joined and free places', () => {
  it('counts everyone not marked not going, and the places a maximum leaves (none below zero, null without a maximum)', () => {
    const people = [{ not_going: false }, { not_going: true }, { not_going: false }];
    expect(countJoined(people)).toBe(2);
    expect(countJoined([])).toBe(0);
    expect(freePlacesOf(4, 2)).toBe(2);
    expect(freePlacesOf(2, 3)).toBe(0);
    expect(freePlacesOf(null, 3)).toBeNull();
  });
});
