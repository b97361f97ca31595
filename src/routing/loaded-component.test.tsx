// @vitest-environment jsdom
import { Component, act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';
import { loadedComponent } from './loaded-component';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

describe('loadedComponent', () => {
  it('draws the loading spinner, then the component once its chunk has come (no Suspense boundary needed), and at once the next time', async () => {
    let answer: (m: { default: (p: { title: string }) => ReactNode }) => void = () => {};
    let loads = 0;
    const Screen = loadedComponent<{ title: string }>(() => {
      loads += 1;
      return new Promise((resolve) => (answer = resolve));
    });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Screen title="Contacts" />));
    expect(host.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => answer({ default: ({ title }) => <h1>{title}</h1> }));
    expect(host.querySelector('h1')?.textContent).toBe('Contacts');
    act(() => root.unmount());

    const second = document.createElement('div');
    const root2 = createRoot(second);
    await act(async () => root2.render(<Screen title="Fields" />));
    expect(second.querySelector('h1')?.textContent).toBe('Fields');
    expect(loads).toBe(1);
    act(() => root2.unmount());
  });

  it('a chunk that did not come (offline): says it waits for the connection, throws nothing, and draws the component once back online', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let loads = 0;
    const Screen = loadedComponent<{ title: string }>(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> });
    });
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <Boundary>
          <Screen title="Contacts" />
        </Boundary>,
      ),
    );
    expect(host.textContent).not.toBe('failed');
    expect(host.querySelector('[role="status"]')?.textContent).toContain('app.waitingForConnection');
    expect(loads).toBe(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => {});
    expect(host.querySelector('h1')?.textContent).toBe('Contacts');
    expect(loads).toBe(2);
    offline.mockRestore();
    act(() => root.unmount());
  });

  it('a chunk still missing after 120 s shows the chunk-load error with a reload (SPEC §8), and is drawn if it comes after all', async () => {
    vi.useFakeTimers();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let loads = 0;
    const Screen = loadedComponent<object>(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: () => <h1>Videos</h1> });
    });
    const host = document.createElement('div');
    const root = createRoot(host);
    try {
      await act(async () => root.render(<Screen />));
      await act(async () => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
      expect(host.querySelector('[role="alert"]')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(host.querySelector('[role="alert"]')?.textContent).toContain('app.chunkLoadError');
      expect(host.querySelector('button')?.textContent).toBe('app.reload');
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(host.querySelector('h1')?.textContent).toBe('Videos');
    } finally {
      offline.mockRestore();
      vi.useRealTimers();
      act(() => root.unmount());
    }
  });

  it('draws its placeholder until then: nothing for the console, whose screens draw their own spinner', async () => {
    let answer: (m: { default: () => ReactNode }) => void = () => {};
    const Console = loadedComponent<object>(() => new Promise((resolve) => (answer = resolve)), null);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Console />));
    expect(host.innerHTML).toBe('');
    await act(async () => answer({ default: () => <nav>routes</nav> }));
    expect(host.textContent).toBe('routes');
    act(() => root.unmount());
  });

  it('preload fetches the chunk ahead: the component is then drawn at once, without the spinner', async () => {
    let loads = 0;
    const Tab = loadedComponent<{ title: string }>(() => {
      loads += 1;
      return Promise.resolve({ default: ({ title }: { title: string }) => <h2>{title}</h2> });
    });
    await Tab.preload();
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(<Tab title="Reservations" />));
    expect(host.querySelector('[role="progressbar"]')).toBeNull();
    expect(host.querySelector('h2')?.textContent).toBe('Reservations');
    expect(loads).toBe(1);
    act(() => root.unmount());
  });
});
