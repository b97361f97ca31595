import { useCallback, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { $ZodErrorMap, $ZodType } from 'zod/v4/core';
import type { ApiError } from '../../api/client';

/**
 * A schema the form loads with its first check, e.g. `() => import('…/schemas').then((m) => m.loginRequestSchema)`:
 * zod then stays off the page's first load (the sign-in page). Define it once, outside the component.
 */
export type SchemaLoader<S> = () => Promise<S>;

/** The spec's validation messages (and zod's error map), loaded with the first check like the rules. */
export const loadMessages = () => import('../../i18n/zod-messages');

export type FieldValues = Record<string, unknown>;
/** A field's message: its first issue's (translated), or "invalid format" for an issue inside it (a day of a week, a row of a list). */
export interface FieldError {
  readonly message: string;
}
export type FieldErrors = Readonly<Partial<Record<string, FieldError>>>;

/** What the form asks of its schema, classic zod's or zod mini's alike: a check that answers the values or the issues. */
interface Checks<O> {
  safeParse(data: unknown, params: { error: $ZodErrorMap }): { success: true; data: O } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** A check's answer: the parsed values, or each field's message. */
interface Checked<O> {
  readonly data?: O;
  readonly errors: FieldErrors;
}

/** Values as the forms hold them (JSON's: strings, numbers, booleans, null, lists, records): equal when alike. */
function alike(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => alike((a as FieldValues)[k], (b as FieldValues)[k]));
}

/**
 * One form's state outside React: its values, the values it started from (dirty when they differ),
 * each field's message, and its inputs (the first in error takes the focus). Components read the
 * part they show (`Controller`: one field; `useWatch`: one field or all), so typing in one input
 * draws that input only. Changed only through its methods; every change tells the subscribers.
 */
export class Control<V extends FieldValues = FieldValues> {
  values: V;
  defaults: V;
  errors: FieldErrors = {};
  dirty = false;
  private submitted = false;
  private readonly listeners = new Set<() => void>();
  private readonly inputs = new Map<string, HTMLElement>();

  constructor(
    initial: V,
    private readonly check: (values: V) => Promise<Checked<unknown>>,
  ) {
    this.values = initial;
    this.defaults = initial;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private changed() {
    for (const listener of this.listeners) listener();
  }

  /** A field's new value; once the form was submitted, that field is checked again (its message follows the value). */
  setValue(name: string, value: unknown) {
    const next = { ...this.values, [name]: value };
    this.values = next;
    this.dirty = !alike(next, this.defaults);
    this.changed();
    if (!this.submitted) return;
    void this.check(next).then((result) => {
      if (this.values === next && this.errors[name]?.message !== result.errors[name]?.message) this.setErrors({ ...this.errors, [name]: result.errors[name] });
    });
  }

  setErrors(errors: FieldErrors) {
    this.errors = errors;
    this.changed();
  }

  /** Start again from `values` (a loaded record), or from the values it started from: untouched, no message. */
  reset(values: V = this.defaults) {
    this.values = values;
    this.defaults = values;
    if (Object.keys(this.errors).length > 0) this.errors = {};
    this.dirty = false;
    this.submitted = false;
    this.changed();
  }

  /** The input a field's message belongs to (the focus goes to the first in error on a refused submit). */
  register(name: string, input: HTMLElement | null) {
    if (input) this.inputs.set(name, input);
    else this.inputs.delete(name);
  }

  /** Checks every value: `onValid` gets the parsed values, else each field shows its message and the first input in error (in the page's order) takes the focus. */
  async submit(onValid: (data: never) => unknown) {
    this.submitted = true;
    const result = await this.check(this.values);
    this.setErrors(result.errors);
    if (result.data !== undefined) return void (await onValid(result.data as never));
    const inError = [...this.inputs].filter(([name, input]) => result.errors[name] && input.isConnected).map(([, input]) => input);
    const first = inError.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    first?.focus();
  }
}

/** One field of a form, as an input binds to it: its value, a change, its input's ref and its message. */
export interface ControllerRender {
  field: { name: string; value: unknown; onChange: (value: unknown) => void; onBlur: () => void; ref: (input: HTMLElement | null) => void };
  fieldState: { error?: FieldError };
}

/** Binds one field of a form to the input `render` draws; drawn again when that field's value or message changes. */
export function Controller({ name, control, render }: { name: string; control: Control; render: (bound: ControllerRender) => ReactElement }): ReactElement {
  const value = useSyncExternalStore(control.subscribe, () => control.values[name]);
  const error = useSyncExternalStore(control.subscribe, () => control.errors[name]);
  const onChange = useCallback((next: unknown) => control.setValue(name, next), [control, name]);
  const ref = useCallback((input: HTMLElement | null) => control.register(name, input), [control, name]);
  return render({ field: { name, value, onChange, onBlur: noBlur, ref }, fieldState: error ? { error } : {} });
}
const noBlur = () => undefined;

/** A form's values as they change: one field's (`name`), or all of them. */
export function useWatch({ control, name }: { control: Control; name: string }): unknown;
export function useWatch({ control }: { control: Control }): FieldValues;
export function useWatch({ control, name }: { control: Control; name?: string }): unknown {
  return useSyncExternalStore(control.subscribe, () => (name === undefined ? control.values : control.values[name]));
}

/**
 * A form checked by a domain zod schema (classic or mini), loaded with its first check, with the
 * spec's messages in the current language: checked on submit and, once submitted, again as each
 * field changes. Its inputs bind through `Controller` (or `useCheckedForm`'s `field`). The page
 * holding the form is drawn again when a message or the dirty state changes, not as each value does.
 * `showServerErrors` puts an E400 answer's field errors onto their fields.
 */
export function useZodForm<S extends $ZodType<FieldValues, FieldValues>>(rules: SchemaLoader<S>, initial: z.input<S>) {
  type In = z.input<S>;
  type Out = z.output<S>;
  const { t, i18n } = useTranslation();
  const translate = useRef({ t, i18n });
  translate.current = { t, i18n };
  const [control] = useState(
    () =>
      new Control<In>(initial, async (values) => {
        const [schema, { zodMessages }] = await Promise.all([rules(), loadMessages()]);
        const { t: tr, i18n: lang } = translate.current;
        const parsed = (schema as unknown as Checks<Out>).safeParse(values, zodMessages(tr));
        if (parsed.success) return { data: parsed.data, errors: {} };
        const found: Record<string, FieldError> = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0]);
          // Refinements carry their message as a key (e.g. validation.passwordsDoNotMatch, recurringOrders.problems.…): translate it.
          found[name] ??= { message: issue.path.length > 1 ? tr('validation.invalidFormat') : lang.exists(issue.message) ? tr(issue.message) : issue.message };
        }
        return { errors: found };
      }),
  );
  // The page holding the form is drawn again as these change; the form object stays the same (an effect may depend on it).
  useSyncExternalStore(control.subscribe, () => control.errors);
  useSyncExternalStore(control.subscribe, () => control.dirty);
  const form = useMemo(
    () => ({
      control: control as unknown as Control,
      formState: {
        get errors() {
          return control.errors;
        },
        get isDirty() {
          return control.dirty;
        },
      },
      handleSubmit: (onValid: (data: Out) => unknown) => (event?: FormEvent) => {
        event?.preventDefault();
        void control.submit(onValid as (data: never) => unknown);
      },
      reset: (values?: In) => control.reset(values),
      setError: (name: keyof In & string, error: FieldError) => control.setErrors({ ...control.errors, [name]: error }),
      getValues: () => control.values,
    }),
    [control],
  );
  const showServerErrors = useCallback(
    (error: ApiError) => {
      const found: Record<string, FieldError> = {};
      for (const [name, message] of Object.entries(error.fields)) if (name in control.values) found[name] = { message };
      control.setErrors({ ...control.errors, ...found });
    },
    [control],
  );
  return { form, showServerErrors };
}
