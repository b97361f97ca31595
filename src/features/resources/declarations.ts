import type { ResourceName } from '../../../domain/resources/manifest';
import { declaredRefs, type ResourceDef } from '../../../domain/resources/resource';

/**
 * Each declared resource's module on its own (domain/resources/<name>.ts), for the generic list: a
 * list page loads the declaration it draws and those its references point at, not the registry of
 * all 22 (issue 21). Typed by the manifest: a resource declared without its loader does not compile.
 */
const DECLARATIONS: { readonly [N in ResourceName]: () => Promise<ResourceDef> } = {
  'app-notifications': () => import('../../../domain/resources/app-notifications').then((m) => m.appNotifications),
  'app-users': () => import('../../../domain/resources/app-users').then((m) => m.appUsers),
  cameras: () => import('../../../domain/resources/cameras').then((m) => m.cameras),
  'cancellation-reasons': () => import('../../../domain/resources/cancellation-reasons').then((m) => m.cancellationReasons),
  'console-notifications': () => import('../../../domain/resources/console-notifications').then((m) => m.consoleNotifications),
  'console-users': () => import('../../../domain/resources/console-users').then((m) => m.consoleUsers),
  'contact-categories': () => import('../../../domain/resources/contact-categories').then((m) => m.contactCategories),
  contacts: () => import('../../../domain/resources/contacts').then((m) => m.contacts),
  facilities: () => import('../../../domain/resources/facilities').then((m) => m.facilities),
  fields: () => import('../../../domain/resources/fields').then((m) => m.fields),
  highlights: () => import('../../../domain/resources/highlights').then((m) => m.highlights),
  'onsite-payment-methods': () => import('../../../domain/resources/onsite-payment-methods').then((m) => m.onsitePaymentMethods),
  organizations: () => import('../../../domain/resources/organizations').then((m) => m.organizations),
  'payment-methods': () => import('../../../domain/resources/payment-methods').then((m) => m.paymentMethods),
  'players-groups': () => import('../../../domain/resources/players-groups').then((m) => m.playersGroups),
  'product-categories': () => import('../../../domain/resources/product-categories').then((m) => m.productCategories),
  products: () => import('../../../domain/resources/products').then((m) => m.products),
  'ranking-groups': () => import('../../../domain/resources/ranking-groups').then((m) => m.rankingGroups),
  roles: () => import('../../../domain/resources/roles').then((m) => m.roles),
  sports: () => import('../../../domain/resources/sports').then((m) => m.sports),
  terminals: () => import('../../../domain/resources/terminals').then((m) => m.terminals),
  'user-activity': () => import('../../../domain/resources/user-activity').then((m) => m.userActivity),
};

/** The declarations a reference field's filter reads its options' labels from, by field (as the registry's `refsOf`). */
export type RefDeclarations = Readonly<Record<string, ResourceDef>>;

/** A resource's declaration and those of the resources its reference fields point at: what its generic list and form draw. */
export interface Declared {
  def: ResourceDef;
  refs: RefDeclarations;
}

/** A declaration imported by a screen made for it, of a resource that refers to no other (a facility aside): what its list takes. */
export function withoutRefs(def: ResourceDef): Declared {
  if (declaredRefs(def).length > 0) throw new Error(`${def.name} refers to other resources: load it with loadDeclaration`);
  return { def, refs: {} };
}

/** A resource's declaration and those of the resources its reference fields point at (a facility is no declared resource: its own picker). */
export async function loadDeclaration(name: ResourceName): Promise<Declared> {
  const def = await DECLARATIONS[name]();
  const targets = declaredRefs(def);
  const loaded = await Promise.all(targets.map(([, target]) => DECLARATIONS[target]()));
  return { def, refs: Object.fromEntries(targets.map(([field], i) => [field, loaded[i]!])) };
}
