import { useEffect, useSyncExternalStore } from 'react';
import type { unstable_HistoryRouter as HistoryRouter, Location, To } from 'react-router';

/**
 * The console's browser history: the sign-in pages draw from it alone, the console's router
 * (react-router's declarative mode, src/router.tsx) draws from it once loaded. It is react-router's
 * browser history in a few lines of our own (the same `history.state` shape: `usr`, `key`, `idx`),
 * so that the sign-in pages' first load carries no react-router. It holds the one thing the data
 * router gave besides: a screen with unsaved changes can hold a navigation (a menu link, a
 * redirect or Back) until the user answers (`useBlocker`).
 */
type History = Parameters<typeof HistoryRouter>[0]['history'];
type Action = History['action'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Listener = (update: Update) => void;

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const entryState = (): Partial<EntryState> => (window.history.state as Partial<EntryState> | null) ?? {};

const createPath = (to: To): string => {
  if (typeof to === 'string') return to;
  const { pathname = '/', search = '', hash = '' } = to;
  return pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');
};
const createURL = (to: To) => new URL(createPath(to), window.location.origin);

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entryState();
  return { pathname, search, hash, state: usr, key };
}

let action = 'POP' as Action;
let index = entryState().idx ?? 0;
if (entryState().idx === undefined) window.history.replaceState({ ...entryState(), idx: index }, '');

const listeners = new Set<Listener>();
/** The location last drawn (during Back or Forward, the browser's is already the next one). */
let drawn = currentLocation();
const notify = (update: Update) => {
  drawn = update.location;
  for (const listener of listeners) listener(update);
};

/** A navigation of our own: a new entry, or this one replaced, then everyone is told. */
function change(kind: 'PUSH' | 'REPLACE', to: To, usr: unknown) {
  action = kind as Action;
  index = kind === 'PUSH' ? (entryState().idx ?? index) + 1 : (entryState().idx ?? index);
  const state: EntryState = { usr: usr ?? null, key: Math.random().toString(36).slice(2, 10), idx: index };
  if (kind === 'PUSH') window.history.pushState(state, '', createPath(to));
  else window.history.replaceState(state, '', createPath(to));
  notify({ action, location: currentLocation(), delta: kind === 'PUSH' ? 1 : 0 });
}

/** A held navigation: `proceed` makes it, `reset` stays (react-router's Blocker, same shape). */
export type Blocker = { state: 'unblocked'; proceed: undefined; reset: undefined } | { state: 'blocked'; proceed: () => void; reset: () => void; location: Location | string };
type ShouldBlock = (args: { currentLocation: Location; nextLocation: { pathname: string } }) => boolean;

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined };
let shouldBlock: ShouldBlock | null = null;
let blocker: Blocker = UNBLOCKED;
const blockerListeners = new Set<() => void>();
const setBlocker = (next: Blocker) => {
  blocker = next;
  for (const listener of blockerListeners) listener();
};

const subscribeBlocker = (listener: () => void) => {
  blockerListeners.add(listener);
  return () => void blockerListeners.delete(listener);
};

/** Holds `go` when the screen asks to; `proceed` makes it later, `reset` drops it. */
function guarded(to: To, go: () => void): void {
  const nextLocation = { pathname: createURL(to).pathname };
  if (!shouldBlock?.({ currentLocation: currentLocation(), nextLocation })) return go();
  setBlocker({
    state: 'blocked',
    location: createPath(to),
    proceed: () => {
      setBlocker(UNBLOCKED);
      go();
    },
    reset: () => setBlocker(UNBLOCKED),
  });
}

/** Back and Forward already moved the address: a held one is undone, and made again on `proceed`. */
let undoing = false;
let proceeding = false;
window.addEventListener('popstate', () => {
  action = 'POP' as Action;
  const next = entryState().idx;
  const delta = next === undefined ? null : next - index;
  index = next ?? index;
  if (undoing) {
    undoing = false;
    return;
  }
  const location = currentLocation();
  const hold = delta && !proceeding && blocker.state !== 'blocked' && shouldBlock?.({ currentLocation: drawn, nextLocation: location });
  proceeding = false;
  if (!hold) return notify({ action, location, delta });
  undoing = true;
  window.history.go(-delta);
  setBlocker({
    state: 'blocked',
    location,
    proceed: () => {
      setBlocker(UNBLOCKED);
      proceeding = true;
      window.history.go(delta);
    },
    reset: () => setBlocker(UNBLOCKED),
  });
});

export const appHistory: History = {
  get action() {
    return action;
  },
  get location() {
    return currentLocation();
  },
  createHref: createPath,
  createURL,
  encodeLocation: (to) => {
    const { pathname, search, hash } = createURL(to);
    return { pathname, search, hash };
  },
  push: (to, state) => guarded(to, () => change('PUSH', to, state)),
  replace: (to, state) => guarded(to, () => change('REPLACE', to, state)),
  go: (delta) => window.history.go(delta),
  listen(listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Navigates outside React (the session runtime's redirects), replacing the current entry. */
export const replaceTo = (to: string) => appHistory.replace(to);

/** The location drawn, again when it changes (the sign-in pages and the boot use it: they have no router). */
const subscribeLocation = (listener: () => void) => appHistory.listen(listener);
export const useHistoryLocation = (): Location => useSyncExternalStore(subscribeLocation, () => drawn);

/**
 * While `when` holds for a navigation, it waits for the answer (react-router's useBlocker, on this
 * history). One screen at a time asks (the form with unsaved changes).
 */
export function useBlocker(when: ShouldBlock): Blocker {
  useEffect(() => {
    shouldBlock = when;
    return () => {
      if (shouldBlock === when) shouldBlock = null;
    };
  }, [when]);
  useEffect(() => () => setBlocker(UNBLOCKED), []);
  return useSyncExternalStore(subscribeBlocker, () => blocker);
}
