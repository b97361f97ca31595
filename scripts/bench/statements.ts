/**
 * Billing statements (issue 16 item 5): closing a month's statements for 100 facilities — each with
 * 20 captured payments that month, 4 of them refunded in part that month (the refunds and the
 * commission they gave back are netted in the period they succeeded) — and charging them through the simulated provider, as the
 * hourly job does (`closeDueStatements`). Target: under 5 s.
 */
import { billingStatements, facilities, invoicePayments, invoiceRefunds, invoices } from '../../server/db/schema';
import { closeDueStatements } from '../../server/billing/service';
import { cardContextOf } from '../../server/pos/card/context';
import { demoIds } from '../../server/test-support/http';
import { startTestServer } from '../../server/test-support/test-server';

export const STATEMENTS_TARGET_MS = 5_000;
const FACILITIES = 100;

export async function benchStatements(): Promise<{ ms: number }> {
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, loginMaxAttempts: 0 });
  try {
    const db = server.database.db;
    const { demoGroupId } = await demoIds(db);
    const created = new Date('2030-01-01T00:00:00Z');
    const added = await db
      .insert(facilities)
      .values(
        Array.from({ length: FACILITIES }, (_, i) => ({
          group_id: demoGroupId,
          name: `Bench facility ${i + 1}`,
          timezone: 'Europe/Madrid',
          billing_cycle: 'monthly',
          commission: 10,
          commission_after_sale: 5,
          tax_percent: 21,
          created_at: created,
        })),
      )
      .returning({ id: facilities.id });
    // The demo facilities too bill that month: all of the organization's are closed.
    for (const f of added) {
      const [inv] = await db
        .insert(invoices)
        .values({ group_id: demoGroupId, facility_id: f.id, status: 'paid', idempotency_key: `bench.st.${f.id}` })
        .returning();
      const payments = await db
        .insert(invoicePayments)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            group_id: demoGroupId,
            facility_id: f.id,
            invoice_id: inv!.id,
            method: i % 2 ? 'cash' : 'manual_card',
            amount_cents: 1_000 + i * 37,
            status: 'captured',
            idempotency_key: `bench.st.${f.id}.${i}`,
            request_hash: 'bench',
            created_at: new Date(Date.UTC(2031, 2, 1 + (i % 28), 12)),
          })),
        )
        .returning();
      await db.insert(invoiceRefunds).values(
        payments.slice(0, 4).map((p, i) => ({
          group_id: demoGroupId,
          facility_id: f.id,
          payment_id: p.id,
          invoice_id: inv!.id,
          amount_cents: 500,
          commission_cents: 25,
          reason: 'bench',
          method: p.method,
          status: 'succeeded',
          idempotency_key: `bench.st.r.${f.id}.${i}`,
          request_hash: 'bench',
          settled_at: new Date(Date.UTC(2031, 2, 28, 12)),
        })),
      );
    }
    const t0 = performance.now();
    const result = await closeDueStatements(db, cardContextOf(db).provider, new Date('2031-04-01T00:10:00Z'));
    const ms = performance.now() - t0;
    const written = await db.$count(billingStatements);
    console.log(`\nBilling statements on ${server.database.kind}`);
    console.log(
      `  closing March 2031 for ${FACILITIES} facilities (+ the demo's): ${ms.toFixed(0)} ms, ${result.closed} statements closed, ${result.charged} charged (${written} in the table); target < ${STATEMENTS_TARGET_MS} ms`,
    );
    return { ms };
  } finally {
    await server.close();
  }
}
