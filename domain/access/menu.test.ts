import { describe, expect, it } from 'vitest';
import { MENU, itemPath, visibleItems, visibleMenu } from './menu';
import { ALL_VIEW_IDS, viewIdsInScopes } from './views';

const keys = (viewsIds: number[]) => visibleMenu(viewsIds).map((s) => [s.key, s.entries.map((e) => (e.kind === 'group' ? `${e.key}(${e.children.map((c) => c.key).join(',')})` : e.key))]);

describe('side menu by view ids (SPEC §2.4)', () => {
  it('every item opens a route of the table', () => {
    for (const s of MENU) for (const e of s.entries) if (e.kind === 'item') expect(itemPath(e)).toMatch(/^\/views\//);
  });

  it('admin (every view) sees all three sections in the spec order, with Support last', () => {
    expect(keys([...ALL_VIEW_IDS])).toEqual([
      ['facility', ['bookings', 'contacts', 'payments', 'videos', 'orderHistory', 'pos', 'inventory(products,productCategories,inventoryAdjustment)', 'facilitySettings']],
      ['organization', ['reports', 'organizationPayments', 'users(consoleUsers,roles)', 'billingHistory', 'organizationSettings']],
      ['platform', ['organizations', 'application(appUsers,userActivity,notifications,platformPayments)', 'updates', 'platformSettings', 'support']],
    ]);
  });

  it('the representative (views 1, 5, 23, 31, 35, 36) sees only its items', () => {
    expect(keys([1, 5, 23, 31, 35, 36])).toEqual([['facility', ['bookings', 'contacts', 'videos', 'support']]]);
  });

  it('the facility owner sees facility and organization, no platform', () => {
    expect(keys(viewIdsInScopes(['facility', 'organization'])).map(([k]) => k)).toEqual(['facility', 'organization']);
  });

  it('Support is offered to everyone who sees a menu, once, closing their last section (issue 20 item 7)', () => {
    const owner = visibleMenu(viewIdsInScopes(['facility', 'organization']));
    expect(owner.map((s) => s.entries.filter((e) => e.kind === 'support').length)).toEqual([0, 1]);
    expect(owner.at(-1)!.entries.at(-1)!.kind).toBe('support');
    // The camera technician (views 8 and 10) too.
    expect(keys([8, 10])).toEqual([['facility', ['facilitySettings', 'support']]]);
  });

  it('a group shows only its allowed children; nothing allowed, nothing shown', () => {
    expect(keys([28])).toEqual([['facility', ['inventory(productCategories)', 'support']]]);
    expect(keys([])).toEqual([]);
    expect(visibleItems([16]).map((i) => i.key)).toEqual(['roles']);
  });
});
