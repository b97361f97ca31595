import type { Invoice, PosProductRow } from '../../../domain/pos/api';
import { lineKey, type PosLine } from '../../../domain/pos/cart';
import type { OpenTab } from '../../../machines/checkout.machine';

/**
 * An open tab as the checkout machine takes it up again: the invoice's lines as cart lines. A
 * product line may grow by what is still in stock (the tab's own units are already taken from it).
 */
export function openTabOf(invoice: Invoice, products: readonly PosProductRow[]): OpenTab {
  let free = 0;
  const lines = invoice.lines.map((l): PosLine => {
    const base = { description: l.description, quantity: l.quantity, unitPrice: l.unit_price_cents };
    if (l.kind === 'product' && l.product_id !== null) {
      const left = products.find((p) => p.id === l.product_id)?.stock ?? 0;
      return { ...base, kind: 'product', key: lineKey({ kind: 'product', productId: l.product_id }), productId: l.product_id, stock: l.quantity + Math.max(0, left) };
    }
    if (l.kind === 'booking' && l.booking_id !== null) {
      const ref = { kind: 'booking' as const, bookingId: l.booking_id, participantId: l.participant_id };
      return { ...base, ...ref, key: lineKey(ref) };
    }
    if (l.kind === 'video' && l.video_order_id !== null) {
      const ref = { kind: 'video' as const, videoOrderId: l.video_order_id };
      return { ...base, ...ref, key: lineKey(ref) };
    }
    free += 1;
    return { ...base, kind: 'free', key: `free:${free}` };
  });
  return { invoiceId: invoice.id, name: invoice.tab_name ?? '', cart: { lines, contact: invoice.contact ? { id: invoice.contact.id, name: invoice.contact.name } : null } };
}
