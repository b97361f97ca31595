import { readFileSync } from 'node:fs';
import { and, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUsers, bookings, contacts, fields, RANDOM_PLAYBACK, videoHighlights, videos } from '../db/schema';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createViewGate } from './views';

/** The public pages of SPEC §2.1 (issue 19): server-rendered HTML with link previews, their messages, 404s and the per-address limit. */
let server: TestServer;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let completed: { playback: string; id: number; booking_id: number | null; field_id: number };
let hidden: string;
let cancelled: string;
let failed: string;
let highlight: string;
let dotted: string;

beforeAll(async () => {
  server = await startTestServer({ publicPages: { appScheme: 'sideline://', appStoreUrl: 'https://apps.example/ios', playStoreUrl: 'https://play.example/android', publicUrl: 'https://share.example' } });
  const { db } = server.database;
  const pick = async (where: SQL | undefined) =>
    (await db.select({ playback: videos.playback, id: videos.id, booking_id: videos.booking_id, field_id: videos.field_id }).from(videos).where(where).limit(1))[0]!;
  completed = await pick(and(eq(videos.status, 'completed'), eq(videos.hidden, false), isNotNull(videos.booking_id)));
  hidden = (await pick(eq(videos.hidden, true))).playback;
  cancelled = (await pick(eq(videos.status, 'cancelled'))).playback;
  failed = (await pick(eq(videos.status, 'failed'))).playback;
  highlight = (await db.select({ playback: videoHighlights.playback }).from(videoHighlights).limit(1))[0]!.playback;
  dotted = (await db.select({ username: appUsers.username }).from(appUsers).where(and(like(appUsers.username, '%.%'), eq(appUsers.status, 'A'))).limit(1))[0]!.username;
});
afterAll(async () => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP, ...headers } });
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe('public pages', () => {
  it('answers every video route with a server-rendered page carrying its link preview, no console script', async () => {
    for (const url of [`/video/${completed.playback}`, `/va/${completed.playback}`, `/video-share/${completed.playback}`, `/video/${completed.playback}/${dotted}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(meta(res.body, 'og:title')).toMatch(/^Video at /);
      expect(meta(res.body, 'og:url')).toBe(`https://share.example/video/${completed.playback}`);
      expect(meta(res.body, 'og:image')).toMatch(/^https:\/\/share\.example\//);
      expect(meta(res.body, 'twitter:card')).toBe('summary_large_image');
      expect(res.body).toContain(`<link rel="canonical" href="https://share.example/video/${completed.playback}">`);
      expect(res.body).toContain('This video plays only in the Sideline app.');
      expect(res.body).not.toMatch(/\/assets\/|index-.*\.js/);
      expect(res.body.match(/<script/g)).toHaveLength(1);
    }
    expect((await get(`/video/${completed.playback}/${dotted}`)).body).toContain(`Shared by ${dotted}`);
    // An unknown username is not echoed back (no text injected through the address).
    expect((await get(`/video/${completed.playback}/free.money.here`)).body).not.toContain('Shared by');
  });

  it('answers the highlight routes, usernames with dots and accents included', async () => {
    for (const url of [`/highlight/${highlight}`, `/vh/${highlight}`, `/share/${highlight}/${dotted}`, `/highlight/${highlight}/${encodeURIComponent('josé.núñez')}`, `/share/${highlight}/`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(meta(res.body, 'og:url')).toBe(`https://share.example/highlight/${highlight}`);
      expect(res.body).toMatch(/(Goal|Foul|Assist) at /);
    }
  });

  it('shows nothing private: no phone, e-mail or price', async () => {
    const [booking] = await server.database.db
      .select({ phone: contacts.phone, email: contacts.email, amount: bookings.amount_cents })
      .from(bookings)
      .innerJoin(contacts, eq(contacts.id, bookings.contact_id))
      .where(eq(bookings.id, completed.booking_id!));
    const body = (await get(`/video/${completed.playback}`)).body;
    if (booking!.phone) expect(body).not.toContain(booking!.phone);
    if (booking!.email) expect(body).not.toContain(booking!.email);
    expect(body).not.toMatch(/€|\$\d|price|precio/i);
  });

  it('speaks Spanish by Accept-Language and by ?lang, with a switch', async () => {
    const es = await get(`/video/${completed.playback}`, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('Este vídeo solo se reproduce en la app de Sideline.');
    expect(es.body).toContain(`href="/video/${completed.playback}?lang=en"`);
    const en = await get(`/video/${completed.playback}?lang=en`, { 'accept-language': 'es' });
    expect(en.body).toContain('Watch in the app');
  });

  it('falls back by platform: App Store on an iPhone, Play Store on Android, our download page with a QR code on a desktop', async () => {
    const ios = (await get(`/video/${completed.playback}`, { 'user-agent': IPHONE })).body;
    expect(ios).toContain(`<a class="cta" href="https://apps.example/ios" data-app="sideline://video/${completed.playback}">`);
    const android = (await get(`/app-reditect/${completed.playback}`, { 'user-agent': ANDROID })).body;
    expect(android).toContain('<body data-auto>');
    expect(android).toContain(`href="https://play.example/android" data-app="sideline://video/${completed.playback}"`);
    const desktop = await get(`/app-reditect/${completed.playback}`);
    expect(desktop.statusCode).toBe(200);
    expect(desktop.body).toContain('<svg');
    expect(desktop.body).toContain('Scan this code with your phone');
    expect((await get(`/video/${completed.playback}`)).body).toContain(`href="/app-reditect/${completed.playback}"`);
  });

  it('answers each state with its own message', async () => {
    const { db } = server.database;
    const cases: [string, number, string][] = [
      [hidden, 410, 'This content was deleted'],
      [cancelled, 410, 'This video was cancelled'],
      [failed, 410, 'This content no longer exists'],
    ];
    for (const [code, status, text] of cases) {
      const res = await get(`/video/${code}`);
      expect(res.statusCode, text).toBe(status);
      expect(res.body).toContain(text);
      expect(res.body).not.toContain('og:url');
    }
    // A cancelled match: the game's message.
    await db.update(bookings).set({ type: 'regular_match', status: 'cancelled' }).where(eq(bookings.id, completed.booking_id!));
    await db.update(videos).set({ status: 'cancelled' }).where(eq(videos.id, completed.id));
    const game = await get(`/video/${completed.playback}`, { 'accept-language': 'en' });
    expect(game.statusCode).toBe(410);
    expect(game.body).toContain('This game has been cancelled, search games to see if a new one was created');
    const juego = await get(`/video/${completed.playback}?lang=es`);
    expect(juego.body).toContain('Este partido ha sido cancelado');
  });

  it('answers unknown, malformed and overly long codes and field ids with the not-found page (404), never JSON', async () => {
    const urls = [
      `/video/${'0'.repeat(32)}`,
      '/video/abc',
      `/share/${'a'.repeat(300)}/x`,
      `/highlight/${completed.playback.toUpperCase()}`,
      '/video/%3Cscript%3E',
      `/app-reditect/${'f'.repeat(32)}`,
      '/video-not-found',
      '/video/%E0%A4%A',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('This video does not exist');
      expect(res.body).not.toMatch(/"ok":|at .*\.ts:/);
    }
    for (const url of ['/field-app/999999', '/field-app/abc', '/field-app/-1', `/field-app/${'9'.repeat(200)}`, '/field-not-found']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('This field does not exist');
    }
  });

  it('shows a field page with "open in the app" on a phone and its QR code on a desktop; names are text, not HTML', async () => {
    const { db } = server.database;
    await db.update(fields).set({ name: '<script>alert(1)</script>"Court' }).where(eq(fields.id, completed.field_id));
    const phone = await get(`/field-app/${completed.field_id}`, { 'user-agent': IPHONE });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain(`data-app="sideline://field/${completed.field_id}"`);
    expect(phone.body).not.toContain('<script>alert(1)');
    expect(phone.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;Court');
    expect(meta(phone.body, 'og:title')).toContain('&#60;script&#62;');
    const desktop = await get(`/field-app/${completed.field_id}`);
    expect(desktop.body).toContain('<svg');
    expect(desktop.body).not.toContain('data-app');
  });

  it('serves the bridge script (small) and the preview picture', async () => {
    const js = await get('/public-pages/bridge.js');
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeLessThan(2000);
    const png = await get('/public-pages/pitch.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('playback codes', () => {
  it('are 128 random bits; the migration replaces an old 12-character code', async () => {
    const { db } = server.database;
    const drawn = await db.execute<{ p: string }>(sql`select ${RANDOM_PLAYBACK} as p, ${RANDOM_PLAYBACK} as q`);
    const row = (drawn as unknown as { rows?: { p: string; q: string }[] }).rows?.[0] ?? (drawn as unknown as { p: string; q: string }[])[0]!;
    expect(row.p).toMatch(/^[0-9a-f]{32}$/);
    expect(row.p).not.toBe(row.q);
    await db.update(videos).set({ playback: 'abcdef123456' }).where(eq(videos.id, completed.id));
    const migration = readFileSync(new URL('../db/migrations/0031_public_playback.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration.slice(migration.indexOf('UPDATE "videos"'))));
    const [after] = await db.select({ playback: videos.playback }).from(videos).where(eq(videos.id, completed.id));
    expect(after!.playback).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('public page lookups are limited per address', () => {
  it('answers 429 with the page and retry-after past the limit, for that address only', async () => {
    const limited = await startTestServer({ rateLimit: { signIn: 0, anonymous: 0, user: 0, publicPages: 3, windowSeconds: 60 } });
    try {
      const at = (ip: string) => limited.app.inject({ method: 'GET', url: `/video/${'0'.repeat(32)}`, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await at('127.0.0.21')).statusCode).toBe(404);
      const over = await at('127.0.0.21');
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
      expect(over.headers['content-type']).toContain('text/html');
      expect(over.body).toContain('Too many requests');
      expect((await at('127.0.0.22')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('views of the public pages', () => {
  const viewsOf = async (id: number) => (await server.database.db.select({ views: videos.views }).from(videos).where(eq(videos.id, id)))[0]!.views;
  const beacon = (code: string, ip: string) => server.app.inject({ method: 'POST', url: `/public-pages/view/${code}`, remoteAddress: ip, headers: { 'user-agent': IPHONE } });

  it("count a visit the page's script reports, once per address in the window; a preview fetch counts nothing", async () => {
    const { db } = server.database;
    const [row] = await db
      .select({ id: videos.id, playback: videos.playback, highlight: videoHighlights.playback })
      .from(videoHighlights)
      .innerJoin(videos, eq(videos.id, videoHighlights.video_id))
      .leftJoin(bookings, eq(bookings.id, videos.booking_id))
      .where(and(eq(videos.status, 'completed'), eq(videos.hidden, false), sql`${videos.id} <> ${completed.id}`, sql`coalesce(${bookings.status}, '') <> 'cancelled'`))
      .limit(1);
    const { id, playback, highlight: highlightCode } = row!;
    const before = await viewsOf(id);
    // WhatsApp's unfurler fetches the page for its tags and runs no script: nothing counted.
    const page = await get(`/video/${playback}`, { 'user-agent': 'WhatsApp/2.23.20.0 A' });
    expect(page.body).toContain(`data-view="${playback}"`);
    expect(await viewsOf(id)).toBe(before);

    expect((await beacon(playback, '10.9.0.1')).statusCode).toBe(204);
    expect(await viewsOf(id)).toBe(before + 1);
    // A reload by the same address within the window: still one.
    expect((await beacon(playback, '10.9.0.1')).statusCode).toBe(204);
    expect(await viewsOf(id)).toBe(before + 1);
    // Another visitor; then a highlight of the video (its view is the video's), by a third.
    await beacon(playback, '10.9.0.2');
    const highlightPage = await get(`/highlight/${highlightCode}`);
    expect(highlightPage.body).toContain(`data-view="${highlightCode}"`);
    await beacon(highlightCode, '10.9.0.3');
    // The same visitor on the highlight after the video: one view of one video.
    await beacon(highlightCode, '10.9.0.1');
    expect(await viewsOf(id)).toBe(before + 3);
    // The page shows the count.
    expect((await get(`/video/${playback}`)).body).toContain(`<dt>Views</dt><dd>${before + 3}</dd>`);
  });

  it('count nothing for a hidden, unknown or malformed code', async () => {
    const [row] = await server.database.db.select({ id: videos.id, playback: videos.playback }).from(videos).where(eq(videos.hidden, true)).limit(1);
    const before = await viewsOf(row!.id);
    const deleted = await beacon(row!.playback, '10.9.0.4');
    expect(deleted.statusCode).toBe(410);
    expect(deleted.body).toContain('This content was deleted');
    expect(await viewsOf(row!.id)).toBe(before);
    expect((await beacon('0'.repeat(32), '10.9.0.4')).statusCode).toBe(404);
    expect((await beacon('nope', '10.9.0.4')).statusCode).toBe(404);
  });

  it('count a visit again once the window has passed', () => {
    const gate = createViewGate({ windowMs: 1000, max: 2 });
    expect(gate.counts('a', 1, 0)).toBe(true);
    expect(gate.counts('a', 1, 999)).toBe(false);
    expect(gate.counts('a', 2, 999)).toBe(true);
    expect(gate.counts('a', 1, 1000)).toBe(true);
    // Bounded: past `max` remembered visits the oldest is forgotten (and counts again).
    expect(gate.counts('b', 1, 1001)).toBe(true);
    expect(gate.counts('a', 2, 1002)).toBe(true);
  });
});
