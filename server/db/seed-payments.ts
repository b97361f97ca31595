import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { serviceFeeOf } from '../../domain/bookings/price';
import { todayIn } from '../../domain/bookings/schedule';
import { commissionOf } from '../../domain/pos/breakdown';
import { taxWithin } from '../../domain/pos/totals';
import type { BookingRow } from '../bookings/repository';
import { recordDeskSales } from '../pos/booking-sale';
import type { DeskMethod } from '../pos/past-sales';
import { recordVideoDeskSales } from '../pos/video-lines';
import type { Tx } from './connect';
import { appUsers, facilities, fields, invoiceLines, invoicePayments, invoices, onsitePaymentMethods, organizations, videoOrders } from './schema';

const DAY_MS = 86_400_000;
const MIN_MS = 60_000;

/**
 * The demo's bookings that read paid were paid at their facility's desk, through the ledger like
 * any other (issue 20): each booking's balance is one sale (server/pos/booking-sale.ts
 * `recordDeskSales`: an invoice with the booking's line, one captured payment), taken by the member
 * of staff who runs that desk (`operators`, by facility) before the booking started and before
 * `now` (a booking of the coming days was paid in advance, a few hours ago), in cash, or by one of
 * the facility's own onsite methods for every third one (Bizum, the counter's card machine,
 * Venmo). Its paid amount, payment state and 'paid' history line follow from that sale.
 */
export async function seedDeskPayments(tx: Tx, paid: readonly BookingRow[], operators: ReadonlyMap<number, number>, now = new Date()): Promise<void> {
  const methods = await deskMethods(
    tx,
    paid.map((b) => b.facility_id),
  );
  const ordered = [...paid].sort((a, b) => a.start_at.getTime() - b.start_at.getTime() || a.id - b.id);
  await recordDeskSales(
    tx,
    ordered.flatMap((booking, n) => {
      const operatorId = operators.get(booking.facility_id);
      if (operatorId === undefined) return [];
      // Before the booking (15 to 45 minutes) and before now (10 minutes to about 4 hours ago).
      const at = new Date(Math.min(booking.start_at.getTime() - (15 + (n % 4) * 10) * MIN_MS, now.getTime() - (10 + (n % 6) * 45) * MIN_MS));
      return [{ booking, method: methods(booking.facility_id, n), operatorId, at }];
    }),
  );
}

/**
 * The demo's video orders made at the facilities' counters (seed-videos.ts `seedVideoLife`) that
 * read paid were paid there when they were ordered, through the ledger (server/pos/video-lines.ts
 * `recordVideoDeskSales`: an invoice with the order's video line at its total, one captured
 * payment), by the member of staff who runs that desk, in cash or, every third one, by one of the
 * facility's onsite methods: a few minutes after the order was made (before its match and before
 * now). The app's orders (`seedOnlinePayments`) already have their sale and are left alone.
 */
export async function seedVideoDeskPayments(tx: Tx, operators: ReadonlyMap<number, number>): Promise<void> {
  if (operators.size === 0) return;
  const orders = await tx
    .select({ id: videoOrders.id, facility_id: videoOrders.facility_id, created_at: videoOrders.created_at })
    .from(videoOrders)
    .leftJoin(invoiceLines, eq(invoiceLines.video_order_id, videoOrders.id))
    .where(and(inArray(videoOrders.facility_id, [...operators.keys()]), eq(videoOrders.status, 'paid'), isNull(invoiceLines.id)))
    .orderBy(asc(videoOrders.created_at), asc(videoOrders.id));
  const methods = await deskMethods(
    tx,
    orders.map((o) => o.facility_id),
  );
  await recordVideoDeskSales(
    tx,
    orders.map((o, n) => ({ orderId: o.id, method: methods(o.facility_id, n), operatorId: operators.get(o.facility_id)!, at: new Date(o.created_at.getTime() + (5 + (n % 3) * 5) * MIN_MS) })),
  );
}

/** The desk's n-th sale's method at a facility: cash, or one of its own onsite methods for every third one (Bizum, the counter's card machine, Venmo). */
async function deskMethods(tx: Tx, facilityIds: readonly number[]): Promise<(facilityId: number, n: number) => DeskMethod> {
  const ids = [...new Set(facilityIds)];
  const methods =
    ids.length === 0
      ? []
      : await tx
          .select({ id: onsitePaymentMethods.id, facility_id: onsitePaymentMethods.facility_id })
          .from(onsitePaymentMethods)
          .where(and(inArray(onsitePaymentMethods.facility_id, ids), eq(onsitePaymentMethods.status, 'A')))
          .orderBy(asc(onsitePaymentMethods.id));
  return (facilityId, n) => {
    const own = methods.filter((m) => m.facility_id === facilityId);
    return n % 3 === 2 && own.length > 0 ? { kind: 'onsite', method_id: own[Math.floor(n / 3) % own.length]!.id } : { kind: 'cash' };
  };
}
/** What a match video costs in the app (cents): the facility's price list is not modelled yet. */
const VIDEO_PRICES = [499, 799, 999];
/** A video ordered before its match (pre-order) costs this much less. */
const PRE_ORDER_DISCOUNT = 100;
const BRANDS = [
  ['Visa', '4242'],
  ['Mastercard', '4444'],
  ['Visa', '1881'],
] as const;

/**
 * A few weeks of app users' online payments (issue 16, views 3 and 22): match videos bought in the
 * app, paid by card online with the organization's online service fee (never refunded) on top;
 * every third one pre-ordered (a discount). Each is a paid video order of the facility (view 2:
 * a match on one of its fields, an hour after a pre-order, two hours before a purchase after it,
 * always past), paid by an invoice of one video line naming that order and one captured `online`
 * payment, as the ledger keeps any other payment, so the lists, previews (with their link to the
 * order) and refunds read them the same way. `days` back from `now`, two a day per facility.
 */
export async function seedOnlinePayments(tx: Tx, facilityIds: readonly number[], now = new Date(), days = 21): Promise<void> {
  const people = await tx.select({ id: appUsers.id }).from(appUsers).where(eq(appUsers.status, 'A')).orderBy(asc(appUsers.id));
  if (people.length === 0) return;
  const rows = await tx
    .select({
      id: facilities.id,
      group_id: facilities.group_id,
      timezone: facilities.timezone,
      tax: facilities.tax_percent,
      fixed: organizations.service_fee_amount_cents,
      percent: organizations.service_fee_percent,
      commission: facilities.commission,
      commission_after_sale: facilities.commission_after_sale,
    })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.group_id))
    .where(inArray(facilities.id, [...facilityIds]));
  let n = 0;
  for (const f of rows) {
    const fieldIds = (await tx.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, f.id)).orderBy(asc(fields.id))).map((r) => r.id);
    for (let day = days; day >= 1; day--) {
      for (const hour of [16, 21]) {
        n++;
        // At `hour` UTC of that day, a few minutes apart.
        const at = new Date(Math.floor((now.getTime() - day * DAY_MS) / DAY_MS) * DAY_MS + hour * 3_600_000 + (n % 4) * 600_000);
        const price = VIDEO_PRICES[n % VIDEO_PRICES.length]!;
        const discount = n % 3 === 0 ? PRE_ORDER_DISCOUNT : 0;
        const paidForVideo = price - discount;
        const fee = serviceFeeOf(paidForVideo, { fixed: f.fixed, percent: f.percent });
        const key = `seed-online-${f.id}-${day}-${hour}`;
        const tax = taxWithin(paidForVideo, f.tax).tax;
        // The match: an hour after a pre-order, two hours before a purchase after it (before `now` either way).
        const start = new Date(at.getTime() + (discount > 0 ? 1 : -2) * 3_600_000);
        const [order] =
          fieldIds.length === 0
            ? [null]
            : await tx
                .insert(videoOrders)
                .values({
                  group_id: f.group_id,
                  facility_id: f.id,
                  field_id: fieldIds[n % fieldIds.length]!,
                  date: todayIn(f.timezone, start),
                  start_at: start,
                  duration: 60,
                  // Its figures add up as the order's preview reads them: price − discount + tax + fee = total.
                  price_cents: paidForVideo - tax + discount,
                  discount_cents: discount,
                  tax_cents: tax,
                  service_fee_cents: fee,
                  total_cents: paidForVideo + fee,
                  status: 'paid',
                  created_at: at,
                  updated_at: at,
                })
                .returning({ id: videoOrders.id });
        const [invoice] = await tx
          .insert(invoices)
          .values({ group_id: f.group_id, facility_id: f.id, status: 'paid', tax_percent: f.tax, fees_cents: fee, idempotency_key: key, paid_at: at, created_at: at, updated_at: at })
          .returning({ id: invoices.id });
        await tx.insert(invoiceLines).values({
          invoice_id: invoice!.id,
          kind: 'video',
          video_order_id: order?.id ?? null,
          description: discount > 0 ? 'Match video (app, pre-order)' : 'Match video (app)',
          quantity: 1,
          unit_price_cents: paidForVideo,
          total_cents: paidForVideo,
          tax_cents: tax,
        });
        const [brand, last4] = BRANDS[n % BRANDS.length]!;
        // Recorded at capture, as the ledger does (domain/pos/breakdown.ts).
        const commission = commissionOf({ method: 'online', amount: paidForVideo + fee, tip: 0, serviceFee: fee }, f);
        await tx.insert(invoicePayments).values({
          group_id: f.group_id,
          facility_id: f.id,
          invoice_id: invoice!.id,
          method: 'online',
          amount_cents: paidForVideo + fee,
          status: 'captured',
          provider_reference: `sim_online_${f.id}_${day}_${hour}`,
          card_brand: brand,
          card_last4: last4,
          idempotency_key: key,
          request_hash: 'seed',
          settled_at: at,
          non_refundable_cents: fee,
          commission_percent: commission.percent,
          commission_cents: commission.cents,
          discount_cents: discount,
          app_user_id: people[n % people.length]!.id,
          created_at: at,
          updated_at: at,
        });
      }
    }
  }
}
