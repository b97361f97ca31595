import { describe, expect, it } from 'vitest';
import { seriesAfterDelete, seriesDateRows } from './series-dates';

describe('what deleting bookings does to their series', () => {
  const series = { startDate: '2028-05-01' };
  it('only this one leaves the series as it is', () => {
    expect(seriesAfterDelete('this', series, '2028-05-15', [])).toEqual({ type: 'unchanged' });
  });
  it('a paid booking kept keeps the series: it ends with the last one kept, never "cancelled"', () => {
    expect(seriesAfterDelete('series', series, '2028-05-01', ['2028-05-22', '2028-05-08'])).toEqual({ type: 'ends', endDate: '2028-05-22' });
    expect(seriesAfterDelete('following', series, '2028-05-15', ['2028-05-22'])).toEqual({ type: 'ends', endDate: '2028-05-22' });
  });
  it('nothing kept: the entire series is cancelled; the following ones end it the day before', () => {
    expect(seriesAfterDelete('series', series, '2028-05-15', [])).toEqual({ type: 'cancelled' });
    expect(seriesAfterDelete('following', series, '2028-05-15', [])).toEqual({ type: 'ends', endDate: '2028-05-14' });
    expect(seriesAfterDelete('following', series, '2028-05-01', [])).toEqual({ type: 'cancelled' });
  });
});

describe('the rows of a series', () => {
  it('one per date: the booking that holds it (live, else the latest), in order', () => {
    const row = (id: number, day: string, status: string) => ({ id, start_at: `2027-05-${day}T16:00:00.000Z`, field_id: 2, status });
    const rows = [row(1, '17', 'confirmed'), row(2, '24', 'cancelled'), row(5, '24', 'confirmed'), row(3, '31', 'cancelled'), row(6, '31', 'cancelled')];
    expect(seriesDateRows(rows).map((r) => r.id)).toEqual([1, 5, 6]);
  });
});
