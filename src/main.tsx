import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import { App } from './app';
import { themeReady } from './shell/theme/themes';

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
