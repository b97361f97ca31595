import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { zodMessages } from '../../i18n/zod-messages';

/**
 * The resolver of a form's zod schema, with the spec's messages in the current language. A chunk
 * of its own, loaded with the form's first check (see use-zod-form.ts), like the schemas it runs.
 */
export function resolverFor<S extends $ZodType<FieldValues, FieldValues>>(schema: S, t: TFunction): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, zodMessages(t)) as Resolver<z.input<S>, unknown, z.output<S>>;
}
