// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { dialogOnDemand } from './on-demand-dialogs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A dialog module as a page loads it on demand: it records how it was drawn, and counts its loads. */
function fakeDialog() {
  const drawn: (boolean | undefined)[] = [];
  let loads = 0;
  const Dialog = ({ open }: { open?: boolean; label: string; onClose: () => void }) => {
    drawn.push(open);
    return open === false ? null : <p>open</p>;
  };
  const load = () => {
    loads += 1;
    return Promise.resolve({ default: Dialog });
  };
  return { drawn, loads: () => loads, Wrapped: dialogOnDemand(load, 'onClose') };
}

const wait = (ms: number) => act(async () => void (await new Promise((resolve) => setTimeout(resolve, ms))));

describe('dialogOnDemand', () => {
  it('loads a closed dialog only once the page is idle, and draws nothing until then', async () => {
    const { drawn, loads, Wrapped } = fakeDialog();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Wrapped open={false} label="x" onClose={() => {}} />));
    expect(loads()).toBe(0);
    expect(container.innerHTML).toBe('');
    // jsdom has no requestIdleCallback: the page is idle 200 ms after it was drawn (the first import of the keeper takes a while in a test).
    await vi.waitFor(
      async () => {
        await wait(20);
        expect(drawn.length).toBeGreaterThan(0);
      },
      { timeout: 5000 },
    );
    expect(loads()).toBe(1);
    expect(drawn.every((open) => open === false)).toBe(true);
    act(() => root.unmount());
  });

  it('opened before its code came: loads it at once and draws it open', async () => {
    const { drawn, loads, Wrapped } = fakeDialog();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Wrapped open label="x" onClose={() => {}} />));
    expect(loads()).toBe(1);
    await vi.waitFor(
      async () => {
        await wait(20);
        expect(container.textContent).toBe('open');
      },
      { timeout: 5000 },
    );
    expect(drawn.at(-1)).toBe(true);
    act(() => root.unmount());
  });

  it('a dialog without `open` (mounted to open it) is loaded and drawn as it is at once', async () => {
    const { drawn, Wrapped } = fakeDialog();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Wrapped label="x" onClose={() => {}} />));
    await vi.waitFor(
      async () => {
        await wait(20);
        expect(container.textContent).toBe('open');
      },
      { timeout: 5000 },
    );
    expect(drawn.every((open) => open === undefined)).toBe(true);
    act(() => root.unmount());
  });

  it('opened while its code cannot come: says it waits for the connection; Cancel or Escape closes it as the page closes the dialog', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const Wrapped = dialogOnDemand(load as () => Promise<{ default: (p: { open: boolean; onClose: () => void }) => null }>, 'onClose');
    let closed = 0;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Wrapped open onClose={() => (closed += 1)} />));
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')?.textContent).toContain('app.waitingForConnection'));
    act(() => container.querySelector('button')!.click());
    expect(closed).toBe(1);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(closed).toBe(2);
    // Closed by the page: the notice goes, and Escape no longer reaches it.
    await act(async () => root.render(<Wrapped open={false} onClose={() => (closed += 1)} />));
    expect(container.querySelector('[role="status"]')).toBeNull();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(closed).toBe(2);
    act(() => root.unmount());
    container.remove();
  });
});
