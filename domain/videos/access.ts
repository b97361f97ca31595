/** Who may read a facility's videos: order video (1) and videos (5) (SPEC §2.3). Free of zod: the shell's search reads it. */
export const VIDEO_VIEWS = [1, 5] as const;
