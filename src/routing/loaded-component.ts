import { createElement, useEffect, useState, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';
import { retryUntilDone } from '../ui/back-online';
import { ChunkLoadError, Loading, WaitingForConnection } from './loading';

/** A component loaded on demand; `preload` fetches its chunk ahead (a tab not shown yet): once there, it is drawn at once. */
export type LoadedComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code is a chunk of its own, with `<Loading />` until it has come: as
 * `React.lazy` under a Suspense boundary, but drawn by a state update when the chunk arrives, not
 * as a Suspense retry. React holds a retry back until 300 ms after the boundary's fallback was shown
 * (Suspense's throttle): on a full load of a console page the screen waited for it after its chunk
 * had come, and the page's data calls, sent as the screen is drawn, with it (issue 21: the contacts
 * list's call 200 ms later). `placeholder` is drawn until then (the spinner; nothing for the
 * console itself, whose screens draw their own).
 *
 * A chunk that does not come (the desk went offline, then opened another page or tab) is not thrown
 * (lazy's was, and with no boundary above the console went blank for good): `<WaitingForConnection />`
 * says so, and the chunk is asked for again once the browser is back online (or after a growing
 * pause where it says it is online), then drawn. One that has not come after CHUNK_LOAD_TIMEOUT_MS
 * shows the chunk-load error of SPEC §8 with a reload (still drawn if it comes after all).
 */
export function loadedComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, placeholder: ComponentType | null = Loading): LoadedComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetch = () =>
    (pending ??= load().then(
      (module) => (component = module.default),
      (error: unknown) => {
        pending = undefined; // a later drawing tries again
        throw error;
      },
    ));
  function Loaded(props: P) {
    const [, arrived] = useState(0);
    // Whether its chunk failed to come and is waited for.
    const [waiting, setWaiting] = useState(false);
    const [timedOut, setTimedOut] = useState(false);
    // Asked for as it is first drawn (as lazy does), not once the page has painted its placeholder.
    if (!component && !waiting) void fetch().catch(() => undefined);
    const drawn = component !== undefined;
    // The same fetch, until it comes: asked for again once the connection is back (retryUntilDone).
    useEffect(
      () =>
        drawn
          ? undefined
          : retryUntilDone(
              fetch,
              () => {
                setWaiting(false);
                arrived((n) => n + 1);
              },
              () => setWaiting(true),
            ),
      [drawn],
    );
    useEffect(() => {
      if (drawn) return;
      const timer = window.setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }, [drawn]);
    if (component) return createElement(component, props);
    if (timedOut) return createElement(ChunkLoadError);
    if (waiting) return createElement(WaitingForConnection);
    return placeholder && createElement(placeholder);
  }
  return Object.assign(Loaded, { preload: fetch });
}
