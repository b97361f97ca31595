/** Calls `then` once the browser has a moment (requestIdleCallback; a short timeout where there is none); answers a cancel. */
export function whenIdle(then: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => then(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 200);
  return () => window.clearTimeout(id);
}
