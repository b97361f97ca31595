// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FACILITY_DEBOUNCE_MS, chooseFacility, facilityLoadDelay, facilityOfRecord } from './selection';

describe('loading the facilities of the chosen organization', () => {
  it('waits while the user passes from one organization to another', () => {
    expect(facilityLoadDelay(1, 2)).toBe(FACILITY_DEBOUNCE_MS);
  });
  it('loads at once when the first organization becomes known (a full page load, or the first choice)', () => {
    expect(facilityLoadDelay(null, 1)).toBe(0);
    expect(facilityLoadDelay(2, null)).toBe(0);
  });
});

describe('the facility the console lands on', () => {
  const brooklyn = { id: 1, name: 'Brooklyn Courts' };
  const madrid = { id: 2, name: 'Madrid Padel Center' };
  const both = [brooklyn, madrid];

  it('keeps the facility chosen in this session', () => {
    expect(chooseFacility(both, 2, 1)).toBe(madrid);
  });
  it('after a new sign-in, lands on the facility the user chose last time', () => {
    expect(chooseFacility(both, null, 2)).toBe(madrid);
  });
  it('without a choice (or with one no longer theirs), lands on the first: never on none', () => {
    expect(chooseFacility(both, null, null)).toBe(brooklyn);
    expect(chooseFacility(both, 9, 8)).toBe(brooklyn);
    expect(chooseFacility([madrid], 1, null)).toBe(madrid);
  });
  it('an organization without facilities has none to land on', () => {
    expect(chooseFacility([], 1, 2)).toBeNull();
  });
});

describe('the facility a record opened by its address is shown at', () => {
  const brooklyn = { id: 1, timezone: 'America/New_York' };
  const madrid = { id: 2, timezone: 'Europe/Madrid' };
  it("is the record's own facility, not the one chosen in the top bar (a Madrid booking opened while Brooklyn is chosen reads Madrid's clock)", () => {
    expect(facilityOfRecord([brooklyn, madrid], 2, brooklyn)).toBe(madrid);
    expect(facilityOfRecord([brooklyn, madrid], 1, brooklyn)).toBe(brooklyn);
  });
  it('is the chosen one for a new record, while the record loads, or when the user does not have its facility', () => {
    expect(facilityOfRecord([brooklyn, madrid], null, brooklyn)).toBe(brooklyn);
    expect(facilityOfRecord([brooklyn, madrid], undefined, madrid)).toBe(madrid);
    expect(facilityOfRecord([brooklyn], 2, brooklyn)).toBe(brooklyn);
  });
});
