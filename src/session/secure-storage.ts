import { createStore, del, get, set } from 'idb-keyval';
import type { StoredSession } from '../../machines/session.machine';
import { SESSION_KEY_STORE, STORAGE_KEYS } from './storage-keys';

/**
 * The session block (role, views_ids, tokens) encrypted in localStorage with AES-GCM. The key is
 * a non-extractable CryptoKey kept in IndexedDB: the browser can use it, nobody can read it out,
 * so a copied storage dump alone is useless.
 */
const keyStore = createStore(SESSION_KEY_STORE.database, SESSION_KEY_STORE.store);
const KEY_NAME = SESSION_KEY_STORE.key;

async function sessionKey(create: boolean): Promise<CryptoKey | undefined> {
  const existing = await get<CryptoKey>(KEY_NAME, keyStore);
  if (existing || !create) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await set(KEY_NAME, key, keyStore);
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function saveSession(session: StoredSession): Promise<void> {
  const key = (await sessionKey(true))!;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(session));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  localStorage.setItem(STORAGE_KEYS.session, `${toBase64(iv)}.${toBase64(sealed)}`);
}

/** The stored session, or null when there is none or it cannot be opened (other browser, new key, tampering). */
export async function loadSession(): Promise<StoredSession | null> {
  const stored = localStorage.getItem(STORAGE_KEYS.session);
  if (!stored) return null;
  try {
    const key = await sessionKey(false);
    const [iv, sealed] = stored.split('.');
    if (!key || !iv || !sealed) throw new Error('unreadable');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(sealed));
    return JSON.parse(new TextDecoder().decode(plain)) as StoredSession;
  } catch {
    localStorage.removeItem(STORAGE_KEYS.session);
    return null;
  }
}

/** Forgets the session and its key; the next sign-in makes a new key. */
export async function clearSecureSession(): Promise<void> {
  localStorage.removeItem(STORAGE_KEYS.session);
  await del(KEY_NAME, keyStore).catch(() => undefined);
}
