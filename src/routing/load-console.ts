import { loadSessionRuntime } from '../session/session-loader';

/**
 * The console: its router (react-router), route guards and routing table (src/router.tsx), with
 * the session's runner. The sign-in pages draw without it (src/app.tsx) and load it when a stored
 * session is to be restored, when the form is sent, or for any other page.
 */
export const loadConsole = () => {
  void loadSessionRuntime();
  return import('../router');
};
