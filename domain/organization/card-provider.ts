import { z } from 'zod';

/** SPEC §9: a facility's card-provider onboarding link is valid for 5 minutes. */
export const PROVIDER_LINK_TTL_MS = 5 * 60 * 1000;

/** Where the built-in simulated card provider serves its onboarding page, under the API base. */
export const providerOnboardingPath = (token: string) => `/card_provider/onboarding/${token}/`;

/** `POST /facility/connect/:id/` and `GET /facility/connect_link/:id/`: the link to open and when it stops working. */
export const providerLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type ProviderLink = z.infer<typeof providerLinkSchema>;

/** `GET /facility/connect_status/:id/`: whether onboarding finished, and the live link if one is waiting. */
export const connectStatusSchema = z.object({
  connected: z.boolean(),
  account_id: z.string().nullable(),
  link: providerLinkSchema.nullable(),
});
export type ConnectStatus = z.infer<typeof connectStatusSchema>;
