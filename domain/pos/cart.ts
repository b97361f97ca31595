import { accepted, amountRefusal, MAX_LINES, MAX_QUANTITY, MAX_SALE_CENTS, refused, type PosRefusal, type PosRefusalCode, type PosResult } from './types';

/**
 * The cart of a sale at the counter (issue 15), as pure functions in integer cents: each change
 * answers the new cart or why it is refused (`PosResult`). The checkout machine asks them for every
 * change of its cart; the server's ledger asks them again for the lines it is sent.
 *
 * - A line is a product (quantity × unit price, the product's price when it was added), a booking's
 *   balance, one participant's share of a booking, a video order, or a free amount with a
 *   description. Every line but a product's has quantity 1.
 * - Adding a product already in the cart adds to its quantity. A quantity is a whole number in
 *   [1, MAX_QUANTITY] (`quantity_not_positive`, `quantity_not_whole`, `quantity_too_large`) and at
 *   most the product's stock (`out_of_stock`, naming the product and what is left). Setting a
 *   quantity to 0 is refused: the line is removed instead (`removeLine`).
 * - A booking's balance, a share or a video order is in the cart at most once (`already_in_cart`)
 *   and is owed something (`nothing_owed`). A free amount has a description (`description_required`).
 * - Every amount is whole cents in (0, MAX_SALE_CENTS] (`amount_*`), a line's total too; a cart
 *   holds at most MAX_LINES lines (`too_many_lines`).
 * - Lines are named by a key: `product:<id>`, `booking:<id>`, `share:<booking id>:<participant id>`,
 *   `video:<id>`, `free:<n>` (n counts the free lines of the cart).
 */

interface LineBase {
  /** Names the line in the cart (see `lineKey`). */
  key: string;
  /** What the receipt says. */
  description: string;
  quantity: number;
  /** Cents per unit, tax included (see totals.ts). */
  unitPrice: number;
}

export type PosLine =
  | (LineBase & { kind: 'product'; productId: number; /** Units on hand when the product was added. */ stock: number })
  /** What is still owed of a booking (`participantId` null) or of one participant's share. */
  | (LineBase & { kind: 'booking'; bookingId: number; participantId: number | null })
  | (LineBase & { kind: 'video'; videoOrderId: number })
  | (LineBase & { kind: 'free' });

/** A product as the counter offers it (domain/resources/products.ts). */
export interface PosProduct {
  id: number;
  name: string;
  priceCents: number;
  /** Units on hand. */
  stock: number;
}

/** What a booking (or one participant of it) still owes: `/reservation/pos/amount/user`. */
export interface BookingCharge {
  bookingId: number;
  /** null: the booking's whole balance; else this participant's share. */
  participantId: number | null;
  description: string;
  amount: number;
}

/** A video order to be paid at the counter. */
export interface VideoCharge {
  videoOrderId: number;
  description: string;
  amount: number;
}

/** The contact a sale is for (receipt by e-mail, the booking's player). */
export interface PosContact {
  id: number;
  name: string;
}

export interface Cart {
  lines: PosLine[];
  contact: PosContact | null;
}

export const EMPTY_CART: Cart = Object.freeze({ lines: [], contact: null }) as Cart;

/** What names a line other than a free one. */
export type LineRef = { kind: 'product'; productId: number } | { kind: 'booking'; bookingId: number; participantId: number | null } | { kind: 'video'; videoOrderId: number };

/** The key of a line (see the module's comment); a free line's comes from `nextFreeKey`. */
export function lineKey(ref: LineRef): string {
  switch (ref.kind) {
    case 'product':
      return `product:${ref.productId}`;
    case 'booking':
      return ref.participantId === null ? `booking:${ref.bookingId}` : `share:${ref.bookingId}:${ref.participantId}`;
    case 'video':
      return `video:${ref.videoOrderId}`;
  }
}

/** A line's amount: quantity × unit price, tax included. */
export const lineGross = (line: Pick<PosLine, 'quantity' | 'unitPrice'>): number => line.quantity * line.unitPrice;

/** Why `quantity` units is not a quantity a line takes, or null. */
export function quantityRefusal(quantity: number): PosRefusalCode | null {
  if (!Number.isFinite(quantity) || !Number.isInteger(quantity)) return 'quantity_not_whole';
  if (quantity <= 0) return 'quantity_not_positive';
  return quantity > MAX_QUANTITY ? 'quantity_too_large' : null;
}

/** Why a product line of `quantity` units is refused (quantity, stock, the line's total), or null. */
function productLineRefusal(name: string, unitPrice: number, stock: number, quantity: number): PosResult<never> | null {
  const q = quantityRefusal(quantity);
  if (q) return refused(q);
  if (quantity > stock) return refused('out_of_stock', { product: name, left: Math.max(0, stock) });
  return quantity * unitPrice > MAX_SALE_CENTS ? refused('amount_too_large') : null;
}

const withLines = (cart: Cart, lines: PosLine[]): Cart => ({ ...cart, lines });

/** Add `quantity` units of a product (to its line when it has one). */
export function addProduct(cart: Cart, product: PosProduct, quantity = 1): PosResult<Cart> {
  const price = amountRefusal(product.priceCents, true);
  if (price) return refused(price);
  const key = lineKey({ kind: 'product', productId: product.id });
  const line = cart.lines.find((l) => l.key === key);
  const total = (line?.quantity ?? 0) + quantity;
  const q = quantityRefusal(quantity);
  if (q) return refused(q);
  const why = productLineRefusal(product.name, line?.unitPrice ?? product.priceCents, product.stock, total);
  if (why) return why;
  if (line)
    return accepted(
      withLines(
        cart,
        cart.lines.map((l) => (l.key === key ? { ...l, quantity: total, ...(l.kind === 'product' ? { stock: product.stock } : {}) } : l)),
      ),
    );
  if (cart.lines.length >= MAX_LINES) return refused('too_many_lines');
  return accepted(withLines(cart, [...cart.lines, { kind: 'product', key, productId: product.id, description: product.name, quantity, unitPrice: product.priceCents, stock: product.stock }]));
}

/** Change the quantity of a line (only a product's line has a quantity other than 1). */
export function setQuantity(cart: Cart, key: string, quantity: number): PosResult<Cart> {
  const line = cart.lines.find((l) => l.key === key);
  if (!line) return refused('line_unknown');
  if (line.kind !== 'product') {
    const q = quantityRefusal(quantity);
    if (q) return refused(q);
    return quantity === 1 ? accepted(cart) : refused('quantity_too_large');
  }
  const why = productLineRefusal(line.description, line.unitPrice, line.stock, quantity);
  if (why) return why;
  return accepted(
    withLines(
      cart,
      cart.lines.map((l) => (l.key === key ? { ...l, quantity } : l)),
    ),
  );
}

export function removeLine(cart: Cart, key: string): PosResult<Cart> {
  if (!cart.lines.some((l) => l.key === key)) return refused('line_unknown');
  return accepted(
    withLines(
      cart,
      cart.lines.filter((l) => l.key !== key),
    ),
  );
}

function addOnce(cart: Cart, line: PosLine): PosResult<Cart> {
  const amount = amountRefusal(line.unitPrice);
  if (amount) return refused(amount === 'amount_not_positive' && line.kind !== 'free' ? 'nothing_owed' : amount);
  if (!line.description.trim()) return refused('description_required');
  if (cart.lines.some((l) => l.key === line.key)) return refused('already_in_cart');
  if (cart.lines.length >= MAX_LINES) return refused('too_many_lines');
  return accepted(withLines(cart, [...cart.lines, line]));
}

/** Add what a booking (or one participant) still owes. */
export function addBookingCharge(cart: Cart, charge: BookingCharge): PosResult<Cart> {
  const base = { kind: 'booking' as const, bookingId: charge.bookingId, participantId: charge.participantId };
  return addOnce(cart, { ...base, key: lineKey(base), description: charge.description, quantity: 1, unitPrice: charge.amount });
}

/**
 * Participants' shares of one booking on one sale, together within what the booking owes
 * (`balance`; the server refuses more: `over_payment`): each as it is until the balance is reached,
 * the one that reaches it what is left, those after it dropped (nothing left to pay), as is a share
 * of nothing (one paid meanwhile).
 */
export function sharesWithin(shares: readonly BookingCharge[], balance: number): BookingCharge[] {
  const out: BookingCharge[] = [];
  let left = balance;
  for (const share of shares) {
    const amount = Math.min(share.amount, left);
    if (amount <= 0) continue;
    out.push({ ...share, amount });
    left -= amount;
  }
  return out;
}

/** Add a video order. */
export function addVideoCharge(cart: Cart, video: VideoCharge): PosResult<Cart> {
  const base = { kind: 'video' as const, videoOrderId: video.videoOrderId };
  return addOnce(cart, { ...base, key: lineKey(base), description: video.description, quantity: 1, unitPrice: video.amount });
}

/** The key the next free line of this cart gets: `free:<n>`, n one more than the highest in the cart. */
export function nextFreeKey(cart: Cart): string {
  const numbers = cart.lines.filter((l) => l.kind === 'free').map((l) => Number(l.key.slice('free:'.length)) || 0);
  return `free:${Math.max(0, ...numbers) + 1}`;
}

/** Add a free amount with a description. */
export function addFreeLine(cart: Cart, description: string, amount: number): PosResult<Cart> {
  return addOnce(cart, { kind: 'free', key: nextFreeKey(cart), description: description.trim(), quantity: 1, unitPrice: amount });
}

export const attachContact = (cart: Cart, contact: PosContact | null): Cart => ({ ...cart, contact });

/** Why this cart cannot go to payment (or be kept as a tab), or null. */
export function checkoutRefusal(cart: Cart): PosRefusal | null {
  if (cart.lines.length === 0) return { code: 'cart_empty' };
  return cart.lines.reduce((sum, l) => sum + lineGross(l), 0) > MAX_SALE_CENTS ? { code: 'amount_too_large' } : null;
}
