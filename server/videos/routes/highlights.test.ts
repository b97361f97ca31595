import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilityHighlight, Playback, VideoDetail, VideoHighlight } from '../../../domain/videos/video';
import { videoHighlights, videos } from '../../db/schema';
import { call, expectError, expectOk, startDemoSessions, type DemoSessions } from '../../test-support/http';
import { login, type Session } from '../../test-support/test-server';
import { downloadSigner } from '../download';
import { download } from '../service';

/** Highlights of a video (issue 18 item 6) and the signed download of a video (item 3): what the server holds. */
let s: DemoSessions;
let tech: Session;
beforeAll(async () => {
  s = await startDemoSessions();
  tech = await login(s.server.app, 'tech');
});
afterAll(async () => s?.server.close());

const db = () => s.server.database.db;
const send = (session: Session, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, lang = 'en') =>
  call(s.server.app, method, path, { token: session.access_token, ...(body === undefined ? {} : { payload: body }), lang });

async function videoOf(status: string, facilityId = s.ids.madridId) {
  const rows = await db()
    .select()
    .from(videos)
    .where(and(eq(videos.facility_id, facilityId), eq(videos.status, status), eq(videos.hidden, false)))
    .orderBy(videos.started_at);
  return rows.at(-1)!;
}

describe('highlights of a video', () => {
  it('creates, edits and deletes a highlight within a completed video, listed in its preview', async () => {
    const video = await videoOf('completed');
    const created = expectOk<VideoHighlight>(
      await send(s.rep, 'POST', '/video/highlight/', { video_id: video.id, offset_seconds: 90, duration_seconds: 12, type: 'goal', category: 'hl-Padel', player: 'Lucía' }),
    ).data;
    expect(created).toMatchObject({ video_id: video.id, offset_seconds: 90, duration_seconds: 12, type: 'goal', category: 'hl-Padel', player: 'Lucía' });
    // Its own public code, not its video's: the console's "Copy link" on it leads to its own page.
    expect(created.playback).toMatch(/^[0-9a-f]{32}$/);
    expect(created.playback).not.toBe(video.playback);
    const page = await s.server.app.inject({ method: 'GET', url: `/highlight/${created.playback}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Goal at ');
    expect(page.body).toContain(`/highlight/${created.playback}"`);
    const edited = expectOk<VideoHighlight>(
      await send(s.rep, 'PUT', `/video/highlight/${created.id}/`, { offset_seconds: 120, duration_seconds: 20, type: 'assist', category: 'hl-Padel', player: 'Marta' }),
    ).data;
    expect(edited).toMatchObject({ id: created.id, video_id: video.id, offset_seconds: 120, type: 'assist', player: 'Marta' });
    // Who made it: the staff user who created it (an edit by another keeps its author).
    expect(created.created_by).toBe('Raúl Gómez');
    expect(
      expectOk<VideoHighlight>(await send(s.owner, 'PUT', `/video/highlight/${created.id}/`, { offset_seconds: 120, duration_seconds: 20, type: 'assist', category: 'hl-Padel', player: 'Marta' })).data
        .created_by,
    ).toBe('Raúl Gómez');
    const detail = expectOk<VideoDetail>(await call(s.server.app, 'GET', `/video/${video.id}/`, { token: s.rep.access_token })).data;
    expect(detail.highlights.find((h) => h.id === created.id)).toMatchObject({ offset_seconds: 120, type: 'assist', playback: created.playback, created_by: 'Raúl Gómez' });
    // The facility's highlights (the video view's tab): newest first, with the video's field and start.
    const listed = expectOk<FacilityHighlight[]>(await call(s.server.app, 'GET', `/highlight/paged/?facility_id=${s.ids.madridId}&type=assist`, { token: s.rep.access_token }));
    expect(listed.data[0]).toMatchObject({ id: created.id, video_id: video.id, video_playback: video.playback, video_started_at: video.started_at.toISOString(), created_by: 'Raúl Gómez', player: 'Marta' });
    expect(listed.data[0]!.field_name).toBeTruthy();
    expect(listed.data.every((h) => h.type === 'assist')).toBe(true);
    // Another organization's facility is not found; a user without view 5 or 13 is refused.
    expectError(await call(s.server.app, 'GET', `/highlight/paged/?facility_id=${s.ids.lisbonId}`, { token: s.owner.access_token }), 404, 'E404');
    expectError(await call(s.server.app, 'GET', `/highlight/paged/?facility_id=${s.ids.madridId}`, { token: tech.access_token }), 403, 'E403');
    expectOk(await send(s.rep, 'DELETE', `/video/highlight/${created.id}/`));
    expect(await db().select().from(videoHighlights).where(eq(videoHighlights.id, created.id))).toHaveLength(0);
  });

  it('refuses a moment past the end of the video, with a translated message on the offset, and writes nothing', async () => {
    const video = await videoOf('completed');
    const before = await db().select().from(videoHighlights).where(eq(videoHighlights.video_id, video.id));
    const end = video.duration * 60;
    const body = expectError(await send(s.rep, 'POST', '/video/highlight/', { video_id: video.id, offset_seconds: end - 5, duration_seconds: 10, type: 'foul', category: 'x' }, 'es'), 400, 'E400');
    expect(body.message.text).toBe(`La jugada debe estar dentro del vídeo: su inicio más su duración no pueden pasar del final (${video.duration} min)`);
    expect(JSON.stringify(body.data)).toContain('offset_seconds');
    // Exactly at the end is within.
    const last = expectOk<VideoHighlight>(await send(s.rep, 'POST', '/video/highlight/', { video_id: video.id, offset_seconds: end - 10, duration_seconds: 10, type: 'foul', category: 'x' })).data;
    expectError(await send(s.rep, 'PUT', `/video/highlight/${last.id}/`, { offset_seconds: end - 9, duration_seconds: 10, type: 'foul', category: 'x' }), 400, 'E400');
    expectOk(await send(s.rep, 'DELETE', `/video/highlight/${last.id}/`));
    // Bad input: a type not in the list, no category.
    expectError(await send(s.rep, 'POST', '/video/highlight/', { video_id: video.id, offset_seconds: 1, duration_seconds: 1, type: 'save', category: 'x' }), 400, 'E400');
    expectError(await send(s.rep, 'POST', '/video/highlight/', { video_id: video.id, offset_seconds: 1, duration_seconds: 1, type: 'goal', category: ' ' }), 400, 'E400');
    expect(await db().select().from(videoHighlights).where(eq(videoHighlights.video_id, video.id))).toHaveLength(before.length);
  });

  it('goes only on a recorded video of the actor’s facility, by staff with the videos or highlights view', async () => {
    const scheduled = await videoOf('scheduled');
    const refused = expectError(await send(s.rep, 'POST', '/video/highlight/', { video_id: scheduled.id, offset_seconds: 0, duration_seconds: 5, type: 'goal', category: 'x' }), 409, 'E409');
    expect(refused.message.text).toBe('Highlights go on a recorded video (processing or completed)');
    const brooklyn = await videoOf('completed', s.ids.brooklynId);
    expectError(await send(s.rep, 'POST', '/video/highlight/', { video_id: brooklyn.id, offset_seconds: 0, duration_seconds: 5, type: 'goal', category: 'x' }), 404, 'E404');
    const mine = await videoOf('completed');
    expectError(await send(tech, 'POST', '/video/highlight/', { video_id: mine.id, offset_seconds: 0, duration_seconds: 5, type: 'goal', category: 'x' }), 403, 'E403');
    // Another facility's highlight cannot be edited or deleted by the Madrid representative.
    const theirs = expectOk<VideoHighlight>(await send(s.owner, 'POST', '/video/highlight/', { video_id: brooklyn.id, offset_seconds: 0, duration_seconds: 5, type: 'goal', category: 'x' })).data;
    expectError(await send(s.rep, 'PUT', `/video/highlight/${theirs.id}/`, { offset_seconds: 0, duration_seconds: 5, type: 'goal', category: 'y' }), 404, 'E404');
    expectError(await send(s.rep, 'DELETE', `/video/highlight/${theirs.id}/`), 404, 'E404');
  });
});

describe('the download of a video', () => {
  it('answers a signed link that opens without a token and serves the recorded minutes; a tampered link is refused', async () => {
    const video = await videoOf('completed');
    const link = expectOk<Playback>(await call(s.server.app, 'GET', `/video/playback/?video_id=${video.id}`, { token: s.rep.access_token })).data;
    expect(link.url).toMatch(new RegExp(`^/api/v1/video/download/${video.playback}/\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const file = await call(s.server.app, 'GET', link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="sideline-${video.playback}.m3u8"`);
    expect(file.body.startsWith('#EXTM3U\n')).toBe(true);
    expect(file.body).toContain('#EXT-X-ENDLIST');
    const tampered = link.url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect(expectError(await call(s.server.app, 'GET', tampered, { lang: 'es' }), 401, 'E401').message.text).toBe('Este enlace de descarga ha caducado o no es válido: pide uno nuevo');
    // Another video's code with this signature.
    const other = await videoOf('processing');
    expectError(await call(s.server.app, 'GET', link.url.replace(video.playback, other.playback)), 401, 'E401');
  });

  it('refuses an expired link, and a video past its 30 days even with a good link', async () => {
    const video = await videoOf('completed');
    const signer = downloadSigner('a test secret');
    const now = new Date();
    const { expires, url } = signer.link(video.playback, now);
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    await expect(download(db(), signer, video.playback, { expires, signature }, new Date(now.getTime() + 301_000))).rejects.toMatchObject({ code: 'E401' });
    const late = new Date(video.started_at.getTime() + (video.duration + 31 * 24 * 60) * 60_000);
    const lateLink = signer.link(video.playback, late);
    const lateSignature = new URL(lateLink.url, 'http://x').searchParams.get('signature')!;
    await expect(download(db(), signer, video.playback, { expires: lateLink.expires, signature: lateSignature }, late)).rejects.toMatchObject({ code: 'E409', text: { key: 'videos.refused.not_available' } });
  });
});
