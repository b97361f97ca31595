import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { changePasswordRequestSchema, loginRequestSchema } from '../auth/schemas';
import { cents } from '../money-fields';
import { describeIssue, fieldLabelKey } from './issues';
import { en, es } from './messages';

/** The first issue of each field, as the server and the form both show it. */
const issuesOf = (schema: $ZodType, value: unknown) => {
  const described = safeParse(schema, value).error?.issues.map((i) => describeIssue(i)) ?? [];
  return described.filter((d, i) => described.findIndex((o) => o.field === d.field) === i);
};

describe('describeIssue maps zod issues onto the spec messages (SPEC §5)', () => {
  it('empty and missing values are "required"', () => {
    expect(issuesOf(loginRequestSchema, { username: '', password: '' }).map((d) => [d.field, d.key])).toEqual([
      ['username', 'validation.required'],
      ['password', 'validation.required'],
    ]);
    expect(issuesOf(loginRequestSchema, {}).map((d) => d.key)).toEqual(['validation.required', 'validation.required']);
  });

  it('passwords are 6 to 20 characters', () => {
    expect(issuesOf(loginRequestSchema, { username: 'a', password: 'abc' })).toEqual([{ field: 'password', key: 'validation.minLength', params: { min: 6 } }]);
    expect(issuesOf(loginRequestSchema, { username: 'a', password: 'x'.repeat(21) })).toEqual([{ field: 'password', key: 'validation.maxLength', params: { max: 20 } }]);
    expect(issuesOf(loginRequestSchema, { username: 'a', password: 'x'.repeat(20) })).toEqual([]);
  });

  it("a confirmation that differs says 'passwords do not match' on the confirmation field", () => {
    const d = issuesOf(changePasswordRequestSchema, { current_password: 'secret1', new_password: 'secret22', confirm_password: 'secret23' });
    expect(d).toEqual([{ field: 'confirm_password', key: 'validation.passwordsDoNotMatch', params: {} }]);
    expect(en.validation.passwordsDoNotMatch).toBe('passwords do not match');
  });

  it('e-mails and other formats', () => {
    expect(issuesOf(z.object({ email: z.email() }), { email: 'nope' })[0]?.key).toBe('validation.email');
    expect(en.validation.email).toBe('E-mail must be valid');
    expect(issuesOf(z.object({ n: z.number() }), { n: 'x' })[0]?.key).toBe('validation.invalidFormat');
  });

  it('field labels come from the last path segment', () => {
    expect(fieldLabelKey('address.0.username')).toBe('fields.username');
  });

  it('an amount in cents is named and bounded in major units, as people type it', () => {
    expect(fieldLabelKey('hourly_price_cents')).toBe('fields.hourly_price');
    const schema = z.object({ hourly_price_cents: cents(10_000), players: z.number().max(100) });
    expect(issuesOf(schema, { hourly_price_cents: 1_000_001, players: 101 })).toEqual([
      { field: 'hourly_price_cents', key: 'validation.maxValue', params: { max: 10_000 } },
      { field: 'players', key: 'validation.maxValue', params: { max: 100 } },
    ]);
    expect(issuesOf(schema, { hourly_price_cents: -1, players: 1 })[0]).toEqual({ field: 'hourly_price_cents', key: 'validation.minValue', params: { min: 0 } });
    expect(issuesOf(schema, { hourly_price_cents: 12.5, players: 1 })[0]?.key).toBe('validation.invalidFormat');
    expect(issuesOf(schema, { hourly_price_cents: Number.NaN, players: 1 })[0]?.key).toBe('validation.invalidFormat');
  });

  it('Spanish fills every key English has', () => {
    const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${p}${k}`] : keys(v as object, `${p}${k}.`)));
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
