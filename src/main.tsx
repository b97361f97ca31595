import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The stored language's texts first (Spanish is a chunk of its own): the first paint speaks it.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
