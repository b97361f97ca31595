import { describe, expect, it } from 'vitest';
import { seriesAfterDelete } from './series';

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
