import { useEffect, useState } from 'react';

/**
 * A panel's module loaded on demand (a drawer, a popover's content: its own chunk, out of the shell's
 * first load). `load` is a stable, module-level `() => import(...)`. Null until `wanted` first holds
 * and the module has arrived; then kept, so the panel stays mounted and animates closed. The panel
 * mounts whole: a focus-trapping surface opens once its content is there, not around a spinner.
 */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void load().then((module) => live && setLoaded(() => module));
    return () => {
      live = false;
    };
  }, [load, loaded, wanted]);
  return loaded;
}
