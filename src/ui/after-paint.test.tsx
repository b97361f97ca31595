// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterPaint } from './after-paint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: boolean[] = [];
function Probe({ value }: { value: string | null }) {
  seen.push(useAfterPaint(value));
  return null;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

afterEach(() => {
  seen.length = 0;
});

describe('useAfterPaint', () => {
  it('is false on the render that shows a key, true after its frame, and false again for the next key until its frame', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe value={null} />));
    await act(frame);
    expect(seen.at(-1)).toBe(false); // nothing to show yet

    await act(async () => root.render(<Probe value="2027-03-01" />));
    expect(seen.at(-1)).toBe(false);
    await act(frame);
    expect(seen.at(-1)).toBe(true);

    await act(async () => root.render(<Probe value="2027-03-02" />));
    expect(seen.at(-1)).toBe(false); // never the previous day's extras on the next day
    await act(frame);
    expect(seen.at(-1)).toBe(true);
    act(() => root.unmount());
  });
});
