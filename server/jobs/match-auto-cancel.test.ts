import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertParticipants, insertRecordedBookings } from '../bookings/repository';
import { bookingEvents, bookingSlots, bookings, fields } from '../db/schema';
import { demoIds, type DemoIds } from '../test-support/http';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { cancelUnfilledMatches } from './match-auto-cancel';

/** Open matches without their minimum of players are cancelled by the server, the given hours before they start. */
let server: TestServer;
let ids: DemoIds;
let fieldId: number;
const NOW = new Date('2031-03-10T09:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.database.db);
  const [field] = await server.database.db.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, ids.madridId)).limit(1);
  fieldId = field!.id;
});
afterAll(async () => server?.close());

/** A pick-up match starting in `startIn` hours, cancelled `before` hours ahead unless `min` are going. */
async function match(startIn: number, min: number, before: number, players: { not_going?: boolean }[]) {
  const db = server.database.db;
  const [b] = await insertRecordedBookings(db, [
    { facility_id: ids.madridId, field_id: fieldId, type: 'pick_up', start_at: hours(startIn), end_at: hours(startIn + 1), min_players: min, max_players: 8, cancel_hours_before: before },
  ]);
  await insertParticipants(
    db,
    players.map((p, i) => ({ booking_id: b!.id, name: `Player ${i + 1}`, not_going: p.not_going ?? false })),
  );
  return b!.id;
}

const stateOf = async (id: number) => {
  const db = server.database.db;
  const [b] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  const slots = await db.select({ live: bookingSlots.live }).from(bookingSlots).where(eq(bookingSlots.booking_id, id));
  const history = await db
    .select({ action: bookingEvents.action })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.booking_id, id), eq(bookingEvents.kind, 'history')));
  return { status: b!.status, live: slots.every((s) => s.live), history: history.map((h) => h.action) };
};

describe('the open-match job', () => {
  it('cancels a match short of its minimum once inside its hours, frees the field and writes history; keeps the others', async () => {
    const short = await match(4, 4, 6, [{}, {}, { not_going: true }]); // 2 going of 4, deadline passed 2 h ago
    const full = await match(5, 4, 6, [{}, {}, {}, {}]); // the minimum is going
    const early = await match(30, 4, 6, [{}]); // its deadline is 24 h away
    const started = await match(-0.5, 4, 6, []); // playing now: left alone

    const cancelled = await cancelUnfilledMatches(server.database.db, NOW);
    expect(cancelled).toEqual([short]);
    expect(await stateOf(short)).toEqual({ status: 'cancelled', live: false, history: ['auto_cancelled'] });
    for (const id of [full, early, started]) expect(await stateOf(id)).toEqual({ status: 'confirmed', live: true, history: [] });

    // The history line is the booking service's, written for the system (no user), saying why.
    const [line] = await server.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.booking_id, short), eq(bookingEvents.kind, 'history')));
    expect(line).toMatchObject({ action: 'auto_cancelled', user_id: null, data: { going: 2, min_players: 4 } });
    expect(line!.created_at.getTime()).toBeGreaterThan(0);

    // A second run finds nothing more to do; the early one goes when its own deadline comes.
    expect(await cancelUnfilledMatches(server.database.db, NOW)).toEqual([]);
    expect(await cancelUnfilledMatches(server.database.db, hours(24))).toEqual([early]);
  });
});
