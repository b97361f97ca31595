import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoOrder, VideoOrderDetail } from '../../../domain/videos/orders';
import type { Playback, Video, VideoDetail } from '../../../domain/videos/video';
import { invoiceLines, invoicePayments, invoiceRefunds, invoices, videoOrders, videos } from '../../db/schema';
import { call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../../test-support/http';
import { login, type Session } from '../../test-support/test-server';
import { advanceRecording } from '../service';

/** The staff actions on a video (issue 18 item 3) and the order history (item 8): the rules the server holds whatever the console shows. */
let s: DemoSessions;
let tech: Session;
beforeAll(async () => {
  s = await startDemoSessions();
  tech = await login(s.server.app, 'tech');
});
afterAll(async () => s?.server.close());

const db = () => s.server.database.db;
const put = (session: Session, path: string, body: unknown, lang = 'en') => call(s.server.app, 'PUT', path, { token: session.access_token, payload: body, lang });
const get = (session: Session, path: string) => call(s.server.app, 'GET', path, { token: session.access_token });

/** A seeded video of Madrid in this state (seed-videos.ts seedVideoLife). */
async function videoOf(status: string, hidden = false, facilityId = s.ids.madridId) {
  const rows = await db()
    .select()
    .from(videos)
    .where(and(eq(videos.facility_id, facilityId), eq(videos.status, status), eq(videos.hidden, hidden)))
    .orderBy(videos.started_at);
  return rows;
}

describe('the rules of a video’s life', () => {
  it('refuses to edit the start time of a completed video, with its message, and writes nothing', async () => {
    const [done] = await videoOf('completed');
    const res = await put(s.rep, '/video/edit/start_time/', { video_id: done!.id, start_time: '2026-01-01T10:00:00Z' }, 'es');
    const body = expectError(res, 409, 'E409');
    expect(body.message.text).toBe('Este vídeo está completado: su hora de inicio ya no puede cambiar');
    const [after] = await db().select().from(videos).where(eq(videos.id, done!.id));
    expect(after!.started_at.toISOString()).toBe(done!.started_at.toISOString());
  });

  it('moves the start of a scheduled video and of its order', async () => {
    const scheduled = (await videoOf('scheduled')).at(-1)!;
    const moved = new Date(scheduled.started_at.getTime() + 30 * 60_000).toISOString();
    const body = expectOk<Video>(await put(s.rep, '/video/edit/start_time/', { video_id: scheduled.id, start_time: moved }));
    expect(body.data.started_at).toBe(moved);
    const [order] = await db().select().from(videoOrders).where(eq(videoOrders.id, scheduled.video_order_id!));
    expect(order!.start_at.toISOString()).toBe(moved);
  });

  it('refuses to cancel once the booking started; nothing changes', async () => {
    const [live] = await videoOf('recording');
    expectError(await put(s.rep, '/video/transaction/cancel/', { video_id: live!.id }), 409, 'E409');
    const [after] = await db().select().from(videos).where(eq(videos.id, live!.id));
    expect(after!.status).toBe('recording');
  });

  it('cancels a scheduled video before its start, refunding its payment through the ledger', async () => {
    const [scheduled] = await videoOf('scheduled');
    const [order] = await db().select().from(videoOrders).where(eq(videoOrders.id, scheduled!.video_order_id!));
    // Its order was sold at the counter when it was ordered (the demo's sale, seed-payments.ts `seedVideoDeskPayments`): one captured payment of its total.
    const [line] = await db().select().from(invoiceLines).where(eq(invoiceLines.video_order_id, order!.id));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, line!.invoice_id));
    const [payment] = await db().select().from(invoicePayments).where(eq(invoicePayments.invoice_id, invoice!.id));
    expect(order!.status).toBe('paid');
    expect(invoice!.status).toBe('paid');
    expect(payment).toMatchObject({ status: 'captured', amount_cents: order!.total_cents });
    expect(['cash', 'onsite']).toContain(payment!.method);

    const body = expectOk<Video>(await put(s.rep, '/video/transaction/cancel/', { video_id: scheduled!.id }));
    expect(body.data.status).toBe('cancelled');
    const refunds = await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, invoice!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: order!.total_cents, status: 'succeeded' });
    const [after] = await db().select().from(videoOrders).where(eq(videoOrders.id, order!.id));
    expect(after!.status).toBe('refunded');

    // The order history shows the payment and its refund; again: refused, nothing refunded twice.
    const detail = expectOk<VideoOrderDetail>(await get(s.owner, `/video_order/${order!.id}/`));
    expect(detail.data.lines.filter((l) => l.kind === 'payment' || l.kind === 'refund').map((l) => l.amount_cents)).toEqual([order!.total_cents, -order!.total_cents]);
    expectError(await put(s.rep, '/video/transaction/cancel/', { video_id: scheduled!.id }), 409, 'E409');
    expect(await db().select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, invoice!.id))).toHaveLength(1);
  });

  it('downloads within 30 days of the end, and answers ‘video not available’ after', async () => {
    const completed = await videoOf('completed');
    const old = completed[0]!;
    const recent = completed.at(-1)!;
    expect(Date.now() - old.started_at.getTime()).toBeGreaterThan(31 * 86_400_000);
    const refused = expectError(await get(s.rep, `/video/playback/?video_id=${old.id}`), 409, 'E409');
    expect(refused.message.text).toBe('video not available');
    const link = expectOk<Playback>(await get(s.rep, `/video/playback/?video_id=${recent.id}`));
    expect(link.data.url).toContain(recent.playback);
  });

  it('hides only after recording (no refund), lists hidden videos apart, and shows them again', async () => {
    const [scheduled] = (await videoOf('scheduled')).slice(-1);
    expectError(await put(s.rep, '/video/transaction/edit/', { video_id: scheduled!.id, hidden: true }), 409, 'E409');
    const [processing] = await videoOf('processing');
    expect(expectOk<Video>(await put(s.rep, '/video/transaction/edit/', { video_id: processing!.id, hidden: true })).data.hidden).toBe(true);
    const hidden = expectOk<Video[]>(await get(s.rep, `/video/paged/?facility_id=${s.ids.madridId}&status=hidden&count=100`));
    expect(hidden.data.map((v) => v.id)).toContain(processing!.id);
    expect(hidden.data.every((v) => v.hidden)).toBe(true);
    expect(expectOk<Video>(await put(s.rep, '/video/transaction/edit/', { video_id: processing!.id, hidden: false })).data.hidden).toBe(false);
  });

  it('completes a video hidden while it was processing (the recording job’s step), and it downloads then', async () => {
    const [processing] = await videoOf('processing');
    expectOk<Video>(await put(s.rep, '/video/transaction/edit/', { video_id: processing!.id, hidden: true }));
    expectError(await get(s.rep, `/video/playback/?video_id=${processing!.id}`), 409, 'E409');
    // The recording job's step (recording-job.ts; running the whole job here would move the other seeded videos too).
    expect(await advanceRecording(db(), processing!.id, { type: 'processing.done' })).toBe('completed');
    const [after] = await db().select().from(videos).where(eq(videos.id, processing!.id));
    expect(after).toMatchObject({ status: 'completed', hidden: true });
    expect(expectOk<Playback>(await get(s.rep, `/video/playback/?video_id=${processing!.id}`)).data.url).toContain(processing!.playback);
    expectOk<Video>(await put(s.rep, '/video/transaction/edit/', { video_id: processing!.id, hidden: false }));
  });

  it('keeps tenancy and views: another facility’s video is not found, a user without the videos view is refused', async () => {
    const [brooklyn] = await videoOf('completed', false, s.ids.brooklynId);
    expectError(await put(s.rep, '/video/transaction/edit/', { video_id: brooklyn!.id, hidden: true }), 404, 'E404');
    expectError(await get(s.rep, `/video/playback/?video_id=${brooklyn!.id}`), 404, 'E404');
    const [madrid] = await videoOf('completed');
    expectError(await put(tech, '/video/transaction/edit/', { video_id: madrid!.id, hidden: true }), 403, 'E403');
    // The order history is view 2: the representative does not hold it.
    expectError(await get(s.rep, `/video_order/paged/?facility_id=${s.ids.madridId}`), 403, 'E403');
    expectError(await get(s.owner, `/video_order/paged/?facility_id=${s.ids.lisbonId}`), 404, 'E404');
  });

  it('moves a recording along its life only as the machine allows', async () => {
    const [cancelled] = await videoOf('cancelled');
    const [live] = await videoOf('recording');
    expect(await advanceRecording(db(), live!.id, { type: 'recording.finished' })).toBe('processing');
    expect(await advanceRecording(db(), live!.id, { type: 'recording.started' })).toBeNull();
    // A cancelled video stays cancelled.
    expect(await advanceRecording(db(), cancelled!.id, { type: 'recording.started' })).toBeNull();
  });
});

describe('the video list and preview', () => {
  it('filters by status, field and local date, and shows highlights and payment lines in the preview', async () => {
    const failed = expectOk<Video[]>(await get(s.rep, `/video/paged/?facility_id=${s.ids.madridId}&status=failed`));
    expect(failed.total).toBe(1);
    const one = failed.data[0]!;
    const byField = expectOk<Video[]>(await get(s.rep, `/video/paged/?facility_id=${s.ids.madridId}&field_id=${one.field_id}&count=100`));
    expect(byField.data.every((v) => v.field_id === one.field_id)).toBe(true);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(one.started_at));
    const byDate = expectOk<Video[]>(await get(s.rep, `/video/paged/?facility_id=${s.ids.madridId}&date=${day}&count=100`));
    expect(byDate.data.map((v) => v.id)).toContain(one.id);

    const withHighlights = await db().select({ id: videos.id }).from(videos).where(eq(videos.facility_id, s.ids.madridId));
    let found: VideoDetail | null = null;
    for (const v of withHighlights) {
      const d = expectOk<VideoDetail>(await get(s.rep, `/video/${v.id}/`)).data;
      if (d.highlights.length > 0) {
        found = d;
        break;
      }
    }
    expect(found!.highlights[0]).toMatchObject({ duration_seconds: 15 });
    expect(['goal', 'foul', 'assist']).toContain(found!.highlights[0]!.type);
  });

  it('lists every video order with its status for the owner', async () => {
    const list = expectOk<VideoOrder[]>(await get(s.owner, `/video_order/paged/?facility_id=${s.ids.madridId}&count=100`));
    // The video life's 8 (server/db/seed-videos.ts) and the app's paid orders, two a day for three weeks (server/db/seed-payments.ts).
    expect(list.total).toBe(8 + 2 * 21);
    expect(new Set(list.data.map((o) => o.status))).toEqual(new Set(['paid', 'pending', 'failed', 'cancelled', 'refunded']));
    const pending = list.data.find((o) => o.status === 'pending')!;
    const detail = expectOk<VideoOrderDetail>(await get(s.owner, `/video_order/${pending.id}/`));
    expect(detail.data.lines[0]).toMatchObject({ kind: 'price', amount_cents: 1000 });
    expect(detail.data.lines.reduce((sum, l) => sum + (['payment', 'refund'].includes(l.kind) ? 0 : l.amount_cents), 0)).toBe(pending.total_cents);
  });
});
