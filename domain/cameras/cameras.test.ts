import { describe, expect, it } from 'vitest';
import { cameraLiveStatus, chunkTimeRefusal, minuteOf } from './ingest';
import { ageOf, needsAttention } from './attention';

const now = new Date('2030-06-12T10:00:30Z');
const settings = { heartbeatSeconds: 10, missedHeartbeats: 3 };

describe('camera rules', () => {
  it('a camera reads offline once it missed its heartbeats, recording when it says so', () => {
    const at = (secs: number) => new Date(now.getTime() - secs * 1000);
    expect(cameraLiveStatus({ last_heartbeat_at: null, reported_status: 'idle' }, now, settings)).toBe('offline');
    expect(cameraLiveStatus({ last_heartbeat_at: at(30), reported_status: 'idle' }, now, settings)).toBe('online');
    expect(cameraLiveStatus({ last_heartbeat_at: at(31), reported_status: 'recording' }, now, settings)).toBe('offline');
    expect(cameraLiveStatus({ last_heartbeat_at: at(5), reported_status: 'recording' }, now, settings)).toBe('recording');
  });

  it('a chunk may not be in the future (beyond a minute of clock skew) nor more than a day old', () => {
    expect(minuteOf(now).toISOString()).toBe('2030-06-12T10:00:00.000Z');
    expect(chunkTimeRefusal(now, now)).toBeNull();
    expect(chunkTimeRefusal(new Date('2030-06-12T10:01:10Z'), now)).toBeNull();
    expect(chunkTimeRefusal(new Date('2030-06-12T10:02:00Z'), now)).toBe('future');
    expect(chunkTimeRefusal(new Date('2030-06-11T10:01:00Z'), now)).toBeNull();
    expect(chunkTimeRefusal(new Date('2030-06-11T09:59:00Z'), now)).toBe('too_old');
  });

  it('a field stands out when its booking has video, or a video ordered on its own is due, and none of its cameras reports', () => {
    const booked = (include_video: boolean) => ({ booking: { include_video }, video_order: null });
    expect(needsAttention([{ status: 'offline' }], booked(true))).toBe(true);
    expect(needsAttention([], booked(true))).toBe(true);
    expect(needsAttention([{ status: 'offline' }, { status: 'recording' }], booked(true))).toBe(false);
    expect(needsAttention([{ status: 'offline' }], booked(false))).toBe(false);
    expect(needsAttention([{ status: 'offline' }], { booking: null, video_order: null })).toBe(false);
    // A video order alone on the field: it is being filmed too.
    expect(needsAttention([{ status: 'offline' }], { booking: null, video_order: { id: 4 } })).toBe(true);
    expect(needsAttention([{ status: 'recording' }], { booking: null, video_order: { id: 4 } })).toBe(false);
  });

  it('ages are told in their largest whole unit', () => {
    expect(ageOf('2030-06-12T10:00:18Z', now)).toEqual({ value: 12, unit: 'second' });
    expect(ageOf('2030-06-12T09:55:00Z', now)).toEqual({ value: 5, unit: 'minute' });
    expect(ageOf('2030-06-12T07:00:00Z', now)).toEqual({ value: 3, unit: 'hour' });
    expect(ageOf('2030-06-10T07:00:00Z', now)).toEqual({ value: 2, unit: 'day' });
  });
});
