import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentResult, ReaderPayment } from '../../../domain/pos/api';
import { invoicePayments } from '../../db/schema';
import { expectOk } from '../../test-support/http';
import { useCardKit } from './card-test-kit';

/** 20 captures of one reader payment at once → one captured payment (PGlite, and PostgreSQL with SERVER_TEST_DB=postgres). */
const kit = useCardKit();

describe('concurrent card calls with one idempotency key', () => {
  it('20 initiates → one payment; 20 captures → one captured payment, the invoice paid once', async () => {
    const frontDesk = await kit.terminalId(kit.demo.ids.madridId, 'Recepción');
    const invoice = await kit.sale(3100);
    const key = 'concurrent-capture';
    const starts = await Promise.all(Array.from({ length: 20 }, () => kit.initiate(invoice, frontDesk, { key })));
    const started = starts.map((res) => expectOk<ReaderPayment>(res).data);
    expect(new Set(started.map((p) => p.payment_id)).size).toBe(1);
    expect(expectOk<ReaderPayment>(await kit.tap(frontDesk, 'approved')).data.status).toBe('authorized');

    const answers = await Promise.all(Array.from({ length: 20 }, () => kit.capture(key)));
    const results = answers.map((res) => expectOk<PaymentResult>(res).data);
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(results.every((r) => r.payment.status === 'captured')).toBe(true);

    const rows = await kit.db.select().from(invoicePayments).where(eq(invoicePayments.invoice_id, invoice.id));
    expect(rows.map((r) => ({ key: r.idempotency_key, status: r.status, amount: r.amount_cents }))).toEqual([{ key, status: 'captured', amount: invoice.due_cents }]);
    const last = results.at(-1)!.invoice;
    expect(last).toMatchObject({ status: 'paid', paid_cents: invoice.due_cents, remaining_cents: 0 });
  });
});
