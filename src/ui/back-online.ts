/** Waiting for the connection: what the console asks again once it is back (a chunk, a language's texts). */

/** The first pause before a chunk that failed is asked for again where the browser says it is online (a server restarting); each retry waits one more of it. */
export const RETRY_PAUSE_MS = 2000;

/** Calls `then` when the browser is back online, or after a pause growing with `attempt` (a failure while online); answers a cancel. */
export function whenBackOnline(attempt: number, then: () => void): () => void {
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
