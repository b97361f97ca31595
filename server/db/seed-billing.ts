import { eq } from 'drizzle-orm';
import { lastClosedPeriod, monthsOf, statementLines, type BillingCycle, type Period } from '../../domain/billing/statement';
import { insertStatements } from '../billing/repository';
import type { Tx } from './connect';
import { facilities, organizations, paymentMethods } from './schema';

/**
 * A few past billing statements of each demo facility (issue 16 item 5), so that the billing history
 * is alive: the periods of its billing cycle before today, paid with the organization's default
 * card; one of Brooklyn's declined. Their sales are made up (the demo's own start today).
 */
export async function seedBilling(tx: Tx, now = new Date()): Promise<void> {
  const list = await tx
    .select({
      id: facilities.id,
      group_id: facilities.group_id,
      name: facilities.name,
      cycle: facilities.billing_cycle,
      commission: facilities.commission,
      after: facilities.commission_after_sale,
      tax: facilities.tax_percent,
      timezone: facilities.timezone,
      currency: organizations.currency,
      monthly: organizations.monthly_charge_cents,
      minimum: organizations.min_orders_amount_cents,
    })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.group_id));
  const cards = await tx.select({ group_id: paymentMethods.group_id, brand: paymentMethods.brand, last4: paymentMethods.last4 }).from(paymentMethods).where(eq(paymentMethods.is_default, true));
  for (const f of list) {
    const cycle = f.cycle as BillingCycle;
    const card = cards.find((c) => c.group_id === f.group_id);
    let period: Period | null = lastClosedPeriod(cycle, now, f.timezone);
    const rows = [];
    for (let i = 0; period && i < 4; i++) {
      const seed = (f.id * 7 + i * 13) % 10;
      const months = monthsOf(cycle, period);
      const card_sales = 180_000 + seed * 23_500;
      const other_sales = 60_000 + seed * 9_100;
      const lines = statementLines(
        {
          monthly_charge_cents: f.monthly,
          min_orders_amount_cents: f.minimum,
          // The demo's past periods: the commissions their payments would have recorded (domain/pos/breakdown.ts).
          commission_cents: Math.round((card_sales * months * f.commission) / 100),
          commission_after_sale_cents: Math.round((other_sales * months * f.after) / 100),
          tax_percent: f.tax,
          orders_count: Math.round((40 + seed * 3) * months),
          card_sales_cents: Math.round(card_sales * months),
          other_sales_cents: Math.round(other_sales * months),
          service_fees_cents: 1_200 + seed * 150,
        },
        months,
      );
      const declined = f.name === 'Brooklyn Courts' && i === 0;
      rows.push({
        group_id: f.group_id,
        facility_id: f.id,
        cycle,
        period_start: period.start,
        period_end: period.end,
        currency: f.currency,
        ...lines,
        status: declined ? 'declined' : 'paid',
        card_brand: card?.brand ?? null,
        card_last4: card?.last4 ?? null,
        decline_reason: declined ? 'insufficient_funds' : null,
        provider_reference: declined ? null : `ch_sim_demo_${f.id}_${i}`,
        idempotency_key: `statement.${f.id}.${period.start.toISOString()}`,
        closed_at: period.end,
        paid_at: declined ? null : new Date(period.end.getTime() + 3_600_000),
      });
      period = lastClosedPeriod(cycle, new Date(period.start.getTime()), f.timezone);
    }
    await insertStatements(tx, rows);
  }
}
