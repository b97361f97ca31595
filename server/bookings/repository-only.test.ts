import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The booking repository (server/bookings/repository.ts) is the only code that writes the booking
 * tables (DESIGN §8): every source file of server/ and scripts/ is scanned for a drizzle
 * `insert(bookings…)` / `update(bookingSlots…)` or a raw `INSERT INTO bookings` / `UPDATE
 * booking_slots` (and the same for participants and series). Tests are not scanned: a test may
 * stage a state by hand (a booking that started an hour ago), as a database operator would.
 */
const TABLES = ['bookings', 'bookingSlots', 'bookingParticipants', 'recurringSeries'];
const SQL_TABLES = ['bookings', 'booking_slots', 'booking_participants', 'recurring_series'];
const DRIZZLE = new RegExp(`\\.(insert|update)\\(\\s*(?:schema\\.)?(${TABLES.join('|')})\\s*\\)`, 'g');
const RAW = new RegExp(`\\b(insert\\s+into|update)\\s+(?:public\\.)?"?(${SQL_TABLES.join('|')})"?(?![\\w])`, 'gi');

/** The writes of the booking tables in a source text, as `insert bookings`, `update booking_slots`... */
function bookingWrites(source: string): string[] {
  const found = [...source.matchAll(DRIZZLE)].map((m) => `${m[1]} ${m[2]}`);
  const raw = [...source.matchAll(RAW)].map((m) => `${m[1]!.toLowerCase().replace(/\s+/, ' ')} ${m[2]!.toLowerCase()}`);
  return [...found, ...raw];
}

const ROOT = process.cwd();
const REPOSITORY = path.join('server', 'bookings', 'repository.ts');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sources(rel);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('only the booking repository writes the booking tables', () => {
  it('the scanner finds drizzle and raw SQL writes, and not reads or other tables', () => {
    expect(bookingWrites('await tx.insert(bookings).values(row);')).toEqual(['insert bookings']);
    expect(bookingWrites('await db\n  .update(bookingSlots)\n  .set({ live: false })')).toEqual(['update bookingSlots']);
    expect(bookingWrites('db.insert(schema.bookings).values(rows)')).toEqual(['insert bookings']);
    expect(bookingWrites("client.query('INSERT INTO bookings (facility_id) VALUES ($1)')")).toEqual(['insert into bookings']);
    expect(bookingWrites('sql`update booking_slots set live = false`')).toEqual(['update booking_slots']);
    expect(bookingWrites('await db.select().from(bookings); await db.insert(bookingEvents).values(e); await db.update(fields).set(f); sql`update bookings_archive set x = 1`')).toEqual([]);
  });

  it('no source file of server/ or scripts/ but the repository inserts into or updates them', () => {
    const offenders = [...sources('server'), ...sources('scripts')]
      .filter((file) => file !== REPOSITORY)
      .flatMap((file) => bookingWrites(readFileSync(path.join(ROOT, file), 'utf8')).map((write) => `${file}: ${write}`));
    expect(offenders).toEqual([]);
    // The repository itself is seen by the scanner (so an empty list above means something).
    expect(bookingWrites(readFileSync(path.join(ROOT, REPOSITORY), 'utf8'))).toContain('insert bookings');
  });
});
