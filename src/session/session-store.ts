import { useSyncExternalStore } from 'react';
import type { LoginResponseData, UserProfile } from '../../domain/auth/schemas';

/**
 * The signed-in session: user profile and tokens. One place reads and writes it.
 * (The session machine and encrypted storage of the next step replace the plain storage here.)
 */
export interface Session {
  user: UserProfile;
  access_token: string;
  refresh_token: string;
}

const STORAGE_KEY = 'sideline.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

let current: Session | null = read();

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): Session | null => current,
  start(data: LoginResponseData) {
    const { access_token, refresh_token, ...user } = data;
    current = { user, access_token, refresh_token };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
    emit();
  },
  clear() {
    current = null;
    localStorage.removeItem(STORAGE_KEY);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
