import type { z } from 'zod';
import type {
  AdjustmentDetail,
  AdjustmentRow,
  adjustmentListQuerySchema,
  adjustmentRequestSchema,
  MovementRow,
  ProductSummaryRow,
  StockRow,
  stockQuerySchema,
  summaryQuerySchema,
} from '../../domain/inventory/api';
import {
  countRefusal,
  emptySheetRefusal,
  receiptRefusal,
  inventoryRefusalKey,
  isAdjustmentReason,
  lineCost,
  outlook,
  salesWindowStart,
  type AdjustmentReason,
  type InventoryRefusalCode,
} from '../../domain/inventory/rules';
import { actorUserId, type Actor } from '../auth/actor';
import { facilityFor, type FacilityRow } from '../bookings/access';
import type { Db } from '../db/connect';
import { DomainError } from '../domain-error';
import { storeUpload, type Upload } from '../resources/uploads';
import * as repo from './repository';

/**
 * The inventory's rules (issue 17; DESIGN §8): counts and receipts of goods as adjustments whose
 * lines are stock movements, written in one transaction; the reads of view 29 and of the product
 * list's days left. Rules are domain/inventory/rules.ts's; every refusal writes nothing.
 */

/** A refusal of the inventory rules: E400 with its translated text; the code travels in `data.reason`. */
export const inventoryRefused = (code: InventoryRefusalCode, data: Record<string, unknown> = {}) => new DomainError('E400', { key: inventoryRefusalKey(code) }, { reason: code, ...data });

type AdjustmentBody = z.output<typeof adjustmentRequestSchema>;

/** Saves a count or a receipt of goods: the adjustment, its movements and the products' stock, in one transaction. */
export async function saveAdjustment(db: Db, actor: Actor, body: AdjustmentBody): Promise<AdjustmentDetail> {
  const facility = await facilityFor(db, actor, body.facility_id);
  // Nothing sent from a facility with no products at all: there was no sheet to fill.
  if (body.lines.length === 0) {
    const empty = emptySheetRefusal((await repo.currentStock(db, facility.id, {})).length);
    if (empty) throw inventoryRefused(empty);
  }
  const id = await db.transaction(async (tx) => {
    const locked = await repo.lockProducts(
      tx,
      [...new Set(body.lines.map((l) => l.product_id))].sort((a, b) => a - b),
    );
    const byId = new Map(locked.map((p) => [p.id, p]));
    const stranger = body.lines.find((l) => byId.get(l.product_id)?.facility_id !== facility.id);
    if (stranger) throw inventoryRefused('product_not_here', { product_id: stranger.product_id });

    let moves: repo.StockMove[];
    if (body.kind === 'count') {
      // The system stock is the one under the lock: a sale that landed since the sheet loaded counts.
      const lines = body.lines.map((l) => ({ productId: l.product_id, systemStock: byId.get(l.product_id)!.stock, counted: l.counted ?? null, reason: l.reason ?? null }));
      const refusal = countRefusal(lines);
      if (refusal) throw inventoryRefused(refusal);
      moves = lines
        .filter((l) => l.counted !== null && l.counted !== l.systemStock)
        .map((l) => ({ productId: l.productId, out: l.systemStock - l.counted!, reason: l.reason as AdjustmentReason, unitCostCents: byId.get(l.productId)!.cost_cents, stockBefore: l.systemStock }));
    } else {
      // Every line of a receipt carries its units (a line without is refused, not skipped).
      const refusal = body.lines.some((l) => l.quantity === undefined) ? 'quantity_not_positive' : receiptRefusal(body.lines.map((l) => ({ productId: l.product_id, quantity: l.quantity ?? null })));
      if (refusal) throw inventoryRefused(refusal);
      if (body.lines.some((l) => l.reason != null && !isAdjustmentReason(l.reason))) throw inventoryRefused('reason_unknown');
      moves = body.lines.map((l) => ({ productId: l.product_id, out: -l.quantity!, unitCostCents: byId.get(l.product_id)!.cost_cents, stockBefore: byId.get(l.product_id)!.stock }));
    }
    const cost = moves.reduce((sum, m) => sum + lineCost(-m.out, m.unitCostCents ?? 0), 0);
    const adjustment = await repo.insertAdjustment(tx, { facility_id: facility.id, kind: body.kind, user_id: actorUserId(actor), observation: body.observation, cost_cents: cost });
    const moved = await repo.moveStock(tx, moves, { kind: body.kind === 'count' ? 'adjustment' : 'receipt', adjustmentId: adjustment.id, userId: actorUserId(actor) });
    // Units only leave down to the counted figure, never below zero: a shortfall here means the rule above was bypassed.
    if (!moved.ok) throw inventoryRefused('counted_negative');
    return adjustment.id;
  });
  return adjustmentDetail(db, actor, id);
}

/** Stores a count's photo or PDF (checked by the route) as the adjustment's attachment. */
export async function attachToAdjustment(db: Db, actor: Actor, id: number, upload: Upload): Promise<AdjustmentDetail> {
  const row = await repo.adjustmentById(db, id);
  if (!row) throw new DomainError('E404');
  await facilityFor(db, actor, row.facility_id);
  await db.transaction(async (tx) => repo.setAttachment(tx, id, await storeUpload(tx, upload)));
  return adjustmentDetail(db, actor, id);
}

const rowView = (r: repo.AdjustmentListRow, facility: FacilityRow): AdjustmentRow => ({
  id: r.id,
  facility_id: r.facility_id,
  kind: r.kind as AdjustmentRow['kind'],
  creator: r.creator,
  created_at: new Date(r.created_at).toISOString(),
  cost_cents: Number(r.cost_cents),
  items: Number(r.items),
  reasons: (r.reasons ?? []).filter(isAdjustmentReason),
  observation: r.observation,
  attachment: r.attachment,
  currency: facility.currency,
});

/** One adjustment with its lines (E404 when none, or of a facility the actor may not act on). */
export async function adjustmentDetail(db: Db, actor: Actor, id: number): Promise<AdjustmentDetail> {
  const row = await repo.adjustmentById(db, id);
  if (!row) throw new DomainError('E404');
  const facility = await facilityFor(db, actor, row.facility_id);
  const lines = await repo.adjustmentLines(db, id);
  return {
    ...rowView(row, facility),
    lines: lines.map((l) => {
      const before = l.stock_before ?? 0;
      return {
        product_id: l.product_id,
        product_name: l.product_name,
        system_stock: before,
        counted_stock: before + l.quantity,
        difference: l.quantity,
        reason: isAdjustmentReason(l.reason) ? l.reason : null,
        unit_cost_cents: l.unit_cost_cents,
        cost_cents: lineCost(l.quantity, l.unit_cost_cents),
      };
    }),
  };
}

export async function adjustments(db: Db, actor: Actor, facilityId: number, q: z.output<typeof adjustmentListQuerySchema>): Promise<{ rows: AdjustmentRow[]; total: number }> {
  const facility = await facilityFor(db, actor, facilityId);
  const { rows, total } = await repo.adjustmentsPage(db, facility.id, { ...q, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined });
  return { rows: rows.map((r) => rowView(r, facility)), total };
}

export async function stockSheet(db: Db, actor: Actor, facilityId: number, q: z.output<typeof stockQuerySchema>): Promise<StockRow[]> {
  const facility = await facilityFor(db, actor, facilityId);
  return repo.currentStock(db, facility.id, q);
}

/** Products with stock, inventory days and zero-inventory day in the facility's zone (now: the clock, or a test's). */
export async function summary(db: Db, actor: Actor, q: z.output<typeof summaryQuerySchema>, now = new Date()): Promise<{ rows: ProductSummaryRow[]; total: number }> {
  const facility = await facilityFor(db, actor, q.facility_id);
  const { rows, total } = await repo.productSummaryPage(db, facility.id, salesWindowStart(now), {
    search: q.search,
    category_id: q.category_id,
    low: q.low === 'true',
    ids: q.ids?.split(',').map(Number),
    page: q.page,
    count: q.count,
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      category_id: r.category_id,
      stock: r.stock,
      low_stock: r.low_stock,
      sold_30d: r.sold,
      ...outlook({ stock: r.stock, low_stock: r.low_stock, sold: r.sold }, now, facility.timezone),
    })),
    total,
  };
}

export async function movements(db: Db, actor: Actor, productId: number, page: number, count: number): Promise<{ rows: MovementRow[]; total: number }> {
  const facilityId = await repo.productFacility(db, productId);
  if (facilityId === undefined) throw new DomainError('E404');
  await facilityFor(db, actor, facilityId);
  const { rows, total } = await repo.movementsPage(db, productId, page, count);
  return {
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, kind: r.kind as MovementRow['kind'], reason: isAdjustmentReason(r.reason) ? r.reason : null, created_at: new Date(r.created_at).toISOString() })),
    total,
  };
}
