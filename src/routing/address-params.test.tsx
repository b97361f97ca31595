// @vitest-environment jsdom
import { act, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressParams } from './address-params';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** A list page's filters: `change` as the page drew it, and the address it shows. */
function mount(initial: string) {
  const seen: { change?: (edit: (p: URLSearchParams) => void) => void; search?: string } = {};
  function Filters() {
    const [, change] = useAddressParams();
    seen.change ??= change; // the handler of the first drawing, as a filter that did not draw again holds it
    seen.search = useLocation().search;
    return null;
  }
  const host = document.createElement('div');
  root = createRoot(host);
  act(() =>
    root!.render(
      <MemoryRouter initialEntries={[`/views/payment/list${initial}`]}>
        <Filters />
      </MemoryRouter>,
    ),
  );
  return seen;
}

describe('useAddressParams', () => {
  it('two filters chosen before the page draws again both hold (the second builds on the first, not on the last drawing)', () => {
    const seen = mount('?from=2026-12-01');
    act(() => {
      startTransition(() => {
        seen.change!((p) => p.set('facility_id', '2'));
        seen.change!((p) => p.set('method', 'online'));
      });
    });
    expect(new URLSearchParams(seen.search).toString()).toBe('from=2026-12-01&facility_id=2&method=online');
  });

  it('a change after the page drew again starts from the address it shows', () => {
    const seen = mount('');
    act(() => seen.change!((p) => p.set('facility_id', '2')));
    act(() => seen.change!((p) => p.delete('facility_id')));
    act(() => seen.change!((p) => p.set('status', 'captured')));
    expect(seen.search).toBe('?status=captured');
  });
});
