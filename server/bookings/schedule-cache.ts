import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { DomainError } from '../domain-error';
import type { Executor } from '../db/connect';
import { facilities, organizations, scheduleVersions } from '../db/schema';
import { actingOn, facilityColumns, type FacilityRow } from './access';

/**
 * The schedule's answers kept in memory (issue 21: fifty desks opening the schedule of a busy
 * facility): the serialized answer of a facility's [from, to) in its currency, with the facility's
 * schedule version it was read at. The version (table `schedule_versions`) goes up at the commit of
 * every transaction that wrote the facility's bookings, their participants or its contacts' names
 * (triggers of migration 0033, whoever wrote: this process, another one, a job, psql), and is read
 * with the bookings in one statement: a kept answer is served only while the version read before
 * serving is the one it was read at, so a change is never hidden, even for a moment. Each server
 * keeps its own (one per app: the ids of two databases are not confused), the most recently used
 * `max` answers.
 */
export interface ScheduleCache {
  /** The kept answer of `key` if it was read at `version`; null otherwise. */
  get(key: string, version: number): string | null;
  set(key: string, version: number, body: string): void;
}

export function scheduleCache(max = 64): ScheduleCache {
  const kept = new Map<string, { version: number; body: string }>();
  return {
    get(key, version) {
      const entry = kept.get(key);
      if (!entry || entry.version !== version) return null;
      kept.delete(key); // most recently used last
      kept.set(key, entry);
      return entry.body;
    },
    set(key, version, body) {
      kept.delete(key);
      kept.set(key, { version, body });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    },
  };
}

/** The column of a facility's schedule version now (0 before its first write), in a query of `facilities` (named in full: drizzle leaves a one-table select's columns unqualified). */
export const scheduleVersionOf = sql<string>`coalesce((select v."version" from ${scheduleVersions} v where v."facility_id" = "facilities"."id"), 0)`;

/** facilityFor (access.ts) and the facility's schedule version now, in one query. */
export async function facilityAndScheduleVersion(db: Executor, actor: Actor, facilityId: number): Promise<{ facility: FacilityRow; version: number }> {
  const [row] = await db
    .select({ ...facilityColumns, schedule_version: scheduleVersionOf })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.group_id))
    .where(eq(facilities.id, facilityId));
  if (!row) throw new DomainError('E404');
  const { schedule_version, ...facility } = row;
  return { facility: actingOn(actor, facility), version: Number(schedule_version) };
}
