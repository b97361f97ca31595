import { describe, expect, it } from 'vitest';
import { duplicateMatches, e164 } from './contact-history';

describe("a contact's duplicates", () => {
  it('compares phones in E.164: spaces, dashes, brackets and a 00 prefix do not matter', () => {
    expect(e164('+34 600 123 456')).toBe('+34600123456');
    expect(e164('0034 (600) 123-456')).toBe('+34600123456');
    expect(e164('600.123.456')).toBe('600123456');
    expect(e164('12')).toBe('');
    expect(e164('')).toBe('');
  });

  it('flags the same phone OR the same e-mail (case-insensitive), not only name and phone together', () => {
    const ana = { phone: '+34 600 123 456', email: 'ana@example.com' };
    expect(duplicateMatches(ana, { phone: '0034600123456', email: '' })).toEqual(['phone']);
    expect(duplicateMatches(ana, { phone: '', email: 'ANA@Example.com ' })).toEqual(['email']);
    expect(duplicateMatches(ana, { phone: '+34-600-123-456', email: 'Ana@example.com' })).toEqual(['phone', 'email']);
    expect(duplicateMatches(ana, { phone: '+34 600 999 999', email: 'other@example.com' })).toEqual([]);
    // Empty phones and e-mails are not a match.
    expect(duplicateMatches({ phone: '', email: '' }, { phone: '', email: '' })).toEqual([]);
  });
});
