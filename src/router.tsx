import { createBrowserRouter, Navigate } from 'react-router';
import { useSession } from './session/session-store';

/** `/`: signed-in users go to their first screen, others to sign-in. (The full entry redirect of SPEC §2.2 arrives with the session machine.) */
function EntryRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/views/welcome' : '/login'} replace />;
}

/** Each screen is its own chunk: a page never loads another area's code. */
export const router = createBrowserRouter([
  { path: '/', element: <EntryRedirect /> },
  { path: '/login', lazy: async () => ({ Component: (await import('./features/auth/login-page')).default }) },
  { path: '/views/welcome', lazy: async () => ({ Component: (await import('./features/welcome/welcome-page')).default }) },
  { path: '/error-404', lazy: async () => ({ Component: (await import('./features/misc/not-found-page')).default }) },
  { path: '*', element: <Navigate to="/error-404" replace /> },
]);
