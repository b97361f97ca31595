import { isMatchType } from './quote';
import type { ScheduleReservation } from './reservation';
import { freePlacesOf, onSaleNow } from './types';

/** What a schedule block says besides its time and type. */
export interface BlockFacts {
  /** Who is playing; for a blocked time, its reason ('' when none was given). */
  readonly who: string | null;
  /** A blocked time: no payment state, no players. */
  readonly blocked: boolean;
  /** The places taken of a match with a maximum ("3/4"); null otherwise. */
  readonly places: string | null;
  /** Listed for sale with a place free: a full match does not read "For sale". */
  readonly onSale: boolean;
}

export function blockFacts(b: Pick<ScheduleReservation, 'type' | 'who' | 'joined' | 'max_players' | 'for_sale' | 'notes'>): BlockFacts {
  if (b.type === 'blocked') return { who: b.notes.trim(), blocked: true, places: null, onSale: false };
  const match = isMatchType(b.type);
  return {
    who: b.who,
    blocked: false,
    places: match && b.max_players !== null ? `${b.joined}/${b.max_players}` : null,
    onSale: onSaleNow({ forSale: b.for_sale, freePlaces: freePlacesOf(b.max_players, b.joined) }),
  };
}

/**
 * The fields whose bookings take each field's time (SPEC: a booking on a field also blocks the
 * field it shares, and the fields that share it): field id → its partners' ids.
 */
export function partnerFields(fields: readonly { id: number; shared_field_id?: number | null }[]): Map<number, number[]> {
  const partners = new Map<number, number[]>();
  const add = (a: number, b: number) => {
    const list = partners.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    partners.set(a, list);
  };
  const known = new Set(fields.map((f) => f.id));
  for (const f of fields) {
    if (!f.shared_field_id || f.shared_field_id === f.id || !known.has(f.shared_field_id)) continue;
    add(f.id, f.shared_field_id);
    add(f.shared_field_id, f.id);
  }
  return partners;
}
