import { mayOperate } from '../../../domain/pos/tender';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { facilityFor } from '../../bookings/access';
import type { Executor } from '../../db/connect';
import { terminalOperators, terminals } from '../../db/schema';
import { DomainError } from '../../domain-error';

/** A card terminal (domain/resources/terminals.ts) with who may operate it (none: everyone at the facility). */
export interface TerminalRow {
  id: number;
  facility_id: number;
  name: string;
  serial: string;
  reader_reference: string;
  status: string;
  operators_ids: number[];
}

const columns = {
  id: terminals.id,
  facility_id: terminals.facility_id,
  name: terminals.name,
  serial: terminals.serial,
  reader_reference: terminals.reader_reference,
  status: terminals.status,
};

async function withOperators(db: Executor, rows: Omit<TerminalRow, 'operators_ids'>[]): Promise<TerminalRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ terminal_id: terminalOperators.terminal_id, user_id: terminalOperators.user_id })
    .from(terminalOperators)
    .where(
      inArray(
        terminalOperators.terminal_id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    operators_ids: links
      .filter((l) => l.terminal_id === r.id)
      .map((l) => l.user_id)
      .sort((a, b) => a - b),
  }));
}

/** The terminal, when the actor may act on its facility; E404 otherwise (other tenants' ids are not revealed). */
export async function terminalFor(db: Executor, actor: Actor, terminalId: number): Promise<TerminalRow> {
  const [row] = await db.select(columns).from(terminals).where(eq(terminals.id, terminalId));
  if (!row) throw new DomainError('E404');
  await facilityFor(db, actor, row.facility_id);
  return (await withOperators(db, [row]))[0]!;
}

/** The terminal when it is one of the facility's (whoever asks: the facility is in reach already), or null. */
export async function terminalOfFacility(db: Executor, terminalId: number, facilityId: number): Promise<TerminalRow | null> {
  const [row] = await db
    .select(columns)
    .from(terminals)
    .where(and(eq(terminals.id, terminalId), eq(terminals.facility_id, facilityId)));
  return row ? (await withOperators(db, [row]))[0]! : null;
}

/** The active terminals of a facility, by name. */
export async function activeTerminalsOf(db: Executor, facilityId: number): Promise<TerminalRow[]> {
  const rows = await db
    .select(columns)
    .from(terminals)
    .where(and(eq(terminals.facility_id, facilityId), eq(terminals.status, 'A')))
    .orderBy(asc(terminals.name), asc(terminals.id));
  return withOperators(db, rows);
}

/** Whether the actor may take payments on the terminal (domain/pos/tender.ts `mayOperate`). */
export const actorOperates = (actor: Actor, terminal: TerminalRow): boolean => mayOperate('user' in actor ? actor.userId : null, terminal.operators_ids);
