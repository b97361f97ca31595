import { describe, expect, it } from 'vitest';
import { rowWindow } from './window-rows';

describe('the window of a long page of rows', () => {
  it('draws the rows in the viewport and 20 each side, never past the page', () => {
    // The table body starts 300 px down an 800 px viewport: rows 0–12 are on screen.
    expect(rowWindow(300, 800, 40, 1000)).toEqual({ start: 0, end: 33, rowHeight: 40 });
    // Scrolled 20,000 px into the body: rows 500–520 are on screen.
    expect(rowWindow(-20_000, 800, 40, 1000)).toEqual({ start: 480, end: 540, rowHeight: 40 });
    // At the bottom: the last rows, not beyond.
    expect(rowWindow(-39_500, 800, 40, 1000)).toEqual({ start: 967, end: 1000, rowHeight: 40 });
    // Below the viewport or scrolled past: nothing more than the overscan.
    expect(rowWindow(2000, 800, 40, 1000)).toEqual({ start: 0, end: 0, rowHeight: 40 });
    expect(rowWindow(-50_000, 800, 40, 1000)).toEqual({ start: 1000, end: 1000, rowHeight: 40 });
  });
});
