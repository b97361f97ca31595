/**
 * Browser storage keys of SPEC §3 "Session data". Logout clears every key of `SESSION_KEYS`
 * (the language stays: it is the browser's, not the session's).
 */
export const STORAGE_KEYS = {
  session: 'sideline.session',
  ability: 'sideline.ability',
  accessToken: 'sideline.accessToken',
  notifications: 'sideline.notifications',
  organization: 'sideline.organization',
  facility: 'sideline.facility',
  userData: 'sideline.userData',
  filters: 'sideline.filters',
  theme: 'sideline.theme',
  language: 'sideline.language',
  /** Prefix of the facility each user last worked at, per organization: kept at logout, so the next sign-in lands there. */
  lastFacility: 'sideline.lastFacility',
} as const;

/** Where the session block's key lives: a non-extractable CryptoKey in this IndexedDB database and store (src/session/secure-storage.ts). */
export const SESSION_KEY_STORE = { database: 'sideline', store: 'keys', key: 'session-key' } as const;

export const SESSION_KEYS: readonly string[] = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.ability,
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.notifications,
  STORAGE_KEYS.organization,
  STORAGE_KEYS.facility,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.filters,
  STORAGE_KEYS.theme,
];

/** Cached video and log data, cleared when the user applies an update. */
export const CACHE_PREFIXES: readonly string[] = ['sideline.cache.video', 'sideline.cache.log'];

/** A session block is stored (opened or not: the session machine decides, once its runner has read it). */
export const storedSessionPresent = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEYS.session) !== null;
  } catch {
    return false;
  }
};
