/**
 * The content layout (the shell) is a chunk of its own, which the sign-in pages do not load. The
 * sign-in form starts loading it with the sign-in call, so the console is ready when the call returns.
 * The shell and its screens call the API at once: the HTTP client (axios, src/api/transport.ts) starts
 * loading beside the shell, not after it, and stays out of the shell's chunks (the first paint draws
 * the frame without it). The shell draws once its texts are there in the language shown.
 */
export const loadShell = () => {
  void import('../api/transport');
  return Promise.all([import('./content-layout'), import('../i18n/shell-texts').then((m) => m.shellTextsReady)]).then(([layout]) => layout);
};
