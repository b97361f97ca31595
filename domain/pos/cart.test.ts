import { describe, expect, it } from 'vitest';
import { addBookingCharge, addFreeLine, addProduct, addVideoCharge, attachContact, checkoutRefusal, EMPTY_CART, lineGross, nextFreeKey, removeLine, setQuantity, sharesWithin, type Cart } from './cart';
import { BALLS, COURT_BALANCE, LUCIA_SHARE, MATCH_VIDEO, randomInts, WATER } from './samples';
import { MAX_LINES, MAX_QUANTITY, MAX_SALE_CENTS, type PosResult } from './types';

const ok = (r: PosResult<Cart>): Cart => {
  if (!r.ok) throw new Error(`refused: ${r.refusal.code}`);
  return r.value;
};
const why = (r: PosResult<Cart>) => (r.ok ? null : r.refusal);

describe('cart: products', () => {
  it('adds a product as a line at its price; adding it again adds to its quantity', () => {
    const c = ok(addProduct(ok(addProduct(EMPTY_CART, WATER)), WATER, 2));
    expect(c.lines).toEqual([{ kind: 'product', key: 'product:1', productId: 1, description: 'Agua', quantity: 3, unitPrice: 250, stock: 40 }]);
    expect(lineGross(c.lines[0]!)).toBe(750);
  });

  it('refuses a quantity of zero, below zero, not whole or too large, and changes nothing', () => {
    expect(why(addProduct(EMPTY_CART, WATER, 0))).toEqual({ code: 'quantity_not_positive' });
    expect(why(addProduct(EMPTY_CART, WATER, -2))).toEqual({ code: 'quantity_not_positive' });
    expect(why(addProduct(EMPTY_CART, WATER, 1.5))).toEqual({ code: 'quantity_not_whole' });
    expect(why(addProduct(EMPTY_CART, WATER, Number.NaN))).toEqual({ code: 'quantity_not_whole' });
    expect(why(addProduct(EMPTY_CART, { ...WATER, stock: 5000 }, MAX_QUANTITY + 1))).toEqual({ code: 'quantity_too_large' });
    const c = ok(addProduct(EMPTY_CART, WATER));
    expect(why(setQuantity(c, 'product:1', 0))).toEqual({ code: 'quantity_not_positive' });
    expect(why(setQuantity(c, 'product:1', 2.5))).toEqual({ code: 'quantity_not_whole' });
    expect(ok(setQuantity(c, 'product:1', 4)).lines[0]!.quantity).toBe(4);
  });

  it('refuses more units than in stock, naming the product and what is left', () => {
    const c = ok(addProduct(EMPTY_CART, BALLS));
    expect(why(addProduct(c, BALLS))).toEqual({ code: 'out_of_stock', product: 'Bolas de pádel', left: 1 });
    expect(why(setQuantity(c, 'product:2', 2))).toEqual({ code: 'out_of_stock', product: 'Bolas de pádel', left: 1 });
    expect(why(addProduct(EMPTY_CART, { ...WATER, stock: 0 }))).toEqual({ code: 'out_of_stock', product: 'Agua', left: 0 });
  });

  it('refuses a line over the maximum amount', () => {
    expect(why(addProduct(EMPTY_CART, { ...WATER, priceCents: MAX_SALE_CENTS, stock: 10 }, 2))).toEqual({ code: 'amount_too_large' });
    expect(why(addProduct(EMPTY_CART, { ...WATER, priceCents: -1 }))).toEqual({ code: 'amount_not_positive' });
  });

  it('removes a line; an unknown line is refused', () => {
    const c = ok(addProduct(ok(addProduct(EMPTY_CART, WATER)), BALLS));
    expect(ok(removeLine(c, 'product:1')).lines.map((l) => l.key)).toEqual(['product:2']);
    expect(why(removeLine(c, 'product:9'))).toEqual({ code: 'line_unknown' });
    expect(why(setQuantity(c, 'product:9', 1))).toEqual({ code: 'line_unknown' });
  });
});

describe('cart: bookings, shares, videos, free amounts, contact', () => {
  it("adds a booking's balance, a participant's share and a video once each", () => {
    let c = ok(addBookingCharge(EMPTY_CART, COURT_BALANCE));
    c = ok(addBookingCharge(c, LUCIA_SHARE));
    c = ok(addVideoCharge(c, MATCH_VIDEO));
    expect(c.lines.map((l) => [l.key, l.quantity, l.unitPrice])).toEqual([
      ['booking:7', 1, 3000],
      ['share:7:71', 1, 750],
      ['video:9', 1, 500],
    ]);
    expect(why(addBookingCharge(c, COURT_BALANCE))).toEqual({ code: 'already_in_cart' });
    expect(why(addVideoCharge(c, MATCH_VIDEO))).toEqual({ code: 'already_in_cart' });
    expect(why(setQuantity(c, 'booking:7', 2))).toEqual({ code: 'quantity_too_large' });
    expect(ok(setQuantity(c, 'booking:7', 1))).toBe(c);
  });

  it('refuses a balance with nothing owed', () => {
    expect(why(addBookingCharge(EMPTY_CART, { ...COURT_BALANCE, amount: 0 }))).toEqual({ code: 'nothing_owed' });
    expect(why(addBookingCharge(EMPTY_CART, { ...COURT_BALANCE, amount: 10.5 }))).toEqual({ code: 'amount_not_whole' });
  });

  it('a free amount needs a description and an amount in (0, max]; each gets its own key', () => {
    let c = ok(addFreeLine(EMPTY_CART, ' Alquiler de pala ', 300));
    c = ok(addFreeLine(c, 'Toalla', 150));
    expect(c.lines.map((l) => [l.key, l.description, l.unitPrice])).toEqual([
      ['free:1', 'Alquiler de pala', 300],
      ['free:2', 'Toalla', 150],
    ]);
    expect(nextFreeKey(ok(removeLine(c, 'free:1')))).toBe('free:3');
    expect(why(addFreeLine(c, '  ', 300))).toEqual({ code: 'description_required' });
    expect(why(addFreeLine(c, 'x', 0))).toEqual({ code: 'amount_not_positive' });
    expect(why(addFreeLine(c, 'x', -100))).toEqual({ code: 'amount_not_positive' });
    expect(why(addFreeLine(c, 'x', MAX_SALE_CENTS + 1))).toEqual({ code: 'amount_too_large' });
  });

  it('attaches and detaches a contact', () => {
    const c = attachContact(EMPTY_CART, { id: 4, name: 'Lucía' });
    expect(c.contact).toEqual({ id: 4, name: 'Lucía' });
    expect(attachContact(c, null).contact).toBeNull();
  });

  it('holds at most MAX_LINES lines', () => {
    let c = EMPTY_CART;
    for (let i = 0; i < MAX_LINES; i++) c = ok(addFreeLine(c, `L${i}`, 1));
    expect(why(addFreeLine(c, 'one more', 1))).toEqual({ code: 'too_many_lines' });
    expect(why(addProduct(c, WATER))).toEqual({ code: 'too_many_lines' });
  });
});

describe('cart: going to payment', () => {
  it('an empty cart is refused; a cart over the maximum too', () => {
    expect(checkoutRefusal(EMPTY_CART)).toEqual({ code: 'cart_empty' });
    expect(checkoutRefusal(ok(addProduct(EMPTY_CART, WATER)))).toBeNull();
    const big = ok(addFreeLine(ok(addFreeLine(EMPTY_CART, 'a', MAX_SALE_CENTS)), 'b', 1));
    expect(checkoutRefusal(big)).toEqual({ code: 'amount_too_large' });
  });

  it('invariant over random edits: every accepted cart has whole quantities in [1, max] within stock, unique keys, lines of at most the maximum', () => {
    const int = randomInts(7);
    const products = [WATER, BALLS, { id: 3, name: 'Grip', priceCents: 399, stock: 12 }];
    let c = EMPTY_CART;
    let refusals = 0;
    for (let i = 0; i < 2000; i++) {
      const p = products[int(0, products.length - 1)]!;
      const quantity = int(-2, 14) + (int(0, 9) === 0 ? 0.5 : 0);
      const step = int(0, 4);
      const r =
        step === 0
          ? addProduct(c, p, quantity)
          : step === 1
            ? setQuantity(c, `product:${p.id}`, quantity)
            : step === 2
              ? removeLine(c, `product:${p.id}`)
              : step === 3
                ? addFreeLine(c, 'x', int(-1, 1000))
                : removeLine(c, c.lines[0]?.key ?? 'none');
      if (!r.ok) {
        refusals++;
        continue;
      }
      c = r.value;
      expect(new Set(c.lines.map((l) => l.key)).size).toBe(c.lines.length);
      for (const l of c.lines) {
        expect(Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= MAX_QUANTITY).toBe(true);
        if (l.kind === 'product') expect(l.quantity).toBeLessThanOrEqual(l.stock);
        expect(lineGross(l)).toBeLessThanOrEqual(MAX_SALE_CENTS);
        expect(lineGross(l)).toBeGreaterThan(0);
      }
    }
    // The loop met refusals and acceptances alike.
    expect(refusals).toBeGreaterThan(200);
    expect(refusals).toBeLessThan(1800);
  });
});

describe('sharesWithin', () => {
  const share = (participantId: number, amount: number) => ({ bookingId: 7, participantId, description: `Pista 3 · ${participantId}`, amount });
  it('keeps the shares while the booking owes them all', () => {
    expect(sharesWithin([share(1, 893), share(2, 893)], 1786)).toEqual([share(1, 893), share(2, 893)]);
    expect(sharesWithin([share(1, 893), share(2, 893)], 5000)).toEqual([share(1, 893), share(2, 893)]);
  });
  it('the share that reaches the balance pays what is left; those after it are dropped', () => {
    expect(sharesWithin([share(1, 893), share(2, 893), share(3, 893)], 1000)).toEqual([share(1, 893), share(2, 107)]);
    expect(sharesWithin([share(1, 893), share(2, 893)], 893)).toEqual([share(1, 893)]);
    expect(sharesWithin([share(1, 893)], 0)).toEqual([]);
    // One paid meanwhile owes nothing: the others keep their shares.
    expect(sharesWithin([share(1, 0), share(2, 893)], 1786)).toEqual([share(2, 893)]);
  });
});
