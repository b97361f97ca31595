import { describe, expect, it } from 'vitest';
import type { Invoice, PosProductRow } from '../../../domain/pos/api';
import { openTabOf } from './open-tab';

const line = (over: Partial<Invoice['lines'][number]>) =>
  ({
    id: 1,
    kind: 'free',
    product_id: null,
    booking_id: null,
    participant_id: null,
    video_order_id: null,
    description: 'x',
    quantity: 1,
    unit_price_cents: 100,
    total_cents: 100,
    tax_cents: 0,
    ...over,
  }) as Invoice['lines'][number];

describe('an open tab taken up again', () => {
  it('gives the cart its lines, keys and contact; a product may grow by what is left in stock', () => {
    const invoice = {
      id: 12,
      tab_name: 'Bar table 2',
      contact: { id: 4, name: 'Lucía', email: '' },
      lines: [
        line({ kind: 'product', product_id: 1, description: 'Agua', quantity: 2, unit_price_cents: 250 }),
        line({ kind: 'booking', booking_id: 7, participant_id: 71, description: 'Pista 3 · Lucía', unit_price_cents: 750 }),
        line({ kind: 'free', description: 'Clase', unit_price_cents: 2000 }),
        line({ kind: 'free', description: 'Raqueta', unit_price_cents: 500 }),
      ],
    } as unknown as Invoice;
    const tab = openTabOf(invoice, [{ id: 1, stock: 3 } as PosProductRow]);
    expect(tab.invoiceId).toBe(12);
    expect(tab.name).toBe('Bar table 2');
    expect(tab.cart.contact).toEqual({ id: 4, name: 'Lucía' });
    expect(tab.cart.lines.map((l) => l.key)).toEqual(['product:1', 'share:7:71', 'free:1', 'free:2']);
    expect(tab.cart.lines[0]).toMatchObject({ kind: 'product', quantity: 2, unitPrice: 250, stock: 5 });
  });
});
