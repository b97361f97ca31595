import { useSelector } from '@xstate/react';
import type { UserProfile } from '../../domain/auth/schemas';
import { sessionActor } from './session-runtime';

/** The signed-in user, or null; `restoring` while the stored session is being opened. */
export function useSessionUser(): { user: UserProfile | null; restoring: boolean } {
  // Only a stored session counts: until then the console stays on the sign-in page.
  const user = useSelector(sessionActor, (s) => (s.matches({ auth: 'signedIn' }) ? (s.context.session?.user ?? null) : null));
  const restoring = useSelector(sessionActor, (s) => s.matches({ auth: 'restoring' }));
  return { user, restoring };
}

export const useUpdateAvailable = () => useSelector(sessionActor, (s) => s.matches({ update: 'available' }));
export { sessionActor };
