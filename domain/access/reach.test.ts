import { describe, expect, it } from 'vitest';
import { facilitiesWithin, roleWithinReach, withinReach } from './reach';

const sight = (role: string, ids: number[], facilities_ids: number[] = []) => ({ role, views_ids: ids, permissions_ids: ids, facilities_ids });

describe('reach: nobody changes a user or role that sees more than they do (issue 14)', () => {
  it('facilities: empty is every facility; a limited actor reaches only users limited to some of theirs', () => {
    expect(facilitiesWithin([], [])).toBe(true);
    expect(facilitiesWithin([], [1, 2])).toBe(true);
    expect(facilitiesWithin([1], [])).toBe(false);
    expect(facilitiesWithin([1], [1])).toBe(true);
    expect(facilitiesWithin([1], [1, 2])).toBe(false);
    expect(facilitiesWithin([1, 2], [2])).toBe(true);
  });

  it('a user limited to Madrid does not reach the organization-wide owner, even with the same role', () => {
    const madridOwner = sight('F', [9, 16, 6], [1]);
    expect(withinReach(madridOwner, sight('F', [9, 16, 6]))).toBe(false);
    expect(withinReach(madridOwner, sight('F', [9, 16, 6], [1]))).toBe(true);
    expect(withinReach(madridOwner, sight('R', [6], [1]))).toBe(true);
  });

  it('views and permissions: the target holds none the actor lacks', () => {
    const owner = sight('F', [6, 16]);
    expect(withinReach(owner, sight('R', [6]))).toBe(true);
    expect(withinReach(owner, sight('R', [6, 9]))).toBe(false);
    expect(withinReach(owner, { ...sight('R', [6]), permissions_ids: [6, 9] })).toBe(false);
  });

  it('role A reaches everyone; nobody else reaches a platform user', () => {
    expect(withinReach(sight('A', []), sight('F', [1, 2, 3]))).toBe(true);
    expect(withinReach(sight('F', [6, 16]), sight('A', []))).toBe(false);
  });

  it('a role is read-only to an actor when it gives more or when one of its holders sees more facilities', () => {
    const madridOwner = sight('F', [6, 16], [1]);
    const role = { views_ids: [6], permissions_ids: [6] };
    expect(roleWithinReach(madridOwner, role, [{ facilities_ids: [1] }])).toBe(true);
    expect(roleWithinReach(madridOwner, role, [])).toBe(true);
    expect(roleWithinReach(madridOwner, role, [{ facilities_ids: [1] }, { facilities_ids: [] }])).toBe(false);
    expect(roleWithinReach(madridOwner, { views_ids: [6, 9], permissions_ids: [6, 9] }, [])).toBe(false);
    expect(roleWithinReach(sight('A', []), { views_ids: [6, 9], permissions_ids: [6, 9] }, [{ facilities_ids: [] }])).toBe(true);
  });
});
