import { and, eq, inArray } from 'drizzle-orm';
import type { Invoice, LineInput, SaveInvoiceRequest } from '../../domain/pos/api';
import { checkoutRefusal, lineKey, quantityRefusal } from '../../domain/pos/cart';
import { taxWithin } from '../../domain/pos/totals';
import { amountRefusal, type PosRefusal } from '../../domain/pos/types';
import { actorUserId, type Actor } from '../auth/actor';
import { checkContact, facilityFor, type FacilityRow } from '../bookings/access';
import { balanceOf } from '../bookings/pricing';
import { bookingById } from '../bookings/repository';
import type { Db, Executor, Tx } from '../db/connect';
import { products } from '../db/schema';
import { DomainError, invalidInput } from '../domain-error';
import { bookingCharge } from './booking-charges';
import { videoOrderCharge } from './video-lines';
import { invoiceFor } from './payment-service';
import { keyReused, posRefused, requestHash } from './refusals';
import * as repo from './repository';
import type { InvoiceRow, LineRow, NewLine } from './repository';
import { invoiceView } from './views';

/**
 * Saving a sale (issue 15): an open invoice created or updated with its lines, or kept as an open
 * tab under a name; voiding a tab. Lines are priced here, never taken from the client: a product at
 * its price now, a booking at most what it owes (booking-charges.ts; its lines together too), a free amount as given; the
 * cart rules of domain/pos/cart.ts decide what is refused. Stock moves with the lines in the same
 * transaction (only the difference when an invoice's lines change), journaled. The same idempotency
 * key again answers the invoice it saved; with another request, E409.
 */

/** A sale's line priced, with the key that names it in a cart (`lineKey`). */
type Priced = NewLine & { key: string; quantity: number };

/** The facility's active products of these ids. */
async function productsOf(db: Executor, facilityId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; price_cents: number }>();
  const rows = await db
    .select({ id: products.id, name: products.name, price_cents: products.price_cents })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.facility_id, facilityId), eq(products.status, 'A')));
  return new Map(rows.map((r) => [r.id, r]));
}

const refuse = (refusal: PosRefusal['code'], index: number, field: string) => {
  const err = posRefused(refusal);
  return err.code === 'E400' ? invalidInput(`lines.${index}.${field}`, err.text, { message: err.text, data: err.data ?? {} }) : err;
};

/** Prices the lines as the server sees them, or throws the cart rule's refusal. */
async function priceLines(db: Executor, facility: FacilityRow, lines: readonly LineInput[]): Promise<Priced[]> {
  const catalog = await productsOf(
    db,
    facility.id,
    lines.flatMap((l) => (l.kind === 'product' ? [l.product_id] : [])),
  );
  const out: Priced[] = [];
  // What the sale's lines pay of each booking so far: together never more than it owes (several participants' shares of one booking).
  const ofBooking = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    let priced: Priced;
    if (line.kind === 'product') {
      const product = catalog.get(line.product_id);
      if (!product) throw invalidInput(`lines.${index}.product_id`);
      const q = quantityRefusal(line.quantity);
      if (q) throw refuse(q, index, 'quantity');
      priced = {
        key: lineKey({ kind: 'product', productId: line.product_id }),
        kind: 'product',
        product_id: line.product_id,
        description: product.name,
        quantity: line.quantity,
        unit_price_cents: product.price_cents,
        total_cents: 0,
        tax_cents: 0,
      };
    } else if (line.kind === 'booking') {
      const booking = await bookingById(db, line.booking_id);
      if (!booking || booking.facility_id !== facility.id) throw invalidInput(`lines.${index}.booking_id`);
      const charge = await bookingCharge(db, facility, booking, line.participant_id);
      if (!charge) throw invalidInput(`lines.${index}.participant_id`);
      const amount = amountRefusal(line.amount_cents);
      if (amount) throw refuse(amount, index, 'amount_cents');
      if (charge.amount_cents <= 0) throw refuse('nothing_owed', index, 'amount_cents');
      if (line.amount_cents > charge.amount_cents) throw refuse('over_payment', index, 'amount_cents');
      const together = (ofBooking.get(booking.id) ?? 0) + line.amount_cents;
      if (together > balanceOf(booking)) throw refuse('over_payment', index, 'amount_cents');
      ofBooking.set(booking.id, together);
      const ref = { kind: 'booking' as const, bookingId: booking.id, participantId: line.participant_id };
      priced = {
        key: lineKey(ref),
        kind: 'booking',
        booking_id: booking.id,
        participant_id: line.participant_id,
        description: charge.description,
        quantity: 1,
        unit_price_cents: line.amount_cents,
        total_cents: 0,
        tax_cents: 0,
      };
    } else if (line.kind === 'video') {
      // A video order of this facility, pending: its total, priced when it was ordered (domain/videos/price.ts).
      const order = await videoOrderCharge(db, line.video_order_id);
      if (!order || order.facility_id !== facility.id) throw invalidInput(`lines.${index}.video_order_id`);
      if (order.status !== 'pending' || order.total_cents <= 0) throw refuse('nothing_owed', index, 'video_order_id');
      priced = {
        key: lineKey({ kind: 'video', videoOrderId: order.id }),
        kind: 'video',
        video_order_id: order.id,
        description: order.description,
        quantity: 1,
        unit_price_cents: order.total_cents,
        total_cents: 0,
        tax_cents: 0,
      };
    } else {
      const description = line.description.trim();
      if (!description) throw refuse('description_required', index, 'description');
      const amount = amountRefusal(line.amount_cents);
      if (amount) throw refuse(amount, index, 'amount_cents');
      priced = { key: `free:${index}`, kind: 'free', description, quantity: 1, unit_price_cents: line.amount_cents, total_cents: 0, tax_cents: 0 };
    }
    if (out.some((l) => l.key === priced.key)) throw refuse('already_in_cart', index, 'kind');
    const total = priced.quantity * priced.unit_price_cents;
    out.push({ ...priced, total_cents: total, tax_cents: taxWithin(total, facility.tax_percent).tax });
  }
  const why = checkoutRefusal({ lines: out.map((l) => ({ kind: 'free', key: l.key, description: l.description, quantity: l.quantity, unitPrice: l.unit_price_cents })), contact: null });
  if (why) throw posRefused(why);
  return out;
}

/** Units of each product on these lines. */
const unitsOf = (lines: readonly Pick<LineRow, 'kind' | 'product_id' | 'quantity'>[]) => {
  const units = new Map<number, number>();
  for (const l of lines) if (l.kind === 'product' && l.product_id !== null) units.set(l.product_id, (units.get(l.product_id) ?? 0) + l.quantity);
  return units;
};

/** Moves stock from `before` to `after` (units per product); out of stock → E409 naming the product and what is left. */
async function moveStockBetween(tx: Tx, before: Map<number, number>, after: Map<number, number>, names: Map<number, string>, move: { invoiceId: number; userId: number | null; kind: 'sale' | 'void' }) {
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  const moved = await repo.moveStock(
    tx,
    ids.map((id) => ({ productId: id, out: (after.get(id) ?? 0) - (before.get(id) ?? 0) })),
    move,
  );
  if (!moved.ok) throw posRefused({ code: 'out_of_stock', product: names.get(moved.productId) ?? String(moved.productId), left: moved.left });
}

/** The open invoice a save may change: E409 once paid, void, or with a payment made (pending or captured). */
async function changeableInvoice(tx: Tx, facility: FacilityRow, invoiceId: number): Promise<InvoiceRow> {
  const invoice = await repo.lockInvoice(tx, invoiceId);
  if (!invoice || invoice.facility_id !== facility.id) throw invalidInput('invoice_id');
  if (invoice.status === 'void') throw posRefused('invoice_void');
  if (invoice.status === 'paid') throw posRefused('invoice_paid');
  const payments = await repo.paymentsOf(tx, invoice.id);
  if (payments.some((p) => p.status === 'captured' || p.status === 'pending')) throw posRefused('payment_made');
  return invoice;
}

/** Thrown inside the transaction when another save took the key first: rolls the work back. */
class KeyTaken extends Error {}

/**
 * Creates or updates the sale's open invoice (`tab` false: `/invoice/pos/`; a `tab_name` null keeps
 * the invoice's), or keeps it as an open tab (`tab` true: a name is required).
 */
export async function saveInvoice(db: Db, actor: Actor, body: SaveInvoiceRequest, options: { tab: boolean }): Promise<Invoice> {
  const facility = await facilityFor(db, actor, body.facility_id);
  const tabName = body.tab_name?.trim() ?? null;
  if (options.tab && !tabName) throw invalidInput('tab_name', { key: 'pos.refused.tab_name_required' }, { message: { key: 'pos.refused.tab_name_required' }, data: { reason: 'tab_name_required' } });
  const hash = requestHash({ tab: options.tab, facility_id: body.facility_id, invoice_id: body.invoice_id, lines: body.lines, contact_id: body.contact_id, tab_name: body.tab_name });
  const answer = async () => {
    const saved = await repo.saveByKey(db, facility.group_id, body.idempotency_key);
    if (!saved) return undefined;
    if (saved.request_hash !== hash) throw keyReused();
    return (await invoiceView(db, saved.invoice_id))!;
  };
  const earlier = await answer();
  if (earlier) return earlier;
  if (body.lines.length === 0) throw posRefused('cart_empty');
  await checkContact(db, facility.id, body.contact_id);
  const lines = await priceLines(db, facility, body.lines);
  const names = new Map(lines.flatMap((l) => (l.product_id ? [[l.product_id, l.description] as const] : [])));
  const userId = actorUserId(actor);
  let invoiceId: number;
  try {
    invoiceId = await db.transaction(async (tx) => {
      let invoice: InvoiceRow;
      let before = new Map<number, number>();
      if (body.invoice_id === null) {
        invoice = await repo.insertInvoice(tx, {
          group_id: facility.group_id,
          facility_id: facility.id,
          tab_name: tabName || null,
          contact_id: body.contact_id,
          tax_percent: facility.tax_percent,
          operator_id: userId,
          idempotency_key: body.idempotency_key,
        });
      } else {
        invoice = await changeableInvoice(tx, facility, body.invoice_id);
        before = unitsOf(await repo.linesOf(tx, invoice.id));
        await repo.updateInvoice(tx, invoice.id, { contact_id: body.contact_id, ...(tabName ? { tab_name: tabName } : {}) });
      }
      await moveStockBetween(tx, before, unitsOf(lines.map((l) => ({ kind: l.kind, product_id: l.product_id ?? null, quantity: l.quantity }))), names, { invoiceId: invoice.id, userId, kind: 'sale' });
      // A new invoice has no lines to replace.
      await (body.invoice_id === null ? repo.insertLines : repo.replaceLines)(
        tx,
        invoice.id,
        lines.map(({ key: _key, ...l }) => l),
      );
      if (!(await repo.claimSave(tx, facility.group_id, body.idempotency_key, hash, invoice.id))) throw new KeyTaken();
      return invoice.id;
    });
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const winner = await answer();
    if (!winner) throw keyReused();
    return winner;
  }
  return (await invoiceView(db, invoiceId))!;
}

/** Voids an open tab (or open invoice) with nothing paid: its products' units go back to stock. Voiding a void one answers it as it is. */
export async function voidInvoice(db: Db, actor: Actor, id: number): Promise<Invoice> {
  const { invoice } = await invoiceFor(db, actor, id);
  if (invoice.status !== 'void') {
    await db.transaction(async (tx) => {
      const locked = (await repo.lockInvoice(tx, invoice.id))!;
      if (locked.status === 'void') return;
      if (locked.status === 'paid') throw posRefused('invoice_paid');
      const payments = await repo.paymentsOf(tx, invoice.id);
      if (payments.some((p) => p.status === 'captured' || p.status === 'pending')) throw posRefused('payment_made');
      const lines = await repo.linesOf(tx, invoice.id);
      await moveStockBetween(tx, unitsOf(lines), new Map(), new Map(), { invoiceId: invoice.id, userId: actorUserId(actor), kind: 'void' });
      await repo.updateInvoice(tx, invoice.id, { status: 'void' });
    });
  }
  return (await invoiceView(db, id))!;
}

/** An invoice in the actor's reach (E404 otherwise). */
export async function getInvoice(db: Db, actor: Actor, id: number): Promise<Invoice> {
  await invoiceFor(db, actor, id);
  const view = await invoiceView(db, id);
  if (!view) throw new DomainError('E404');
  return view;
}
