import { useSyncExternalStore } from 'react';
import { LARGE_SCREEN_QUERY } from './settings';

const query = () => window.matchMedia(LARGE_SCREEN_QUERY);

/** True on screens wide enough for the horizontal menu. */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const mq = query();
      mq.addEventListener('change', listener);
      return () => mq.removeEventListener('change', listener);
    },
    () => query().matches,
  );
}
