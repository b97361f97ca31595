import { shiftDate, todayIn } from '../time/local';

/**
 * Inventory rules (issue 17; SPEC §3 Inventory adjustment, §5): what a count may save, what it
 * costs, how low a product is and how many days its stock lasts. Pure: the count sheet asks them
 * before it sends, the server again before it writes.
 */

/** Why a counted line changed (SPEC §3: damaged, expired, lost; and a plain count correction). */
export const ADJUSTMENT_REASONS = ['damaged', 'expired', 'lost', 'count_correction'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const isAdjustmentReason = (value: unknown): value is AdjustmentReason => typeof value === 'string' && (ADJUSTMENT_REASONS as readonly string[]).includes(value);

/** A count (counted stock with a reason per changed line) or a receipt of goods (units in). */
export const ADJUSTMENT_KINDS = ['count', 'receipt'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** What one journal row is (server/db/schema.ts stock_movements). */
export const MOVEMENT_KINDS = ['sale', 'void', 'refund', 'adjustment', 'receipt', 'initial'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MAX_ADJUSTMENT_LINES = 500;
export const MAX_COUNTED = 1_000_000;

/** Why an adjustment is refused (`inventory.refused.<code>`). */
export const INVENTORY_REFUSALS = [
  'nothing_to_save',
  'reasons_missing',
  'no_settings',
  'counted_negative',
  'counted_not_whole',
  'quantity_not_positive',
  'reason_unknown',
  'product_not_here',
  'duplicate_product',
  'too_many_lines',
  'invalid_attachment',
] as const;
export type InventoryRefusalCode = (typeof INVENTORY_REFUSALS)[number];
export const inventoryRefusalKey = (code: InventoryRefusalCode) => `inventory.refused.${code}`;

/** One line of a count sheet: the system stock, what was counted (null: not counted) and why it differs. */
export interface CountLine {
  readonly productId: number;
  readonly systemStock: number;
  readonly counted: number | null;
  readonly reason: string | null;
}

/** The difference a counted line makes (0 when not counted). */
export const difference = (line: Pick<CountLine, 'systemStock' | 'counted'>): number => (line.counted === null ? 0 : line.counted - line.systemStock);

/** The lines that change stock. */
export const changedLines = <L extends CountLine>(lines: readonly L[]): L[] => lines.filter((l) => difference(l) !== 0);

/**
 * Why a count cannot be saved, or null: a negative or fractional count, nothing changed
 * ('No adjustments to save'), a changed line without a reason ('Select reasons to save') or with
 * one not of the list.
 */
export function countRefusal(lines: readonly CountLine[]): InventoryRefusalCode | null {
  if (lines.length > MAX_ADJUSTMENT_LINES) return 'too_many_lines';
  for (const l of lines) {
    if (l.counted === null) continue;
    if (!Number.isInteger(l.counted)) return 'counted_not_whole';
    if (l.counted < 0) return 'counted_negative';
    if (l.counted > MAX_COUNTED) return 'counted_not_whole';
  }
  const ids = new Set<number>();
  for (const l of lines) {
    if (ids.has(l.productId)) return 'duplicate_product';
    ids.add(l.productId);
  }
  const changed = changedLines(lines);
  if (changed.length === 0) return 'nothing_to_save';
  if (changed.some((l) => l.reason === null || l.reason === '')) return 'reasons_missing';
  if (changed.some((l) => !isAdjustmentReason(l.reason))) return 'reason_unknown';
  return null;
}

/**
 * A sheet with no products at all (the facility has none, or none under the sheet's filter) has
 * nothing to count or receive: 'There are no settings to save' (SPEC §5). A sheet of products with
 * nothing typed or changed is 'No adjustments to save' (`countRefusal`, `receiptRefusal`).
 */
export const emptySheetRefusal = (productsOnSheet: number): InventoryRefusalCode | null => (productsOnSheet === 0 ? 'no_settings' : null);

/** Why a receipt of goods cannot be saved, or null: a line of less than one unit (or not whole), none received, a product twice. */
export function receiptRefusal(lines: readonly { productId: number; quantity: number | null }[]): InventoryRefusalCode | null {
  if (lines.length > MAX_ADJUSTMENT_LINES) return 'too_many_lines';
  const received = lines.filter((l) => l.quantity !== null);
  if (received.some((l) => !Number.isInteger(l.quantity) || l.quantity! < 1 || l.quantity! > MAX_COUNTED)) return 'quantity_not_positive';
  if (received.length === 0) return 'nothing_to_save';
  if (new Set(received.map((l) => l.productId)).size !== received.length) return 'duplicate_product';
  return null;
}

/** What a change of `units` costs at `unitCostCents` each (negative: value lost). */
export const lineCost = (units: number, unitCostCents: number): number => units * unitCostCents;

/** How a product's stock stands: out (none left), low (at or under its threshold), ok. */
export type StockLevel = 'out' | 'low' | 'ok';
export function stockLevel(stock: number, lowThreshold: number): StockLevel {
  if (stock <= 0) return 'out';
  if (lowThreshold > 0 && stock <= lowThreshold) return 'low';
  return 'ok';
}

/** Days of sales the average is taken over (issue 17: the last 30 days). */
export const SALES_WINDOW_DAYS = 30;

/** Where the sales window starts: `SALES_WINDOW_DAYS` × 24 h before `now`. */
export const salesWindowStart = (now: Date): Date => new Date(now.getTime() - SALES_WINDOW_DAYS * 86_400_000);

/**
 * Inventory days: whole days the stock lasts at the average daily sales of the window
 * (`unitsSold` over `SALES_WINDOW_DAYS` days); 0 when nothing is left; null when nothing sold
 * (it does not run out at this pace).
 */
export function inventoryDays(stock: number, unitsSold: number): number | null {
  if (stock <= 0) return 0;
  if (unitsSold <= 0) return null;
  return Math.floor((stock * SALES_WINDOW_DAYS) / unitsSold);
}

/** The zero-inventory day: the facility's today (in its zone) plus the inventory days; null when it does not run out. */
export function zeroInventoryDay(days: number | null, now: Date, zone: string): string | null {
  if (days === null) return null;
  return shiftDate(todayIn(zone, now), days);
}

/** Stock, days left and zero day of one product. */
export interface ProductOutlook {
  readonly level: StockLevel;
  readonly inventory_days: number | null;
  readonly zero_day: string | null;
  /** Average units sold a day over the window, to one decimal. */
  readonly daily_sales: number;
}
export function outlook(p: { stock: number; low_stock: number; sold: number }, now: Date, zone: string): ProductOutlook {
  const days = inventoryDays(p.stock, p.sold);
  return { level: stockLevel(p.stock, p.low_stock), inventory_days: days, zero_day: zeroInventoryDay(days, now, zone), daily_sales: Math.round((p.sold * 10) / SALES_WINDOW_DAYS) / 10 };
}
