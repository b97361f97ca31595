/**
 * Time overlap of bookings, blocked times and requested slots. Intervals are half-open,
 * [start, end): a booking ending at 19:00 and one starting at 19:00 do not overlap, which is the
 * database's rule too (`EXCLUDE USING gist (field_id WITH =, during WITH &&)` on `tstzrange`
 * '[)', DESIGN.md §5). An empty interval (end <= start) holds no instant and overlaps nothing.
 */
export interface TimeRange {
  start: Date;
  end: Date;
}

export function isEmptyRange(r: TimeRange): boolean {
  return r.end.getTime() <= r.start.getTime();
}

/** Whether [a.start, a.end) and [b.start, b.end) share an instant. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  if (isEmptyRange(a) || isEmptyRange(b)) return false;
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** What can stand in a requested slot's way (the verify answer names it). */
export type ConflictKind = 'booking' | 'blocked_time';

/** Something already occupying time. */
export interface Occupant extends TimeRange {
  kind: ConflictKind;
  id: number;
  /** The field it occupies; null means every field of the facility (a facility-wide blocked time). */
  fieldId: number | null;
}

/** A slot someone asks for on one field. */
export interface RequestedSlot extends TimeRange {
  /** `YYYY-MM-DD` of the slot, in the facility's zone: how the verify answer is keyed. */
  date: string;
  fieldId: number;
}

export interface SlotConflicts<S extends RequestedSlot, O extends Occupant> {
  slot: S;
  /** The occupants in the slot's way, by start time; empty when the slot is free. */
  conflicts: O[];
}

/**
 * For each requested slot (in the order given), the occupants that conflict with it: same field
 * (or a facility-wide occupant) and overlapping time. The caller passes live occupants only
 * (no cancelled bookings); `excludeIds` leaves out bookings by id, e.g. the series being changed
 * or the booking being rescheduled, which never conflict with themselves. Blocked times are never
 * excluded by id.
 */
export function findConflicts<S extends RequestedSlot, O extends Occupant>(slots: readonly S[], occupants: readonly O[], options: { excludeBookingIds?: readonly number[] } = {}): SlotConflicts<S, O>[] {
  const excluded = new Set(options.excludeBookingIds ?? []);
  const candidates = occupants.filter((o) => !(o.kind === 'booking' && excluded.has(o.id))).sort((a, b) => a.start.getTime() - b.start.getTime());
  return slots.map((slot) => ({
    slot,
    conflicts: candidates.filter((o) => (o.fieldId === null || o.fieldId === slot.fieldId) && overlaps(slot, o)),
  }));
}

/** Whether any slot has a conflict. */
export function hasConflicts(result: readonly SlotConflicts<RequestedSlot, Occupant>[]): boolean {
  return result.some((r) => r.conflicts.length > 0);
}
