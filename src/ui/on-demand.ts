import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { cloneElement, useContext, useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactElement } from 'react';
import { retryUntilDone } from './back-online';
import { whenIdle } from './idle';

/** The modules useLoaded has received, by their loader. */
const arrived = new Map<() => Promise<unknown>, unknown>();

/**
 * Fetches an on-demand module outside a component, and records its arrival: every `useLoaded` of
 * the same loader drawn afterwards has it at once. A surface that opens with the focus on a part
 * loaded on demand (a drawer's first button and its tooltip) fetches both before it opens.
 */
export function fetchOnDemand<T>(load: () => Promise<T>): Promise<T> {
  return load().then((module) => {
    arrived.set(load, module);
    return module;
  });
}

/**
 * A panel's module loaded on demand (a drawer, a popover's content: its own chunk, out of the shell's
 * first load). `load` is a stable, module-level `() => import(...)`. Null until `wanted` first holds
 * and the module has arrived; then kept, so the panel stays mounted and animates closed. The panel
 * mounts whole: a focus-trapping surface opens once its content is there, not around a spinner.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean): T | null {
  return useLoadedState(load, wanted).loaded;
}

/**
 * `useLoaded`, and whether its chunk failed to come and is waited for (`waiting`: the connection
 * dropped): a part the user asked for says so until it comes (an on-demand dialog, ./on-demand-dialogs.tsx).
 */
export function useLoadedState<T>(load: () => Promise<T>, wanted: boolean): { loaded: T | null; waiting: boolean } {
  // A module already loaded is there at once, also for a panel drawn again (the shell is drawn anew on another route).
  const [loaded, setLoaded] = useState<T | null>(() => (arrived.get(load) as T | undefined) ?? null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    // A chunk that did not come (the desk went offline) is asked for again once the browser is back online.
    return retryUntilDone(
      () => fetchOnDemand(load),
      (module) => {
        setLoaded(() => module);
        setWaiting(false);
      },
      () => setWaiting(true),
    );
  }, [load, loaded, wanted]);
  return { loaded, waiting };
}

/**
 * Calls `then` once no query of the page is fetching (at once without a QueryClient) and then the
 * browser has a moment; answers a cancel. On a full load the browser is idle while the page waits
 * for its data: fetching the page's on-demand parts then put their work (the module preloads, a
 * render) in the frame that draws the data (issue 21: 5 ms of a list's 100 rows).
 */
function whenSettled(client: QueryClient | undefined, then: () => void): () => void {
  let cancel = () => {};
  const settled = () => {
    cancel = whenIdle(() => (client && client.isFetching() > 0 ? wait() : then()));
  };
  const wait = () => {
    const unsubscribe = client!.getQueryCache().subscribe(() => {
      if (client!.isFetching() > 0) return;
      unsubscribe();
      settled();
    });
    cancel = unsubscribe;
  };
  if (client && client.isFetching() > 0) wait();
  else settled();
  return () => cancel();
}

/**
 * True once the page has painted its data and the browser has a moment (`whenSettled`): when a
 * page's on-demand parts (its dialogs, the shell's tooltips) are fetched ahead of their first use,
 * out of the first load and its first paint.
 */
export function useIdle(): boolean {
  const client = useContext(QueryClientContext);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenSettled(client, () => setIdle(true)), [client]);
  return idle;
}

/**
 * Fetches a module on demand once the page is idle (a dialog the page mounts when it opens, a tab
 * not shown yet), so that it is there by the first use. Holds no state: the page that calls it is
 * not drawn again when the page turns idle or the module arrives (a schedule of 400 bookings, a
 * long cart). A fetch that fails is tried again at the first use.
 */
export function usePreload(load: () => Promise<unknown>): void {
  const client = useContext(QueryClientContext);
  useEffect(() => whenSettled(client, () => void fetchOnDemand(load).catch(() => undefined)), [client, load]);
}

/** `usePreload` as an element, for a part fetched ahead under the query cache of the page (the console layout's toaster and menu drawer). */
export function Preload({ load }: { load: () => Promise<unknown> }): null {
  usePreload(load);
  return null;
}

export interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * A popup's trigger drawn alone before the popup's code has come (until its first opening):
 * hovering, focusing or pressing it starts fetching `load`, so the click that follows finds it
 * there; the click (or one of `openKeys`, as Fluent's own trigger) calls `open`. `attributes` are
 * those Fluent's trigger gives it closed (aria-haspopup, aria-expanded), so nothing changes when the
 * real trigger takes its place. `onFocus` is told of a focus too (after the fetch has started).
 */
export function triggerBeforeLoad(
  trigger: ReactElement<TriggerProps>,
  {
    load,
    open,
    openKeys = [],
    attributes,
    onFocus,
  }: { load: () => Promise<unknown>; open: () => void; openKeys?: string[]; attributes: Record<string, string>; onFocus?: (event: FocusEvent<HTMLElement>) => void },
): ReactElement {
  const preload = () => void load();
  return cloneElement(trigger, {
    ...attributes,
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      preload();
      onFocus?.(event);
    },
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault();
      open();
    },
  });
}
