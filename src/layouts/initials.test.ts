import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe("the user menu's avatar initials (as Fluent's Avatar draws them)", () => {
  it('takes the first letters of the first and last words, upper case', () => {
    expect(initialsOf('Olivia Martín', false)).toBe('OM');
    expect(initialsOf('ana maría de la torre', false)).toBe('AT');
    expect(initialsOf('Admin', false)).toBe('A');
  });
  it('leaves out bracketed parts and words without letters; right to left the other way round', () => {
    expect(initialsOf('Olivia Martín (Front desk) 2', false)).toBe('OM');
    expect(initialsOf('Olivia Martín', true)).toBe('MO');
    expect(initialsOf('', false)).toBe('');
  });
});
