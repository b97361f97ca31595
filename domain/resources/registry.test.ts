import { describe, expect, it } from 'vitest';
import { ROUTES, routeName } from '../access/routes';
import { VIEWS } from '../access/views';
import { en } from '../i18n/en';
import { RESOURCE_AREAS, RESOURCE_NAMES } from './names';
import { RESOURCES, getResource } from './registry';
import { formatOrder, parseFilter, parseOrder, scopeColumn } from './resource';

describe('the resource registry', () => {
  it('declares every named resource once', () => {
    expect(RESOURCES.map((r) => r.name).sort()).toEqual([...RESOURCE_NAMES].sort());
    for (const name of RESOURCE_NAMES) expect(getResource(name).area).toBe(RESOURCE_AREAS[name]);
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: routes, view, paths, columns and labels agree', (_name, def) => {
    for (const kind of ['list', 'form']) {
      const route = ROUTES.find((r) => r.name === `views-${def.area}-${kind}`);
      expect(route, `${kind} route of ${def.area}`).toBeDefined();
      expect(route!.views).toContain(def.view);
      expect(route!.title).toBe(def.title);
      expect(routeName(route!.path)).toBe(route!.name);
    }
    expect(VIEWS.some((v) => v.id === def.view)).toBe(true);
    expect(def.path).toMatch(/^\/[a-z_]+\/$/);
    // Without their own, permission ids are the view id.
    for (const ids of Object.values(def.permissions)) expect(ids.length).toBeGreaterThan(0);
    const fields = Object.keys(def.create.shape);
    for (const c of def.columns) expect([...fields, 'status', 'id']).toContain(c.field);
    for (const f of def.form) expect(fields).toContain(f.field);
    for (const f of def.filters) expect(fields).toContain(f);
    expect(def.columns.some((c) => c.field === def.defaultSort.field && c.sortable)).toBe(true);
    expect(fields).toContain(def.uniqueField);
    for (const label of [...def.columns.map((c) => c.label), ...def.form.map((f) => f.label)]) {
      const [group, key] = label.split('.') as [keyof typeof en, string];
      expect((en[group] as Record<string, string>)[key], label).toBeTypeOf('string');
    }
    expect(scopeColumn(def.scope)).toBe(def.scope === 'group' ? 'group_id' : 'facility_id');
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
    expect(def.create.safeParse({ name: '  Drinks ' }).data).toEqual({ name: 'Drinks', description: '' });
    expect(def.create.safeParse({ name: '   ' }).success).toBe(false);
    expect(def.create.safeParse({ name: 'x'.repeat(51) }).success).toBe(false);
    const reasons = getResource('cancellation-reasons');
    expect(reasons.create.safeParse({ name: 'Rain' }).data).toEqual({ name: 'Rain', status: 'A' });
    expect(reasons.create.safeParse({ name: 'Rain', status: 'X' }).success).toBe(false);
  });
});
