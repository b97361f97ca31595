import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { listEnvelope } from '../../domain/api/envelope';
import { reservationPageQuerySchema, reservationRowSchema } from '../../domain/bookings/reservation-detail';
import { dayWindow } from '../../domain/bookings/schedule';
import type { Db } from '../db/connect';
import { bookings, contacts, fields } from '../db/schema';
import { okList } from '../http/envelope';
import { ownFacility } from '../auth/guard';
import { toReservation } from '../bookings/slots';
import { BOOKING_VIEWS } from './reservations';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The reservation list (view 31, SPEC §7 `/reservation/paged`): a facility's bookings of every
 * status by start, filtered by local dates of the facility (inclusive), type, status, payment state
 * and the contact's name, phone or e-mail; paged.
 */
export async function reservationListRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/reservation/paged/',
    {
      config: { access: { views: BOOKING_VIEWS } },
      schema: { tags: ['reservations'], summary: "A facility's bookings, filtered and paged", querystring: reservationPageQuerySchema, response: { 200: listEnvelope(reservationRowSchema) } },
    },
    async (request) => {
      const q = request.query;
      const facility = await ownFacility(db, request, q.facility_id);
      const where: (SQL | undefined)[] = [eq(bookings.facility_id, facility.id)];
      if (q.from) where.push(gte(bookings.start_at, dayWindow(q.from, facility.timezone).from));
      if (q.to) where.push(lt(bookings.start_at, dayWindow(q.to, facility.timezone).to));
      if (q.type) where.push(eq(bookings.type, q.type));
      if (q.status) where.push(eq(bookings.status, q.status));
      if (q.payment_state) where.push(eq(bookings.payment_state, q.payment_state));
      if (q.search) where.push(or(ilike(contacts.name, like(q.search)), ilike(contacts.phone, like(q.search)), ilike(contacts.email, like(q.search))));
      const condition = and(...where);
      const base = db.select({ booking: bookings, field_name: fields.name, contact_name: contacts.name }).from(bookings).innerJoin(fields, eq(fields.id, bookings.field_id)).leftJoin(contacts, eq(contacts.id, bookings.contact_id));
      const [rows, [total]] = await Promise.all([
        base
          .where(condition)
          .orderBy(asc(bookings.start_at), asc(bookings.id))
          .limit(q.count)
          .offset((q.page - 1) * q.count),
        db.select({ n: count() }).from(bookings).leftJoin(contacts, eq(contacts.id, bookings.contact_id)).where(condition),
      ]);
      return okList(
        rows.map((x) => ({ ...toReservation(x.booking, facility.currency), field_name: x.field_name, contact_name: x.contact_name })),
        total?.n ?? 0,
      );
    },
  );
}
