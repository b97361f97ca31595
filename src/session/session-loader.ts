import { useSyncExternalStore } from 'react';
import type * as Runtime from './session-runtime';

/**
 * The session machine and its runner (./session-runtime.ts, with xstate) load on demand: with the
 * console (src/routing/load-console.ts), or on the sign-in page as soon as the user types. What
 * needs them before (the toaster's bridge, the form's button) waits here for them.
 */
type SessionRuntime = typeof Runtime;

let runtime: SessionRuntime | undefined;
let loading: Promise<SessionRuntime> | undefined;
const waiting = new Set<(loaded: SessionRuntime) => void>();

export function loadSessionRuntime(): Promise<SessionRuntime> {
  return (loading ??= import('./session-runtime').then((loaded) => {
    runtime = loaded;
    for (const use of waiting) use(loaded);
    waiting.clear();
    return loaded;
  }));
}

/** Runs `use` with the runtime once it is loaded (at once if it is); the returned function undoes it. */
export function withSessionRuntime(use: (loaded: SessionRuntime) => (() => void) | void): () => void {
  let undo: (() => void) | void;
  let active = true;
  const run = (loaded: SessionRuntime) => {
    if (active) undo = use(loaded);
  };
  if (runtime) run(runtime);
  else waiting.add(run);
  return () => {
    active = false;
    waiting.delete(run);
    undo?.();
  };
}

const subscribeSession = (listener: () => void) =>
  withSessionRuntime(({ sessionActor }) => {
    const subscription = sessionActor.subscribe(listener);
    listener();
    return () => subscription.unsubscribe();
  });

/** The sign-in call is under way (false until the runtime is loaded: nothing is under way then). */
export const useSigningIn = () => useSyncExternalStore(subscribeSession, () => runtime?.isSigningIn() ?? false);
