import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Invoice, PaymentResult } from '../../domain/pos/api';
import { call, expectOk } from './http';

/** An open sale of `lines` saved at the facility's counter (POST /invoice/pos/), without a contact or a tab: the invoice. */
export async function saleOf(app: FastifyInstance, token: string, facilityId: number, lines: readonly Record<string, unknown>[], idempotencyKey: string = randomUUID()) {
  const res = await call(app, 'POST', '/invoice/pos/', {
    token,
    payload: { idempotency_key: idempotencyKey, facility_id: facilityId, invoice_id: null, contact_id: null, tab_name: null, lines },
  });
  return expectOk<Invoice>(res).data;
}

/** An open sale's whole due paid in cash at the counter (POST /invoice/pos/payment/), its payment. */
export async function payInCash(app: FastifyInstance, token: string, invoice: Invoice, idempotencyKey: string = randomUUID()) {
  const res = await call(app, 'POST', '/invoice/pos/payment/', {
    token,
    payload: { idempotency_key: idempotencyKey, invoice_id: invoice.id, amount_cents: invoice.due_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: null },
  });
  return expectOk<PaymentResult>(res).data.payment;
}

/** An open sale's whole due paid by a card typed in (the simulated provider's test `number`), its payment. */
export async function payByTypedCard(app: FastifyInstance, token: string, invoice: Invoice, number: string, idempotencyKey: string = randomUUID()) {
  const res = await call(app, 'POST', '/invoice/pos/manual/initiate_payment/', {
    token,
    payload: {
      idempotency_key: idempotencyKey,
      invoice_id: invoice.id,
      amount_cents: invoice.due_cents,
      tip_cents: 0,
      sale_tip_cents: 0,
      card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' },
    },
  });
  return expectOk<PaymentResult>(res).data.payment;
}

/** A refund of `amount` of a payment from its preview (POST /console/invoice_payment/refund/), the raw response. */
export function refundPayment(app: FastifyInstance, token: string, paymentId: number, amount: number, options: { key?: string; reason?: string } = {}) {
  return call(app, 'POST', '/console/invoice_payment/refund/', {
    token,
    payload: { idempotency_key: options.key ?? randomUUID(), payment_id: paymentId, amount_cents: amount, reason: options.reason ?? 'Customer asked' },
  });
}
