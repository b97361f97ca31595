// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { besideMain, mainCall } from './call-order';

/** A call the test answers when it wants. */
function pending<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

/** Starts a call beside the main ones; `sent` tells whether it has gone. */
function beside() {
  const call = { sent: false };
  void besideMain().then(() => (call.sent = true));
  return call;
}

describe('the calls beside a page’s main calls (issue 21)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('go at once when no main call is on its way', async () => {
    const call = beside();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.sent).toBe(true);
  });

  it('wait until every main call is answered and the browser has had a moment, then all go', async () => {
    const rows = pending<string>();
    const bookings = pending<string>();
    const list = mainCall(() => rows.promise);
    const day = mainCall(() => bookings.promise);
    const filter = beside();
    const timer = beside();
    await vi.advanceTimersByTimeAsync(1000);
    expect([filter.sent, timer.sent]).toEqual([false, false]);

    rows.answer('100 rows');
    expect(await list).toBe('100 rows');
    await vi.advanceTimersByTimeAsync(1000);
    // One main call is still on its way.
    expect([filter.sent, timer.sent]).toEqual([false, false]);

    bookings.answer('400 bookings');
    await day;
    // Not in the task that brought the answer: it is drawn first (jsdom has no requestIdleCallback: a short pause stands for it).
    expect(filter.sent).toBe(false);
    await vi.advanceTimersByTimeAsync(250);
    expect([filter.sent, timer.sent]).toEqual([true, true]);
  });

  it('a main call that fails lets them go too, and its failure reaches its caller', async () => {
    const rows = pending<string>();
    const list = mainCall(() => rows.promise);
    const filter = beside();
    rows.fail(new Error('E500'));
    await expect(list).rejects.toThrow('E500');
    await vi.advanceTimersByTimeAsync(250);
    expect(filter.sent).toBe(true);
  });

  it('a main call the server does not answer holds them 3 s at most', async () => {
    const rows = pending<string>();
    void mainCall(() => rows.promise);
    const filter = beside();
    await vi.advanceTimersByTimeAsync(2900);
    expect(filter.sent).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(filter.sent).toBe(true);
    rows.answer('late');
    await vi.advanceTimersByTimeAsync(250);
    // Once answered, nothing waits any more.
    const next = beside();
    await vi.advanceTimersByTimeAsync(0);
    expect(next.sent).toBe(true);
  });
});
