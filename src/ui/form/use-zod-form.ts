import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ApiError } from '../../api/client';

/**
 * A schema the form loads with its first check, e.g. `() => import('…/schemas').then((m) => m.loginRequestSchema)`:
 * zod then stays off the page's first load (the sign-in page). Define it once, outside the component.
 */
export type SchemaLoader<S> = () => Promise<S>;

/**
 * The resolver (with the spec's messages) is a chunk of its own too, loaded with the first check;
 * a page may ask for it earlier, e.g. as soon as the user types.
 */
export const loadResolver = () => import('./zod-resolver');

/**
 * react-hook-form + the domain's zod schema (or its loader), with the spec's messages in the
 * current language. `showServerErrors` puts an E400 answer's field errors onto their fields.
 */
export function useZodForm<S extends $ZodType<FieldValues, FieldValues>>(schema: S | SchemaLoader<S>, defaultValues: DefaultValues<z.input<S>>) {
  const { t } = useTranslation();
  const resolver = useMemo<Resolver<z.input<S>, unknown, z.output<S>>>(() => {
    let base: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
    const load = () =>
      (base ??= Promise.all([typeof schema === 'function' ? schema() : schema, loadResolver()]).then(
        ([loaded, { resolverFor }]) => resolverFor(loaded as S, t),
        (error: unknown) => {
          base = undefined; // the next check loads again
          throw error;
        },
      ));
    return async (values, context, options) => {
      const result = await (await load())(values, context, options);
      // Refinements carry their message as a key (e.g. validation.passwordsDoNotMatch): translate it.
      for (const error of Object.values(result.errors) as { message?: string }[]) {
        if (error?.message?.startsWith('validation.')) error.message = t(error.message);
      }
      return result;
    };
  }, [schema, t]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues }) as UseFormReturn<z.input<S>, unknown, z.output<S>>;
  const showServerErrors = (error: ApiError) => {
    const names = Object.keys(form.getValues());
    for (const [field, message] of Object.entries(error.fields)) {
      if (names.includes(field)) form.setError(field as Path<z.input<S>>, { message });
    }
  };
  return { form, showServerErrors };
}
