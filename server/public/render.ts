import type { Language } from '../../domain/constants';
import type { Platform, PublicVideoState } from '../../domain/videos/public-page';
import { escapeHtml as e } from '../http/html';
import { fill, PUBLIC_TEXTS, type PublicTexts } from './messages';

/**
 * The public pages' HTML (issue 19), rendered by the server: small documents with Open Graph and
 * Twitter card tags, no console script, every value escaped. Each page is a function of what it
 * shows; `routes.ts` reads the data and picks the page.
 */

export const BRIDGE_PATH = '/public-pages/bridge.js';
export const PITCH_PATH = '/public-pages/pitch.png';
/** Where a page's script posts its view (`POST /public-pages/view/:playback`). */
export const VIEW_PATH = '/public-pages/view/:playback';

/** What every page needs besides its content: language, addresses, the app's links. */
export interface PageContext {
  lang: Language;
  /** The origin links are built on (PUBLIC_URL or the request's). */
  origin: string;
  /** The path the visitor asked for (the language switch links to it). */
  path: string;
  platform: Platform;
  appScheme: string;
  appStoreUrl: string;
  playStoreUrl: string;
}

interface Meta {
  title: string;
  description: string;
  /** Path of the canonical address; none on message and not-found pages. */
  canonical?: string;
  /** Absolute or root-relative address of the preview image. */
  image?: string;
  type?: 'video.other' | 'website';
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f1d;background:#f3f5f4}
main{max-width:560px;margin:0 auto;padding:16px}header{display:flex;align-items:center;gap:12px;margin:4px 0 12px}
header img{width:48px;height:48px;border-radius:8px;object-fit:cover;background:#fff}header p{margin:0;color:#55605a;font-size:14px}
h1{font-size:22px;line-height:1.25;margin:0}.thumb{display:block;width:100%;height:auto;border-radius:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:16px 0}dt{color:#55605a}dd{margin:0;font-weight:600}
.cta{display:block;text-align:center;background:#1f6f43;color:#fff;text-decoration:none;font-weight:700;padding:14px;border-radius:10px;margin:16px 0 8px}
.note{color:#55605a;font-size:14px;margin:8px 0}.msg{background:#fff;border-radius:12px;padding:24px;margin-top:24px;font-size:18px}
.stores{display:flex;flex-wrap:wrap;gap:8px}.stores a{flex:1;min-width:160px;text-align:center;border:1px solid #1f6f43;color:#1f6f43;border-radius:10px;padding:10px;text-decoration:none}
.qr{display:block;width:240px;height:240px;margin:16px auto;background:#fff;padding:8px;border-radius:8px}
nav{margin:24px 0 8px;font-size:14px;color:#55605a}nav a{color:#1f6f43;margin-left:8px}nav a[aria-current]{font-weight:700;color:#1b1f1d;text-decoration:none}`;

const absolute = (ctx: PageContext, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : ctx.origin + pathOrUrl);

function languageSwitch(ctx: PageContext): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const link = (lang: Language, label: string) =>
    `<a href="${e(`${ctx.path}?lang=${lang}`)}" hreflang="${lang}" lang="${lang}"${lang === ctx.lang ? ' aria-current="true"' : ''}>${label}</a>`;
  return `<nav aria-label="${e(t.language)}">${e(t.language)}:${link('en', 'English')}${link('es', 'Español')}</nav>`;
}

function document(ctx: PageContext, meta: Meta, body: string, options: { bridge?: boolean; auto?: boolean; view?: string } = {}): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const image = absolute(ctx, meta.image ?? PITCH_PATH);
  const canonical = meta.canonical ? ctx.origin + meta.canonical : undefined;
  const og = [
    ['og:site_name', t.siteName],
    ['og:type', meta.type ?? 'website'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', image],
    ['og:locale', t.lang.replace('-', '_')],
    ...(canonical ? [['og:url', canonical]] : []),
  ];
  const twitter = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
    ['twitter:image', image],
  ];
  return (
    `<!doctype html><html lang="${ctx.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${e(meta.title)}</title><meta name="description" content="${e(meta.description)}">` +
    (canonical ? `<link rel="canonical" href="${e(canonical)}">` : '<meta name="robots" content="noindex">') +
    og.map(([p, c]) => `<meta property="${p}" content="${e(c!)}">`).join('') +
    twitter.map(([n, c]) => `<meta name="${n}" content="${e(c!)}">`).join('') +
    `<link rel="icon" href="/favicon.svg"><style>${STYLE}</style>` +
    (options.bridge ? `<script src="${BRIDGE_PATH}" defer></script>` : '') +
    `</head><body${options.auto ? ' data-auto' : ''}${options.view ? ` data-view="${e(options.view)}"` : ''}><main>${body}${languageSwitch(ctx)}</main></body></html>`
  );
}

/** Where a phone's "open in the app" falls back to: its store; a desktop goes to our download page (a QR code). */
function fallbackOf(ctx: PageContext, downloadPath: string): string {
  if (ctx.platform === 'ios') return ctx.appStoreUrl;
  if (ctx.platform === 'android') return ctx.playStoreUrl;
  return downloadPath;
}

/** The app button: on a phone it tries the deep link, then the store; on a desktop it opens the download page. */
function appButton(ctx: PageContext, label: string, deepLink: string, downloadPath: string): string {
  const fallback = fallbackOf(ctx, downloadPath);
  const app = ctx.platform === 'desktop' ? '' : ` data-app="${e(deepLink)}"`;
  return `<a class="cta" href="${e(fallback)}"${app}>${e(label)}</a>`;
}

function storeLinks(t: PublicTexts, ctx: PageContext): string {
  return `<p class="note">${e(t.noApp)}</p><div class="stores"><a href="${e(ctx.appStoreUrl)}">${e(t.appStore)}</a><a href="${e(ctx.playStoreUrl)}">${e(t.playStore)}</a></div>`;
}

/** The place of a video or field: the facility's name, logo and short address (nothing private). */
export interface Place {
  field_name: string;
  field_image: string | null;
  facility_name: string;
  facility_logo: string | null;
  facility_address: string;
  facility_timezone: string;
  facility_time_format: string;
}

/** Only our own uploads are shown as images (`/api/v1/file/:id`). */
const upload = (src: string | null) => (src && /^\/api\/v1\/file\/[\w-]+$/.test(src) ? src : undefined);

function placeHeader(ctx: PageContext, p: Place): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const logo = upload(p.facility_logo);
  return (
    `<header>${logo ? `<img src="${e(logo)}" alt="${e(fill(t.logo, { facility: p.facility_name }))}" width="48" height="48">` : ''}` +
    `<div><p>${e(p.facility_name)}</p>${p.facility_address ? `<p>${e(p.facility_address)}</p>` : ''}</div></header>`
  );
}

export function formatWhen(ctx: PageContext, p: Place, at: Date): string {
  return new Intl.DateTimeFormat(PUBLIC_TEXTS[ctx.lang].lang, {
    timeZone: p.facility_timezone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: p.facility_time_format.includes('12'),
  }).format(at);
}

/** The video's picture: the field's name and the start on the court's green (as the console's preview draws it). */
function thumbnail(label: string, field: string, when: string): string {
  return (
    `<svg class="thumb" viewBox="0 0 320 180" role="img" aria-label="${e(label)}"><rect width="320" height="180" fill="#1f6f43"/>` +
    `<rect x="20" y="15" width="280" height="150" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><line x1="160" y1="15" x2="160" y2="165" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
    `<text x="160" y="86" text-anchor="middle" fill="#fff" font-size="20" font-family="sans-serif">${e(field)}</text>` +
    `<text x="160" y="112" text-anchor="middle" fill="#fff" font-size="14" font-family="sans-serif">${e(when)}</text></svg>`
  );
}

export interface VideoView extends Place {
  playback: string;
  started_at: Date;
  duration: number;
  views: number;
}

export interface HighlightView extends VideoView {
  highlight_playback: string;
  highlight_type: string;
  highlight_category: string;
  offset_seconds: number;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** One video (`/video/:playback`, `/va/`, `/video-share/`): what it is, where and when, and "watch in the app". */
export function videoPage(ctx: PageContext, v: VideoView, sharedBy: string | null): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const when = formatWhen(ctx, v, v.started_at);
  const title = fill(t.videoTitle, { field: v.field_name });
  const description = fill(t.videoDescription, { facility: v.facility_name, when, minutes: v.duration });
  const body =
    placeHeader(ctx, v) +
    `<h1>${e(title)}</h1>` +
    (sharedBy ? `<p class="note">${e(fill(t.sharedBy, { username: sharedBy }))}</p>` : '') +
    thumbnail(fill(t.thumbnail, { field: v.field_name }), v.field_name, when) +
    `<dl><dt>${e(t.date)}</dt><dd>${e(when)}</dd><dt>${e(t.duration)}</dt><dd>${e(fill(t.minutes, { minutes: v.duration }))}</dd><dt>${e(t.views)}</dt><dd>${v.views}</dd></dl>` +
    `<p class="note">${e(t.playsInApp)}</p>` +
    appButton(ctx, t.watchInApp, `${ctx.appScheme}video/${v.playback}`, `/app-reditect/${v.playback}`) +
    storeLinks(t, ctx);
  return document(ctx, { title, description, canonical: `/video/${v.playback}`, image: upload(v.field_image), type: 'video.other' }, body, { bridge: true, view: v.playback });
}

/** One highlight (`/highlight/:playback`, `/share/`, `/vh/`): its type, the moment, and "watch in the app". */
export function highlightPage(ctx: PageContext, h: HighlightView, sharedBy: string | null): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const when = formatWhen(ctx, h, h.started_at);
  const type = t.type[h.highlight_type] ?? h.highlight_type;
  const title = fill(t.highlightTitle, { type, field: h.field_name });
  const description = fill(t.highlightDescription, { facility: h.facility_name, when });
  const body =
    placeHeader(ctx, h) +
    `<h1>${e(title)}</h1>` +
    (sharedBy ? `<p class="note">${e(fill(t.sharedBy, { username: sharedBy }))}</p>` : '') +
    thumbnail(fill(t.thumbnail, { field: h.field_name }), h.field_name, when) +
    `<dl><dt>${e(t.highlightType)}</dt><dd>${e(h.highlight_category ? `${type} · ${h.highlight_category}` : type)}</dd><dt>${e(t.date)}</dt><dd>${e(when)}</dd>` +
    `<dt>${e(t.at)}</dt><dd>${clock(h.offset_seconds)}</dd><dt>${e(t.views)}</dt><dd>${h.views}</dd></dl>` +
    `<p class="note">${e(t.highlightPlaysInApp)}</p>` +
    appButton(ctx, t.watchInApp, `${ctx.appScheme}highlight/${h.highlight_playback}`, `/app-reditect/${h.highlight_playback}`) +
    storeLinks(t, ctx);
  return document(ctx, { title, description, canonical: `/highlight/${h.highlight_playback}`, image: upload(h.field_image), type: 'video.other' }, body, { bridge: true, view: h.highlight_playback });
}

export interface FieldView extends Place {
  field_id: number;
}

/** A field (`/field-app/:id`): the facility and "open in the app"; on a desktop also the QR code of this page. */
export function fieldPage(ctx: PageContext, f: FieldView, qrSvg: string): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const title = fill(t.fieldTitle, { field: f.field_name, facility: f.facility_name });
  const description = fill(t.fieldDescription, { facility: f.facility_name });
  const path = `/field-app/${f.field_id}`;
  const body =
    placeHeader(ctx, f) +
    `<h1>${e(f.field_name)}</h1>` +
    `<p class="note">${e(description)}</p>` +
    (ctx.platform === 'desktop'
      ? `<p>${e(t.scanQr)}</p><div class="qr" role="img" aria-label="${e(t.qrAlt)}">${qrSvg}</div>`
      : appButton(ctx, t.openInApp, `${ctx.appScheme}field/${f.field_id}`, path)) +
    storeLinks(t, ctx);
  return document(ctx, { title, description, canonical: path, image: upload(f.field_image) }, body, { bridge: ctx.platform !== 'desktop' });
}

/**
 * `/app-reditect/:playback`: on a phone, opens the app at once and falls back to its store; on a
 * desktop, our download page: the QR code of this address to scan with the phone, and the stores.
 */
export function appRedirectPage(ctx: PageContext, deepLink: string, qrSvg: string): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  if (ctx.platform === 'desktop') {
    const body = `<h1>${e(t.downloadTitle)}</h1><p>${e(t.scanQr)}</p><div class="qr" role="img" aria-label="${e(t.qrAlt)}">${qrSvg}</div><div class="stores"><a href="${e(ctx.appStoreUrl)}">${e(t.appStore)}</a><a href="${e(ctx.playStoreUrl)}">${e(t.playStore)}</a></div>`;
    return document(ctx, { title: t.downloadTitle, description: t.scanQr }, body);
  }
  const body = `<h1>${e(t.openingApp)}</h1>${appButton(ctx, t.openInApp, deepLink, fallbackOf(ctx, ''))}${storeLinks(t, ctx)}`;
  return document(ctx, { title: t.getTheApp, description: t.openingApp }, body, { bridge: true, auto: true });
}

export type PublicMessage = Exclude<PublicVideoState, 'ok'> | 'videoNotFound' | 'fieldNotFound' | 'tooMany' | 'error';

/** A page that only says something (SPEC §2.1, §8): not found, no longer there, deleted, cancelled, too many requests. */
export function messagePage(ctx: PageContext, message: PublicMessage): string {
  const t = PUBLIC_TEXTS[ctx.lang];
  const text = t[message];
  return document(ctx, { title: text, description: text }, `<p class="msg" role="alert">${e(text)}</p>${storeLinks(t, ctx)}`);
}
