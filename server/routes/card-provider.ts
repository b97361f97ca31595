import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { pickLanguage } from '../../domain/constants';
import { providerOnboardingPath } from '../../domain/organization/card-provider';
import type { Db } from '../db/connect';
import { facilities, providerLinks } from '../db/schema';
import { escapeHtml } from '../http/html';
import { translator } from '../http/i18n';
import { searchParam, token } from '../../domain/fields';

/**
 * The built-in simulated card payment provider (SPEC §3 Facility): the page an onboarding link
 * opens. While the link is unused and younger than 5 minutes, its button completes onboarding (the
 * facility gets a provider account id); afterwards the page says the link expired or was used.
 * Public: whoever holds the random token may finish onboarding, as with a real provider's link.
 * The language is the link's `lang` (the console's), else Accept-Language.
 */
export async function cardProviderRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Db; now?: () => Date }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The page's button posts an empty HTML form; its body carries nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const path = providerOnboardingPath(':token');
  const schema = { tags: ['card provider'], params: z.object({ token: token(100) }), querystring: z.object({ lang: searchParam(10).optional() }) };
  const config = { access: 'public' as const };

  const page = (reply: FastifyReply, status: number, lang: string, title: string, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
          `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#242424}button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:4px;background:#0f6cbd;color:#fff;cursor:pointer}</style></head>` +
          `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
      );

  const language = (request: FastifyRequest) => pickLanguage((request.query as { lang?: string }).lang ?? request.headers['accept-language']);

  /** The link and its facility; `state` says whether it may still be used. */
  async function find(token: string) {
    const [row] = await db
      .select({ expires_at: providerLinks.expires_at, used_at: providerLinks.used_at, facility: facilities.name })
      .from(providerLinks)
      .innerJoin(facilities, eq(facilities.id, providerLinks.facility_id))
      .where(eq(providerLinks.token, token));
    if (!row || row.expires_at <= now()) return { state: 'expired' as const, facility: '' };
    return { state: row.used_at ? ('used' as const) : ('open' as const), facility: row.facility };
  }

  r.get(path, { config, schema: { ...schema, summary: 'The onboarding page of a link' } }, async (request, reply) => {
    const lang = language(request);
    const t = translator(lang);
    const link = await find(request.params.token);
    if (link.state !== 'open') return page(reply, 410, lang, t('cardProvider.title'), `<p role="alert">${escapeHtml(t(`cardProvider.${link.state}`))}</p>`);
    return page(
      reply,
      200,
      lang,
      t('cardProvider.title'),
      `<p>${escapeHtml(t('cardProvider.intro', { facility: link.facility }))}</p><form method="post"><button type="submit">${escapeHtml(t('cardProvider.complete'))}</button></form>`,
    );
  });

  r.post(path, { config, schema: { ...schema, summary: 'Completes onboarding: the facility gets a provider account' } }, async (request, reply) => {
    const lang = language(request);
    const t = translator(lang);
    // Used once, and only before it expires: the update claims the link or finds nothing.
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(providerLinks)
        .set({ used_at: now() })
        .where(and(eq(providerLinks.token, request.params.token), isNull(providerLinks.used_at), gt(providerLinks.expires_at, now())))
        .returning({ facility_id: providerLinks.facility_id });
      if (!claimed) return null;
      const [facility] = await tx
        .update(facilities)
        .set({ provider_account_id: `acct_sim_${randomBytes(8).toString('hex')}`, updated_at: now() })
        .where(eq(facilities.id, claimed.facility_id))
        .returning({ name: facilities.name });
      return facility ?? null;
    });
    if (!done) {
      const link = await find(request.params.token);
      return page(reply, 410, lang, t('cardProvider.title'), `<p role="alert">${escapeHtml(t(`cardProvider.${link.state === 'open' ? 'expired' : link.state}`))}</p>`);
    }
    return page(reply, 200, lang, t('cardProvider.title'), `<p role="status">${escapeHtml(t('cardProvider.done', { facility: done.name }))}</p>`);
  });
}
