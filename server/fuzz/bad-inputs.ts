/**
 * Bad inputs for every operation of the API's OpenAPI document (issue 14, defect 2): a plausible
 * request per operation (each value satisfies its declared schema, ids name real demo rows), then
 * one value at a time replaced by a bad one of each kind the issue lists. Deterministic: the same
 * document gives the same requests in the same order.
 */

/** The subset of JSON Schema the zod → OpenAPI transform writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Operation {
  method: Method;
  /** The OpenAPI path, e.g. `/api/v1/field/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema; undefined when the operation takes no JSON body. */
  body: JsonSchema | undefined;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = op.parameters ?? [];
      out.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** The kinds of bad input of the issue. */
export type BadKind =
  | 'nul'
  | 'huge-text'
  | 'int32-overflow'
  | 'int32-max'
  | 'int53'
  | 'negative'
  | 'float'
  | 'float-huge'
  | 'year-0000'
  | 'year-10000'
  | 'impossible-date'
  | 'bad-time'
  | 'wrong-type'
  | 'missing-body'
  | 'body-not-object';

/** What the fuzz knows of the demo's rows: ids a plausible request names. */
export interface KnownIds {
  groupId: number;
  facilityId: number;
  /** Any other id (a field, a booking, a user...): the first row of most tables. */
  otherId: number;
}

export interface BadRequest {
  kind: BadKind;
  /** Where the bad value goes: `path:id`, `query:from`, `body:schedule.0.open`, `body`. */
  target: string;
  /** The URL with its query string (path and query values percent-encoded). */
  url: string;
  payload?: unknown;
  /** A short form of the bad value for the failure report. */
  value: string;
}

const HUGE = 'x'.repeat(100_000);
const DATE_RE = /date|birthday|day$|^from$|^to$|until/i;

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** The non-null branch of a union (zod writes nullable and optional fields as anyOf/oneOf). */
function branch(s: JsonSchema): JsonSchema {
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return options.find((o) => typeOf(o) !== 'null' && !(o.enum?.length === 1 && o.enum[0] === null)) ?? options[0]!;
  if (s.allOf?.length) return Object.assign({}, ...s.allOf) as JsonSchema;
  return s;
}

/** What a string holds, by its pattern, format or name. */
type TextKind = 'date' | 'datetime' | 'time' | 'email' | 'text';
function textKind(s: JsonSchema, name: string): TextKind {
  const p = s.pattern ?? '';
  if (s.format === 'date-time' || /T/.test(p)) return 'datetime';
  if (s.format === 'date' || p.includes('\\d{4}-') || (p === '' && DATE_RE.test(name) && !/time/i.test(name))) return 'date';
  if (s.format === 'time' || /^\^\(\[01\]|\^\(\[0-1\]|\[0-5\]/.test(p)) return 'time';
  if (s.format === 'email' || /email/i.test(name)) return 'email';
  return 'text';
}

const CANDIDATES = ['10:00', '2027-03-10', '2027-03-10T10:00:00.000Z', 'A', 'EUR', '+34 600 000 000', 'fuzz@example.com', 'fuzz', 'Europe/Madrid', 'a1', '00:11:22:33:44:55', '10.0.0.1'];

function plausibleString(s: JsonSchema, name: string): string {
  if (s.enum?.length) return String(s.enum[0]);
  if (s.const !== undefined) return String(s.const);
  const kind = textKind(s, name);
  const fits = (v: string) => (!s.pattern || new RegExp(s.pattern).test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  const preferred = kind === 'date' ? '2027-03-10' : kind === 'datetime' ? '2027-03-10T10:00:00.000Z' : kind === 'time' ? '10:00' : kind === 'email' ? 'fuzz@example.com' : 'fuzz';
  if (fits(preferred)) return preferred;
  return CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

function idFor(name: string, path: string, ids: KnownIds): number {
  if (name === 'group_id' || (name === 'tenant' && path.includes('/group/{tenant}'))) return ids.groupId;
  if (name === 'facility_id' || name === 'tenant') return ids.facilityId;
  return ids.otherId;
}

/**
 * Values some fields need that their JSON schema cannot tell (a refinement): a booking's length,
 * passwords that match their confirmation.
 */
const HINTS: Record<string, unknown> = {
  minutes: 90,
  password: 'fuzzpass1',
  new_password: 'fuzzpass1',
  confirm_password: 'fuzzpass1',
  current_password: 'fuzzpass1',
  end_date: '2027-03-31',
  end_time: '11:00',
  // 2027-03-10, the dates' default, is a Wednesday.
  weekdays: [3],
  timezone: 'Europe/Madrid',
};

/** A value that satisfies `schema` (by its declared constraints), ids naming demo rows. */
export function plausible(schema: JsonSchema, name: string, path: string, ids: KnownIds, sample: Readonly<Record<string, unknown>> = {}): unknown {
  const s = branch(schema);
  const hint = name in sample ? sample[name] : HINTS[name];
  const jsonType = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);
  if (hint !== undefined && (jsonType(hint) === typeOf(s) || (typeOf(s) === 'number' && typeof hint === 'number'))) return hint;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.const !== undefined) return s.const;
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(s.properties ?? {})) out[key] = plausible(sub, key, path, ids, sample);
      return out;
    }
    case 'array': {
      if (s.default !== undefined && Array.isArray(s.default) && s.default.length >= (s.minItems ?? 0)) return s.default;
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: Math.min(n, s.maxItems ?? n) }, () => plausible(s.items ?? {}, name, path, ids));
    }
    case 'integer':
    case 'number': {
      if (/(^|_)id$|^tenant$/.test(name)) return idFor(name, path, ids);
      if (s.default !== undefined && typeof s.default === 'number') return s.default;
      const min = typeof s.minimum === 'number' ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.min(Math.max(min, 1), s.maximum ?? Infinity);
    }
    case 'boolean':
      return s.default ?? false;
    case 'string':
      return plausibleString(s, name);
    default:
      return s.default ?? 'fuzz';
  }
}

interface Bad {
  kind: BadKind;
  value: unknown;
}

/** Bad values for a leaf of a JSON body (typed as JSON allows). */
function badJsonValues(schema: JsonSchema, name: string): Bad[] {
  const s = branch(schema);
  const type = s.enum?.length ? 'string' : typeOf(s);
  if (type === 'integer' || type === 'number') {
    return [
      { kind: 'int32-overflow', value: 2 ** 31 },
      { kind: 'int32-max', value: 2 ** 31 - 1 },
      { kind: 'int53', value: 2 ** 53 },
      { kind: 'negative', value: -1 },
      { kind: 'float', value: 1.5 },
      { kind: 'float-huge', value: 1e308 },
      { kind: 'wrong-type', value: 'x\u0000' },
    ];
  }
  if (type === 'boolean') return [{ kind: 'wrong-type', value: 'true\u0000' }];
  if (type === 'string') {
    const bad: Bad[] = [
      { kind: 'nul', value: 'fu\u0000zz' },
      { kind: 'huge-text', value: HUGE },
      { kind: 'wrong-type', value: { '\u0000': 1 } },
    ];
    const kind = textKind(s, name);
    if (kind === 'date') bad.push({ kind: 'year-0000', value: '0000-01-01' }, { kind: 'year-10000', value: '10000-01-01' }, { kind: 'impossible-date', value: '2027-02-30' });
    if (kind === 'datetime')
      bad.push({ kind: 'year-0000', value: '0000-01-01T10:00:00.000Z' }, { kind: 'year-10000', value: '+010000-01-01T10:00:00.000Z' }, { kind: 'impossible-date', value: '2027-02-30T10:00:00.000Z' });
    if (kind === 'time') bad.push({ kind: 'bad-time', value: '24:30' });
    return bad;
  }
  if (type === 'array') return [{ kind: 'wrong-type', value: 'x\u0000' }];
  return [{ kind: 'wrong-type', value: 'x\u0000' }];
}

/** Bad values for a path or query parameter (always text on the wire). */
function badTextValues(schema: JsonSchema, name: string): Bad[] {
  const s = branch(schema);
  const type = s.enum?.length ? 'string' : typeOf(s);
  const bad: Bad[] = [
    { kind: 'nul', value: '\u0000' },
    { kind: 'huge-text', value: HUGE },
  ];
  if (type === 'integer' || type === 'number') {
    bad.push(
      { kind: 'int32-overflow', value: '2147483648' },
      { kind: 'int53', value: '9007199254740993' },
      { kind: 'negative', value: '-1' },
      { kind: 'float', value: '1.5' },
      { kind: 'float-huge', value: '1e308' },
      { kind: 'wrong-type', value: 'abc' },
    );
  } else if (type === 'string') {
    const kind = textKind(s, name);
    if (kind === 'date') bad.push({ kind: 'year-0000', value: '0000-01-01' }, { kind: 'year-10000', value: '10000-01-01' }, { kind: 'impossible-date', value: '2027-02-30' });
    if (kind === 'datetime') bad.push({ kind: 'year-0000', value: '0000-01-01T10:00:00Z' }, { kind: 'impossible-date', value: '2027-02-30T10:00:00Z' });
    if (kind === 'time') bad.push({ kind: 'bad-time', value: '24:30' });
  }
  return bad;
}

/** Every leaf of a body schema: its path in the body and its schema (arrays by their first item). */
function leaves(schema: JsonSchema, at: (string | number)[] = []): { at: (string | number)[]; schema: JsonSchema }[] {
  const s = branch(schema);
  if (typeOf(s) === 'object' && s.properties) return Object.entries(s.properties).flatMap(([key, sub]) => leaves(sub, [...at, key]));
  if (typeOf(s) === 'array' && s.items) {
    const item = branch(s.items);
    const inner = typeOf(item) === 'object' ? leaves(item, [...at, 0]) : [{ at: [...at, 0], schema: item }];
    return at.length === 0 ? inner : [{ at, schema: s }, ...inner];
  }
  return at.length === 0 ? [] : [{ at, schema: s }];
}

function setAt(value: unknown, at: (string | number)[], leaf: unknown): unknown {
  if (at.length === 0) return leaf;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, leaf);
  return copy;
}

const show = (v: unknown): string => {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 37)}... (${text.length} chars)` : text;
};

/** What an operation's declared resource tells besides its schemas (domain/resources). */
export interface ResourceHints {
  /** Filter fields: the list filter is JSON (field → text) whose texts reach SQL. */
  filters: readonly string[];
  /** A valid body's values (a card number, a colour) that the schema's refinements need. */
  sample: Readonly<Record<string, unknown>>;
}

export function badRequests(op: Operation, ids: KnownIds, extras: ResourceHints = { filters: [], sample: {} }): BadRequest[] {
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, String(plausible(p.schema, p.name, op.path, ids))]));
  const queryValues: Record<string, string> = {};
  for (const q of op.query) if (q.required) queryValues[q.name] = String(plausible(q.schema, q.name, op.path, ids));
  const body = op.body ? plausible(op.body, '', op.path, ids, extras.sample) : undefined;

  const url = (path: Record<string, string>, query: Record<string, string>) => {
    const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
    const qs = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    return qs ? `${p}?${qs}` : p;
  };
  const out: BadRequest[] = [];
  const withBody = (r: Omit<BadRequest, 'payload'>, payload: unknown) => out.push(payload === undefined ? r : { ...r, payload });

  for (const p of op.pathParams) {
    for (const bad of badTextValues(p.schema, p.name)) {
      withBody({ kind: bad.kind, target: `path:${p.name}`, url: url({ ...pathValues, [p.name]: String(bad.value) }, queryValues), value: show(bad.value) }, body);
    }
  }
  for (const q of op.query) {
    const values = badTextValues(q.schema, q.name);
    if (q.name === 'filter') {
      for (const f of extras.filters) {
        values.push(
          { kind: 'nul', value: JSON.stringify({ [f]: 'a\u0000' }) },
          { kind: 'int32-overflow', value: JSON.stringify({ [f]: '2147483648' }) },
          { kind: 'float-huge', value: JSON.stringify({ [f]: '1e308' }) },
        );
      }
    }
    for (const bad of values) {
      withBody({ kind: bad.kind, target: `query:${q.name}`, url: url(pathValues, { ...queryValues, [q.name]: String(bad.value) }), value: show(bad.value) }, body);
    }
  }
  if (op.body) {
    const base = url(pathValues, queryValues);
    out.push({ kind: 'missing-body', target: 'body', url: base, value: '(none)' });
    out.push({ kind: 'body-not-object', target: 'body', url: base, payload: ['\u0000'], value: '["\\u0000"]' });
    for (const leaf of leaves(op.body)) {
      const name = String(leaf.at.filter((x) => typeof x === 'string').pop() ?? '');
      for (const bad of badJsonValues(leaf.schema, name)) {
        out.push({ kind: bad.kind, target: `body:${leaf.at.join('.')}`, url: base, payload: setAt(body, leaf.at, bad.value), value: show(bad.value) });
      }
    }
  }
  if (out.length === 0) {
    // Nothing declared: an unknown query parameter with a NUL byte, which the route must ignore or refuse.
    out.push({ kind: 'nul', target: 'query:fuzz', url: url(pathValues, { ...queryValues, fuzz: '\u0000' }), value: '"\\u0000"' });
  }
  return out;
}
