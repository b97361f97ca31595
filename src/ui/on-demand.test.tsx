// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_PAUSE_MS } from './back-online';
import { fetchOnDemand, useIdle, useLoaded, usePreload } from './on-demand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let loads = 0;
const load = () => {
  loads += 1;
  return Promise.resolve({ label: 'panel' });
};

const seen: (string | null)[] = [];
function Probe({ wanted }: { wanted: boolean }) {
  seen.push(useLoaded(load, wanted)?.label ?? null);
  return null;
}

describe('useLoaded', () => {
  it('loads nothing until wanted, then the module once, and keeps it when no longer wanted', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe wanted={false} />));
    expect(loads).toBe(0);
    expect(seen.at(-1)).toBeNull();

    await act(async () => root.render(<Probe wanted />));
    expect(loads).toBe(1);
    expect(seen.at(-1)).toBe('panel');

    // Closed and opened again: still there, not loaded again (a drawer stays mounted and animates closed).
    await act(async () => root.render(<Probe wanted={false} />));
    await act(async () => root.render(<Probe wanted />));
    expect(seen.at(-1)).toBe('panel');
    expect(loads).toBe(1);
    act(() => root.unmount());
  });
});

describe('useLoaded, a chunk that does not come', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  /** A loader whose first `fails` fetches fail, as the browser's import of a chunk while offline. */
  const flaky = (fails: number) => {
    let fetched = 0;
    const load = () => (++fetched <= fails ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ label: 'toaster' }));
    return { load, fetched: () => fetched };
  };
  function Host({ load }: { load: () => Promise<{ label: string }> }) {
    return <>{useLoaded(load, true)?.label ?? 'waiting'}</>;
  }

  it('is asked for again when the browser is back online, and then drawn; nothing is thrown to the page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { load, fetched } = flaky(1);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Host load={load} />));
    expect(fetched()).toBe(1);
    // Offline: no retry on a timer, however long.
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(fetched()).toBe(1);
    expect(host.textContent).toBe('waiting');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetched()).toBe(2);
    expect(host.textContent).toBe('toaster');
    act(() => root.unmount());
  });

  it('where the browser says it is online (a server restarting), is asked for again after a pause that grows', async () => {
    const { load, fetched } = flaky(2);
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Host load={load} />));
    await act(async () => vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS - 1));
    expect(fetched()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(fetched()).toBe(2);
    // The second pause is twice the first.
    await act(async () => vi.advanceTimersByTimeAsync(2 * RETRY_PAUSE_MS - 1));
    expect(fetched()).toBe(2);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(fetched()).toBe(3);
    expect(host.textContent).toBe('toaster');
    act(() => root.unmount());
  });
});

describe('fetchOnDemand', () => {
  it('records the module: a component drawn after it has the module in its first render, without loading it again', async () => {
    let fetched = 0;
    const kit = () => {
      fetched += 1;
      return Promise.resolve({ label: 'kit' });
    };
    const first: (string | null)[] = [];
    function Drawn() {
      first.push(useLoaded(kit, false)?.label ?? null);
      return null;
    }
    await fetchOnDemand(kit);
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Drawn />));
    expect(first[0]).toBe('kit');
    expect(fetched).toBe(1);
    act(() => root.unmount());
  });
});

describe('useIdle', () => {
  /** What useIdle answers at each drawing of a page that reads it. */
  const states: boolean[] = [];
  function Page() {
    states.push(useIdle());
    return null;
  }
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  it('holds off while the page is fetching its data, and turns true once the data is in and the browser has a moment', async () => {
    const client = new QueryClient();
    let answer: (rows: string[]) => void = () => {};
    void client.fetchQuery({ queryKey: ['rows'], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <Page />
        </QueryClientProvider>,
      ),
    );
    // Long past the browser's moment (no requestIdleCallback in jsdom: 200 ms), the rows are still on their way.
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(states.at(-1)).toBe(false);
    await act(async () => {
      answer(['a row']);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(states.at(-1)).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(states.at(-1)).toBe(true);
    act(() => root.unmount());
  });

  it('turns true after the browser’s moment on a page without queries', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Page />));
    expect(states.at(-1)).toBe(false);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(states.at(-1)).toBe(true);
    act(() => root.unmount());
  });
});

describe('usePreload', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  it('fetches the module once the page is idle, and does not draw the page again for it', async () => {
    let fetched = 0;
    const tab = () => {
      fetched += 1;
      return Promise.resolve({ label: 'tab' });
    };
    let drawn = 0;
    function Page() {
      drawn += 1;
      usePreload(tab);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Page />));
    expect(fetched).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(fetched).toBe(1);
    expect(drawn).toBe(1);
    // Recorded: a part drawn now has it in its first render.
    const first: (string | null)[] = [];
    function Tab() {
      first.push(useLoaded(tab, false)?.label ?? null);
      return null;
    }
    await act(async () => root.render(<Tab />));
    expect(first[0]).toBe('tab');
    act(() => root.unmount());
  });
});
