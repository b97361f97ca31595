import { describe, expect, it } from 'vitest';
import { canAccessFacility, canAccessGroup } from './tenancy';
import { ALL_VIEW_IDS, holdsAny, viewIdsInScopes } from './views';
import { roleLabelKey } from './roles';

describe('view ids (SPEC §2.3)', () => {
  it('are the tabled ids 1–40 (17 and 37 are not tabled)', () => {
    expect(ALL_VIEW_IDS).toHaveLength(38);
    expect(ALL_VIEW_IDS).not.toContain(17);
    expect(ALL_VIEW_IDS).not.toContain(37);
    expect(Math.min(...ALL_VIEW_IDS)).toBe(1);
    expect(Math.max(...ALL_VIEW_IDS)).toBe(40);
  });

  it('facility and organization scopes leave out the platform views', () => {
    const owner = viewIdsInScopes(['facility', 'organization']);
    for (const platform of [7, 11, 12, 14, 15, 18, 22, 40]) expect(owner).not.toContain(platform);
    for (const id of [1, 5, 6, 16, 20, 23, 26, 36, 39]) expect(owner).toContain(id);
  });

  it('an action is allowed with any of its ids', () => {
    expect(holdsAny([1, 29], [27, 29, 30])).toBe(true);
    expect(holdsAny([1, 5], [27, 29, 30])).toBe(false);
    expect(holdsAny([], [])).toBe(true);
  });
});

describe('tenancy (SPEC §6)', () => {
  const owner = { role: 'F', group_id: 1, facilities_ids: [] };
  const rep = { role: 'R', group_id: 1, facilities_ids: [10] };
  const admin = { role: 'A', group_id: null, facilities_ids: [] };

  it('role A acts on any organization; others only on their own', () => {
    expect(canAccessGroup(admin, 2)).toBe(true);
    expect(canAccessGroup(owner, 1)).toBe(true);
    expect(canAccessGroup(owner, 2)).toBe(false);
  });

  it('an empty facilities list means every facility of the organization', () => {
    expect(canAccessFacility(owner, { id: 11, group_id: 1 })).toBe(true);
    expect(canAccessFacility(rep, { id: 10, group_id: 1 })).toBe(true);
    expect(canAccessFacility(rep, { id: 11, group_id: 1 })).toBe(false);
    expect(canAccessFacility(owner, { id: 20, group_id: 2 })).toBe(false);
  });

  it('role labels follow the label helper', () => {
    expect(roleLabelKey('F')).toBe('roles.facility');
    expect(roleLabelKey('subscriber')).toBe('roles.facility');
    expect(roleLabelKey('R')).toBe('roles.representative');
    expect(roleLabelKey('maintainer')).toBe('roles.maintainer');
    expect(roleLabelKey('whatever')).toBe('roles.administrator');
  });
});
