import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ApiError } from '../../api/client';
import { zodMessages } from '../../i18n/zod-messages';

/**
 * react-hook-form + the domain's zod schema, with the spec's messages in the current language.
 * `showServerErrors` puts an E400 answer's field errors onto their fields.
 */
export function useZodForm<S extends $ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const { t } = useTranslation();
  const resolver = useMemo<Resolver<z.input<S>, unknown, z.output<S>>>(() => {
    const base = zodResolver(schema, zodMessages(t)) as Resolver<z.input<S>, unknown, z.output<S>>;
    return async (values, context, options) => {
      const result = await base(values, context, options);
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
