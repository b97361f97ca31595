import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { WATER } from '../../../domain/pos/samples';
import { checkoutMachine } from '../../../machines/checkout.machine';
import type { PosFacts } from '../../../domain/pos/api';
import { cardOf, escapeEvent, notesFor, readerNext, suggestedMethod } from './payment-steps';

describe('the typed-in card', () => {
  it('is complete with digits, a month, a year (two or four digits) and a CVC', () => {
    expect(cardOf({ number: '4242 4242 4242 4242', month: '12', year: '30', cvc: '123' })).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(cardOf({ number: '4242', month: '12', year: '2030', cvc: '123' })).toBeNull();
    expect(cardOf({ number: '4242424242424242', month: '13', year: '2030', cvc: '123' })).toBeNull();
    expect(cardOf({ number: '4242424242424242', month: '1', year: '2030', cvc: '12a' })).toBeNull();
  });
});

describe('cash', () => {
  it('offers the common notes above the amount', () => {
    expect(notesFor(1210)).toEqual([2000, 5000, 10000]);
    expect(notesFor(500)).toEqual([1000, 2000, 5000]);
  });
});

describe('Escape in the payment step', () => {
  it('steps back: cash to the choices, a waiting reader is cancelled, the choices back to the cart', () => {
    const actor = createActor(checkoutMachine).start();
    actor.send({ type: 'sale.opened', saleKey: 's', facility: { taxPercent: 21, fees: 0, onlinePayments: true, readerIds: [5], onsiteMethodIds: [] } });
    actor.send({ type: 'cart.productAdded', product: WATER });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'invoice.saved', key: 's.1', invoiceId: 1 });
    expect(escapeEvent(actor.getSnapshot())).toEqual({ type: 'cart.edit' });
    actor.send({ type: 'method.chosen', method: { kind: 'cash' } });
    expect(escapeEvent(actor.getSnapshot())).toEqual({ type: 'method.back' });
    actor.send({ type: 'method.back' });
    actor.send({ type: 'method.chosen', method: { kind: 'reader', readerId: 5 } });
    expect(escapeEvent(actor.getSnapshot())).toEqual({ type: 'reader.cancel' });
    actor.send({ type: 'reader.cancel' });
    expect(escapeEvent(actor.getSnapshot())).toEqual({ type: 'method.change' });
  });
});

describe('the one primary method of the payment step', () => {
  const reader = (terminal_id: number, online: boolean) => ({ terminal_id, online }) as PosFacts['readers'][number];
  const methods = [{ kind: 'reader', readerId: 2 }, { kind: 'reader', readerId: 1 }, { kind: 'cash' }, { kind: 'manual_card' }] as const;
  it('is a card on a reader that is online when the sale offers readers, not cash', () => {
    expect(suggestedMethod(methods, { readers: [reader(2, true), reader(1, true)] })).toEqual({ kind: 'reader', readerId: 2 });
    // The first one offline: the next online one.
    expect(suggestedMethod(methods, { readers: [reader(2, false), reader(1, true)] })).toEqual({ kind: 'reader', readerId: 1 });
  });
  it('is cash when no reader is online or the sale offers none (card payments off)', () => {
    expect(suggestedMethod(methods, { readers: [reader(2, false), reader(1, false)] })).toEqual({ kind: 'cash' });
    expect(suggestedMethod([{ kind: 'cash' }, { kind: 'manual_card' }], { readers: [reader(2, true)] })).toEqual({ kind: 'cash' });
  });
});

describe('a stopped reader payment', () => {
  it('puts "Try again" forward when another try may work, "Change method" when it will not', () => {
    expect(readerNext('timedOut', null)).toBe('retry');
    expect(readerNext('declined', 'card_removed')).toBe('retry');
    expect(readerNext('declined', 'insufficient_funds')).toBe('change');
    expect(readerNext('declined', 'generic')).toBe('change');
    expect(readerNext('cancelled', null)).toBe('change');
    expect(readerNext('offline', null)).toBe('change');
  });
});
