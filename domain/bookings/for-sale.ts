import { z } from 'zod';
import { currencySchema } from '../money-fields';
import { rowIdParam } from '../fields';

/** The body of `PUT /console/reservation/for_sale/:id/`: list the match for sale (true) or withdraw it (false). */
export const forSaleInputSchema = z.object({ for_sale: z.boolean() });

/** The query of `GET /reservation/for_sale/`. */
export const forSaleQuerySchema = z.object({ facility_id: rowIdParam() });

/**
 * A live upcoming match listed for sale (SPEC "list for sale"): its free places are offered to
 * players in the app at its price per player. Amounts in cents of `currency`.
 */
export const forSaleMatchSchema = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  type: z.string(),
  skill_level: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  /** Participants who joined (not counting those marked not going). */
  joined: z.number().int(),
  max_players: z.number().int().nullable(),
  /** max_players − joined; null without a maximum. */
  free_places: z.number().int().nullable(),
  /** What a player who joins pays, before the service fee: the match's price per player, else an even share of the field price. */
  price_per_player_cents: z.number().int(),
  currency: currencySchema,
});
export type ForSaleMatch = z.infer<typeof forSaleMatchSchema>;
