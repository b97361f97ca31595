import { z } from 'zod';
import { optionalLongText, requiredText, type ResourceFields } from '../field-schemas';

/** What a write of onsite-payment-methods carries (the declaration: ../onsite-payment-methods.ts). */
export const onsitePaymentMethodsFields: ResourceFields = {
  fields: z.object({ name: requiredText(50), description: optionalLongText(250) }),
};
