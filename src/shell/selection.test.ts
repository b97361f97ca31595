// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FACILITY_DEBOUNCE_MS, facilityLoadDelay } from './selection';

describe('loading the facilities of the chosen organization', () => {
  it('waits while the user passes from one organization to another', () => {
    expect(facilityLoadDelay(1, 2)).toBe(FACILITY_DEBOUNCE_MS);
  });
  it('loads at once when the first organization becomes known (a full page load, or the first choice)', () => {
    expect(facilityLoadDelay(null, 1)).toBe(0);
    expect(facilityLoadDelay(2, null)).toBe(0);
  });
});
