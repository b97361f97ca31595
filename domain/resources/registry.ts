import { cancellationReasons } from './cancellation-reasons';
import type { ResourceName } from './names';
import { onsitePaymentMethods } from './onsite-payment-methods';
import { productCategories } from './product-categories';
import type { ResourceDef } from './resource';

/** Every declared resource (DESIGN.md §4): the server registers its routes, the console its screens from here. */
export const RESOURCES: readonly ResourceDef[] = [cancellationReasons, onsitePaymentMethods, productCategories];

export function getResource(name: ResourceName): ResourceDef {
  const def = RESOURCES.find((r) => r.name === name);
  if (!def) throw new Error(`resource "${name}" is not declared`);
  return def;
}
