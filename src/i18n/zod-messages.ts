import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { describeIssue, fieldLabelKey } from '../../domain/i18n/issues';

/**
 * A zod error map that speaks the spec's validation messages in the current language, the same
 * ones the server answers with (domain/i18n/issues.ts). Pass it to zodResolver's schema options.
 */
export function zodMessages(t: TFunction): { error: z.core.$ZodErrorMap } {
  return {
    error: (issue) => {
      const d = describeIssue({ ...issue, path: issue.path ?? [] });
      return t(d.key, { ...d.params, field: t(fieldLabelKey(d.field), { defaultValue: d.field }) });
    },
  };
}
