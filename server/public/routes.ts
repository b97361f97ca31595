import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import QRCode from 'qrcode';
import { pickLanguage, type Language } from '../../domain/constants';
import { isFieldId, isPlayback, MAX_USERNAME_LENGTH, platformOf, publicVideoState } from '../../domain/videos/public-page';
import type { PublicPagesConfig } from '../config';
import type { Db } from '../db/connect';
import { BRIDGE_JS, pitchPng } from './assets';
import { appRedirectPage, BRIDGE_PATH, VIEW_PATH, fieldPage, highlightPage, messagePage, PITCH_PATH, videoPage, type PageContext, type PublicMessage } from './render';
import * as videoService from '../videos/service';
import * as repo from './repository';
import { createViewGate, type ViewGate } from './views';

/**
 * The public pages of SPEC §2.1 (issue 19), served as HTML by the server: no login, no console
 * script, never JSON. Lookups by playback code or field id are limited per client address
 * (RATE_LIMIT_PUBLIC_PAGES per RATE_LIMIT_WINDOW_SECONDS; over it: the 429 page with
 * `retry-after`). A malformed code is not looked up: it answers the not-found page (404) at once.
 */

/** Paths whose unknown or malformed addresses answer the public not-found page, not the console. */
const PUBLIC_PREFIXES = ['video-share', 'share', 'vh', 'highlight', 'va', 'video', 'field-app', 'app-reditect', 'video-not-found', 'field-not-found'];

export const isPublicPagePath = (url: string): boolean => PUBLIC_PREFIXES.includes(url.split('?')[0]!.split('/')[1] ?? '');

const VIDEO_ROUTES = ['/video-share/:playback', '/va/:playback', '/video/:playback/:username?'];
const HIGHLIGHT_ROUTES = ['/share/:playback/:username?', '/vh/:playback', '/highlight/:playback/:username?'];

function contextOf(request: FastifyRequest, pages: PublicPagesConfig): PageContext {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  const lang: Language = asked === 'es' || asked === 'en' ? asked : pickLanguage(request.headers['accept-language']);
  return {
    lang,
    origin: pages.publicUrl ?? `${request.protocol}://${request.host}`,
    path: request.url.split('?')[0]!,
    platform: platformOf(request.headers['user-agent']),
    appScheme: pages.appScheme,
    appStoreUrl: pages.appStoreUrl,
    playStoreUrl: pages.playStoreUrl,
  };
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-language, user-agent')
    .send(body);
}

const MESSAGE_STATUS: Record<PublicMessage, number> = { videoNotFound: 404, fieldNotFound: 404, gone: 410, deleted: 410, cancelled: 410, game_cancelled: 410, tooMany: 429, error: 500 };

function message(request: FastifyRequest, reply: FastifyReply, pages: PublicPagesConfig, which: PublicMessage): FastifyReply {
  return html(reply, MESSAGE_STATUS[which], messagePage(contextOf(request, pages), which));
}

/** The not-found page for a public path no route matched (e.g. a code longer than the router takes). */
export function publicNotFound(pages: PublicPagesConfig) {
  return (request: FastifyRequest, reply: FastifyReply) => message(request, reply, pages, request.url.startsWith('/field') ? 'fieldNotFound' : 'videoNotFound');
}

const qrSvg = (url: string) => QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

export async function publicPageRoutes(app: FastifyInstance, { db, pages, limit, windowSeconds, viewGate = createViewGate() }: { db: Db; pages: PublicPagesConfig; limit: number; windowSeconds: number; viewGate?: ViewGate }): Promise<void> {
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode === 429) return message(request, reply, pages, 'tooMany');
    request.log.error(error);
    return message(request, reply, pages, 'error');
  });
  if (limit > 0) {
    await app.register(fastifyRateLimit, {
      global: true,
      max: limit,
      timeWindow: windowSeconds * 1000,
      keyGenerator: (request) => `public:${request.ip}`,
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      errorResponseBuilder: () => ({ statusCode: 429 }),
    });
  }
  // Pages, not API: left out of the OpenAPI description (and so of its fuzz walk).
  const free = { config: { access: 'public' as const, rateLimit: false as const }, schema: { hide: true } };
  const counted = { config: { access: 'public' as const }, schema: { hide: true } };

  const sharer = async (username: string | undefined) => (username && username.length <= MAX_USERNAME_LENGTH ? repo.appUsername(db, username) : null);

  /** The video or highlight a code names, whichever it is (codes are random across both), and the state its page is in. */
  async function lookup(playback: string, highlightFirst: boolean) {
    const findHighlight = () => repo.highlightByPlayback(db, playback);
    const findVideo = () => repo.videoByPlayback(db, playback);
    let highlight: repo.PublicHighlightRow | undefined;
    let video: repo.PublicVideoRow | undefined;
    if (highlightFirst) highlight = await findHighlight();
    if (!highlight) video = await findVideo();
    if (!highlight && !video && !highlightFirst) highlight = await findHighlight();
    const found = highlight ?? video;
    if (!found) return undefined;
    const state = publicVideoState({
      status: found.status,
      hidden: found.hidden,
      placeActive: found.field_active && found.facility_active,
      booking: found.booking_status && found.booking_type ? { status: found.booking_status, type: found.booking_type } : null,
    });
    return { found, highlight, state };
  }

  /** A video's or a highlight's page; its own message when it is not to be shown. */
  async function show(request: FastifyRequest, reply: FastifyReply, highlightFirst: boolean) {
    const { playback, username } = request.params as { playback: string; username?: string };
    const seen = isPlayback(playback) ? await lookup(playback, highlightFirst) : undefined;
    if (!seen) return message(request, reply, pages, 'videoNotFound');
    if (seen.state !== 'ok') return message(request, reply, pages, seen.state);
    const ctx = contextOf(request, pages);
    const by = await sharer(username);
    return html(reply, 200, seen.highlight ? highlightPage(ctx, seen.highlight, by) : videoPage(ctx, seen.found, by));
  }

  /**
   * A view: the page's script posts it once the page shows (link unfurlers and crawlers run no
   * script, so fetching the page for its preview counts nothing). A highlight's view is its
   * video's. Once per address and video in the window of `views.ts`; answers 204 either way.
   */
  app.post(VIEW_PATH, counted, async (request, reply) => {
    const { playback } = request.params as { playback: string };
    const seen = isPlayback(playback) ? await lookup(playback, false) : undefined;
    if (!seen) return message(request, reply, pages, 'videoNotFound');
    if (seen.state !== 'ok') return message(request, reply, pages, seen.state);
    if (viewGate.counts(request.ip, seen.found.video_id)) await videoService.countView(db, seen.found.video_id);
    return reply.status(204).header('cache-control', 'no-store').send();
  });

  for (const url of VIDEO_ROUTES) app.get(url, counted, (request, reply) => show(request, reply, false));
  for (const url of HIGHLIGHT_ROUTES) app.get(url, counted, (request, reply) => show(request, reply, true));

  app.get('/field-app/:id', counted, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isFieldId(id)) return message(request, reply, pages, 'fieldNotFound');
    const field = await repo.fieldById(db, Number(id));
    if (!field || !field.field_active || !field.facility_active) return message(request, reply, pages, 'fieldNotFound');
    const ctx = contextOf(request, pages);
    return html(reply, 200, fieldPage(ctx, field, await qrSvg(`${ctx.origin}/field-app/${field.field_id}`)));
  });

  app.get('/app-reditect/:playback', counted, async (request, reply) => {
    const { playback } = request.params as { playback: string };
    if (!isPlayback(playback)) return message(request, reply, pages, 'videoNotFound');
    const video = await repo.videoByPlayback(db, playback);
    const highlight = video ? undefined : await repo.highlightByPlayback(db, playback);
    if (!video && !highlight) return message(request, reply, pages, 'videoNotFound');
    const ctx = contextOf(request, pages);
    const deepLink = `${pages.appScheme}${video ? 'video' : 'highlight'}/${playback}`;
    return html(reply, 200, appRedirectPage(ctx, deepLink, await qrSvg(`${ctx.origin}/app-reditect/${playback}`)));
  });

  app.get('/video-not-found', free, (request, reply) => message(request, reply, pages, 'videoNotFound'));
  app.get('/field-not-found', free, (request, reply) => message(request, reply, pages, 'fieldNotFound'));
  app.get(BRIDGE_PATH, free, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(BRIDGE_JS));
  app.get(PITCH_PATH, free, (_request, reply) => reply.type('image/png').header('cache-control', 'public, max-age=86400').send(pitchPng()));
}
