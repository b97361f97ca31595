import { CONTROL_CHARS } from '../field-rules';
import type { WeekSchedule } from './field-schemas';
import { formRouteOf, listRouteOf, resourceArea, resourceTitle, resourceView, type ResourceName } from './manifest';

/**
 * A resource declared once (DESIGN.md §4): the console builds its list and form screens from it,
 * the server its CRUD routes of SPEC §7 and their tenancy checks. Data only: no JSX, no SQL.
 */

/**
 * Which tenancy the rows carry: an organization's (`group_id`), a facility's (`facility_id`), or
 * none (`platform`: records of the whole platform, opened by role A's view ids only). `self`: the
 * rows are the tenants themselves (organizations): a row's organization is its own id, so a user
 * of an organization reads only that row, and only platform roles write.
 */
export type ResourceScope = 'group' | 'facility' | 'platform' | 'self';
export type ScopeColumn = 'group_id' | 'facility_id';
export const scopeColumn = (scope: ResourceScope): ScopeColumn | null => (scope === 'group' ? 'group_id' : scope === 'facility' ? 'facility_id' : null);

/**
 * How a column shows its value: `option` translates `options.<set>.<value>`, `reference` shows the
 * name of the referenced row (the API answers it as `<field>_name`), `money` integer cents shown with
 * the row's `currency` (domain/money.ts `formatMoney`).
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'boolean' | 'status' | 'option' | 'reference' | 'image' | 'flag' | 'datetime' | 'groups';
// `flag`: a badge with the column's label when the value is true (a contact who uses the app).
// `datetime`: a timestamp in the user's locale. `groups`: organization ids by name, or "everyone" when empty.
export interface ResourceColumn {
  readonly field: string;
  /** i18n key of the column header. */
  readonly label: string;
  readonly sortable: boolean;
  readonly kind: ColumnKind;
  /**
   * For `option` columns: the set under `options.` (defaults to the field). For `text` and `reference`
   * columns: the texts or names Sideline seeds, read in the console's language from that set; any
   * other shows as typed.
   */
  readonly options?: string;
  /** A column a narrow screen leaves out: below a tablet's landscape width (`tablet`, under 900 px: the counter tablet upright) or a phone's (`phone`, under 600 px). */
  readonly hideBelow?: 'tablet' | 'phone';
}

export type FormFieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'password'
  | 'number'
  /** Integer cents, typed in major units with the currency beside (domain/money.ts `parseMoney`). */
  | 'money'
  /** An ISO 4217 code chosen from the currencies the runtime knows (domain/money.ts `CURRENCIES`). */
  | 'currency'
  | 'switch'
  | 'select'
  | 'multiselect'
  | 'reference'
  | 'time'
  | 'date'
  | 'schedule'
  | 'ranges'
  | 'status'
  /** Ids of other rows, chosen with a checkbox each (the field's `links` target: e.g. the organization's facilities). */
  | 'references'
  /** Permission ids, grouped by view, with a checkbox per permission and per view (a role's permissions). */
  | 'permissions'
  /** A value the server writes (a register date, a last login), shown and not edited; not part of the body. */
  | 'readonly'
  /** A multi-choice of organizations (ids); none chosen means every organization. */
  | 'groups';
export interface ResourceFormField {
  readonly field: string;
  readonly label: string;
  readonly kind: FormFieldKind;
  readonly required?: boolean;
  /** `select` / `multiselect`: the allowed values; their labels are `options.<set>.<value>`. */
  readonly values?: readonly string[];
  /** The set of option labels under `options.` (defaults to the field). */
  readonly options?: string;
  /** Only on create (e.g. a password is set once; later changes have their own screen). */
  readonly createOnly?: boolean;
  /** `select`: the choices come from this API path (a list of strings, e.g. `/facility/timezones/`), shown as they are. */
  readonly source?: string;
  /** `select`: values only platform roles (A) are offered; the server refuses them to anyone else. */
  readonly platformValues?: readonly string[];
  /**
   * The value of the untouched input on create when it is not its kind's empty one (`initialValue`):
   * the write schema's default (`domain/resources/schemas`), which registry.test.ts holds it equal to.
   * Declared here so that a form draws its inputs before zod has loaded (issue 21).
   */
  readonly initial?: string | number | boolean;
}

export type ResourceAction = 'read' | 'create' | 'update' | 'delete';
/** Permission ids per action: the user must hold any one of them (SPEC §6). */
export type ResourcePermissions = Readonly<Record<ResourceAction, readonly number[]>>;

export interface SortOrder {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export type { StatusCode, WeekSchedule } from './field-schemas';
export const DEFAULT_WEEK: WeekSchedule = Array.from({ length: 7 }, () => ({ open: '08:00', close: '23:00', closed: false }));

/** The value of a form's untouched input: the field's declared `initial`, else its kind's empty value. */
export function initialValue(f: ResourceFormField): unknown {
  if (f.initial !== undefined) return f.initial;
  switch (f.kind) {
    case 'status':
      return 'A';
    case 'number':
    case 'money':
    case 'reference':
      return null;
    case 'switch':
      return false;
    case 'multiselect':
    case 'groups':
    case 'references':
    case 'permissions':
    case 'ranges':
      return [];
    case 'schedule':
      return DEFAULT_WEEK.map((day) => ({ ...day }));
    case 'select':
      return f.required ? (f.values?.[0] ?? '') : '';
    default:
      return '';
  }
}

/** What a row of any resource carries besides its declared fields. */
export interface ResourceRecord {
  id: number;
  status: string;
  group_id?: number;
  facility_id?: number;
  [field: string]: unknown;
}

/** What a reference points at: another declared resource, or the facilities of the organization. */
export type RefTarget = ResourceName | 'facilities';

/** The reference fields of `def` that point at a declared resource, with its name (a facility is none: it has its own picker). */
export function declaredRefs(def: ResourceDef): [field: string, target: ResourceName][] {
  return Object.entries(def.refs).filter((entry): entry is [string, ResourceName] => entry[1] !== 'facilities');
}
/** What a list of ids kept in a link table points at: a reference target, or the console's permissions. */
export type LinkTarget = RefTarget | 'permissions';

/** An image or logo of a record, uploaded with a multipart PUT to `<path><upload>:id/` (SPEC §7). */
export interface ResourceImage {
  /** The column that keeps the image's URL. */
  readonly field: string;
  /** The path segment of the upload, e.g. `upload_image/` or `upload_logo/`. */
  readonly upload: string;
}

export interface ResourceDef {
  readonly name: ResourceName;
  /** The console area: routes `/views/<area>/list` and `/views/<area>/form/:id?`. */
  readonly area: string;
  /** API path under `/api/v1`, with its trailing slash, e.g. `/cancellation_reason/`. */
  readonly path: string;
  /** The view id that opens the screens (SPEC §2.3). */
  readonly view: number;
  /** Views whose screens read the rows too (the schedule reads the fields): the view and these may read. */
  readonly readViews: readonly number[];
  readonly scope: ResourceScope;
  /** i18n key of the screen title. */
  readonly title: string;
  readonly form: readonly ResourceFormField[];
  readonly columns: readonly ResourceColumn[];
  readonly defaultSort: SortOrder;
  /** Fields the list filter may name: text fields match case-insensitively (contains), others exactly. */
  readonly filters: readonly string[];
  readonly permissions: ResourcePermissions;
  /** The A/I status field; when editable it is part of the form. */
  readonly statusField: string;
  /** The field unique within a tenant (case-insensitive): a duplicate answers E409 on it; null when none is. */
  readonly uniqueField: string | null;
  /** The text field that names a row (dialogs, the filter of the contract test). */
  readonly labelField: string;
  /** Fields holding the id of another resource's row in the same tenant (or a facility); the API adds `<field>_name`. */
  readonly refs: Readonly<Record<string, RefTarget>>;
  /** Where the form lives: `/views/<area>/form` unless the spec names another path. */
  readonly formRoute: string;
  /** Where the list lives: `/views/<area>/list` unless it is a tab of another screen (`/views/contact/list?tab=contact-category`). */
  readonly listRoute: string;
  /** A query the form path carries when it shares another resource's path (`?type=ranking-group`); '' when none. */
  readonly formSearch: string;
  readonly image: ResourceImage | null;
  /** A valid create body but for the label field (and the refs, which the tests pick from the tenant). */
  readonly sample: Readonly<Record<string, unknown>>;
  /** Fields the API never answers (a password hash, a card number). */
  readonly hidden: readonly string[];
  /** Fields the server writes (not the body) and answers, e.g. a card's brand and last four digits. */
  readonly computed: readonly string[];
  /** i18n key of the E409 message of a duplicate. */
  readonly duplicateKey: string;
  /**
   * Generic sub-paths (`all/`, `group/:tenant/`, ...) that a route of their own answers instead
   * (the top bar's selectors: `/group/all/`, `/facility/group/:id/`); the generic routes skip them.
   */
  readonly bespoke: readonly string[];
  /** Where the unique field must be unique: within the tenant, or across the platform (a console username). */
  readonly uniqueScope: 'tenant' | 'platform';
  /**
   * Fields holding a list of ids kept in a link table (a role's permissions, a user's facilities):
   * written with the row, answered as arrays of ids.
   */
  readonly links: Readonly<Record<string, LinkTarget>>;
  /**
   * Rows may belong to no organization (group_id null): the platform's own (role A, the administrators).
   * Only platform roles see and write them; they are listed with any organization's rows to them.
   */
  readonly platformRows: boolean;
}

/** A declaration; its area, view id, title and console routes come from its manifest entry (./manifest.ts). */
export interface ResourceInput {
  readonly name: ResourceName;
  readonly path: string;
  /** Other views whose screens read the rows (see ResourceDef.readViews). */
  readonly alsoReadBy?: readonly number[];
  readonly scope: ResourceScope;
  readonly form: readonly ResourceFormField[];
  readonly columns: readonly ResourceColumn[];
  readonly defaultSort: SortOrder;
  readonly filters: readonly string[];
  readonly permissions?: Partial<ResourcePermissions>;
  readonly statusField?: string;
  readonly uniqueField?: string | null;
  readonly labelField?: string;
  readonly refs?: Readonly<Record<string, RefTarget>>;
  readonly image?: ResourceImage;
  readonly sample?: Readonly<Record<string, unknown>>;
  readonly hidden?: readonly string[];
  readonly computed?: readonly string[];
  readonly duplicateKey?: string;
  readonly bespoke?: readonly string[];
  readonly uniqueScope?: 'tenant' | 'platform';
  readonly links?: Readonly<Record<string, LinkTarget>>;
  readonly platformRows?: boolean;
}

/**
 * Fills the defaults of a declaration: permission ids default to the view id, status field to
 * `status`, unique and label field to `name`.
 */
export function defineResource(input: ResourceInput): ResourceDef {
  const {
    permissions = {},
    statusField = 'status',
    uniqueField = 'name',
    labelField = 'name',
    refs = {},
    image,
    sample = {},
    hidden = [],
    computed = [],
    duplicateKey = 'records.duplicate',
    alsoReadBy = [],
    bespoke = [],
    uniqueScope = 'tenant',
    links = {},
    platformRows = false,
    ...rest
  } = input;
  const view = resourceView(input.name);
  const readViews = [view, ...alsoReadBy];
  const own = (action: ResourceAction) => permissions[action] ?? (action === 'read' ? readViews : [view]);
  const form = formRouteOf(input.name);
  return {
    ...rest,
    area: resourceArea(input.name),
    view,
    title: resourceTitle(input.name),
    formRoute: form.route,
    formSearch: form.search,
    listRoute: listRouteOf(input.name),
    readViews,
    permissions: { read: own('read'), create: own('create'), update: own('update'), delete: own('delete') },
    statusField,
    uniqueField,
    labelField,
    refs,
    image: image ?? null,
    sample,
    hidden,
    computed,
    duplicateKey,
    bespoke,
    uniqueScope,
    links,
    platformRows,
  };
}

/** The console path of a record's form (a new record without an id). */
export function formPath(def: Pick<ResourceDef, 'formRoute' | 'formSearch'>, id?: number): string {
  return `${def.formRoute}${id === undefined ? '' : `/${id}`}${def.formSearch}`;
}

/** A sortable column or filter on a reference sorts and filters by the referenced row's name / id. */
export const refNameField = (field: string) => `${field}_name`;

/** The options set a resource's names read from (its label column's: roles' `roleName`), for the selects that name its rows; none when they show as typed. */
export const labelOptions = (def: ResourceDef): string | undefined => def.columns.find((c) => c.field === def.labelField)?.options;

/** `'-name'` → `{ field: 'name', direction: 'desc' }`; null when the field may not be sorted. */
export function parseOrder(def: ResourceDef, order: string | undefined): SortOrder | null {
  if (!order) return def.defaultSort;
  const desc = order.startsWith('-');
  const field = desc ? order.slice(1) : order;
  if (field !== def.defaultSort.field && !def.columns.some((c) => c.field === field && c.sortable)) return null;
  return { field, direction: desc ? 'desc' : 'asc' };
}

export function formatOrder(order: SortOrder): string {
  return order.direction === 'desc' ? `-${order.field}` : order.field;
}

/** The list filter: field → text. Only declared filter fields and one-line texts (domain/fields.ts); null otherwise. */
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
    if (!def.filters.includes(field) || typeof text !== 'string' || text.length > 200 || CONTROL_CHARS.test(text)) return null;
    if (text.trim()) out[field] = text.trim();
  }
  return out;
}

/** Page size of lists: default and most a page may hold. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The page sizes a declared resource's list offers; its largest, 1,000, is drawn a window of rows at a time (src/ui/window-rows.ts). */
export const LIST_PAGE_SIZES = [10, 25, 50, 100, 1000];
export const LARGEST_LIST_PAGE = 1000;
