import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_MANUAL_CARDS, type PaymentDetail, type PaymentRow } from '../../domain/pos/api';
import { salesOf } from '../billing/repository';
import { facilities, invoicePayments } from '../db/schema';
import { payByTypedCard, payInCash } from '../test-support/pos';
import { call, expectOk, startDemoSessions, type DemoSessions } from '../test-support/http';
import { cardKit } from './card/card-test-kit';

/**
 * The commission recorded at capture (issue 16; the one rule: domain/pos/breakdown.ts
 * `commissionOf`): through the card provider the facility's commission, cash and onsite methods its
 * commission after sale; the payments list, the preview and the statements read the recorded figure
 * (on PGlite, and PostgreSQL with SERVER_TEST_DB=postgres).
 */
let demo: DemoSessions;
let kit: ReturnType<typeof cardKit>;
beforeAll(async () => {
  demo = await startDemoSessions();
  kit = cardKit(demo);
});
afterAll(async () => demo?.server.close());

const owner = () => demo.owner.access_token;
const percents = (commission: number, after: number) => kit.db.update(facilities).set({ commission, commission_after_sale: after }).where(eq(facilities.id, demo.ids.madridId));

describe('the commission recorded at capture', () => {
  it('cash at the after-sale percent, a typed-in card and a reader at the commission; read back by the list, the preview and the statement', async () => {
    const started = new Date(Date.now() - 1000);
    await percents(10, 4);
    const cash = await payInCash(kit.app, owner(), await kit.sale(2000));
    const typed = await payByTypedCard(kit.app, owner(), await kit.sale(3000), SIM_MANUAL_CARDS.approved);
    const frontDesk = await kit.terminalId(demo.ids.madridId, 'Recepción');
    const onReader = await kit.started(await kit.sale(1500), frontDesk);
    await kit.tap(frontDesk, 'approved');
    const reader = (await kit.captured(onReader.idempotency_key)).payment;
    // Recorded on the rows when captured.
    const row = async (id: number) => (await kit.db.select().from(invoicePayments).where(eq(invoicePayments.id, id)))[0]!;
    expect(await row(cash.id)).toMatchObject({ commission_percent: 4, commission_cents: 80 });
    expect(await row(typed.id)).toMatchObject({ commission_percent: 10, commission_cents: 300 });
    expect(await row(reader.id)).toMatchObject({ commission_percent: 10, commission_cents: 150 });

    // The facility's percents change afterwards: what was recorded stays.
    await percents(20, 20);
    const listed = expectOk<PaymentRow[]>(
      await call(kit.app, 'GET', `/invoice_payment/group/paged/?group_id=${demo.ids.demoGroupId}&page=1&count=100&facility_id=${demo.ids.madridId}&method=cash`, { token: owner() }),
    ).data;
    expect(listed.find((p) => p.id === cash.id)).toMatchObject({ commission_percent: 4, commission_cents: 80 });
    const preview = expectOk<PaymentDetail>(await call(kit.app, 'GET', `/invoice_payment/group/${typed.id}/`, { token: owner() })).data;
    expect(preview.payment).toMatchObject({ commission_percent: 10, commission_cents: 300 });
    // The statement's commissions are the recorded ones: through the provider, and after sale.
    const sold = (await salesOf(kit.db, [demo.ids.madridId], started, new Date(Date.now() + 1000))).get(demo.ids.madridId)!;
    expect(sold).toMatchObject({ commission: 450, afterSale: 80 });
    await percents(10, 4);
  });

  it('a declined card records none', async () => {
    const declined = await payByTypedCard(kit.app, owner(), await kit.sale(1000), SIM_MANUAL_CARDS.generic);
    expect(declined.status).toBe('declined');
    const [row] = await kit.db.select().from(invoicePayments).where(eq(invoicePayments.id, declined.id));
    expect(row).toMatchObject({ commission_cents: 0 });
  });
});
