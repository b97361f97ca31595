// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Notice', () => {
  it('shows its problem in the first render, with nothing to fetch: a desk gone offline still reads why its sale was not saved', () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    // A synchronous act: nothing awaited, no chunk could have come.
    act(() =>
      root.render(
        <Notice intent="error" role="alert">
          The sale was not saved
        </Notice>,
      ),
    );
    const alert = host.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('The sale was not saved');
    act(() => root.unmount());
  });

  it('without a role, is a group named by its title, as Fluent’s MessageBar', () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() =>
      root.render(
        <Notice intent="warning" title="Dates taken">
          3 dates are taken
        </Notice>,
      ),
    );
    const group = host.querySelector('[role="group"]')!;
    const name = host.querySelector(`[id="${group.getAttribute('aria-labelledby')}"]`)?.textContent?.trim();
    expect(name).toBe('Dates taken');
    expect(group.textContent).toContain('3 dates are taken');
    act(() => root.unmount());
  });
});
