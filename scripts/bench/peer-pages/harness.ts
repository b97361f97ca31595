/**
 * What every peer page of the bench shares (scripts/bench/peers.ts builds and measures them): the
 * calls to make, handed in by the bench before the page loads (`window.__peer`: the same API calls
 * the console made, with a bearer token), and a JSON fetch. Each page fetches its data itself, as
 * the console does, so the same marks apply: the call's responseEnd → elements in the DOM → next frame.
 */
export interface PeerSetup {
  token: string;
  /** Schedule pages: the fields call and one bookings call per day, in the order the console made them. */
  fieldsUrl?: string;
  dayUrls?: string[];
  /** Schedule pages: the day each bookings call covers (YYYY-MM-DD, in the page's zone). */
  dates?: string[];
  /** List pages: the console's first list call; page `n` is that call with `page=n`. */
  listUrl?: string;
}

declare global {
  interface Window {
    __peer: PeerSetup;
  }
}

export const setup = (): PeerSetup => window.__peer;

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${setup().token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A list answer or a bare array. */
export const rowsOf = <T>(body: T[] | { data: T[] }): T[] => (Array.isArray(body) ? body : body.data);

/** The list call for page `page` (1-based). */
export function listPageUrl(page: number): string {
  const url = new URL(setup().listUrl!, location.origin);
  url.searchParams.set('page', String(page));
  return url.pathname + url.search;
}

export interface Contact {
  id: number;
  name: string;
  phone: string;
  email: string;
  status: string;
}

export interface Booking {
  id: number;
  field_id: number;
  type: string;
  start_at: string;
  end_at: string;
  payment_state: string;
}

export interface Field {
  id: number;
  name: string;
}

/** The class of a day's events: the bench counts `.peer-day-<n>` to see day `n` drawn. */
export const dayClass = (day: number) => `peer-day-${day}`;
