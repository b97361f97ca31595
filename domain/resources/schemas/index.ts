import { z } from 'zod';
import { appNotificationsFields } from './app-notifications';
import { appUsersFields } from './app-users';
import { camerasFields } from './cameras';
import { cancellationReasonsFields } from './cancellation-reasons';
import { consoleNotificationsFields } from './console-notifications';
import { consoleUsersFields } from './console-users';
import { contactCategoriesFields } from './contact-categories';
import { contactsFields } from './contacts';
import { facilitiesFields } from './facilities';
import { fieldsFields } from './fields';
import { highlightsFields } from './highlights';
import type { ResourceName } from '../manifest';
import { onsitePaymentMethodsFields } from './onsite-payment-methods';
import { organizationsFields } from './organizations';
import { paymentMethodsFields } from './payment-methods';
import { playersGroupsFields } from './players-groups';
import { productCategoriesFields } from './product-categories';
import { productsFields } from './products';
import { rankingGroupsFields } from './ranking-groups';
import type { ResourceFields } from '../field-schemas';
import { scopeColumn, type ResourceDef, type ResourceRecord } from '../resource';
import { rolesFields } from './roles';
import { sportsFields } from './sports';
import { terminalsFields } from './terminals';
import { userActivityFields } from './user-activity';

/** What the server and the forms check a declared resource's writes and rows with. */
export interface ResourceBody {
  /** Body of POST (without the tenancy column, which the route adds). */
  readonly create: z.ZodObject;
  /** Body of PUT. */
  readonly update: z.ZodObject;
  /** A row as the API answers it. */
  readonly record: z.ZodType<ResourceRecord>;
}

/**
 * Every declared resource's writable fields, one module each beside the declarations. Apart from
 * them: a screen that draws a resource's rows reads its declaration and loads no zod (issue 21);
 * the server and the forms check writes here.
 */
const FIELDS: Readonly<Record<ResourceName, ResourceFields>> = {
  'app-notifications': appNotificationsFields,
  'app-users': appUsersFields,
  cameras: camerasFields,
  'cancellation-reasons': cancellationReasonsFields,
  'console-notifications': consoleNotificationsFields,
  'console-users': consoleUsersFields,
  'contact-categories': contactCategoriesFields,
  contacts: contactsFields,
  facilities: facilitiesFields,
  fields: fieldsFields,
  highlights: highlightsFields,
  'onsite-payment-methods': onsitePaymentMethodsFields,
  organizations: organizationsFields,
  'payment-methods': paymentMethodsFields,
  'players-groups': playersGroupsFields,
  'product-categories': productCategoriesFields,
  products: productsFields,
  'ranking-groups': rankingGroupsFields,
  roles: rolesFields,
  sports: sportsFields,
  terminals: terminalsFields,
  'user-activity': userActivityFields,
};

const made = new Map<ResourceName, ResourceBody>();

/** The declared fields a row answers with (no hidden ones), in declaration order. */
const shownFields = (def: ResourceDef): string[] => Object.keys(FIELDS[def.name].fields.shape).filter((f) => !def.hidden.includes(f));

/** The schemas of a declared resource's writes and rows, made at first use. */
export function bodyOf(def: ResourceDef): ResourceBody {
  let body = made.get(def.name);
  if (!body) {
    const { fields, updateFields } = FIELDS[def.name];
    const scope = scopeColumn(def.scope);
    const record = z
      .object({
        id: z.number().int(),
        ...(scope ? { [scope]: def.platformRows ? z.number().int().nullable() : z.number().int() } : {}),
        status: z.string(),
        ...Object.fromEntries(shownFields(def).map((f) => [f, z.unknown()])),
        ...Object.fromEntries(Object.keys(def.refs).map((f) => [`${f}_name`, z.string().nullable()])),
        ...(def.image ? { [def.image.field]: z.string().nullable() } : {}),
        ...Object.fromEntries(def.computed.map((f) => [f, z.unknown()])),
      })
      .loose() as unknown as z.ZodType<ResourceRecord>;
    body = { create: fields, update: updateFields ?? fields, record };
    made.set(def.name, body);
  }
  return body;
}

/** The fields a row of the resource answers with (no hidden ones), in declaration order. */
export function recordFields(def: ResourceDef): string[] {
  const scope = scopeColumn(def.scope);
  return [...new Set(['id', ...(scope ? [scope] : []), def.statusField, ...shownFields(def), ...(def.image ? [def.image.field] : []), ...def.computed])];
}
