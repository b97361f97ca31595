// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice, Payment } from '../../../domain/pos/api';
import { changeLanguage } from '../../i18n';
import { printReceipt, Receipt } from './receipt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cash: Payment = {
  id: 31,
  invoice_id: 12,
  facility_id: 1,
  method: 'cash',
  method_label: 'Efectivo',
  discount_cents: 0,
  app_user_name: null,
  onsite_method_id: null,
  terminal_id: null,
  amount_cents: 1100,
  tip_cents: 100,
  tendered_cents: 2000,
  change_cents: 900,
  status: 'captured',
  decline_reason: null,
  provider_reference: null,
  card_brand: null,
  card_last4: null,
  idempotency_key: 'sale-1.1',
  operator_id: 2,
  operator_name: 'Marta',
  currency: 'EUR',
  created_at: '2026-11-24T17:30:00.000Z',
  refunded_cents: 0,
  non_refundable_cents: 0,
  refundable_cents: 1100,
  refund_state: 'none',
};
/** Two waters and a free amount (tax 21 % within), a 1.00 tip, paid in cash with 20.00: 9.00 change; a declined card before it. */
const invoice: Invoice = {
  id: 12,
  facility_id: 1,
  facility_name: 'Club Pádel Norte',
  status: 'paid',
  tab_name: null,
  contact: { id: 4, name: 'Lucía', email: 'lucia@example.com' },
  lines: [
    {
      id: 1,
      kind: 'product',
      product_id: 1,
      booking_id: null,
      participant_id: null,
      video_order_id: null,
      description: 'Agua',
      quantity: 2,
      unit_price_cents: 250,
      total_cents: 500,
      tax_cents: 87,
      returned_quantity: 0,
    },
    {
      id: 2,
      kind: 'free',
      product_id: null,
      booking_id: null,
      participant_id: null,
      video_order_id: null,
      description: 'Alquiler de pala',
      quantity: 1,
      unit_price_cents: 500,
      total_cents: 500,
      tax_cents: 87,
      returned_quantity: 0,
    },
  ],
  subtotal_cents: 1000,
  net_cents: 826,
  tax_cents: 174,
  tax_percent: 21,
  fees_cents: 0,
  due_cents: 1000,
  tip_cents: 100,
  total_cents: 1100,
  paid_cents: 1100,
  remaining_cents: 0,
  currency: 'EUR',
  payments: [{ ...cash, id: 30, method: 'manual_card', method_label: 'Visa ···0002', tendered_cents: null, change_cents: null, status: 'declined', decline_reason: 'generic' }, cash],
  operator_name: 'Marta',
  created_at: '2026-11-24T17:25:00.000Z',
  paid_at: '2026-11-24T17:30:00.000Z',
};

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ');

beforeAll(() => changeLanguage('es'));
afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('the receipt', () => {
  it('shows the facility, the local date, the lines, the tax within, tip, total, the captured payments and the change, in Spanish', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    await act(async () => root.render(<Receipt invoice={invoice} zone="Europe/Madrid" twelveHour={false} />));
    const receipt = text(host);
    expect(receipt).toContain('Club Pádel Norte');
    expect(receipt).toContain('Venta n.º 12');
    expect(receipt).toContain('24/11/2026 18:30'); // paid at 17:30 UTC, 18:30 in Madrid, the date as Spanish writes it
    expect(receipt).toContain('Agua2 × 2,50 €5,00 €');
    expect(receipt).toContain('Impuestos incluidos (21 %)1,74 €');
    expect(receipt).toContain('Propina1,00 €');
    expect(receipt).toContain('Total11,00 €');
    expect(receipt).toContain('EfectivoEntregado 20,00 €11,00 €');
    expect(receipt).toContain('Cambio9,00 €');
    expect(receipt).not.toContain('Visa'); // a declined payment paid nothing
    expect(receipt).not.toContain('Pendiente');
    act(() => root.unmount());
  });

  it('names the tab a sale was kept under and closed from (on screen and printed)', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const fromTab = { ...invoice, tab_name: 'Pista 3 · Lucía' };
    await act(async () => root.render(<Receipt invoice={fromTab} zone="Europe/Madrid" twelveHour={false} />));
    expect(text(host)).toContain('Cuenta: Pista 3 · Lucía');
    act(() => root.unmount());
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    act(() => printReceipt(fromTab, { zone: 'Europe/Madrid', twelveHour: false }));
    expect(text(document.getElementById('sl-receipt-print'))).toContain('Cuenta: Pista 3 · Lucía');
    // A sale that was never a tab says nothing of one.
    act(() => printReceipt(invoice, { zone: 'Europe/Madrid', twelveHour: false }));
    expect(text(document.getElementById('sl-receipt-print'))).not.toContain('Cuenta');
    print.mockRestore();
  });

  it('prints alone: drawn into the print container, the page marked for print until printing is over, one receipt at a time', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // While the dialog is open the page is the receipt.
      expect(document.body.classList.contains('sl-printing-receipt')).toBe(true);
    });
    act(() => printReceipt(invoice, { zone: 'Europe/Madrid', twelveHour: false }));
    expect(print).toHaveBeenCalledTimes(1);
    const container = document.getElementById('sl-receipt-print');
    expect(text(container)).toContain('Total11,00 €');
    expect(document.head.querySelector('#sl-receipt-styles')?.textContent).toContain('@media print');

    act(() => printReceipt({ ...invoice, id: 13 }, { zone: 'Europe/Madrid', twelveHour: false }));
    expect(document.querySelectorAll('[data-testid="receipt"]')).toHaveLength(1);
    expect(text(container)).toContain('Venta n.º 13');

    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('sl-printing-receipt')).toBe(false);
    print.mockRestore();
  });
});
