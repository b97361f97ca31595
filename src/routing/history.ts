import { useEffect, useSyncExternalStore } from 'react';
import { UNSAFE_createBrowserHistory, type Location, type To } from 'react-router';

/**
 * The console's browser history, which the router draws from (react-router's declarative mode: its
 * data router, loaders and actions, which the console does not use, stay out of every page's first
 * load). It holds the one thing the data router gave besides: a screen with unsaved changes can
 * hold a navigation (a menu link, a redirect or Back) until the user answers (`useBlocker`).
 */
const browser = UNSAFE_createBrowserHistory({ v5Compat: true });

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
function guarded(to: To | string, go: () => void): void {
  const nextLocation = { pathname: browser.createURL(to).pathname };
  if (!shouldBlock?.({ currentLocation: browser.location, nextLocation })) return go();
  setBlocker({
    state: 'blocked',
    location: typeof to === 'string' ? to : browser.createHref(to),
    proceed: () => {
      setBlocker(UNBLOCKED);
      go();
    },
    reset: () => setBlocker(UNBLOCKED),
  });
}

/** The location the router last drew (during Back or Forward, the browser's is already the next one). */
let drawn = browser.location;
/** Back and Forward already moved the address: a held one is undone, and made again on `proceed`. */
let undoing = false;
let proceeding = false;
type Listener = Parameters<typeof browser.listen>[0];
function listen(listener: Listener): () => void {
  return browser.listen((update) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const { action, location, delta } = update;
    const hold = action === 'POP' && delta && !proceeding && blocker.state !== 'blocked' && shouldBlock?.({ currentLocation: drawn, nextLocation: location });
    proceeding = false;
    if (!hold) {
      drawn = location;
      return listener(update);
    }
    undoing = true;
    browser.go(-delta);
    setBlocker({
      state: 'blocked',
      location,
      proceed: () => {
        setBlocker(UNBLOCKED);
        proceeding = true;
        browser.go(delta);
      },
      reset: () => setBlocker(UNBLOCKED),
    });
  });
}

export const appHistory: typeof browser = {
  get action() {
    return browser.action;
  },
  get location() {
    return browser.location;
  },
  createHref: (to) => browser.createHref(to),
  createURL: (to) => browser.createURL(to),
  encodeLocation: (to) => browser.encodeLocation(to),
  push: (to, state) => guarded(to, () => browser.push(to, state)),
  replace: (to, state) => guarded(to, () => browser.replace(to, state)),
  go: (delta) => browser.go(delta),
  listen,
};

/** Navigates outside React (the session runtime's redirects), replacing the current entry. */
export const replaceTo = (to: string) => appHistory.replace(to);

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
