// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { fetchOnDemand, useLoaded } from './on-demand';

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
