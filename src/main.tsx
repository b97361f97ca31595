import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import { App, consoleWanted } from './app';
import { loadConsole } from './routing/load-console';
import { themeReady } from './shell/theme/themes';

// Zod's settings (src/zod-config.ts) load beside the first paint, not before it: nothing parses a
// schema until the user types or data arrives, and zod's core stays out of the login page's first load.
void import('./zod-config');

// The console (router, session runtime) starts loading beside the texts and theme, for the pages that need it.
if (consoleWanted(window.location.pathname)) void loadConsole();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The stored language's texts and theme first (Spanish and the dark theme are chunks of their
// own): the first paint speaks that language, in that theme.
void Promise.all([languageReady, themeReady]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
