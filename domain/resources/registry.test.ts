import { describe, expect, it } from 'vitest';
import { ROUTES, routeName } from '../access/routes';
import { VIEWS } from '../access/views';
import { en } from '../i18n/messages';
import { RESOURCE_NAMES, resourceArea } from './manifest';
import { RESOURCES, getResource } from './registry';
import { bodyOf, recordFields } from './schemas';
import { formatOrder, initialValue, parseFilter, parseOrder, scopeColumn } from './resource';

/** A route path as a pattern: `:name` one segment, `:name?` an optional one. */
const routePattern = (path: string) => new RegExp(`^${path.replace(/\/:[a-zA-Z]+\?/g, '(/[^/]+)?').replace(/\/:[a-zA-Z]+/g, '/[^/]+')}$`);

describe('the resource registry', () => {
  it('declares every named resource once', () => {
    expect(RESOURCES.map((r) => r.name).sort()).toEqual([...RESOURCE_NAMES].sort());
    for (const name of RESOURCE_NAMES) expect(getResource(name).area).toBe(resourceArea(name));
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: routes, view, paths, columns and labels agree', (_name, def) => {
    // The list and form live on routes of the table (a form may share another's path, a list be a tab of another screen).
    for (const [kind, path] of [
      ['list', def.listRoute.split('?')[0]!],
      ['form', `${def.formRoute}/1`],
    ] as const) {
      const route = ROUTES.find((r) => routePattern(r.path).test(path));
      expect(route, `${kind} route of ${def.area}`).toBeDefined();
      expect(route!.views).toContain(def.view);
      if (route!.path.startsWith(`/views/${def.area}/`)) expect(route!.title).toBe(def.title);
      expect(routeName(route!.path)).toBe(route!.name);
    }
    expect(VIEWS.some((v) => v.id === def.view)).toBe(true);
    expect(def.path).toMatch(/^(\/[a-z_]+)+\/$/);
    // Without their own, permission ids are the view id.
    for (const ids of Object.values(def.permissions)) expect(ids.length).toBeGreaterThan(0);
    const fields = Object.keys(bodyOf(def).create.shape);
    const answered = recordFields(def);
    for (const c of def.columns) expect(answered, c.field).toContain(c.field);
    for (const f of def.form) expect(f.kind === 'readonly' ? answered : fields, f.field).toContain(f.field);
    for (const f of def.filters) expect(fields).toContain(f);
    // A form draws its untouched inputs from the declaration (before zod loads): the write schema's default, where it has one.
    for (const f of def.form.filter((x) => x.kind !== 'readonly')) {
      const parsed = bodyOf(def).create.shape[f.field]!.safeParse(undefined);
      if (parsed.success && parsed.data !== undefined) expect(initialValue(f), `${f.field}: the schema's default`).toEqual(parsed.data);
      else expect(f.initial, `${f.field}: no default in the schema`).toBeUndefined();
    }
    expect(def.columns.some((c) => c.field === def.defaultSort.field && c.sortable) || def.defaultSort.field in def.refs).toBe(true);
    // The list screen always sends its order; the default one must be accepted both ways.
    expect(parseOrder(def, formatOrder(def.defaultSort))).toEqual(def.defaultSort);
    expect(parseOrder(def, def.defaultSort.field)?.direction).toBe('asc');
    // The unique field is the label field, or one the contract test derives from the label (a console username).
    if (def.uniqueField !== null) expect(fields).toContain(def.uniqueField);
    expect(fields).toContain(def.labelField);
    for (const [field, target] of Object.entries(def.refs)) {
      expect(answered).toContain(field);
      if (target !== 'facilities') expect(RESOURCE_NAMES).toContain(target);
    }
    for (const f of def.form.filter((x) => x.kind === 'reference')) expect(def.refs[f.field], f.field).toBeDefined();
    for (const f of def.form.filter((x) => (x.kind === 'select' || x.kind === 'multiselect') && x.source === undefined)) {
      expect(f.values?.length, f.field).toBeGreaterThan(0);
      for (const v of f.values!) expect((en.options as Record<string, Record<string, string>>)[f.options ?? f.field]?.[v], `${f.field}.${v}`).toBeTypeOf('string');
    }
    const labels = [...def.columns.map((c) => c.label), ...def.form.map((f) => f.label), ...def.filters.map((f) => `fields.${f}`), def.duplicateKey];
    for (const label of labels) {
      const [group, key] = label.split('.') as [keyof typeof en, string];
      expect((en[group] as Record<string, string>)[key], label).toBeTypeOf('string');
    }
    if (def.scope === 'group' || def.scope === 'facility') expect(scopeColumn(def.scope)).toBe(def.scope === 'group' ? 'group_id' : 'facility_id');
    // The sample plus a label makes a valid body (refs are picked from the tenant by the contract test).
    const refsOk = Object.fromEntries(Object.keys(def.refs).map((f) => [f, 1]));
    expect(bodyOf(def).create.safeParse({ ...refsOk, ...def.sample, [def.labelField]: 'Sample' }).success).toBe(true);
  });
});

describe('list parameters', () => {
  const def = getResource('product-categories');

  it('reads order as field or -field, only on sortable columns; nothing means the default sort', () => {
    expect(parseOrder(def, undefined)).toEqual(def.defaultSort);
    expect(parseOrder(def, '-name')).toEqual({ field: 'name', direction: 'desc' });
    expect(parseOrder(def, 'description')).toEqual({ field: 'description', direction: 'asc' });
    expect(parseOrder(def, 'facility_id')).toBeNull();
    expect(formatOrder({ field: 'name', direction: 'desc' })).toBe('-name');
  });

  it('reads the filter as a JSON object of declared fields to text', () => {
    expect(parseFilter(def, undefined)).toEqual({});
    expect(parseFilter(def, '{"name":" dri ","description":""}')).toEqual({ name: 'dri' });
    expect(parseFilter(def, '{"password":"x"}')).toBeNull();
    expect(parseFilter(def, '{"name":3}')).toBeNull();
    expect(parseFilter(def, '[1]')).toBeNull();
    expect(parseFilter(def, 'nope')).toBeNull();
  });

  it('validates bodies with the spec messages in mind: trimmed, required, at most 50 characters', () => {
    expect(bodyOf(def).create.safeParse({ name: '  Drinks ' }).data).toEqual({ name: 'Drinks', description: '' });
    expect(bodyOf(def).create.safeParse({ name: '   ' }).success).toBe(false);
    expect(bodyOf(def).create.safeParse({ name: 'x'.repeat(51) }).success).toBe(false);
    const reasons = getResource('cancellation-reasons');
    expect(bodyOf(reasons).create.safeParse({ name: 'Rain' }).data).toEqual({ name: 'Rain', status: 'A' });
    expect(bodyOf(reasons).create.safeParse({ name: 'Rain', status: 'X' }).success).toBe(false);
  });
});
