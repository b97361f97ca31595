import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { ApiError } from '../../api/client';
import type { SchemaLoader } from './use-zod-form';

/** The spec's validation messages (and zod's error map), loaded with the first check like the rules. */
export const loadMessages = () => import('../../i18n/zod-messages');

type Values = Record<string, string>;

/**
 * A form of a few text inputs checked by a domain zod schema, without react-hook-form (the sign-in
 * page's first load stays small): plain controlled values, the spec's messages in the current
 * language, checked on submit and, once submitted, again as each field changes; the first field in
 * error takes the focus. The rules load with the first check (`SchemaLoader`), like useZodForm's.
 * `showServerErrors` puts an E400 answer's field errors onto their fields; `reset` empties the form.
 */
export function useCheckedForm<S extends z.ZodMiniType<Values, Values>>(rules: SchemaLoader<S>, initial: z.input<S>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof z.input<S>, string>>>({});
  const submitted = useRef(false);
  const latest = useRef(values);
  const inputs = useRef<Partial<Record<keyof z.input<S>, HTMLInputElement | null>>>({});

  /** The first message of each field in error, or the parsed values. */
  type Errors = Partial<Record<keyof z.input<S>, string>>;
  const check = async (checked: z.input<S>): Promise<{ data?: z.output<S>; errors: Errors }> => {
    const [schema, { zodMessages }] = await Promise.all([rules(), loadMessages()]);
    const parsed = schema.safeParse(checked, zodMessages(t));
    if (parsed.success) return { data: parsed.data, errors: {} };
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof z.input<S>;
      // Refinements carry their message as a key (e.g. validation.passwordsDoNotMatch): translate it.
      found[name] ??= issue.message.startsWith('validation.') ? t(issue.message) : issue.message;
    }
    return { errors: found };
  };

  const field = (name: keyof z.input<S> & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (value: string) => {
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
      const first = (Object.keys(initial) as (keyof z.input<S>)[]).find((name) => result.errors[name]);
      if (first) inputs.current[first]?.focus();
    });
  };

  const showServerErrors = (error: ApiError) => {
    const found: Errors = {};
    for (const [name, message] of Object.entries(error.fields)) if (name in initial) found[name as keyof z.input<S>] = message;
    setErrors((shown) => ({ ...shown, ...found }));
  };

  const reset = () => {
    submitted.current = false;
    latest.current = initial;
    setValues(initial);
    setErrors({});
  };

  return { field, handleSubmit, showServerErrors, reset };
}
