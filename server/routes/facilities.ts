import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../domain/api/envelope';
import { API_BASE, pickLanguage } from '../../domain/constants';
import { connectStatusSchema, PROVIDER_LINK_TTL_MS, providerLinkSchema, providerOnboardingPath, type ProviderLink } from '../../domain/organization/card-provider';
import { TIMEZONES } from '../../domain/organization/timezones';
import { facilities as facilityResource } from '../../domain/resources/facilities';
import { assertFacilityAccess, currentUser, type Access } from '../auth/guard';
import type { Db } from '../db/connect';
import { facilities, providerLinks } from '../db/schema';
import { ok, okList } from '../http/envelope';
import { AppError, fieldError } from '../http/errors';
import { readUpload, storeUpload } from '../resources/uploads';
import { rowIdParam, text } from '../../domain/fields';

/** How many images a facility's gallery holds. */
export const MAX_FACILITY_IMAGES = 10;

/**
 * Facility calls beyond the generic CRUD (SPEC §7 `/facility/`): the time zones a facility may use,
 * and the card-provider onboarding link (connect, connect_link, connect_status) of the built-in
 * simulated provider (server/routes/card-provider.ts serves the link's page).
 */
export async function facilityRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Db; now?: () => Date }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['facilities'];
  const params = z.object({ id: rowIdParam() });
  const read: { access: Access } = { access: { resource: facilityResource, action: 'read' } };
  const update: { access: Access } = { access: { resource: facilityResource, action: 'update' } };

  r.get('/facility/timezones/', { schema: { tags, summary: 'The IANA time zones a facility may use', response: { 200: listEnvelope(z.string()) } } }, async () => okList([...TIMEZONES], TIMEZONES.length));

  /** The facility, when the user may act on it (E404 when missing or another organization's). */
  async function ownFacility(request: FastifyRequest, id: number) {
    const [facility] = await db.select({ id: facilities.id, group_id: facilities.group_id, provider_account_id: facilities.provider_account_id }).from(facilities).where(eq(facilities.id, id));
    if (!facility) throw new AppError('E404');
    assertFacilityAccess(currentUser(request), facility);
    return facility;
  }

  /** The link as the console opens it: the provider's page, in the language the console speaks. */
  const linkOf = (request: FastifyRequest, row: { token: string; expires_at: Date }): ProviderLink => ({
    url: `${API_BASE}${providerOnboardingPath(row.token)}?lang=${pickLanguage(request.headers['accept-language'])}`,
    expires_at: row.expires_at.toISOString(),
  });

  /** The newest link that is neither used nor expired. */
  async function liveLink(facilityId: number) {
    const [row] = await db
      .select({ token: providerLinks.token, expires_at: providerLinks.expires_at })
      .from(providerLinks)
      .where(and(eq(providerLinks.facility_id, facilityId), isNull(providerLinks.used_at), gt(providerLinks.expires_at, now())))
      .orderBy(desc(providerLinks.expires_at))
      .limit(1);
    return row ?? null;
  }

  r.post(
    '/facility/connect/:id/',
    { config: update, schema: { tags, summary: 'A new card-provider onboarding link (valid 5 minutes)', params, response: { 200: okEnvelope(providerLinkSchema) } } },
    async (request) => {
      const facility = await ownFacility(request, request.params.id);
      const row = { token: randomBytes(24).toString('base64url'), facility_id: facility.id, expires_at: new Date(now().getTime() + PROVIDER_LINK_TTL_MS) };
      await db.insert(providerLinks).values(row);
      return ok(linkOf(request, row));
    },
  );

  r.get(
    '/facility/connect_link/:id/',
    { config: read, schema: { tags, summary: 'The onboarding link still waiting to be used, or null', params, response: { 200: okEnvelope(providerLinkSchema.nullable()) } } },
    async (request) => {
      const facility = await ownFacility(request, request.params.id);
      const link = await liveLink(facility.id);
      return ok(link ? linkOf(request, link) : null);
    },
  );

  r.get(
    '/facility/connect_status/:id/',
    { config: read, schema: { tags, summary: 'Whether card payments are connected (onboarding finished)', params, response: { 200: okEnvelope(connectStatusSchema) } } },
    async (request) => {
      const facility = await ownFacility(request, request.params.id);
      const link = await liveLink(facility.id);
      return ok({ connected: facility.provider_account_id !== null, account_id: facility.provider_account_id, link: link ? linkOf(request, link) : null });
    },
  );

  const imagesSchema = z.object({ images: z.array(z.string()) });

  r.put(
    '/facility/upload_image/:id/',
    {
      config: update,
      schema: { tags, summary: `Add an image to the facility's gallery (multipart, one file; at most ${MAX_FACILITY_IMAGES})`, params, response: { 200: okEnvelope(imagesSchema) } },
    },
    async (request) => {
      const facility = await ownFacility(request, request.params.id);
      const [current] = await db.select({ images: facilities.images }).from(facilities).where(eq(facilities.id, facility.id));
      if ((current?.images.length ?? 0) >= MAX_FACILITY_IMAGES) throw fieldError(request, 'images', 'validation.tooManyImages', { params: { max: MAX_FACILITY_IMAGES } });
      const upload = await readUpload(request);
      // The file and its place in the gallery in one transaction; appended only while there is room
      // (two uploads at once cannot pass the limit, and the refused one keeps no file).
      const row = await db.transaction(async (tx) => {
        const url = await storeUpload(tx, upload);
        const [added] = await tx
          .update(facilities)
          .set({ images: sql`array_append(${facilities.images}, ${url})`, updated_at: new Date() })
          .where(and(eq(facilities.id, facility.id), sql`cardinality(${facilities.images}) < ${MAX_FACILITY_IMAGES}`))
          .returning({ images: facilities.images });
        if (!added) throw fieldError(request, 'images', 'validation.tooManyImages', { params: { max: MAX_FACILITY_IMAGES } });
        return added;
      });
      return ok(row);
    },
  );

  r.put(
    '/facility/remove_image/:id/',
    { config: update, schema: { tags, summary: "Remove an image from the facility's gallery", params, body: z.object({ url: text(200) }), response: { 200: okEnvelope(imagesSchema) } } },
    async (request) => {
      const facility = await ownFacility(request, request.params.id);
      const [row] = await db
        .update(facilities)
        .set({ images: sql`array_remove(${facilities.images}, ${request.body.url})`, updated_at: new Date() })
        .where(and(eq(facilities.id, facility.id), sql`${request.body.url} = any(${facilities.images})`))
        .returning({ images: facilities.images });
      if (!row) throw new AppError('E404');
      return ok(row);
    },
  );
}
