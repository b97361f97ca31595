import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFLINE_MINUTES, followStep, type FollowFacts } from './follow-camera';

const START = new Date('2031-03-10T17:00:00Z');
const at = (m: number) => new Date(START.getTime() + m * 60_000);
const video = (f: Partial<FollowFacts>): FollowFacts => ({ status: 'scheduled', starts_at: START, duration: 90, reporting: true, last_heartbeat_at: at(0), created_at: at(-60), ...f });

describe('a recording follows its camera', () => {
  it('waits for the start, then records when the camera reports and fails when it is offline', () => {
    expect(followStep(video({}), at(-1))).toBeNull();
    expect(followStep(video({}), at(0))).toBe('recording.started');
    expect(followStep(video({ reporting: false, last_heartbeat_at: null }), at(0))).toBe('recording.failed');
  });

  it('fails a recording only when its camera stays silent for more than the set minutes (default 5)', () => {
    expect(DEFAULT_OFFLINE_MINUTES).toBe(5);
    const silent = video({ status: 'recording', reporting: false, last_heartbeat_at: at(10) });
    expect(followStep(silent, at(15))).toBeNull();
    expect(followStep(silent, at(15.1))).toBe('recording.failed');
    expect(followStep(silent, at(12.1), 2)).toBe('recording.failed');
  });

  it('finishes after the end and completes its processing', () => {
    expect(followStep(video({ status: 'recording' }), at(89))).toBeNull();
    expect(followStep(video({ status: 'recording' }), at(90))).toBe('recording.finished');
    expect(followStep(video({ status: 'processing' }), at(91))).toBe('processing.done');
    // A run that came after the end: started first (the machine then finishes it).
    expect(followStep(video({}), at(120))).toBe('recording.started');
  });

  it('with a processing time, keeps a finished recording processing that long after its end, or after its order for minutes recorded before', () => {
    const processing = video({ status: 'processing' });
    // 30 s after the end at minute 90.
    expect(followStep(processing, at(90.49), 5, 30)).toBeNull();
    expect(followStep(processing, at(90.5), 5, 30)).toBe('processing.done');
    // Ordered at minute 200, long after its end: processed from its order.
    const late = video({ status: 'processing', created_at: at(200) });
    expect(followStep(late, at(200.49), 5, 30)).toBeNull();
    expect(followStep(late, at(200.5), 5, 30)).toBe('processing.done');
    // None (the default): done on the run that finds it, even before its end (a start moved later).
    expect(followStep(processing, at(10))).toBe('processing.done');
  });
});
