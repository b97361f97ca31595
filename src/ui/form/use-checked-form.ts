import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { $ZodErrorMap, $ZodType } from 'zod/v4/core';
import type { ApiError } from '../../api/client';
import type { SchemaLoader } from './use-zod-form';

/** The spec's validation messages (and zod's error map), loaded with the first check like the rules. */
export const loadMessages = () => import('../../i18n/zod-messages');

type Values = Record<string, unknown>;

/** What the form asks of its schema, classic zod's or zod mini's alike: a check that answers the values or the issues. */
interface Checks<O> {
  safeParse(data: unknown, params: { error: $ZodErrorMap }): { success: true; data: O } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A form checked by a domain zod schema, without react-hook-form (the sign-in page's first load
 * stays small, and so does a small form's): plain controlled values of any type, the spec's
 * messages in the current language, checked on submit and, once submitted, again as each field
 * changes; the first field in error that registered its input (`inputRef`) takes the focus. The
 * rules load with the first check (`SchemaLoader`), like useZodForm's. `values()` reads the form's
 * latest values (a handler's render may be stale); `showServerErrors` puts an E400 answer's field
 * errors onto their fields; `reset` gives the form its first values again.
 */
export function useCheckedForm<S extends $ZodType<Values, Values>>(rules: SchemaLoader<S>, initial: z.input<S>) {
  type In = z.input<S>;
  type Name = keyof In & string;
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const submitted = useRef(false);
  const latest = useRef(values);
  const inputs = useRef<Partial<Record<Name, HTMLElement | null>>>({});

  /** The first message of each field in error, or the parsed values. */
  type Errors = Partial<Record<Name, string>>;
  const check = async (checked: In): Promise<{ data?: z.output<S>; errors: Errors }> => {
    const [schema, { zodMessages }] = await Promise.all([rules(), loadMessages()]);
    const parsed = (schema as unknown as Checks<z.output<S>>).safeParse(checked, zodMessages(t));
    if (parsed.success) return { data: parsed.data, errors: {} };
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as Name;
      // Refinements carry their message as a key (e.g. validation.passwordsDoNotMatch, recurringOrders.problems.…): translate it.
      found[name] ??= i18n.exists(issue.message) ? t(issue.message) : issue.message;
    }
    return { errors: found };
  };

  const field = <K extends Name>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (input: HTMLElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: In[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      if (!submitted.current) return;
      void check(next).then((result) => {
        if (latest.current === next) setErrors((shown) => ({ ...shown, [name]: result.errors[name] }));
      });
    },
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const sent = latest.current;
    void check(sent).then((result) => {
      setErrors(result.errors);
      if (result.data) return onValid(result.data);
      const first = (Object.keys(initial) as Name[]).find((name) => result.errors[name]);
      if (first) inputs.current[first]?.focus();
    });
  };

  const showServerErrors = (error: ApiError) => {
    const found: Errors = {};
    for (const [name, message] of Object.entries(error.fields)) if (name in initial) found[name as Name] = message;
    setErrors((shown) => ({ ...shown, ...found }));
  };

  const reset = () => {
    submitted.current = false;
    latest.current = initial;
    setValues(initial);
    setErrors({});
  };

  return { field, handleSubmit, showServerErrors, reset, values: () => latest.current };
}
