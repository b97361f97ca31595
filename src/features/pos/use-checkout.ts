import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { Invoice, PosFacts } from '../../../domain/pos/api';
import { checkoutMachine, type CheckoutEvent, type PosFacility } from '../../../machines/checkout.machine';
import { toApiError } from '../../api/client';
import { posApi, posKey } from '../../api/pos';
import { reservationsKey } from '../../api/reservations';
import { uiCoverageInspector } from '../../machine-coverage';
import { useNotify } from '../../ui/notify';
import { startCheckoutRunner, type ManualCard } from './checkout-runtime';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The facility as the checkout machine takes it, from the facts of a sale there. */
export const posFacility = (facts: PosFacts): PosFacility => ({
  taxPercent: facts.tax_percent,
  fees: facts.fees_cents,
  onlinePayments: facts.online_payments,
  readerIds: facts.readers.map((r) => r.terminal_id),
  onsiteMethodIds: facts.onsite_methods.map((m) => m.id),
});

/**
 * The checkout of the counter: one actor of the checkout machine for the page, its runner
 * (./checkout-runtime.ts) on the real POS calls, the sale opened once the facility's facts are in
 * (a new sale key each time), the typed-in card held here (never in the machine), the last invoice
 * the ledger answered, the receipt asked to print (`printing`, until `printed`), and the lists
 * refreshed after a sale or a kept tab.
 */
export function useCheckout(facts: PosFacts | undefined) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const actor = useActorRef(checkoutMachine, { inspect: uiCoverageInspector(checkoutMachine) });
  const snapshot = useSelector(actor, (s) => s);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [printing, setPrinting] = useState<number | null>(null);
  const card = useRef<ManualCard | null>(null);
  const latest = useRef({ facts, t, notify });
  useEffect(() => {
    latest.current = { facts, t, notify };
  });

  useEffect(() => {
    const runner = startCheckoutRunner(actor, {
      api: posApi,
      facilityId: () => latest.current.facts?.facility_id ?? 0,
      errorOf: (error) => {
        const e = toApiError(error);
        return { code: e.code, message: e.text };
      },
      card: () => card.current,
      readerTimeoutMs: () => (latest.current.facts?.reader_timeout_seconds ?? 60) * 1000,
      onInvoice: setInvoice,
      print: (invoiceId) => setPrinting(invoiceId),
      emailed: (result) => (result.ok ? latest.current.notify(latest.current.t('checkout.emailed', { email: result.email }), 'success') : latest.current.notify(result.message, 'error')),
    });
    return runner.stop;
  }, [actor]);

  // The sale opens once the facility's facts are in (and again at another facility).
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!facts || openedAt.current === facts.facility_id) return;
    openedAt.current = facts.facility_id;
    actor.send({ type: 'sale.opened', facility: posFacility(facts), saleKey: crypto.randomUUID() });
  }, [actor, facts]);

  // A kept tab or a finished sale changes the open tabs, the stock and what bookings owe: the
  // bookings' own screens too (a booking paid here, opened again, reads paid, not its old balance).
  const done = snapshot.matches('confirmation') || snapshot.context.parked !== null;
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: posKey });
    void queryClient.invalidateQueries({ queryKey: reservationsKey });
  }, [done, queryClient]);

  const send = useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
  const newSale = useCallback(() => {
    card.current = null;
    setInvoice(null);
    // The next sale starts with the facts the screen shows now (refetched after each sale).
    const facts = latest.current.facts;
    if (facts) actor.send({ type: 'sale.new', facility: posFacility(facts), saleKey: crypto.randomUUID() });
  }, [actor]);
  const setCard = useCallback((value: ManualCard | null) => void (card.current = value), []);

  /** Sends `event`; true when the sale's rules accepted it (no refusal). */
  const act = useCallback(
    (event: CheckoutEvent) => {
      actor.send(event);
      return actor.getSnapshot().context.refusal === null;
    },
    [actor],
  );
  const printed = useCallback(() => setPrinting(null), []);

  return { snapshot, send, act, newSale, setCard, invoice, printing, printed };
}

export type Checkout = ReturnType<typeof useCheckout>;
