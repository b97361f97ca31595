// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../domain/auth/schemas';
import PaymentFormPage, { OrganizationPaymentFormPage, PlatformPaymentFormPage } from './payment-form-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({ views: [] as number[] }));
vi.mock('../../session/use-session', () => ({ useSessionUser: () => ({ user: { views_ids: state.views } as unknown as UserProfile, restoring: false }) }));

function Where() {
  return <p>{useLocation().pathname}</p>;
}

let host: HTMLElement;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

/** Where a payment form's address sends someone who holds `views`. */
async function landing(path: string, views: number[]): Promise<string> {
  state.views = views;
  host = document.body.appendChild(document.createElement('div'));
  const fresh = createRoot(host);
  root = fresh;
  await act(async () =>
    fresh.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/views/pos-payment/form/:id?" element={<PaymentFormPage />} />
          <Route path="/views/payment/form/:id?" element={<OrganizationPaymentFormPage />} />
          <Route path="/views/sideline-payment/form/:id?" element={<PlatformPaymentFormPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return host.textContent ?? '';
}

describe('a payment form sends the user on (a payment is never typed in)', () => {
  it('the facility payment form: a new one is the checkout, an id its preview', async () => {
    expect(await landing('/views/pos-payment/form', [24])).toBe('/views/checkout');
    expect(await landing('/views/pos-payment/form/P-7', [24])).toBe('/views/pos-payment/preview/P-7');
  });

  it("the organization's payment form: the organization's payments or the payment's preview", async () => {
    expect(await landing('/views/payment/form', [3])).toBe('/views/payment/list');
    expect(await landing('/views/payment/form/12', [3])).toBe('/views/payment/preview/12');
  });

  it("the platform payment form goes to the platform's pages for who holds them (view 22), else to the organization's (the form carries view 3)", async () => {
    expect(await landing('/views/sideline-payment/form', [3, 22])).toBe('/views/sideline-payment/list');
    expect(await landing('/views/sideline-payment/form/12', [22])).toBe('/views/sideline-payment/preview/12');
    expect(await landing('/views/sideline-payment/form', [3])).toBe('/views/payment/list');
    expect(await landing('/views/sideline-payment/form/12', [3])).toBe('/views/payment/preview/12');
  });
});
