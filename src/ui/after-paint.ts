import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the screen showing `key` has been painted: false on the render that first shows it, true
 * from a render just after that frame (a transition, so a click or the next `key` interrupts it).
 * `null` is not ready yet. For a screen that draws its content first and its extras after: a busy
 * schedule shows its bookings, then adds its hundreds of slot buttons and drag handles.
 * (React's useDeferredValue may run its deferred render before the browser paints.)
 */
export function useAfterPaint(key: string | null): boolean {
  const [painted, setPainted] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer it starts runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(key)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key]);
  return key !== null && painted === key;
}
