import { useCallback, useRef } from 'react';

/**
 * For a dialog opened by code rather than by its trigger: `remember()` the element that had the focus
 * when it opened, `restore()` gives the focus back to it once the dialog has closed (keyboard users
 * carry on where they were); when that element is gone (a slot just booked), to `fallback()`'s.
 */
export function useFocusReturn(): { remember: () => void; restore: (fallback?: () => HTMLElement | null) => void } {
  const from = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    from.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback((fallback?: () => HTMLElement | null) => {
    const el = from.current;
    from.current = null;
    if (el) requestAnimationFrame(() => (el.isConnected ? el : fallback?.())?.focus());
  }, []);
  return { remember, restore };
}
