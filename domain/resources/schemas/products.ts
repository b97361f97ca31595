import { z } from 'zod';
import { rowId } from '../../fields';
import { cents } from '../../money-fields';
import { int, optionalLongText, optionalText, requiredText, statusSchema, type ResourceFields } from '../field-schemas';
import { PRODUCT_VISIBILITY } from '../products';

/** What a write of products carries (the declaration: ../products.ts). */
export const productsFields: ResourceFields = {
  fields: z.object({
    name: requiredText(50),
    /** Product code or barcode, typed or scanned at the counter. */
    code: optionalText(40),
    category_id: rowId(),
    price_cents: cents(10_000),
    /** What a unit costs the facility: the cost of a count's differences and of goods received. */
    cost_cents: cents(10_000).default(0),
    /** Low stock at or under this many units (0: only "out" is flagged); the POS and the product list show it. */
    low_stock: int(0, 1_000_000).default(0),
    visibility: z.enum(PRODUCT_VISIBILITY).default('individual'),
    description: optionalLongText(250),
    status: statusSchema.default('A'),
  }),
};
