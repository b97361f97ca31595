import { describe, expect, it } from 'vitest';
import { getResource } from '../resources/registry';
import { canAct, writtenByPlatformOnly } from './can-act';

const reasons = getResource('cancellation-reasons'); // view 39, read also by 23, 31, 35; an organization's rows
const sports = getResource('sports'); // view 11; platform records
const organizations = getResource('organizations'); // view 15; scope self
const user = (role: string, ids: number[]) => ({ role, views_ids: ids, permissions_ids: ids });

describe('canAct: the one rule of what a user may do to a resource (SPEC §6)', () => {
  it('nobody signed in may do anything', () => {
    expect(canAct(null, reasons, 'read')).toBe(false);
    expect(canAct(undefined, reasons, 'read')).toBe(false);
  });

  it("reads with the resource's view or a view that reads its rows; writes with its own view only", () => {
    const owner = user('F', [39]);
    for (const action of ['read', 'create', 'update', 'delete'] as const) expect(canAct(owner, reasons, action), action).toBe(true);
    const desk = user('R', [23]);
    expect(canAct(desk, reasons, 'read')).toBe(true);
    expect(canAct(desk, reasons, 'create')).toBe(false);
    expect(canAct(user('R', [1, 5]), reasons, 'read')).toBe(false);
  });

  it("needs one of the action's permission ids as well as the view", () => {
    expect(canAct({ role: 'F', views_ids: [39], permissions_ids: [] }, reasons, 'update')).toBe(false);
    expect(canAct({ role: 'F', views_ids: [], permissions_ids: [39] }, reasons, 'update')).toBe(false);
  });

  it('platform records and organizations are written by platform roles only, whatever views a role holds', () => {
    expect(writtenByPlatformOnly(sports.scope)).toBe(true);
    expect(writtenByPlatformOnly(organizations.scope)).toBe(true);
    expect(writtenByPlatformOnly(reasons.scope)).toBe(false);
    for (const def of [sports, organizations]) {
      const given = user('F', [def.view]);
      expect(canAct(given, def, 'read')).toBe(true);
      for (const action of ['create', 'update', 'delete'] as const) expect(canAct(given, def, action), `${def.name} ${action}`).toBe(false);
      for (const role of ['A', 'admin']) expect(canAct(user(role, [def.view]), def, 'update'), role).toBe(true);
    }
  });
});
