/** The inventory API's paths (./api.ts holds its request and answer schemas): zod-free, what the console's calls read (issue 21). */
export const INVENTORY_PATHS = {
  /** POST `AdjustmentRequest` → `AdjustmentDetail` (one transaction: the adjustment and its stock movements). */
  adjustment: '/product/adjustment/',
  /** GET one adjustment with its lines → `AdjustmentDetail`. */
  adjustmentOne: (id: number | string) => `/product/adjustment/${id}/`,
  /** PUT multipart (one image or PDF of at most 2 MB): the count's attachment → `AdjustmentDetail`. */
  attachment: (id: number | string) => `/product/adjustment/upload_attachment/${id}/`,
  /** GET `AdjustmentListQuery` → `AdjustmentRow[]` + total. */
  adjustments: (facilityId: number | string) => `/product/adjustment/facility/${facilityId}/`,
  /** GET `?category_id=&search=`: the count sheet, every product of the facility with its system stock → `StockRow[]`. */
  currentStock: (facilityId: number | string) => `/product/current_stock/facility/${facilityId}/`,
  /** GET `SummaryQuery`: products with stock, inventory days, zero-inventory day and level → `ProductSummaryRow[]` + total. */
  summary: '/product/summary/',
  /** GET `?page&count`: one product's journal → `MovementRow[]` + total. */
  movements: (productId: number | string) => `/product/movements/${productId}/`,
} as const;
