import { z } from 'zod';
import { RESOURCE_AREAS, type ResourceName } from './names';

/**
 * A resource declared once (DESIGN.md §4): the console builds its list and form screens from it,
 * the server its CRUD routes of SPEC §7 and their tenancy checks. Data only: no JSX, no SQL.
 */

/** Which tenancy column the rows carry: an organization's (`group_id`) or a facility's (`facility_id`). */
export type ResourceScope = 'group' | 'facility';
export type ScopeColumn = 'group_id' | 'facility_id';
export const scopeColumn = (scope: ResourceScope): ScopeColumn => (scope === 'group' ? 'group_id' : 'facility_id');

export type ColumnKind = 'text' | 'status' | 'badge';
export interface ResourceColumn {
  readonly field: string;
  /** i18n key of the column header. */
  readonly label: string;
  readonly sortable: boolean;
  readonly kind: ColumnKind;
}

export type FormFieldKind = 'text' | 'textarea' | 'status';
export interface ResourceFormField {
  readonly field: string;
  readonly label: string;
  readonly kind: FormFieldKind;
  readonly required?: boolean;
}

export type ResourceAction = 'read' | 'create' | 'update' | 'delete';
/** Permission ids per action: the user must hold any one of them (SPEC §6). */
export type ResourcePermissions = Readonly<Record<ResourceAction, readonly number[]>>;

export interface SortOrder {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/** Status codes A and I (SPEC §3 status labels: active and inactive). */
export const statusSchema = z.enum(['A', 'I']);
export type StatusCode = z.infer<typeof statusSchema>;

/** A required, trimmed text of at most `max` characters ('must be less than N characters'). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** An optional text of at most `max` characters; empty is kept as ''. */
export const optionalText = (max: number) => z.string().trim().max(max).default('');

/** What a row of any resource carries besides its declared fields. */
export interface ResourceRecord {
  id: number;
  status: string;
  group_id?: number;
  facility_id?: number;
  [field: string]: unknown;
}

export interface ResourceDef {
  readonly name: ResourceName;
  /** The console area: routes `/views/<area>/list` and `/views/<area>/form/:id?`. */
  readonly area: string;
  /** API path under `/api/v1`, with its trailing slash, e.g. `/cancellation_reason/`. */
  readonly path: string;
  /** The view id that opens the screens (SPEC §2.3). */
  readonly view: number;
  readonly scope: ResourceScope;
  /** i18n key of the screen title (singular noun for the form is `resources.<name>.singular`). */
  readonly title: string;
  /** Body of POST (without the tenancy column, which the route adds) and of PUT. */
  readonly create: z.ZodObject;
  readonly update: z.ZodObject;
  /** A row as the API answers it. */
  readonly record: z.ZodType<ResourceRecord>;
  readonly form: readonly ResourceFormField[];
  readonly columns: readonly ResourceColumn[];
  readonly defaultSort: SortOrder;
  /** Fields the list filter may name (case-insensitive contains). */
  readonly filters: readonly string[];
  readonly permissions: ResourcePermissions;
  /** The A/I status field; when editable it is part of the form. */
  readonly statusField: string;
  /** The field unique within a tenant (case-insensitive): a duplicate answers E409 on it. */
  readonly uniqueField: string;
}

export interface ResourceInput {
  readonly name: ResourceName;
  readonly path: string;
  readonly view: number;
  readonly scope: ResourceScope;
  readonly title: string;
  /** The editable fields; they make the create and update bodies. */
  readonly fields: z.ZodObject;
  readonly form: readonly ResourceFormField[];
  readonly columns: readonly ResourceColumn[];
  readonly defaultSort: SortOrder;
  readonly filters: readonly string[];
  readonly permissions?: Partial<ResourcePermissions>;
  readonly statusField?: string;
  readonly uniqueField?: string;
}

/** Fills the defaults of a declaration: permission ids default to the view id, status field to `status`, unique field to `name`. */
export function defineResource(input: ResourceInput): ResourceDef {
  const { fields, permissions = {}, statusField = 'status', uniqueField = 'name', ...rest } = input;
  const own = (action: ResourceAction) => permissions[action] ?? [input.view];
  const textFields = Object.fromEntries(Object.keys(fields.shape).map((f) => [f, z.string()]));
  const record = z
    .object({ id: z.number().int(), [scopeColumn(input.scope)]: z.number().int(), status: z.string(), ...textFields })
    .loose() as unknown as z.ZodType<ResourceRecord>;
  return {
    ...rest,
    area: RESOURCE_AREAS[input.name],
    create: fields,
    update: fields,
    record,
    permissions: { read: own('read'), create: own('create'), update: own('update'), delete: own('delete') },
    statusField,
    uniqueField,
  };
}

/** `'-name'` → `{ field: 'name', direction: 'desc' }`; null when the field may not be sorted. */
export function parseOrder(def: ResourceDef, order: string | undefined): SortOrder | null {
  if (!order) return def.defaultSort;
  const desc = order.startsWith('-');
  const field = desc ? order.slice(1) : order;
  if (!def.columns.some((c) => c.field === field && c.sortable)) return null;
  return { field, direction: desc ? 'desc' : 'asc' };
}

export function formatOrder(order: SortOrder): string {
  return order.direction === 'desc' ? `-${order.field}` : order.field;
}

/** The list filter: field → text. Only declared filter fields; null when anything else is named. */
export function parseFilter(def: ResourceDef, raw: string | undefined): Record<string, string> | null {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(value)) {
    if (!def.filters.includes(field) || typeof text !== 'string') return null;
    if (text.trim()) out[field] = text.trim();
  }
  return out;
}

/** Page size of lists: default and most a page may hold. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
