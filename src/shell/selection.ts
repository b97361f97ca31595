import { useEffect, useState, useSyncExternalStore } from 'react';
import { isPlatformRole } from '../../domain/access/roles';
import type { FacilitySummary } from '../../domain/organization/schemas';
import { useFacilities } from '../api/organizations';
import { sessionBridge } from '../session/session-runtime';
import { useSessionUser } from '../session/use-session';
import { STORAGE_KEYS } from '../session/storage-keys';

/**
 * The organization and facility chosen in the top bar (SPEC §2.5): the one place every data
 * screen reads them from. Kept in the browser so a reload keeps the choice; cleared at logout.
 */
export const FACILITY_DEBOUNCE_MS = 400;

interface Choice {
  groupId: number | null;
  facilityId: number | null;
}

const listeners = new Set<() => void>();
const readId = (key: string) => {
  const n = Number(localStorage.getItem(key));
  return Number.isInteger(n) && n > 0 ? n : null;
};
let choice: Choice = { groupId: readId(STORAGE_KEYS.organization), facilityId: readId(STORAGE_KEYS.facility) };

function write(next: Choice) {
  choice = next;
  for (const [key, value] of [
    [STORAGE_KEYS.organization, next.groupId],
    [STORAGE_KEYS.facility, next.facilityId],
  ] as const) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  }
  for (const l of listeners) l();
}

export const selectionStore = {
  get: () => choice,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** A new organization forgets the facility of the old one. */
  setGroup: (groupId: number | null) => write({ groupId, facilityId: groupId === choice.groupId ? choice.facilityId : null }),
  setFacility: (facilityId: number | null) => write({ ...choice, facilityId }),
  /** Logout: the keys are removed by the session runtime; forget the in-memory copy too. */
  reset: () => write({ groupId: null, facilityId: null }),
};

sessionBridge.onClear(() => selectionStore.reset());

/**
 * How long to wait before loading the facilities of `next`: switching between organizations waits
 * (the user may be passing through several), but the first one known — the user's own arriving with
 * the session on a full page load, or role A's first choice — loads at once, as does clearing it.
 */
export function facilityLoadDelay(previous: number | null, next: number | null): number {
  return previous === null || next === null ? 0 : FACILITY_DEBOUNCE_MS;
}

/**
 * The facility the console works at: the one chosen in this session, else the one this user chose
 * last time (in this organization), else the first — never none while the organization has one.
 */
export function chooseFacility<F extends { id: number }>(facilities: readonly F[], chosenId: number | null, lastId: number | null): F | null {
  return facilities.find((f) => f.id === chosenId) ?? facilities.find((f) => f.id === lastId) ?? facilities[0] ?? null;
}

/**
 * The facility a record opened by its address is shown at (a booking's times in its zone and clock,
 * its fields, its currency): its own facility when the user has it, whichever one the top bar has
 * chosen; the chosen one while the record (or the facilities) is not loaded yet, or for a new one.
 */
export function facilityOfRecord<F extends { id: number }>(facilities: readonly F[], recordFacilityId: number | null | undefined, chosen: F | null): F | null {
  if (recordFacilityId === null || recordFacilityId === undefined) return chosen;
  return facilities.find((f) => f.id === recordFacilityId) ?? chosen;
}

const lastFacilityKey = (userId: number, groupId: number) => `${STORAGE_KEYS.lastFacility}.${userId}.${groupId}`;

function useDebouncedGroup(value: number | null): number | null {
  const [debounced, setDebounced] = useState(value);
  // Adjusting state while rendering: the first known organization is used in this very render.
  if (debounced !== value && facilityLoadDelay(debounced, value) === 0) setDebounced(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), facilityLoadDelay(debounced, value));
    return () => clearTimeout(id);
  }, [value, debounced]);
  return debounced;
}

export interface Selection {
  /** Role A chooses; everyone else works in their own organization. */
  groupId: number | null;
  canChooseGroup: boolean;
  facilityId: number | null;
  facility: FacilitySummary | null;
  /** The facilities the user may choose in the organization (loaded with a debounce). */
  facilities: FacilitySummary[];
  loadingFacilities: boolean;
  /** The organization is known and has no facility (yet). */
  noFacilities: boolean;
}

export function useSelection(): Selection {
  const { user } = useSessionUser();
  const stored = useSyncExternalStore(selectionStore.subscribe, selectionStore.get);
  const canChooseGroup = user ? isPlatformRole(user.role) : false;
  const groupId = canChooseGroup ? stored.groupId : (user?.group_id ?? null);
  const debouncedGroup = useDebouncedGroup(groupId);
  const query = useFacilities(debouncedGroup === groupId ? groupId : null);
  const facilities = groupId !== null && debouncedGroup === groupId ? (query.data?.data ?? []) : [];
  const lastKey = user && groupId !== null ? lastFacilityKey(user.id, groupId) : null;
  const facility = chooseFacility(facilities, stored.facilityId, lastKey ? readId(lastKey) : null);

  // The facility chosen for the user is stored (a stale one is forgotten) and remembered for their next sign-in.
  useEffect(() => {
    if (query.isSuccess && debouncedGroup === groupId) {
      if ((facility?.id ?? null) !== stored.facilityId) selectionStore.setFacility(facility?.id ?? null);
      if (facility && lastKey) localStorage.setItem(lastKey, String(facility.id));
    }
  }, [query.isSuccess, facility, stored.facilityId, debouncedGroup, groupId, lastKey]);

  return {
    groupId,
    canChooseGroup,
    facilityId: facility?.id ?? null,
    facility,
    facilities,
    loadingFacilities: groupId !== null && (debouncedGroup !== groupId || query.isPending),
    noFacilities: groupId !== null && debouncedGroup === groupId && query.isSuccess && facilities.length === 0,
  };
}
