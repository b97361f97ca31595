// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import '../i18n/shell-texts';
import { Pager } from './page-range';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Draws a pager and answers what a person sees of it, and the pages its buttons asked for. */
async function pager(props: Omit<Parameters<typeof Pager>[0], 'onPage'>, names = { previous: 'Previous page', next: 'Next page' }) {
  const asked: number[] = [];
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<Pager {...props} onPage={(page) => asked.push(page)} />));
  const button = (name: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  const seen = { text: host.querySelector('[aria-live]')!.textContent, previous: !button(names.previous).disabled, next: !button(names.next).disabled };
  act(() => button(names.previous).click());
  act(() => button(names.next).click());
  act(() => root.unmount());
  return { ...seen, asked };
}

describe('Pager', () => {
  it('says which rows of how many a page shows, and offers the pages before and after it', async () => {
    expect(await pager({ page: 2, pageSize: 25, shown: 25, total: 120 })).toEqual({ text: '26–50 of 120', previous: true, next: true, asked: [1, 3] });
  });

  it('the last page, shorter: no next page', async () => {
    expect(await pager({ page: 5, pageSize: 25, shown: 20, total: 120 })).toEqual({ text: '101–120 of 120', previous: true, next: false, asked: [4] });
  });

  it('the first page, and an empty list: no page before, none after', async () => {
    expect(await pager({ page: 1, pageSize: 10, shown: 10, total: 12 })).toEqual({ text: '1–10 of 12', previous: false, next: true, asked: [2] });
    expect(await pager({ page: 1, pageSize: 25, shown: 0, total: 0 })).toEqual({ text: '0–0 of 0', previous: false, next: false, asked: [] });
  });

  it('past the server’s count cap: "of more than", and a next page while pages are full and under the cap', async () => {
    expect(await pager({ page: 3, pageSize: 100, shown: 100, total: 10_000, capped: true })).toMatchObject({ text: '201–300 of more than 10,000', next: true });
    // At the cap, or a page shorter than its size: nothing after it.
    expect(await pager({ page: 100, pageSize: 100, shown: 100, total: 10_000, capped: true })).toMatchObject({ next: false });
    expect(await pager({ page: 3, pageSize: 100, shown: 40, total: 10_000, capped: true })).toMatchObject({ next: false });
  });

  it('in the language’s digits', async () => {
    await act(() => changeLanguage('es'));
    try {
      expect(await pager({ page: 2, pageSize: 1000, shown: 1000, total: 12_500 }, { previous: 'Página anterior', next: 'Página siguiente' })).toMatchObject({ text: '1001–2000 de 12.500' });
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
