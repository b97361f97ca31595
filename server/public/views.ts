/**
 * Views of the public pages (issue 19): a visit counts once per client address and video within a
 * window, so reloads by one visitor do not add up. Kept in memory (one process answers the pages;
 * a restart forgets who was counted, which at worst counts a reload twice). Bounded: past `max`
 * remembered visits the oldest are forgotten first.
 */
export interface ViewGate {
  /** True when this address's visit of this video counts (first in the window); false for a repeat. */
  counts(address: string, videoId: number, now?: number): boolean;
}

export const VIEW_WINDOW_MS = 30 * 60_000;

export function createViewGate({ windowMs = VIEW_WINDOW_MS, max = 100_000 }: { windowMs?: number; max?: number } = {}): ViewGate {
  // Key → when it was counted; a Map keeps insertion order, so the first entries are the oldest.
  const seen = new Map<string, number>();
  return {
    counts(address, videoId, now = Date.now()) {
      const key = `${address}|${videoId}`;
      const at = seen.get(key);
      if (at !== undefined && now - at < windowMs) return false;
      seen.delete(key);
      seen.set(key, now);
      for (const [oldKey, oldAt] of seen) {
        if (seen.size <= max && now - oldAt < windowMs) break;
        seen.delete(oldKey);
      }
      return true;
    },
  };
}
