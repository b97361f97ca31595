import { useSelector } from '@xstate/react';
import type { UserProfile } from '../../domain/auth/schemas';
import { sessionActor } from './session-runtime';

/** The signed-in user, or null; `restoring` while the stored session is being opened. */
export function useSessionUser(): { user: UserProfile | null; restoring: boolean } {
  const user = useSelector(sessionActor, (s) => s.context.session?.user ?? null);
  const restoring = useSelector(sessionActor, (s) => s.matches({ auth: 'restoring' }));
  return { user, restoring };
}

export const useSigningIn = () => useSelector(sessionActor, (s) => s.matches({ auth: 'signingIn' }));
export const useUpdateAvailable = () => useSelector(sessionActor, (s) => s.matches({ update: 'available' }));
export { sessionActor };
