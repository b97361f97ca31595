import { describe, expect, it } from 'vitest';
import { PLACE, randomInts } from './samples';
import { amountPaid, amountRemaining, cashChange, mayOperate, paymentRefusal, statusAfter, tipLockRefusal, tipPart, type PayableInvoice, type TenderPayment } from './tender';
import { MAX_SALE_CENTS, type PaymentMethod } from './types';

const CASH: PaymentMethod = { kind: 'cash' };
const READER: PaymentMethod = { kind: 'reader', readerId: 5 };
const captured = (amount: number, method: PaymentMethod = CASH): TenderPayment => ({ method, amount, status: 'captured' });
const open = (total: number, payments: TenderPayment[] = []): PayableInvoice => ({ status: 'open', total, payments });

describe('split tender', () => {
  it('only captured payments count; what remains never goes below zero', () => {
    const payments: TenderPayment[] = [captured(1000), { method: READER, amount: 500, status: 'declined' }, { method: READER, amount: 500, status: 'timed_out' }, captured(700, READER)];
    expect(amountPaid(payments)).toBe(1700);
    expect(amountRemaining(2000, payments)).toBe(300);
    expect(amountRemaining(1500, payments)).toBe(0);
  });

  it('the invoice is paid when nothing remains; a void one stays void', () => {
    expect(statusAfter('open', 2000, [captured(1500)])).toBe('open');
    expect(statusAfter('open', 2000, [captured(1500), captured(500, READER)])).toBe('paid');
    expect(statusAfter('void', 2000, [captured(2000)])).toBe('void');
    expect(statusAfter('open', 0, [])).toBe('paid');
  });

  it('a payment is for at most what remains: a card above it is refused', () => {
    const inv = open(2000, [captured(1500)]);
    expect(paymentRefusal(inv, { method: READER, amount: 500 }, PLACE)).toBeNull();
    expect(paymentRefusal(inv, { method: READER, amount: 501 }, PLACE)).toEqual({ code: 'over_payment' });
    expect(paymentRefusal(inv, { method: { kind: 'manual_card' }, amount: 600 }, PLACE)).toEqual({ code: 'over_payment' });
    expect(paymentRefusal(inv, { method: { kind: 'onsite', methodId: 3 }, amount: 600 }, PLACE)).toEqual({ code: 'over_payment' });
    expect(paymentRefusal(inv, { method: READER, amount: 0 }, PLACE)).toEqual({ code: 'amount_not_positive' });
    expect(paymentRefusal(inv, { method: READER, amount: -5 }, PLACE)).toEqual({ code: 'amount_not_positive' });
    expect(paymentRefusal(inv, { method: READER, amount: 2.5 }, PLACE)).toEqual({ code: 'amount_not_whole' });
    expect(paymentRefusal(open(MAX_SALE_CENTS * 2), { method: READER, amount: MAX_SALE_CENTS + 1 }, PLACE)).toEqual({ code: 'amount_too_large' });
  });

  it('nothing is paid on an invoice paid or void', () => {
    expect(paymentRefusal({ status: 'paid', total: 2000, payments: [captured(2000)] }, { method: CASH, amount: 100 }, PLACE)).toEqual({ code: 'invoice_paid' });
    expect(paymentRefusal(open(2000, [captured(2000)]), { method: CASH, amount: 100 }, PLACE)).toEqual({ code: 'invoice_paid' });
    expect(paymentRefusal({ status: 'void', total: 2000, payments: [] }, { method: CASH, amount: 100 }, PLACE)).toEqual({ code: 'invoice_void' });
  });

  it("cards need the facility's online payments; readers and onsite methods must be the facility's", () => {
    const off = { ...PLACE, onlinePayments: false };
    expect(paymentRefusal(open(2000), { method: READER, amount: 100 }, off)).toEqual({ code: 'card_not_enabled' });
    expect(paymentRefusal(open(2000), { method: { kind: 'manual_card' }, amount: 100 }, off)).toEqual({ code: 'card_not_enabled' });
    expect(paymentRefusal(open(2000), { method: CASH, amount: 100 }, off)).toBeNull();
    expect(paymentRefusal(open(2000), { method: { kind: 'onsite', methodId: 3 }, amount: 100 }, off)).toBeNull();
    expect(paymentRefusal(open(2000), { method: { kind: 'reader', readerId: 6 }, amount: 100 }, PLACE)).toEqual({ code: 'reader_unknown' });
    expect(paymentRefusal(open(2000), { method: { kind: 'onsite', methodId: 4 }, amount: 100 }, PLACE)).toEqual({ code: 'method_unknown' });
  });
});

describe('cash', () => {
  it('gives change for more than the amount, "exact" for the amount, refuses less', () => {
    expect(cashChange(1750, 2000)).toEqual({ change: 250, exact: false });
    expect(cashChange(1750, 1750)).toEqual({ change: 0, exact: true });
    expect(paymentRefusal(open(1750), { method: CASH, amount: 1750, tendered: 5000 }, PLACE)).toBeNull();
    expect(paymentRefusal(open(1750), { method: CASH, amount: 1750, tendered: 1750 }, PLACE)).toBeNull();
    expect(paymentRefusal(open(1750), { method: CASH, amount: 1750, tendered: 1700 }, PLACE)).toEqual({ code: 'cash_short' });
    expect(paymentRefusal(open(1750), { method: CASH, amount: 1750, tendered: 17.5 }, PLACE)).toEqual({ code: 'amount_not_whole' });
    expect(paymentRefusal(open(1750), { method: CASH, amount: 1750, tendered: MAX_SALE_CENTS + 1 }, PLACE)).toEqual({ code: 'amount_too_large' });
  });

  it('even cash applies at most what remains: the rest of the tender is change', () => {
    expect(paymentRefusal(open(1750), { method: CASH, amount: 2000, tendered: 2000 }, PLACE)).toEqual({ code: 'over_payment' });
  });
});

describe('tip', () => {
  it('is paid last: the part of a payment beyond the amount due', () => {
    // Due 100.00, tip 10.00: cash 60.00 carries no tip, the card's 50.00 carries it all.
    expect(tipPart(10_000, 0, 6000)).toBe(0);
    expect(tipPart(10_000, 6000, 5000)).toBe(1000);
    expect(tipPart(10_000, 10_500, 500)).toBe(500);
  });

  it('invariant: the tip parts of payments that cover the total add up to the tip', () => {
    const int = randomInts(3);
    for (let i = 0; i < 2000; i++) {
      const due = int(1, 100_000);
      const tip = int(0, 20_000);
      let paid = 0;
      let tips = 0;
      while (paid < due + tip) {
        const amount = Math.min(due + tip - paid, int(1, 30_000));
        const part = tipPart(due, paid, amount);
        expect(part).toBeGreaterThanOrEqual(0);
        expect(part).toBeLessThanOrEqual(amount);
        tips += part;
        paid += amount;
      }
      expect(tips).toBe(tip);
    }
  });

  it('is locked once a payment is captured', () => {
    expect(tipLockRefusal([])).toBeNull();
    expect(tipLockRefusal([{ method: READER, amount: 500, status: 'declined' }])).toBeNull();
    expect(tipLockRefusal([captured(500)])).toEqual({ code: 'tip_locked' });
  });

  it('invariant: paying the remaining by random methods in random parts ends paid, never over', () => {
    const int = randomInts(11);
    const methods: PaymentMethod[] = [CASH, READER, { kind: 'manual_card' }, { kind: 'onsite', methodId: 3 }];
    for (let i = 0; i < 500; i++) {
      const total = int(1, 200_000);
      const payments: TenderPayment[] = [];
      for (let guard = 0; guard < 100 && statusAfter('open', total, payments) === 'open'; guard++) {
        const method = methods[int(0, 3)]!;
        const amount = int(1, total);
        const refusal = paymentRefusal(open(total, payments), { method, amount, tendered: method.kind === 'cash' ? amount + int(0, 500) : null }, PLACE);
        if (amount > amountRemaining(total, payments)) expect(refusal).toEqual({ code: 'over_payment' });
        else expect(refusal).toBeNull();
        if (!refusal) payments.push(captured(amount, method));
        expect(amountPaid(payments)).toBeLessThanOrEqual(total);
      }
      // Whatever stayed open is paid off by one last payment of what remains.
      const rest = amountRemaining(total, payments);
      if (rest > 0) payments.push(captured(rest));
      expect(statusAfter('open', total, payments)).toBe('paid');
      expect(amountPaid(payments)).toBe(total);
    }
  });
});

describe('who operates a terminal', () => {
  it('anyone while it has no operators, else its operators only; the system always', () => {
    expect(mayOperate(7, [])).toBe(true);
    expect(mayOperate(7, [3, 7])).toBe(true);
    expect(mayOperate(8, [3, 7])).toBe(false);
    expect(mayOperate(null, [3, 7])).toBe(true);
  });
});
