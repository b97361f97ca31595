/**
 * The console's view ids (SPEC §2.3). Each id unlocks routes and menu entries; `scope` says which
 * menu section of SPEC §2.4 it belongs to, which also decides what a facility owner (role F) holds.
 * Ids 17 and 37 are not tabled in the spec and do not exist.
 */
export type ViewScope = 'facility' | 'organization' | 'platform';

export interface ViewDef {
  readonly id: number;
  /** i18n key under `views.` and the base of the route name. */
  readonly key: string;
  readonly scope: ViewScope;
}

export const VIEWS = [
  { id: 1, key: 'order-video', scope: 'facility' },
  { id: 2, key: 'order-history', scope: 'facility' },
  { id: 3, key: 'payment', scope: 'organization' },
  { id: 4, key: 'payment-method', scope: 'organization' },
  { id: 5, key: 'video', scope: 'facility' },
  { id: 6, key: 'user', scope: 'organization' },
  { id: 7, key: 'user-app', scope: 'platform' },
  { id: 8, key: 'camera', scope: 'facility' },
  { id: 9, key: 'facility', scope: 'organization' },
  { id: 10, key: 'field', scope: 'facility' },
  { id: 11, key: 'sport', scope: 'platform' },
  { id: 12, key: 'user-activity', scope: 'platform' },
  { id: 13, key: 'highlight', scope: 'facility' },
  { id: 14, key: 'notification', scope: 'platform' },
  { id: 15, key: 'group', scope: 'platform' },
  { id: 16, key: 'role', scope: 'organization' },
  { id: 18, key: 'console-notification', scope: 'platform' },
  { id: 19, key: 'recurring-order', scope: 'facility' },
  { id: 20, key: 'reports', scope: 'organization' },
  { id: 21, key: 'field-monitoring', scope: 'facility' },
  { id: 22, key: 'sideline-payment', scope: 'platform' },
  { id: 23, key: 'schedule', scope: 'facility' },
  { id: 24, key: 'pos-payment', scope: 'facility' },
  { id: 25, key: 'players-group', scope: 'facility' },
  { id: 26, key: 'checkout', scope: 'facility' },
  { id: 27, key: 'product', scope: 'facility' },
  { id: 28, key: 'products-categories', scope: 'facility' },
  { id: 29, key: 'inventory', scope: 'facility' },
  { id: 30, key: 'onsite-payment-method', scope: 'facility' },
  { id: 31, key: 'reservation', scope: 'facility' },
  { id: 32, key: 'metrics', scope: 'organization' },
  { id: 33, key: 'communications', scope: 'organization' },
  { id: 34, key: 'terminal', scope: 'facility' },
  { id: 35, key: 'recurring-reservation', scope: 'facility' },
  { id: 36, key: 'contact', scope: 'facility' },
  { id: 38, key: 'blocked-times', scope: 'facility' },
  { id: 39, key: 'cancelled-reasons', scope: 'organization' },
  { id: 40, key: 'ranking-group', scope: 'platform' },
] as const satisfies readonly ViewDef[];

export const ALL_VIEW_IDS: readonly number[] = VIEWS.map((v) => v.id);

export function viewIdsInScopes(scopes: readonly ViewScope[]): number[] {
  return VIEWS.filter((v) => scopes.includes(v.scope)).map((v) => v.id);
}

/** True when the user holds at least one of `required` (an empty requirement always passes). */
export function holdsAny(held: readonly number[], required: readonly number[]): boolean {
  return required.length === 0 || required.some((id) => held.includes(id));
}
