import { appNotifications } from './app-notifications';
import { cameras } from './cameras';
import { consoleNotifications } from './console-notifications';
import { cancellationReasons } from './cancellation-reasons';
import { contactCategories } from './contact-categories';
import { contacts } from './contacts';
import { facilities } from './facilities';
import { fields } from './fields';
import { highlights } from './highlights';
import type { ResourceName } from './manifest';
import { onsitePaymentMethods } from './onsite-payment-methods';
import { organizations } from './organizations';
import { paymentMethods } from './payment-methods';
import { playersGroups } from './players-groups';
import { productCategories } from './product-categories';
import { products } from './products';
import { rankingGroups } from './ranking-groups';
import { declaredRefs, type ResourceDef } from './resource';
import { sports } from './sports';
import { terminals } from './terminals';
import { roles } from './roles';
import { consoleUsers } from './console-users';
import { appUsers } from './app-users';
import { userActivity } from './user-activity';

/**
 * Every declared resource (DESIGN.md §4): the server registers its routes, the console its generic
 * screens from here. A screen made for one resource imports that declaration (`./fields.ts`), not
 * this list: it then loads one declaration, not 22 (issue 21).
 */
export const RESOURCES: readonly ResourceDef[] = [
  cancellationReasons,
  onsitePaymentMethods,
  productCategories,
  fields,
  cameras,
  contactCategories,
  contacts,
  products,
  terminals,
  playersGroups,
  highlights,
  sports,
  paymentMethods,
  organizations,
  facilities,
  roles,
  consoleUsers,
  appUsers,
  userActivity,
  consoleNotifications,
  appNotifications,
  rankingGroups,
];

export function getResource(name: ResourceName): ResourceDef {
  const def = RESOURCES.find((r) => r.name === name);
  if (!def) throw new Error(`resource "${name}" is not declared`);
  return def;
}

/** The declarations of the resources `def`'s reference fields point at, by field (a facility is no declared resource: its own picker). */
export function refsOf(def: ResourceDef): Readonly<Record<string, ResourceDef>> {
  return Object.fromEntries(declaredRefs(def).map(([field, target]) => [field, getResource(target)]));
}
