/**
 * Turns a zod issue into one of the spec's validation messages (SPEC §5) as an i18n key and its
 * parameters. The server and the console both translate the result, so a rule reads the same
 * wherever it is checked.
 */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly format?: string;
  readonly input?: unknown;
}

export interface DescribedIssue {
  readonly field: string;
  readonly key: string;
  readonly params: Record<string, string | number>;
}

export function issueField(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Zod keeps `input` only inside error maps; finished issues may say what they received in their
 * message (when zod's locale is loaded). Without either, a wrong type is taken as a missing value.
 */
function isMissing(issue: IssueLike): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null || issue.input === '';
  const received = /received (\w+)/.exec(issue.message ?? '')?.[1];
  return received === undefined || received === 'undefined' || received === 'null';
}

export function describeIssue(issue: IssueLike): DescribedIssue {
  const field = issueField(issue.path);
  const base = { field, params: {} as Record<string, string | number> };
  const num = (v: number | bigint | undefined) => Number(v ?? 0);
  // An amount (`*_cents`, domain/money.ts) is typed and read in major units: so are its bounds.
  const amount = (v: number | bigint | undefined) => (isCents(field) ? num(v) / 100 : num(v));
  switch (issue.code) {
    case 'invalid_type':
      return { ...base, key: isMissing(issue) ? 'validation.required' : 'validation.invalidFormat' };
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        if (num(issue.minimum) <= 1) return { ...base, key: 'validation.required' };
        return { ...base, key: 'validation.minLength', params: { min: num(issue.minimum) } };
      }
      return { ...base, key: 'validation.minValue', params: { min: amount(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { ...base, key: 'validation.maxLength', params: { max: num(issue.maximum) } };
      return { ...base, key: 'validation.maxValue', params: { max: amount(issue.maximum) } };
    case 'invalid_format':
      return { ...base, key: issue.format === 'email' ? 'validation.email' : 'validation.invalidFormat' };
    case 'custom':
      if (issue.message?.startsWith('validation.')) return { ...base, key: issue.message };
      return { ...base, key: 'validation.invalidFormat' };
    default:
      return { ...base, key: 'validation.invalidFormat' };
  }
}

const lastSegment = (field: string) =>
  field
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .pop() ?? field;
/** An amount in cents: the API names every one `<name>_cents`. */
const isCents = (field: string) => lastSegment(field).endsWith('_cents');

/** The i18n key of a field's label: its last path segment under `fields.` (an amount's without `_cents`). */
export function fieldLabelKey(field: string): string {
  return `fields.${lastSegment(field).replace(/_cents$/, '')}`;
}
