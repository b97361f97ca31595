import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { useWatch, useZodForm, type FieldValues, type SchemaLoader } from './use-zod-form';

/**
 * A small form (the sign-in pages, a recurring video order) on `useZodForm`, its inputs bound by
 * `field(name)` rather than a `Controller` each: plain controlled values of any type and their
 * messages, the form drawn again as any value changes. `values()` reads the form's latest values
 * (a handler's render may be stale); `reset` gives the form its first values again.
 */
export function useCheckedForm<S extends $ZodType<FieldValues, FieldValues>>(rules: SchemaLoader<S>, initial: z.input<S>) {
  type In = z.input<S>;
  type Name = keyof In & string;
  const { form, showServerErrors } = useZodForm(rules, initial);
  const values = useWatch({ control: form.control }) as In;
  const field = <K extends Name>(name: K) => ({
    name,
    value: values[name],
    error: form.formState.errors[name]?.message,
    inputRef: (input: HTMLElement | null) => form.control.register(name, input),
    onChange: (value: In[K]) => form.control.setValue(name, value),
  });
  return { field, handleSubmit: form.handleSubmit, showServerErrors, reset: () => form.reset(), values: () => form.getValues() as In };
}
