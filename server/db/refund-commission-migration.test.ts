import { describe, expect, it } from 'vitest';
import { commissionReturned } from '../../domain/pos/breakdown';
import { onDatabaseBefore } from '../test-support/migrations';

/**
 * The refund commission migration (0038_refund_commission) on a database of the era before it:
 * refunds that succeeded get the commission `commissionReturned` gives back, in the order they
 * succeeded; pending and declined ones none; each payment's commission returned is their sum.
 */
describe('refund commission migration: earlier refunds give their commission back', () => {
  it('on the database of the run (PGlite, or PostgreSQL under SERVER_TEST_DB=postgres)', async () => {
    await onDatabaseBefore('0038_refund_commission', async (query, migrate) => {
      await query(`insert into organizations (id, name) values (901, 'Old Club')`);
      await query(`insert into facilities (id, group_id, name, timezone) values (901, 901, 'Old Facility', 'Europe/Madrid')`);
      await query(`insert into invoices (id, group_id, facility_id, status, idempotency_key) values (901, 901, 901, 'paid', 'm-901'), (902, 901, 901, 'paid', 'm-902')`);
      // 55.00 online with 2.50 of fees (5.25 of commission), refunded 26.25 then 1.00 (a third declined, a fourth pending); 20.00 cash at 5 % refunded whole.
      await query(`insert into invoice_payments (id, group_id, facility_id, invoice_id, method, amount_cents, non_refundable_cents, refunded_cents, commission_percent, commission_cents, status, idempotency_key, request_hash)
        values (901, 901, 901, 901, 'online', 5500, 250, 3725, 10, 525, 'captured', 'p-901', 'h'), (902, 901, 901, 902, 'cash', 2000, 0, 2000, 5, 100, 'captured', 'p-902', 'h')`);
      await query(`insert into invoice_refunds (id, group_id, facility_id, payment_id, invoice_id, amount_cents, reason, method, status, idempotency_key, request_hash, settled_at) values
        (902, 901, 901, 901, 901, 100, 'second', 'online', 'succeeded', 'r-902', 'h', '2031-03-02 10:00+00'),
        (901, 901, 901, 901, 901, 2625, 'first', 'online', 'succeeded', 'r-901', 'h', '2031-03-01 10:00+00'),
        (903, 901, 901, 901, 901, 500, 'declined', 'online', 'declined', 'r-903', 'h', '2031-03-03 10:00+00'),
        (904, 901, 901, 901, 901, 1000, 'pending', 'online', 'pending', 'r-904', 'h', null),
        (905, 901, 901, 902, 902, 2000, 'whole', 'cash', 'succeeded', 'r-905', 'h', '2031-03-01 10:00+00')`);
      await migrate();
      // In the order they succeeded: 26.25 first (half of 52.50: 2.625 → 2.63), then 1.00.
      const first = commissionReturned({ commission: 525, refundable: 5250 }, 0, 0, 2625);
      const second = commissionReturned({ commission: 525, refundable: 5250 }, 2625, first, 100);
      expect([first, second]).toEqual([263, 10]);
      expect(await query(`select id, commission_cents from invoice_refunds order by id`)).toEqual([
        { id: 901, commission_cents: first },
        { id: 902, commission_cents: second },
        { id: 903, commission_cents: 0 },
        { id: 904, commission_cents: 0 },
        { id: 905, commission_cents: 100 },
      ]);
      expect(await query(`select id, commission_returned_cents from invoice_payments order by id`)).toEqual([
        { id: 901, commission_returned_cents: first + second },
        { id: 902, commission_returned_cents: 100 },
      ]);
      // The database holds the bound: never more returned than the commission recorded.
      await expect(query(`update invoice_payments set commission_returned_cents = 101 where id = 902`)).rejects.toThrow();
    });
  });
});
