import { and, eq } from 'drizzle-orm';
import { hoursOn, weekdayOf } from '../../domain/bookings/opening-hours';
import { instantAt, localParts } from '../../domain/bookings/local-time';
import { dayWindow, minutesOf, todayIn } from '../../domain/bookings/schedule';
import { minuteOf } from '../../domain/cameras/ingest';
import {
  runsOf,
  type FieldDayQuery,
  type OrderVideoInput,
  type OrderVideoQuoteQuery,
  type OrderVideoRefusal,
  type RecordedTimeline,
  type VideoChargeRow,
  type VideoQuote,
} from '../../domain/videos/order-video';
import type { VideoOrder } from '../../domain/videos/orders';
import type { VideoPrice } from '../../domain/videos/price';
import { firstStatus } from '../../machines/recording.machine';
import { facilityFor, type FacilityRow, type FieldRow } from '../bookings/access';
import { assertBookableTime } from '../bookings/time-rules';
import { actorUserId, type Actor } from '../auth/actor';
import { recordedMinutes } from '../cameras/queries';
import type { Db, Executor, Tx } from '../db/connect';
import { constraintOf } from '../db/errors';
import { contacts, fields, videoOrders } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import type { Reader } from '../http/i18n';
import { keyReused, requestHash } from '../pos/refusals';
import { videoLineTexts } from '../pos/video-lines';
import { fieldVideoPrice } from './field-price';
import { newPlayback } from './playback';
import * as repo from './repository';
import { orderView } from './service';

/**
 * Order video (issue 18 item 2): a field's recorded minutes as a timeline, the price of an order
 * (domain/videos/price.ts, always here, never the client's) and the order itself, with its video,
 * refused with a translated message and nothing written when domain/videos/order-video.ts says so.
 * `createVideoOrder` is the one way an order is made (the console's order video and the recurring
 * orders' job): it runs in the caller's transaction.
 */

const refusedOn = (input: string, code: OrderVideoRefusal) => {
  const text = { key: `videos.order.${code}` };
  return new DomainError('E400', text, { refusal: code }, { [input]: text });
};

/** A field (any status but deleted) and its facility, if the actor may act on it: E404 otherwise (another tenant's field is not revealed). */
async function fieldFor(db: Executor, actor: Actor, fieldId: number): Promise<{ field: FieldRow; facility: FacilityRow }> {
  const [field] = await db.select().from(fields).where(eq(fields.id, fieldId));
  if (!field || field.status === 'D') throw new DomainError('E404');
  return { field, facility: await facilityFor(db, actor, field.facility_id) };
}

interface Priced {
  field: FieldRow;
  facility: FacilityRow;
  start: Date;
  preorder: boolean;
  price: VideoPrice;
}

/** The checks every order passes but the phone, and its price. */
async function priced(db: Executor, actor: Actor, input: { field_id: number; date: string; start_time: string; duration: number }, now: Date): Promise<Priced> {
  const { field, facility } = await fieldFor(db, actor, input.field_id);
  if (field.status !== 'A') throw invalidInput('field_id');
  const start = new Date(instantAt(input.date, minutesOf(input.start_time), facility.timezone));
  const end = new Date(start.getTime() + input.duration * 60_000);
  // The order's duration from the list, within the field's hours of that weekday; a past start is allowed here (it is checked against the recorded minutes).
  assertBookableTime(facility, field, start, end, { now: start, durations: 'choices', input: 'start_time' });
  if (!(await repo.fieldHasCamera(db, field.id))) throw refusedOn('field_id', 'no_camera');
  const preorder = now < start;
  if (!preorder) {
    const from = minuteOf(start);
    const recorded = await recordedMinutes(db, field.id, from, new Date(from.getTime() + 60_000));
    if (recorded.length === 0) throw refusedOn('start_time', 'not_recorded');
  }
  const price = fieldVideoPrice(field, facility, input.duration, preorder);
  return { field, facility, start, preorder, price };
}

/** The price parts of an order, as the server will charge it. */
export async function quoteVideoOrder(db: Db, actor: Actor, q: OrderVideoQuoteQuery, now = new Date()): Promise<VideoQuote> {
  const p = await priced(db, actor, q, now);
  return {
    field_id: p.field.id,
    start_at: p.start.toISOString(),
    duration: q.duration,
    preorder: p.preorder,
    price_cents: p.price.price,
    discount_cents: p.price.discount,
    commission_cents: p.price.commission,
    tax_cents: p.price.tax,
    service_fee_cents: p.price.serviceFee,
    total_cents: p.price.total,
    currency: p.facility.currency,
  };
}

/**
 * Creates a video order and its video in the caller's transaction `tx`, priced by the field's
 * video prices: `pending` until the checkout's sale that carries it is paid (`paid` at once when
 * it costs nothing). Refused (nothing written): another tenant's field (E404), no camera, outside
 * the hours, a duration not in the list, a past start not recorded, no phone (E400, translated).
 * Answers the order's and the video's ids.
 */
export async function createVideoOrder(
  tx: Tx,
  actor: Actor,
  input: OrderVideoInput,
  now = new Date(),
  key: { idempotency_key: string; request_hash: string } | null = null,
): Promise<{ orderId: number; videoId: number }> {
  const p = await priced(tx, actor, input, now);
  let phone = input.phone;
  if (input.contact_id !== null) {
    const [contact] = await tx
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(and(eq(contacts.id, input.contact_id), eq(contacts.facility_id, p.facility.id)));
    if (!contact) throw invalidInput('contact_id');
    phone ||= contact.phone;
  }
  if (!phone) throw refusedOn('phone', 'phone_required');
  return repo.insertOrderWithVideo(
    tx,
    {
      group_id: p.facility.group_id,
      facility_id: p.facility.id,
      field_id: p.field.id,
      contact_id: input.contact_id,
      phone,
      date: input.date,
      start_at: p.start,
      duration: input.duration,
      type: input.type,
      price_cents: p.price.price,
      discount_cents: p.price.discount,
      commission_cents: p.price.commission,
      tax_cents: p.price.tax,
      service_fee_cents: p.price.serviceFee,
      total_cents: p.price.total,
      status: p.price.total === 0 ? 'paid' : 'pending',
      created_by: actorUserId(actor),
      ...(key ?? {}),
    },
    {
      facility_id: p.facility.id,
      field_id: p.field.id,
      playback: newPlayback(),
      started_at: p.start,
      duration: input.duration,
      type: input.type,
      status: firstStatus(p.start, input.duration, now),
      // Made now by the order's clock: the recording job processes minutes already recorded from then (VIDEO_PROCESSING_SECONDS).
      created_at: now,
    },
  );
}

/**
 * `POST /video_order/`: the order in its own transaction, as the order history shows it. With an
 * idempotency key (the console's, one per order attempt) the same key again answers the order it
 * made, and another request with it is refused (E409); the unique index makes one order per key
 * when two requests race.
 */
export async function orderVideo(db: Db, actor: Actor, input: OrderVideoInput, now = new Date()): Promise<VideoOrder> {
  const { idempotency_key: key, ...request } = input;
  if (key === undefined) {
    const { orderId } = await db.transaction((tx) => createVideoOrder(tx, actor, request, now));
    return orderView((await repo.orderById(db, orderId))!);
  }
  const { facility } = await fieldFor(db, actor, input.field_id);
  const hash = requestHash(request);
  const answer = async () => {
    const made = await repo.orderByKey(db, facility.group_id, key);
    if (!made) return undefined;
    if (made.request_hash !== hash) throw keyReused();
    return orderView((await repo.orderById(db, made.id))!);
  };
  const earlier = await answer();
  if (earlier) return earlier;
  try {
    const { orderId } = await db.transaction((tx) => createVideoOrder(tx, actor, request, now, { idempotency_key: key, request_hash: hash }));
    return orderView((await repo.orderById(db, orderId))!);
  } catch (err) {
    if (constraintOf(err) !== 'video_orders_idempotency_key') throw err;
    const winner = await answer();
    if (!winner) throw keyReused();
    return winner;
  }
}

/** `/video_order/field/date/`: a field's orders on a local date, by start. */
export async function ordersOfFieldDay(db: Db, actor: Actor, q: FieldDayQuery): Promise<VideoOrder[]> {
  const { field } = await fieldFor(db, actor, q.field_id);
  const rows = await repo.ordersOfFieldDate(db, field.id, q.date);
  return rows.map(orderView);
}

/** The recorded minutes of a field on a local date (their start instants). */
export async function recordedMinutesOf(db: Db, actor: Actor, q: FieldDayQuery): Promise<{ field_id: number; date: string; minutes: string[] }> {
  const { field, facility } = await fieldFor(db, actor, q.field_id);
  const { from, to } = dayWindow(q.date, facility.timezone);
  const minutes = await recordedMinutes(db, field.id, from, to);
  return { field_id: field.id, date: q.date, minutes: minutes.map((m) => m.toISOString()) };
}

/** `/chunk/order_video/field/date/`: the same minutes as a timeline of the field's day (minutes from local midnight). */
export async function recordedTimeline(db: Db, actor: Actor, q: FieldDayQuery, now = new Date()): Promise<RecordedTimeline> {
  const { field, facility } = await fieldFor(db, actor, q.field_id);
  const { from, to } = dayWindow(q.date, facility.timezone);
  const [minutes, camera] = await Promise.all([recordedMinutes(db, field.id, from, to), repo.fieldHasCamera(db, field.id)]);
  const locals = [...new Set(minutes.map((m) => localParts(m.toISOString(), facility.timezone).minute))].sort((a, b) => a - b);
  const hours = hoursOn(field, weekdayOf(q.date));
  const today = todayIn(facility.timezone, now) === q.date;
  return {
    field_id: field.id,
    date: q.date,
    has_camera: camera,
    open: hours?.open ?? null,
    close: hours?.close ?? null,
    now: today ? localParts(now.toISOString(), facility.timezone).minute : null,
    minutes: locals.length,
    runs: runsOf(locals),
  };
}

/** What the checkout adds for a pending order (`/video_order/pos/:id/`): its total and its line's text in the reader's language; E409 once paid, cancelled or failed. */
export async function videoCharge(db: Db, actor: Actor, orderId: number, reader: Reader): Promise<VideoChargeRow> {
  const row = await repo.orderById(db, orderId);
  if (!row) throw new DomainError('E404');
  await facilityFor(db, actor, row.facility_id);
  if (row.status !== 'pending') throw new DomainError('E409', { key: 'videos.order.not_pending' });
  const [contact] = await db.select({ id: contacts.id, name: contacts.name }).from(videoOrders).innerJoin(contacts, eq(contacts.id, videoOrders.contact_id)).where(eq(videoOrders.id, row.id));
  return { video_order_id: row.id, description: (await videoLineTexts(db, [row.id], reader)).get(row.id)!, amount_cents: row.total_cents, contact: contact ?? null };
}
