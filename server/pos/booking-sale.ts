import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { serviceFeeWithin } from '../../domain/bookings/refund';
import { decideBooking } from '../../domain/bookings/rules';
import { taxWithin } from '../../domain/pos/totals';
import { actorUserId, type Actor } from '../auth/actor';
import { bookingFor, refused } from '../bookings/access';
import { recordHistoryLines } from '../bookings/history';
import { balanceOf, paidWith } from '../bookings/pricing';
import { bookingById, participantsOf, setPaidAmounts, type BookingRow } from '../bookings/repository';
import * as bookings from '../bookings/service';
import type { Db, Tx } from '../db/connect';
import { fields, onsitePaymentMethods } from '../db/schema';
import { englishReader } from '../http/i18n';
import { bookingRecording, videoOwed } from '../videos/booking-recording';
import { bookingCharge, bookingLineText } from './booking-charges';
import { videoOrderCharge } from './video-lines';
import { afterCapture } from './payment-service';
import { recordPastSales, salePlaces, type DeskMethod } from './past-sales';
import { posRefused, requestHash } from './refusals';
import * as repo from './repository';

export type { DeskMethod };

/**
 * "Mark as paid" on a booking (`PUT /console/reservation/mark_as_paid/`) as a real sale of the
 * ledger: in one transaction an invoice with the booking's balance line, paid by one captured
 * payment of that method; the invoice being paid pays the booking (booking-lines.ts), so no
 * payment exists outside the ledger. The booking rules decide first (already paid, cancelled). A
 * booking with nothing owed (a free one) is only marked paid, as before.
 */
export async function payBookingAtDesk(db: Db, actor: Actor, id: number, method: DeskMethod = { kind: 'cash' }, now = new Date()) {
  const { booking, facility } = await bookingFor(db, actor, id);
  if (balanceOf(booking) === 0) return bookings.markPaid(db, actor, id, now);
  if (method.kind === 'onsite') {
    const [found] = await db
      .select({ id: onsitePaymentMethods.id })
      .from(onsitePaymentMethods)
      .where(and(eq(onsitePaymentMethods.id, method.method_id), eq(onsitePaymentMethods.facility_id, facility.id), eq(onsitePaymentMethods.status, 'A')));
    if (!found) throw posRefused('method_unknown');
  }
  const charge = (await bookingCharge(db, facility, booking, null))!;
  const userId = actorUserId(actor);
  await db.transaction(async (tx) => {
    const locked = await bookings.lockedBooking(tx, booking.id);
    const decision = decideBooking(bookings.factsOf(locked, await participantsOf(tx, locked.id)), { type: 'booking.markPaid' }, now.toISOString(), []);
    if (!decision.ok) throw refused(decision.reason);
    const balance = balanceOf(locked);
    // The booking's video order, while pending, is part of what it owes: paid on the same sale, as its own video line (it becomes paid with the invoice).
    const video = await bookingRecording(tx, locked.id);
    const videoCents = videoOwed(video);
    const videoLine = video && videoCents > 0 ? await videoOrderCharge(tx, video.video_order_id) : undefined;
    const key = `mark_as_paid.${locked.id}.${randomUUID()}`;
    const invoice = await repo.insertInvoice(tx, {
      group_id: facility.group_id,
      facility_id: facility.id,
      contact_id: locked.contact_id,
      tax_percent: facility.tax_percent,
      operator_id: userId,
      idempotency_key: key,
    });
    await repo.insertLines(tx, invoice.id, [
      {
        kind: 'booking',
        booking_id: locked.id,
        participant_id: null,
        description: charge.description,
        quantity: 1,
        unit_price_cents: balance,
        total_cents: balance,
        tax_cents: taxWithin(balance, facility.tax_percent).tax,
      },
      ...(videoLine
        ? [
            {
              kind: 'video' as const,
              video_order_id: videoLine.id,
              description: videoLine.description,
              quantity: 1,
              unit_price_cents: videoCents,
              total_cents: videoCents,
              tax_cents: taxWithin(videoCents, facility.tax_percent).tax,
            },
          ]
        : []),
    ]);
    const payment = await repo.insertPayment(tx, {
      group_id: facility.group_id,
      facility_id: facility.id,
      invoice_id: invoice.id,
      method: method.kind,
      onsite_method_id: method.kind === 'onsite' ? method.method_id : null,
      amount_cents: balance + (videoLine ? videoCents : 0),
      status: 'captured',
      idempotency_key: key,
      request_hash: requestHash({ booking: locked.id, balance, video: videoLine?.id ?? null, method }),
      operator_id: userId,
      settled_at: now,
    });
    await afterCapture(tx, invoice, payment!);
  });
  return bookings.detail(db, (await bookingById(db, id))!, facility);
}

/** A booking's balance paid at its facility's desk at `at`, by a member of its staff (`operatorId`). */
export interface DeskSale {
  booking: BookingRow;
  method: DeskMethod;
  operatorId: number;
  at: Date;
}

/**
 * Bookings' balances paid at the desk in the past, recorded at once (the demo data: its bookings
 * that read paid were paid through the ledger like any other). Each is what `payBookingAtDesk`
 * writes, at its moment: an invoice for the booking's contact with the booking's balance line, paid
 * by one captured payment of the method carrying its share of the booking's service fee (never
 * refunded) and its commission (`afterCapture`'s figures); the invoice being paid pays the booking
 * (`paidWith`, as booking-lines.ts `applyBookingLines`) with a 'paid' history line by the operator.
 * A handful of statements in all, whatever the number. The rules are not asked (the caller's
 * bookings owe, and are not cancelled); a booking's pending video order is not sold with it.
 */
export async function recordDeskSales(tx: Tx, sales: readonly DeskSale[]): Promise<void> {
  const owing = sales.filter((s) => balanceOf(s.booking) > 0);
  if (owing.length === 0) return;
  const places = await salePlaces(
    tx,
    owing.map((s) => s.booking.facility_id),
  );
  const fieldNames = new Map(
    (
      await tx
        .select({ id: fields.id, name: fields.name })
        .from(fields)
        .where(inArray(fields.id, [...new Set(owing.map((s) => s.booking.field_id))]))
    ).map((f) => [f.id, f.name]),
  );
  const sold = owing.map((s) => {
    const { booking } = s;
    const facility = places.get(booking.facility_id)!;
    const balance = balanceOf(booking);
    const fee = serviceFeeWithin(booking.amount_cents, booking.amount_paid_cents, booking.service_fee_cents, balance);
    return { ...s, facility, balance, fee };
  });
  const invoices = await recordPastSales(
    tx,
    sold.map((s) => ({
      facility: s.facility,
      contactId: s.booking.contact_id,
      operatorId: s.operatorId,
      method: s.method,
      at: s.at,
      key: `mark_as_paid.${s.booking.id}.${randomUUID()}`,
      requestHash: requestHash({ booking: s.booking.id, balance: s.balance, video: null, method: s.method }),
      line: {
        kind: 'booking',
        booking_id: s.booking.id,
        participant_id: null,
        description: bookingLineText(
          { field_name: fieldNames.get(s.booking.field_id) ?? '', start_at: s.booking.start_at, end_at: s.booking.end_at, timezone: s.facility.timezone, time_format: s.facility.time_format },
          null,
          englishReader,
        ),
        quantity: 1,
        unit_price_cents: s.balance,
        total_cents: s.balance,
        tax_cents: taxWithin(s.balance, s.facility.tax_percent).tax,
      },
      nonRefundable: s.fee,
    })),
  );
  await setPaidAmounts(
    tx,
    sold.map((s) => ({ id: s.booking.id, ...paidWith(s.booking, s.balance) })),
  );
  await recordHistoryLines(
    tx,
    sold.map((s, i) => ({
      bookingId: s.booking.id,
      userId: s.operatorId,
      action: 'paid' as const,
      data: { amount_cents: s.balance, before_cents: s.booking.amount_paid_cents, invoice_id: invoices[i]! },
      at: s.at,
    })),
  );
}
