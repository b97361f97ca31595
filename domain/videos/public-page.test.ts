import { describe, expect, it } from 'vitest';
import { isFieldId, isPlayback, platformOf, publicVideoState } from './public-page';

const ok = { status: 'completed', hidden: false, placeActive: true, booking: null };

describe('public pages (issue 19)', () => {
  it('looks up only 128-bit hex codes and plain field ids', () => {
    expect(isPlayback('0123456789abcdef0123456789abcdef')).toBe(true);
    for (const bad of ['0123456789ab', '0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef0123456789abcdef0', '<script>', '']) expect(isPlayback(bad)).toBe(false);
    expect(isFieldId('12')).toBe(true);
    for (const bad of ['0', '-1', '1e3', '1234567890', 'abc']) expect(isFieldId(bad)).toBe(false);
  });

  it('gives each state its own message, the hidden video first', () => {
    expect(publicVideoState(ok)).toBe('ok');
    expect(publicVideoState({ ...ok, status: 'processing' })).toBe('ok');
    expect(publicVideoState({ ...ok, hidden: true })).toBe('deleted');
    expect(publicVideoState({ ...ok, status: 'failed' })).toBe('gone');
    expect(publicVideoState({ ...ok, placeActive: false })).toBe('gone');
    expect(publicVideoState({ ...ok, status: 'cancelled' })).toBe('cancelled');
    expect(publicVideoState({ ...ok, status: 'cancelled', booking: { status: 'cancelled', type: 'one_day' } })).toBe('cancelled');
    expect(publicVideoState({ ...ok, status: 'cancelled', booking: { status: 'cancelled', type: 'regular_match' } })).toBe('game_cancelled');
  });

  it('tells the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop');
    expect(platformOf(undefined)).toBe('desktop');
  });
});
