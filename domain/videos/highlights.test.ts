import { describe, expect, it } from 'vitest';
import { highlightRefusal, highlightVideoRefusal, offsetLabel, parseOffset } from './highlights';
import { highlightInputSchema } from './highlight-schemas';

describe('a highlight lies within its video', () => {
  it('accepts a moment that ends by the end of the video, refuses one past it', () => {
    expect(highlightRefusal({ offset_seconds: 0, duration_seconds: 15 }, 60)).toBeNull();
    expect(highlightRefusal({ offset_seconds: 3585, duration_seconds: 15 }, 60)).toBeNull();
    expect(highlightRefusal({ offset_seconds: 3586, duration_seconds: 15 }, 60)).toBe('outside_video');
    expect(highlightRefusal({ offset_seconds: 7200, duration_seconds: 1 }, 90)).toBe('outside_video');
    expect(highlightRefusal({ offset_seconds: -1, duration_seconds: 10 }, 90)).toBe('outside_video');
    expect(highlightRefusal({ offset_seconds: 10, duration_seconds: 0 }, 90)).toBe('outside_video');
  });

  it('goes on a recorded video only', () => {
    expect(highlightVideoRefusal({ status: 'completed' })).toBeNull();
    expect(highlightVideoRefusal({ status: 'processing' })).toBeNull();
    for (const status of ['scheduled', 'recording', 'cancelled', 'failed'] as const) expect(highlightVideoRefusal({ status })).toBe('video_not_recorded');
  });

  it('validates its fields: a type of the list, a category, whole seconds', () => {
    const ok = { video_id: 1, offset_seconds: 75, duration_seconds: 12, type: 'goal', category: 'Padel', player: 'Lucía' };
    expect(highlightInputSchema.safeParse(ok).success).toBe(true);
    expect(highlightInputSchema.safeParse({ ...ok, type: 'save' }).success).toBe(false);
    expect(highlightInputSchema.safeParse({ ...ok, category: '  ' }).success).toBe(false);
    expect(highlightInputSchema.safeParse({ ...ok, duration_seconds: 1.5 }).success).toBe(false);
    expect(highlightInputSchema.parse({ ...ok, player: undefined }).player).toBe('');
  });

  it('reads and writes offsets as m:ss or h:mm:ss', () => {
    expect(offsetLabel(75)).toBe('1:15');
    expect(offsetLabel(3725)).toBe('1:02:05');
    expect(parseOffset('1:15')).toBe(75);
    expect(parseOffset('1:02:05')).toBe(3725);
    expect(parseOffset('75')).toBeNull();
    expect(parseOffset('1:75')).toBeNull();
  });
});
