import { eq } from 'drizzle-orm';
import { dayWindow } from '../../domain/bookings/schedule';
import { legacyVideoRefundKey, refundableOf, videoRefundKey } from '../../domain/pos/refund';
import { orderShares, type VideoOrder, type VideoOrderDetail, type VideoOrderLine, type VideoOrderPageQuery } from '../../domain/videos/orders';
import { cancelRefusal, downloadRefusal, downloadUntil, editStartRefusal, hideRefusal, showRefusal, type VideoFacts, type VideoRefusal, type VideoStatus } from '../../domain/videos/rules';
import { highlightRefusal, highlightVideoRefusal, type HighlightInput, type HighlightRefusal, type HighlightUpdate } from '../../domain/videos/highlights';
import type { FacilityHighlight, HighlightPageQuery, Playback, Video, VideoDetail, VideoHighlight, VideoPageQuery } from '../../domain/videos/video';
import { lifecycleAfter, type LifecycleEvent } from '../../machines/recording.machine';
import { facilityFor } from '../bookings/access';
import { actorUserId, type Actor } from '../auth/actor';
import type { Db, Tx } from '../db/connect';
import { videoOrders } from '../db/schema';
import type { Reader } from '../http/i18n';
import { DomainError, invalidInput } from '../domain-error';
import { cardContextOf } from '../pos/card/context';
import { refundPayment } from '../pos/refund-service';
import { playlistOf, type DownloadSigner } from './download';
import * as repo from './repository';

/**
 * The videos of a facility and their orders (issue 18 items 3, 6, 8): reads, and the staff
 * actions the recording machine allows (machines/recording.machine.ts), each checked here against
 * the same rules (domain/videos/rules.ts) and the actor's tenancy, one transaction per change.
 */

const refused = (code: VideoRefusal) => new DomainError('E409', { key: `videos.refused.${code}` });

const factsOf = (row: repo.VideoRow): VideoFacts => ({ status: row.status as VideoStatus, hidden: row.hidden, starts_at: row.starts_at.toISOString(), duration: row.duration });

export function videoView({ group_id: _group, started_at, starts_at, ...row }: repo.VideoRow): Video {
  const facts = { status: row.status as VideoStatus, hidden: row.hidden, starts_at: starts_at.toISOString(), duration: row.duration };
  return {
    ...row,
    status: facts.status,
    started_at: started_at.toISOString(),
    starts_at: facts.starts_at,
    // The download window runs from the end of the recording itself.
    download_until: downloadUntil({ starts_at: started_at.toISOString(), duration: row.duration }).toISOString(),
  };
}

/** The video, if the actor may act on its facility (E404 otherwise, as when it does not exist). */
async function videoFor(db: Db, actor: Actor, id: number): Promise<repo.VideoRow> {
  const row = await repo.videoById(db, id);
  if (!row) throw new DomainError('E404');
  await facilityFor(db, actor, row.facility_id);
  return row;
}

export async function listVideos(db: Db, actor: Actor, q: VideoPageQuery): Promise<{ data: Video[]; total: number }> {
  const facility = await facilityFor(db, actor, q.facility_id);
  const window = q.date ? dayWindow(q.date, facility.timezone) : undefined;
  const { rows, total } = await repo.pageOfVideos(db, { facilityId: facility.id, fieldId: q.field_id, from: window?.from, to: window?.to, status: q.status, search: q.search }, q.count, q.page);
  return { data: rows.map(videoView), total };
}

export async function videoDetail(db: Db, actor: Actor, id: number): Promise<VideoDetail> {
  const row = await videoFor(db, actor, id);
  const [highlights, payments, currency, order] = await Promise.all([
    repo.highlightsOf(db, id),
    repo.paymentLinesOf(db, { videoOrderId: row.video_order_id, bookingId: row.video_order_id ? null : row.booking_id }),
    repo.currencyOfGroup(db, row.group_id),
    row.video_order_id ? repo.orderById(db, row.video_order_id) : Promise.resolve(undefined),
  ]);
  return {
    ...videoView(row),
    highlights: highlights.map(highlightView),
    payments,
    order_total_cents: order?.total_cents ?? null,
    currency,
  };
}

/**
 * Cancels a scheduled video before its booking (or order) starts (SPEC §9): what its order's sales
 * took goes back through the ledger (refundPayment, keyed by order and payment, so a retry refunds
 * nothing twice), then the video and its order are cancelled in one transaction. Refused, nothing
 * written: after the start, or a video past scheduled.
 */
export async function cancelVideo(db: Db, actor: Actor, id: number, now = new Date()): Promise<Video> {
  const row = await videoFor(db, actor, id);
  const why = cancelRefusal(factsOf(row), now);
  if (why) throw refused(why);
  const refunded = row.video_order_id ? await refundVideoOrder(db, actor, row.video_order_id, 'cancel') : 0;
  await db.transaction(async (tx) => {
    await repo.lockVideo(tx, id);
    const current = (await repo.videoById(tx, id))!;
    // A second cancel that waited on the lock finds it cancelled already: the same answer.
    if (current.status === 'cancelled') return;
    const again = cancelRefusal(factsOf(current), now);
    if (again) throw refused(again);
    await repo.updateVideo(tx, id, { status: 'cancelled' });
    if (row.video_order_id) await repo.setOrderStatus(tx, row.video_order_id, refunded > 0 ? 'refunded' : 'cancelled');
  });
  return videoView((await repo.videoById(db, id))!);
}

/**
 * Gives back what a video order's sales took for it, up to its total, from each payment in turn
 * (its recording failed, or staff cancelled it): keyed by order and payment (`videoRefundKey`), a
 * rerun refunds nothing twice, and the bookings a sale paid with it keep what they were paid. A
 * declined card refund throws, unless `declined` takes it (the refund stays on the ledger as
 * declined, for staff to settle). Answers the amount refunded.
 */
export async function refundVideoOrder(db: Db, actor: Actor, orderId: number, why: 'failed' | 'cancel', declined?: (err: unknown) => void): Promise<number> {
  const [order] = await db.select({ total_cents: videoOrders.total_cents }).from(videoOrders).where(eq(videoOrders.id, orderId));
  let left = order?.total_cents ?? 0;
  for (const p of await repo.capturedPaymentsOfOrder(db, orderId)) {
    const amount = Math.min(left, refundableOf({ status: 'captured', amount: p.amount_cents, nonRefundable: p.non_refundable_cents, refunded: p.refunded_cents }));
    if (amount <= 0) continue;
    const reason = why === 'failed' ? 'video failed: camera offline' : 'video cancelled';
    try {
      // A refund written before with the earlier key is found by it (a rerun refunds nothing twice).
      const legacy = legacyVideoRefundKey(why, orderId, p.id);
      const key = (await repo.refundKeyExists(db, p.group_id, legacy)) ? legacy : videoRefundKey(why, orderId, p.id);
      await refundPayment(db, actor, cardContextOf(db).provider, { idempotency_key: key, payment_id: p.id, amount_cents: amount, reason });
      left -= amount;
    } catch (err) {
      if (!declined) throw err;
      declined(err);
    }
  }
  return (order?.total_cents ?? 0) - left;
}

/** Moves a video's start (and its order's), not once it is completed (nor cancelled, failed or hidden). */
export async function editStartTime(db: Db, actor: Actor, id: number, startAt: Date): Promise<Video> {
  await videoFor(db, actor, id);
  await db.transaction(async (tx) => {
    await repo.lockVideo(tx, id);
    const current = (await repo.videoById(tx, id))!;
    const why = editStartRefusal(factsOf(current));
    if (why) throw refused(why);
    await repo.updateVideo(tx, id, { started_at: startAt });
    if (current.video_order_id) await repo.moveOrderStart(tx, current.video_order_id, startAt);
  });
  return videoView((await repo.videoById(db, id))!);
}

/** Hides a video from the app after its recording (no refund), or shows it again. */
export async function setHidden(db: Db, actor: Actor, id: number, hidden: boolean): Promise<Video> {
  await videoFor(db, actor, id);
  await db.transaction(async (tx) => {
    await repo.lockVideo(tx, id);
    const current = (await repo.videoById(tx, id))!;
    const why = hidden ? hideRefusal(factsOf(current)) : showRefusal(factsOf(current));
    if (why) throw refused(why);
    await repo.updateVideo(tx, id, { hidden });
  });
  return videoView((await repo.videoById(db, id))!);
}

/**
 * The download link of a completed video, within 30 days of its end; after: 'video not available'.
 * The link is signed (download.ts) and lasts DOWNLOAD_LINK_SECONDS; opening it asks the rule again.
 */
export async function playback(db: Db, actor: Actor, id: number, signer: DownloadSigner, now = new Date()): Promise<Playback> {
  const row = await videoFor(db, actor, id);
  const facts = { ...factsOf(row), starts_at: row.started_at.toISOString() };
  const why = downloadRefusal(facts, now);
  if (why) throw refused(why);
  return { url: signer.link(row.playback, now).url, download_until: downloadUntil(facts).toISOString() };
}

/**
 * The file behind a signed download link: refused (401) when the link is wrong or expired, and
 * 'video not available' when the video can no longer be downloaded (the 30 days passed since the link was made).
 */
export async function download(db: Db, signer: DownloadSigner, playbackCode: string, link: { expires: number; signature: string }, now = new Date()): Promise<{ filename: string; body: string }> {
  if (!signer.valid(playbackCode, link.expires, link.signature, now)) throw new DomainError('E401', { key: 'videos.download.linkExpired' });
  const row = await repo.videoByPlayback(db, playbackCode);
  if (!row) throw new DomainError('E404');
  const why = downloadRefusal({ ...factsOf(row), starts_at: row.started_at.toISOString() }, now);
  if (why) throw refused(why);
  const end = new Date(row.started_at.getTime() + row.duration * 60_000);
  const chunks = await repo.chunksOfField(db, row.field_id, row.started_at, end);
  return { filename: `sideline-${row.playback}.m3u8`, body: playlistOf(row, chunks) };
}

export async function videoViews(db: Db, actor: Actor, id: number): Promise<{ video_id: number; views: number }> {
  const row = await videoFor(db, actor, id);
  return { video_id: row.id, views: row.views };
}

/** A visit of the video's public page (server/public/): one more view. The page decides whether a visit counts. */
export async function countView(db: Db, id: number): Promise<void> {
  await repo.addView(db, id);
}

/**
 * The camera side moves a recording along its life (scheduled → recording → processing →
 * completed, or failed), as the recording machine allows; answers the new status, or null when
 * the machine refuses the step (nothing written). The seam of the camera ingest (issue 18 item 1)
 * and of the recording job (recording-job.ts); `after` runs in the same transaction.
 */
export async function advanceRecording(db: Db, id: number, event: LifecycleEvent, after?: (tx: Tx, next: VideoStatus, video: repo.VideoRow) => Promise<void>): Promise<VideoStatus | null> {
  return db.transaction(async (tx) => {
    await repo.lockVideo(tx, id);
    const current = await repo.videoById(tx, id);
    if (!current) return null;
    const next = lifecycleAfter({ id, ...factsOf(current) }, event);
    if (!next) return null;
    await repo.updateVideo(tx, id, { status: next });
    if (next === 'failed' && current.video_order_id) await repo.setOrderStatus(tx, current.video_order_id, 'failed');
    // What goes with the step, in its transaction (the recording job's notice of a failure).
    if (after) await after(tx, next, current);
    return next;
  });
}

// ---- Highlights of a video (issue 18 item 6, view 13)

function highlightView(h: repo.HighlightRow): VideoHighlight {
  return {
    id: h.id,
    video_id: h.video_id,
    playback: h.playback,
    offset_seconds: h.offset_seconds,
    duration_seconds: h.duration_seconds,
    type: h.type as VideoHighlight['type'],
    category: h.category,
    player: h.player,
    created_by: h.created_by_name,
    created_at: h.created_at.toISOString(),
  };
}

/** Refused with the field it is about: a moment past the video's end (offset), or a video not recorded. */
function highlightRefused(code: HighlightRefusal, minutes: number): DomainError {
  const text = { key: `videos.highlight.${code}`, params: { minutes } };
  return code === 'outside_video' ? invalidInput('offset_seconds', text, { message: text }) : new DomainError('E409', text);
}

function checkHighlight(video: repo.VideoRow, values: Pick<HighlightInput, 'offset_seconds' | 'duration_seconds'>): void {
  const why = highlightVideoRefusal(factsOf(video)) ?? highlightRefusal(values, video.duration);
  if (why) throw highlightRefused(why, video.duration);
}

const highlightValues = ({ offset_seconds, duration_seconds, type, category, player }: HighlightUpdate) => ({ offset_seconds, duration_seconds, type, category, player });

/** A new highlight on a recorded video of the actor's facility, within the video (offset + duration ≤ its length). */
export async function createHighlight(db: Db, actor: Actor, input: HighlightInput): Promise<VideoHighlight> {
  await videoFor(db, actor, input.video_id);
  return db.transaction(async (tx) => {
    await repo.lockVideo(tx, input.video_id);
    checkHighlight((await repo.videoById(tx, input.video_id))!, input);
    const made = await repo.insertHighlight(tx, input.video_id, { ...highlightValues(input), created_by: actorUserId(actor) });
    return highlightView(await repo.highlightWithAuthor(tx, made.id));
  });
}

/** `GET /highlight/paged/`: the highlights of a facility's videos, newest first (the video view's highlights tab). */
export async function listHighlights(db: Db, actor: Actor, q: HighlightPageQuery): Promise<{ data: FacilityHighlight[]; total: number }> {
  const facility = await facilityFor(db, actor, q.facility_id);
  const { rows, total } = await repo.pageOfHighlights(db, { facilityId: facility.id, type: q.type }, q.count, q.page);
  return { data: rows.map((r) => ({ ...highlightView(r), field_name: r.field_name, video_started_at: r.video_started_at.toISOString(), video_playback: r.video_playback })), total };
}

/** The highlight and its video, if the actor may act on the video's facility (E404 otherwise). */
async function highlightFor(db: Db, actor: Actor, id: number) {
  const row = await repo.highlightById(db, id);
  if (!row) throw new DomainError('E404');
  await videoFor(db, actor, row.video_id);
  return row;
}

export async function updateHighlight(db: Db, actor: Actor, id: number, input: HighlightUpdate): Promise<VideoHighlight> {
  const current = await highlightFor(db, actor, id);
  return db.transaction(async (tx) => {
    await repo.lockVideo(tx, current.video_id);
    checkHighlight((await repo.videoById(tx, current.video_id))!, input);
    await repo.updateHighlight(tx, id, highlightValues(input));
    return highlightView(await repo.highlightWithAuthor(tx, id));
  });
}

export async function deleteHighlight(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  const current = await highlightFor(db, actor, id);
  await db.transaction((tx) => repo.deleteHighlight(tx, current.id));
  return { id };
}

// ---- The order history (view 2)

export function orderView({ group_id: _group, start_at, created_at, ...row }: repo.OrderRow): VideoOrder {
  return { ...row, status: row.status as VideoOrder['status'], video_status: row.video_status as VideoStatus | null, start_at: start_at.toISOString(), created_at: created_at.toISOString() };
}

export async function listOrders(db: Db, actor: Actor, q: VideoOrderPageQuery): Promise<{ data: VideoOrder[]; total: number }> {
  const facility = await facilityFor(db, actor, q.facility_id);
  const { rows, total } = await repo.pageOfOrders(db, { facilityId: facility.id, status: q.status, fieldId: q.field_id, date: q.date, search: q.search }, q.count, q.page);
  return { data: rows.map(orderView), total };
}

export async function orderDetail(db: Db, actor: Actor, id: number, reader: Reader): Promise<VideoOrderDetail> {
  const row = await repo.orderById(db, id);
  if (!row) throw new DomainError('E404');
  await facilityFor(db, actor, row.facility_id);
  const [{ lineCents, payments, refunds }, currency] = await Promise.all([repo.ledgerOfOrder(db, id), repo.currencyOfGroup(db, row.group_id)]);
  // The order's own part of each payment and refund (a sale may have paid a booking with it).
  const shares = orderShares(lineCents, payments, refunds);
  const parts: VideoOrderLine[] = (
    [
      ['price', row.price_cents],
      ['discount', -row.discount_cents],
      ['commission', row.commission_cents],
      ['tax', row.tax_cents],
      ['service_fee', row.service_fee_cents],
    ] as const
  )
    .filter(([kind, cents]) => kind === 'price' || cents !== 0)
    .map(([kind, cents]) => ({ kind, description: kind, amount_cents: cents, at: null }));
  // Payments and refunds name their method in the reader's language ("Pago (Efectivo)").
  const method = (m: string) => reader.t(`pos.method.${m}`, { defaultValue: m });
  const ledger: VideoOrderLine[] = [
    ...payments.flatMap((p, i) => (shares.payments[i]! > 0 ? [{ kind: 'payment' as const, description: method(p.method), amount_cents: shares.payments[i]!, at: p.at?.toISOString() ?? null }] : [])),
    ...refunds.flatMap((r, i) => (shares.refunds[i]! > 0 ? [{ kind: 'refund' as const, description: method(r.method), amount_cents: -shares.refunds[i]!, at: r.at?.toISOString() ?? null }] : [])),
  ];
  return { ...orderView(row), lines: [...parts, ...ledger], currency };
}
