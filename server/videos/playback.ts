import { randomBytes } from 'node:crypto';

/** A new public code for a shared link (issue 19): 128 random bits, 32 lowercase hex characters (domain/videos/public-page.ts PLAYBACK_PATTERN). */
export const newPlayback = (): string => randomBytes(16).toString('hex');
