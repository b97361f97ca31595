import { MATCH_TYPES } from '../bookings/quote';
import type { BookingType } from '../bookings/types';

/**
 * The public pages of SPEC §2.1 (issue 19): what a shared link's code looks like and which of the
 * page's states a video is in. Pure; the server reads the facts and renders the page.
 */

/** A playback code: 128 random bits as 32 lowercase hex characters (server/videos/playback.ts). Anything else is not looked up. */
export const PLAYBACK_PATTERN = /^[0-9a-f]{32}$/;
/** A field id in `/field-app/:id`: a positive integer of at most 9 digits. */
export const FIELD_ID_PATTERN = /^[1-9][0-9]{0,8}$/;
/** App usernames in `/share/:playback/:username`: longer ones are not looked up. */
export const MAX_USERNAME_LENGTH = 64;

export const isPlayback = (code: string): boolean => PLAYBACK_PATTERN.test(code);
export const isFieldId = (id: string): boolean => FIELD_ID_PATTERN.test(id);

/**
 * What a shared video's page shows: the video (`ok`) or one of SPEC §2.1's messages: the content no
 * longer exists (it could not be recorded, or its field or facility is gone), the content was
 * deleted (staff hid it), the video was cancelled, the game was cancelled (its match booking was).
 * An unknown code is the not-found page (the video does not exist).
 */
export type PublicVideoState = 'ok' | 'gone' | 'deleted' | 'cancelled' | 'game_cancelled';

export interface PublicVideoFacts {
  status: string;
  hidden: boolean;
  /** The field and its facility are active. */
  placeActive: boolean;
  booking: { status: string; type: string } | null;
}

export function publicVideoState(v: PublicVideoFacts): PublicVideoState {
  if (v.hidden) return 'deleted';
  if (v.booking?.status === 'cancelled' && MATCH_TYPES.includes(v.booking.type as BookingType)) return 'game_cancelled';
  if (v.status === 'cancelled') return 'cancelled';
  if (v.status === 'failed' || !v.placeActive) return 'gone';
  return 'ok';
}

/** The phone a visitor is on, from the User-Agent: where "open in the app" falls back to (App Store, Play Store, or our download page with a QR code). */
export type Platform = 'ios' | 'android' | 'desktop';

export function platformOf(userAgent: string | undefined): Platform {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  return 'desktop';
}
