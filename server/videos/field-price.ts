import { eq } from 'drizzle-orm';
import { videoPrice, type VideoPrice } from '../../domain/videos/price';
import type { Executor } from '../db/connect';
import { fields } from '../db/schema';

/** What the price of a video takes from its facility. */
export interface PricingFacility {
  tax_percent: number;
  commission: number;
}

/**
 * A video on a field priced by that field's video prices (domain/videos/price.ts): the one place an
 * order at the counter, a booking's "include video" and a recurring order's day are priced.
 */
export function fieldVideoPrice(field: { video_hourly_price_cents: number; video_preorder_discount_percent: number }, facility: PricingFacility, minutes: number, preorder: boolean): VideoPrice {
  return videoPrice({
    hourlyPrice: field.video_hourly_price_cents,
    minutes,
    preorder,
    preorderDiscountPercent: field.video_preorder_discount_percent,
    taxPercent: facility.tax_percent,
    commissionPercent: facility.commission,
  });
}

/** The same, reading the field's prices (a field gone reads as free). */
export async function videoPriceOn(db: Executor, fieldId: number, facility: PricingFacility, minutes: number, preorder: boolean): Promise<VideoPrice> {
  const [field] = await db
    .select({ video_hourly_price_cents: fields.video_hourly_price_cents, video_preorder_discount_percent: fields.video_preorder_discount_percent })
    .from(fields)
    .where(eq(fields.id, fieldId));
  return fieldVideoPrice(field ?? { video_hourly_price_cents: 0, video_preorder_discount_percent: 0 }, facility, minutes, preorder);
}
