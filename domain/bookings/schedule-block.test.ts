import { describe, expect, it } from 'vitest';
import { blockFacts, partnerFields } from './schedule-block';

const base = { type: 'one_day', who: 'Ana', joined: 0, max_players: null, for_sale: false, notes: '' };

describe('what a schedule block says', () => {
  it('names who is playing; a blocked time says its reason and no payment', () => {
    expect(blockFacts(base)).toEqual({ who: 'Ana', blocked: false, places: null, onSale: false });
    expect(blockFacts({ ...base, type: 'blocked', who: null, notes: ' Net repair ' })).toEqual({ who: 'Net repair', blocked: true, places: null, onSale: false });
  });

  it("gives a match's places taken, and a full match does not read for sale", () => {
    const match = { ...base, type: 'regular_match', max_players: 4, for_sale: true };
    expect(blockFacts({ ...match, joined: 3 })).toMatchObject({ places: '3/4', onSale: true });
    expect(blockFacts({ ...match, joined: 4 })).toMatchObject({ places: '4/4', onSale: false });
    // Not a match: no places.
    expect(blockFacts({ ...base, max_players: 4, joined: 2 }).places).toBeNull();
  });

  it('pairs shared fields both ways; a field sharing itself or an unknown one is ignored', () => {
    const partners = partnerFields([
      { id: 1, shared_field_id: null },
      { id: 2, shared_field_id: 1 },
      { id: 3, shared_field_id: 3 },
      { id: 4, shared_field_id: 99 },
    ]);
    expect(Object.fromEntries(partners)).toEqual({ 1: [2], 2: [1] });
  });
});
