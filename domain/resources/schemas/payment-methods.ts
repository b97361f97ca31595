import { z } from 'zod';
import { cardDigits, passesLuhn } from '../../payments/card';
import { optionalEmail, optionalPhone, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';

/** `MM/YY`. */
const expiry = () =>
  z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/);
const billing = () => ({
  name_on_card: requiredText(100),
  expiry: expiry(),
  is_default: z.boolean().default(false),
  billing_email: optionalEmail(),
  billing_phone: optionalPhone(),
  billing_address: optionalText(200),
  zip_code: optionalText(10),
  status: statusSchema.default('A'),
});
/** What a write of payment-methods carries (the declaration: ../payment-methods.ts). */
export const paymentMethodsFields: ResourceFields = {
  fields: z.object({
    card_number: z
      .string()
      .trim()
      .max(23)
      .refine((n) => passesLuhn(cardDigits(n)), 'validation.cardNumber'),
    cvv: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/),
    ...billing(),
  }),
  updateFields: z.object(billing()),
};
