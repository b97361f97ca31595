/** Waiting for the connection: what the console asks again once it is back (a chunk, a language's texts). */

/** The first pause before a chunk that failed is asked for again where the browser says it is online (a server restarting); each retry waits one more of it. */
export const RETRY_PAUSE_MS = 2000;

/** Calls `then` when the browser is back online, or after a pause growing with `attempt` (a failure while online); answers a cancel. */
function whenBackOnline(attempt: number, then: () => void): () => void {
  const online = () => {
    cancel();
    then();
  };
  window.addEventListener('online', online);
  const timer = navigator.onLine ? window.setTimeout(online, RETRY_PAUSE_MS * (attempt + 1)) : undefined;
  const cancel = () => {
    window.removeEventListener('online', online);
    window.clearTimeout(timer);
  };
  return cancel;
}

/**
 * Runs `task` until it succeeds, then calls `done` with its value; after each failure `failed` is
 * told and the task runs again once the browser is back online (`whenBackOnline`). Answers a cancel:
 * nothing is called after it.
 */
export function retryUntilDone<T>(task: () => Promise<T>, done: (value: T) => void, failed: () => void): () => void {
  let live = true;
  let stop = () => {};
  const attempt = (n: number) =>
    void task().then(
      (value) => {
        if (live) done(value);
      },
      () => {
        if (!live) return;
        failed();
        stop = whenBackOnline(n, () => attempt(n + 1));
      },
    );
  attempt(0);
  return () => {
    live = false;
    stop();
  };
}
