import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * For a jsdom test file (call it at its top): a `draw` that renders an element into the page inside
 * Fluent's provider and resolves with its container once React has committed; whatever a test drew
 * is unmounted and the page emptied after it.
 */
export function drawing(): (element: ReactElement) => Promise<HTMLElement> {
  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });
  return async (element) => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<FluentProvider theme={webLightTheme}>{element}</FluentProvider>));
    return container;
  };
}
