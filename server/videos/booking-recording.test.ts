import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRequestSchema, reservationCreateSchema, reservationInputSchema } from '../../domain/bookings/reservation';
import type { Actor } from '../auth/actor';
import { bookingDetail, cancelBooking, createBooking, deleteBooking, rescheduleBooking, updateBooking } from '../bookings/service';
import type { BookingChargeRow, Invoice, PosBookingRow } from '../../domain/pos/api';
import { bookingParticipants, cameraChunks, cameras, consoleNotifications, invoiceLines, invoicePayments, invoiceRefunds, invoices, videoOrders, videos } from '../db/schema';
import { actorFor, call, demoReasonId, expectOk, fieldIdsByName, startDemoSessions, type DemoSessions } from '../test-support/http';
import { cancelBookingWithRefunds } from '../pos/booking-cancel';
import { payBookingAtDesk } from '../pos/booking-sale';
import { followCameras } from './recording-job';
import { englishReader } from '../http/i18n';
import { cancelVideo, orderDetail, refundVideoOrder } from './service';
import { orderVideo } from './order-video';
import { orderVideoBodySchema } from '../../domain/videos/order-video';

/** Booking and recording are one order (issue 18 item 4): the booking's video order follows the booking, and its recording follows the field's camera. */
let demo: DemoSessions;
let pista: Record<string, number>;
let owner: Actor;
const BEFORE = new Date('2031-02-01T09:00:00Z');
const min = (at: Date, m: number) => new Date(at.getTime() + m * 60_000);

beforeAll(async () => {
  demo = await startDemoSessions();
  pista = await fieldIdsByName(demo, demo.ids.madridId);
  owner = await actorFor(db(), 'owner');
});
afterAll(async () => demo?.server.close());

const db = () => demo.server.database.db;
const input = (field: string, date: string, time: string, include_video = true) => ({ field_id: pista[field]!, type: 'one_day', date, time, minutes: 90, include_video });
const book = (field: string, date: string, time: string) => createBooking(db(), owner, reservationCreateSchema.parse({ facility_id: demo.ids.madridId, ...input(field, date, time) }), BEFORE);

async function recordingOf(bookingId: number) {
  const [video] = await db().select().from(videos).where(eq(videos.booking_id, bookingId));
  const [order] = await db().select().from(videoOrders).where(eq(videoOrders.booking_id, bookingId));
  return { video: video!, order: order! };
}

/** The field's camera: heard from at `at` (null: never), reporting what it does. */
async function cameraHeard(field: string, at: Date | null) {
  await db().update(cameras).set({ last_heartbeat_at: at, reported_status: 'recording' }).where(eq(cameras.field_id, pista[field]!));
}

/** The order sold at the counter: a cash payment of `cents` for it on the ledger. */
async function paidAtCounter(orderId: number, cents: number) {
  const [order] = await db().select().from(videoOrders).where(eq(videoOrders.id, orderId));
  const [invoice] = await db()
    .insert(invoices)
    .values({ group_id: order!.group_id, facility_id: order!.facility_id, status: 'paid', idempotency_key: `rec-sale-${orderId}`, paid_at: new Date() })
    .returning();
  await db().insert(invoiceLines).values({ invoice_id: invoice!.id, kind: 'video', video_order_id: orderId, description: 'Video', unit_price_cents: cents, total_cents: cents, tax_cents: 0 });
  await db().update(videoOrders).set({ price_cents: cents, discount_cents: 0, commission_cents: 0, tax_cents: 0, service_fee_cents: 0, total_cents: cents, status: 'paid' }).where(eq(videoOrders.id, orderId));
  const [payment] = await db()
    .insert(invoicePayments)
    .values({
      group_id: order!.group_id,
      facility_id: order!.facility_id,
      invoice_id: invoice!.id,
      method: 'cash',
      amount_cents: cents,
      tendered_cents: cents,
      change_cents: 0,
      status: 'captured',
      idempotency_key: `rec-pay-${orderId}`,
      request_hash: 'x',
      settled_at: new Date(),
    })
    .returning();
  return { invoiceId: invoice!.id, paymentId: payment!.id };
}

const noticesNaming = (bookingId: number) =>
  db()
    .select()
    .from(consoleNotifications)
    .where(like(consoleNotifications.notification_text, `%#${bookingId} %`));

describe('a booking with video is one order with its recording', () => {
  it('creates its scheduled video order with the booking, moves it with the booking, and cancels it with it or when video is unchecked', async () => {
    const b = await book('Pista 1', '2031-03-10', '18:00');
    let r = await recordingOf(b.id);
    // Madrid is UTC+1 in March.
    expect(r.video).toMatchObject({ status: 'scheduled', field_id: pista['Pista 1'], duration: 90, video_order_id: r.order.id });
    expect(r.video.started_at.toISOString()).toBe('2031-03-10T17:00:00.000Z');
    expect(r.order).toMatchObject({ status: 'pending', field_id: pista['Pista 1'], date: '2031-03-10', duration: 90 });
    // Priced by the field's video prices (domain/videos/price.ts), a pre-order: 12.00/h × 1.5 h, 10 % off, 21 % tax on top.
    expect(r.order).toMatchObject({ price_cents: 1800, discount_cents: 180, tax_cents: 340, commission_cents: 162, total_cents: 1960 });
    expect((await bookingDetail(db(), owner, b.id)).video).toMatchObject({ video_order_id: r.order.id, order_status: 'pending', total_cents: 1960 });

    // The schedule's drag: another field and time, the recording goes with it.
    await rescheduleBooking(db(), owner, { id: b.id, field_id: pista['Pista 2']!, date: '2031-03-11', time: '19:00' }, BEFORE);
    r = await recordingOf(b.id);
    expect(r.video).toMatchObject({ status: 'scheduled', field_id: pista['Pista 2'] });
    expect(r.video.started_at.toISOString()).toBe('2031-03-11T18:00:00.000Z');
    expect(r.order).toMatchObject({ field_id: pista['Pista 2'], date: '2031-03-11' });
    expect(r.order.start_at.toISOString()).toBe('2031-03-11T18:00:00.000Z');

    // Unchecking include video cancels it; checking it again orders a new one.
    await updateBooking(db(), owner, b.id, reservationInputSchema.parse(input('Pista 2', '2031-03-11', '19:00', false)), BEFORE);
    r = await recordingOf(b.id);
    expect([r.video.status, r.order.status]).toEqual(['cancelled', 'cancelled']);
    await updateBooking(db(), owner, b.id, reservationInputSchema.parse(input('Pista 2', '2031-03-11', '19:00', true)), BEFORE);
    const all = await db().select().from(videos).where(eq(videos.booking_id, b.id));
    expect(all.map((v) => v.status).sort()).toEqual(['cancelled', 'scheduled']);

    // Cancelling the booking before its start cancels its recording.
    await cancelBooking(db(), owner, b.id, cancelRequestSchema.parse({ reason_id: await demoReasonId(demo, 'Rain') }), BEFORE);
    const after = await db().select().from(videos).where(eq(videos.booking_id, b.id));
    expect(after.map((v) => v.status)).toEqual(['cancelled', 'cancelled']);

    // A booking deleted as a mistake takes its recording with it (no orphan for the camera job).
    const mistake = await book('Pista 2', '2031-03-12', '18:00');
    const { video, order } = await recordingOf(mistake.id);
    await deleteBooking(db(), owner, mistake.id, 'this', BEFORE);
    const [v] = await db().select().from(videos).where(eq(videos.id, video.id));
    const [o] = await db().select().from(videoOrders).where(eq(videoOrders.id, order.id));
    expect([v!.status, o!.status]).toEqual(['cancelled', 'cancelled']);
  });

  it('fails the video order when the camera is offline at the start, refunds it once and tells the staff, naming field and booking', async () => {
    const b = await book('Pista 3', '2031-04-10', '10:00');
    const { video, order } = await recordingOf(b.id);
    const paid = await paidAtCounter(order.id, 1500);
    await cameraHeard('Pista 3', null);
    const start = video.started_at;

    // Before the start nothing happens.
    expect((await followCameras(db(), min(start, -1))).failed).not.toContain(video.id);
    expect((await recordingOf(b.id)).video.status).toBe('scheduled');

    const run = await followCameras(db(), min(start, 1));
    expect(run.failed).toContain(video.id);
    const r = await recordingOf(b.id);
    expect([r.video.status, r.order.status]).toEqual(['failed', 'failed']);
    // The booking's detail shows its recording failed.
    expect((await bookingDetail(db(), owner, b.id)).video).toMatchObject({ id: video.id, status: 'failed', order_status: 'failed' });
    const refunds = await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, paid.invoiceId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 1500, status: 'succeeded', payment_id: paid.paymentId });
    const notices = await noticesNaming(b.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.notification_title).toBe('Recording failed on Pista 3 · Grabación fallida en Pista 3');
    expect(notices[0]!.notification_text).toContain(`Booking #${b.id} (04/10/2031 10:00): the field's camera was offline when it started`);
    expect(notices[0]!.notification_text).toContain(`Reserva #${b.id} (10/04/2031 10:00)`);
    expect(notices[0]!.groups_ids).toEqual([demo.ids.demoGroupId]);

    // Running again changes nothing more: no second refund, no second notice.
    expect((await followCameras(db(), min(start, 2))).failed).not.toContain(video.id);
    expect(await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, paid.invoiceId))).toHaveLength(1);
    expect(await noticesNaming(b.id)).toHaveLength(1);
  });

  it('records while the camera reports, completes after the end, and fails when the camera stays silent longer than allowed', async () => {
    const good = await book('Pista 1', '2031-05-12', '10:00');
    const bad = await book('Pista 2', '2031-05-12', '10:00');
    const g = (await recordingOf(good.id)).video;
    const x = (await recordingOf(bad.id)).video;
    const start = g.started_at;
    await cameraHeard('Pista 1', min(start, 0));
    await cameraHeard('Pista 2', min(start, 0));
    const first = await followCameras(db(), min(start, 0.25));
    expect(first.started).toEqual(expect.arrayContaining([g.id, x.id]));
    expect((await followCameras(db(), min(start, 0.3))).started).not.toContain(g.id);

    // Pista 2's camera goes silent at minute 1: still recording 4 minutes later, failed after 5.
    await cameraHeard('Pista 2', min(start, 1));
    await cameraHeard('Pista 1', min(start, 6));
    await followCameras(db(), min(start, 5));
    expect((await recordingOf(bad.id)).video.status).toBe('recording');
    const later = await followCameras(db(), min(start, 6.1));
    expect(later.failed).toEqual([x.id]);
    expect((await recordingOf(bad.id)).order.status).toBe('failed');
    expect((await noticesNaming(bad.id))[0]!.notification_text).toContain('stayed offline during it');
    expect((await recordingOf(good.id)).video.status).toBe('recording');

    // After the end the good one is processed and completed; nothing more on another run.
    await cameraHeard('Pista 1', min(start, 90));
    expect((await followCameras(db(), min(start, 90.2))).completed).toContain(g.id);
    expect((await recordingOf(good.id)).video.status).toBe('completed');
    const again = await followCameras(db(), min(start, 91));
    expect([...again.started, ...again.completed, ...again.failed]).not.toContain(g.id);

    // A run that comes only after the end (the server was down) records it the whole way at once.
    const late = await book('Pista 3', '2031-05-13', '10:00');
    const l = (await recordingOf(late.id)).video;
    await cameraHeard('Pista 3', min(l.started_at, 100));
    const run = await followCameras(db(), min(l.started_at, 100.1));
    expect(run.started).toContain(l.id);
    expect(run.completed).toContain(l.id);
    expect((await recordingOf(late.id)).video.status).toBe('completed');
  });

  it('paid on one sale with its booking: a failed recording, or a video cancelled from its preview, gives back the video alone; the booking stays paid', async () => {
    for (const [field, date, end] of [
      ['Pista 3', '2031-04-12', 'failed'],
      ['Pista 2', '2031-04-13', 'cancel'],
    ] as const) {
      const b = await book(field, date, '10:00');
      const { video, order } = await recordingOf(b.id);
      const paid = await payBookingAtDesk(db(), owner, b.id, { kind: 'cash' }, BEFORE);
      expect(paid.balance_cents).toBe(0);
      if (end === 'failed') {
        await cameraHeard(field, null);
        expect((await followCameras(db(), min(video.started_at, 1))).failed).toContain(video.id);
      } else {
        await cancelVideo(db(), owner, video.id, BEFORE);
      }
      const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.video_order_id, order.id));
      const refunds = await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, line!.invoice_id));
      expect(refunds.map((r) => [r.amount_cents, r.status])).toEqual([[(await recordingOf(b.id)).order.total_cents, 'succeeded']]);
      // Its key names the kind, the order and the payment, unambiguously.
      expect(refunds[0]!.idempotency_key).toBe(`video:${end}:${order.id}:${refunds[0]!.payment_id}`);
      // A refund written with the earlier key shape is found by it: running the refund again gives nothing back twice.
      await db()
        .update(invoiceRefunds)
        .set({ idempotency_key: `video-${end}-${order.id}-${refunds[0]!.payment_id}` })
        .where(eq(invoiceRefunds.id, refunds[0]!.id));
      await refundVideoOrder(db(), owner, order.id, end);
      expect(await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, line!.invoice_id))).toHaveLength(1);
      // The order's history shows its own part of the sale's payment (its video line), not what the booking took with it.
      const history = await orderDetail(db(), owner, order.id, englishReader);
      const ledger = history.lines.filter((l) => l.kind === 'payment' || l.kind === 'refund').map((l) => [l.kind, l.amount_cents]);
      expect(ledger).toEqual([
        ['payment', line!.total_cents],
        ['refund', -line!.total_cents],
      ]);
      const [payment] = await db().select().from(invoicePayments).where(eq(invoicePayments.id, refunds[0]!.payment_id));
      expect(payment!.amount_cents).toBeGreaterThan(line!.total_cents);
      const after = await bookingDetail(db(), owner, b.id);
      expect([after.amount_paid_cents, after.balance_cents]).toEqual([after.amount_cents, 0]);
    }
  });

  it("is part of the booking's balance: paid with it on one sale (a video line of its order), priced again when the booking moves before it is paid, refunded with the booking's cancellation", async () => {
    const b = await book('Pista 1', '2031-06-10', '18:00');
    let r = await recordingOf(b.id);
    expect(r.order).toMatchObject({ status: 'pending', total_cents: 1960 });
    const before = await bookingDetail(db(), owner, b.id);
    expect(before.balance_cents).toBe(before.amount_cents - before.amount_paid_cents + 1960);

    // Moved to a cheaper field (8.00/h) before it is paid: priced again; a move of time alone keeps the price.
    await rescheduleBooking(db(), owner, { id: b.id, field_id: pista['Pista 3']!, date: '2031-06-10', time: '18:00' }, BEFORE);
    r = await recordingOf(b.id);
    expect(r.order).toMatchObject({ status: 'pending', field_id: pista['Pista 3'], price_cents: 1200, discount_cents: 120 });
    expect(r.order.total_cents).toBe(1200 - 120 + r.order.tax_cents);
    const repriced = r.order.total_cents;
    await rescheduleBooking(db(), owner, { id: b.id, field_id: pista['Pista 3']!, date: '2031-06-10', time: '19:00' }, BEFORE);
    expect((await recordingOf(b.id)).order.total_cents).toBe(repriced);
    const owed = await bookingDetail(db(), owner, b.id);
    expect(owed.balance_cents).toBe(owed.amount_cents - owed.amount_paid_cents + repriced);

    // Paying the balance at the desk pays the video order too: one sale, a booking line and a video line of the order.
    const paid = await payBookingAtDesk(db(), owner, b.id, { kind: 'cash' }, BEFORE);
    expect(paid.balance_cents).toBe(0);
    r = await recordingOf(b.id);
    expect(r.order.status).toBe('paid');
    const [videoLine] = await db().select().from(invoiceLines).where(eq(invoiceLines.video_order_id, r.order.id));
    expect(videoLine).toMatchObject({ kind: 'video', total_cents: repriced });
    const lines = await db().select().from(invoiceLines).where(eq(invoiceLines.invoice_id, videoLine!.invoice_id));
    expect(lines.map((l) => l.kind).sort()).toEqual(['booking', 'video']);
    const [payment] = await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, videoLine!.invoice_id));
    expect(payment!.amount_cents).toBe(owed.balance_cents);
    expect((await bookingDetail(db(), owner, b.id)).video).toMatchObject({ order_status: 'paid' });

    // Paid, a move to another field keeps what it was sold for.
    await rescheduleBooking(db(), owner, { id: b.id, field_id: pista['Pista 1']!, date: '2031-06-10', time: '19:00' }, BEFORE);
    expect((await recordingOf(b.id)).order).toMatchObject({ status: 'paid', total_cents: repriced, field_id: pista['Pista 1'] });

    // Cancelled long before the start: the booking's refund and the video's, from that sale's payment.
    const cancelled = await cancelBookingWithRefunds(db(), owner, b.id, cancelRequestSchema.parse({ reason_id: await demoReasonId(demo, 'Rain') }), BEFORE);
    expect(cancelled.refund.total).toBeGreaterThan(0);
    expect(cancelled.refunds.reduce((sum, x) => sum + x.amount_cents, 0)).toBe(cancelled.refund.total + repriced);
    r = await recordingOf(b.id);
    expect([r.video.status, r.order.status]).toEqual(['cancelled', 'cancelled']);
  });

  it("comes into the checkout with the booking's whole balance as its own video line (a participant's share stays the share), and paying that sale pays the order", async () => {
    const b = await book('Pista 2', '2031-06-11', '10:00');
    const { order } = await recordingOf(b.id);
    expect(order).toMatchObject({ status: 'pending' });
    const [p] = await db().insert(bookingParticipants).values({ booking_id: b.id, name: 'Video Share Ana' }).returning();
    const token = demo.owner.access_token;
    const at = `/reservation/pos/amount/user/?reservation_id=${b.id}`;
    const whole = expectOk<BookingChargeRow>(await call(demo.server.app, 'GET', at, { token })).data;
    const detail = await bookingDetail(db(), owner, b.id);
    expect(whole.video).toMatchObject({ video_order_id: order.id, amount_cents: order.total_cents });
    expect(whole.amount_cents + whole.video!.amount_cents).toBe(detail.balance_cents);
    expect(expectOk<BookingChargeRow>(await call(demo.server.app, 'GET', `${at}&participant_id=${p!.id}`, { token })).data.video).toBeNull();
    // The checkout's booking picker: the day's row names the video order too.
    const day = expectOk<PosBookingRow[]>(await call(demo.server.app, 'GET', `/reservation/pos/field/?facility_id=${demo.ids.madridId}&date=2031-06-11`, { token })).data;
    expect(day.find((r) => r.booking_id === b.id)?.video).toEqual(whole.video);
    // Its line in the operator's language (the ledger keeps it in English).
    expect(whole.video!.description).toBe('Video · Pista 2 · 06/11/2031 10:00 · 90 min');
    const es = 'Vídeo · Pista 2 · 11/06/2031 10:00 · 90 min';
    expect(expectOk<BookingChargeRow>(await call(demo.server.app, 'GET', at, { token, lang: 'es' })).data.video!.description).toBe(es);
    const dayEs = expectOk<PosBookingRow[]>(await call(demo.server.app, 'GET', `/reservation/pos/field/?facility_id=${demo.ids.madridId}&date=2031-06-11`, { token, lang: 'es' })).data;
    expect(dayEs.find((r) => r.booking_id === b.id)?.video?.description).toBe(es);

    // One sale with both lines, paid in cash: the booking and its video order are paid.
    const lines = [
      { kind: 'booking', booking_id: b.id, participant_id: null, amount_cents: whole.amount_cents },
      { kind: 'video', video_order_id: order.id, amount_cents: whole.video!.amount_cents },
    ];
    const sale = { idempotency_key: `rec-checkout-${b.id}`, facility_id: demo.ids.madridId, invoice_id: null, contact_id: null, tab_name: null, lines };
    const inv = expectOk<Invoice>(await call(demo.server.app, 'POST', '/invoice/pos/', { token, payload: sale })).data;
    expect(inv.total_cents).toBe(detail.balance_cents);
    expectOk(
      await call(demo.server.app, 'POST', '/invoice/pos/payment/', {
        token,
        payload: { idempotency_key: `rec-checkout-${b.id}-pay`, invoice_id: inv.id, amount_cents: inv.total_cents, tip_cents: 0, sale_tip_cents: 0, method: { kind: 'cash' }, tendered_cents: inv.total_cents },
      }),
    );
    expect((await recordingOf(b.id)).order.status).toBe('paid');
    expect((await bookingDetail(db(), owner, b.id)).balance_cents).toBe(0);
    expect(expectOk<BookingChargeRow>(await call(demo.server.app, 'GET', at, { token })).data).toMatchObject({ amount_cents: 0, video: null });
  });

  it('with a processing time (VIDEO_PROCESSING_SECONDS), a finished recording stays processing that long after its end; an order of minutes already recorded, that long after its order', async () => {
    const processing = { processingSeconds: 30 };
    const b = await book('Pista 1', '2031-07-14', '10:00');
    const v = (await recordingOf(b.id)).video;
    const start = v.started_at;
    await cameraHeard('Pista 1', min(start, 0));
    expect((await followCameras(db(), min(start, 0.25), processing)).started).toContain(v.id);
    await cameraHeard('Pista 1', min(start, 90));
    expect((await followCameras(db(), min(start, 90.1), processing)).completed).not.toContain(v.id);
    expect((await recordingOf(b.id)).video.status).toBe('processing');
    expect((await followCameras(db(), min(start, 90.45), processing)).completed).not.toContain(v.id);
    expect((await followCameras(db(), min(start, 90.5), processing)).completed).toContain(v.id);
    expect((await recordingOf(b.id)).video.status).toBe('completed');

    // Pista 2's camera recorded 10:00 (Madrid, summer time); the video of it ordered at 14:00 is processed from 14:00.
    const [camera] = await db().select().from(cameras).where(eq(cameras.field_id, pista['Pista 2']!));
    await db()
      .insert(cameraChunks)
      .values({ camera_id: camera!.id, facility_id: demo.ids.madridId, field_id: pista['Pista 2']!, minute: new Date('2031-07-15T08:00:00Z'), size_bytes: 1000 });
    const ordered = new Date('2031-07-15T12:00:00Z');
    const made = await orderVideo(db(), owner, orderVideoBodySchema.parse({ field_id: pista['Pista 2'], date: '2031-07-15', start_time: '10:00', duration: 60, phone: '+34 600 000 071' }), ordered);
    const [late] = await db().select().from(videos).where(eq(videos.video_order_id, made.id));
    expect(late!.status).toBe('processing');
    expect((await followCameras(db(), min(ordered, 0.45), processing)).completed).not.toContain(late!.id);
    expect((await followCameras(db(), min(ordered, 0.5), processing)).completed).toContain(late!.id);
  });
});
