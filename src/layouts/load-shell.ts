/**
 * The content layout (the shell) is a chunk of its own, which the sign-in pages do not load. The
 * sign-in form starts loading it with the sign-in call, so the console is ready when the call returns.
 */
export const loadShell = () => import('./content-layout');
