import type { Actor } from 'xstate';
import type { Invoice, LineInput, ManualCardRequest, PaymentResult, ReaderPayment } from '../../../domain/pos/api';
import type { PosLine } from '../../../domain/pos/cart';
import type { CheckoutEffect, checkoutMachine } from '../../../machines/checkout.machine';
import type { PosApi } from '../../api/pos';

export type CheckoutActor = Actor<typeof checkoutMachine>;

/** The card typed in: the screen holds it, the runner sends it; never in the machine. */
export type ManualCard = ManualCardRequest['card'];

/** How often the reader's payment is asked where it stands. */
export const READER_POLL_MS = 700;

export interface CheckoutRunnerDeps {
  api: Pick<PosApi, 'saveInvoice' | 'parkTab' | 'recordPayment' | 'manualCardPayment' | 'readerInitiate' | 'readerStatus' | 'readerCapture' | 'readerCancel' | 'emailReceipt'>;
  /** The facility the sale is made at. */
  facilityId: () => number;
  /** A failure as the machine takes it: the server's code and translated text (src/api/client.ts `toApiError`). */
  errorOf: (error: unknown) => { code: string; message: string };
  /** The card the screen holds (typed-in card payments). */
  card: () => ManualCard | null;
  /** How long a reader waits for a card (the facts' `reader_timeout_seconds`), in ms. */
  readerTimeoutMs: () => number;
  pollMs?: number;
  /** The invoice as the ledger answered it (saved, paid): the receipt prints it. */
  onInvoice?: (invoice: Invoice) => void;
  print: (invoiceId: number) => void;
  /** The receipt was queued to `email`, or the call failed. */
  emailed: (result: { ok: true; email: string } | { ok: false; message: string }) => void;
}

/** A cart line as the API takes it (the server prices products itself). */
export function lineInput(line: PosLine): LineInput {
  switch (line.kind) {
    case 'product':
      return { kind: 'product', product_id: line.productId, quantity: line.quantity };
    case 'booking':
      return { kind: 'booking', booking_id: line.bookingId, participant_id: line.participantId, amount_cents: line.unitPrice };
    case 'video':
      return { kind: 'video', video_order_id: line.videoOrderId, amount_cents: line.unitPrice };
    case 'free':
      return { kind: 'free', description: line.description, amount_cents: line.unitPrice };
  }
}

/**
 * The effect runner of the checkout machine (machines/checkout.machine.ts, whose comment lists the
 * events it sends and the effects it performs), on the pattern of the session and timer runtimes:
 * the machine decides, this performs each `effect.*` with the point of sale's calls and sends the
 * answer back with the effect's key. A card reader is driven server-side (Stripe Terminal's flow):
 * the intent is created, then its status polled every `READER_POLL_MS` until a card is presented,
 * captured, declined, cancelled, offline or timed out; the runner's own timer (the facility's
 * `reader_timeout_seconds`) ends a reader that never answers. A failed or lost call answers
 * `*.failed` with its code and text: a retry reuses the key, and the server answers the first result.
 * Returns `stop` (unsubscribes, ends the polls and timers).
 */
export function startCheckoutRunner(actor: CheckoutActor, deps: CheckoutRunnerDeps): { stop: () => void } {
  const { api } = deps;
  const pollMs = deps.pollMs ?? READER_POLL_MS;
  let stopped = false;
  /** The reader attempt being watched: its key, its poll and its timeout. */
  let reader: { key: string; poll: ReturnType<typeof setTimeout> | null; timeout: ReturnType<typeof setTimeout>; presented: boolean } | null = null;

  const send = (event: Parameters<CheckoutActor['send']>[0]) => {
    if (!stopped) actor.send(event);
  };
  const failure = (error: unknown) => deps.errorOf(error);
  const paid = (key: string, result: PaymentResult) => {
    deps.onInvoice?.(result.invoice);
    if (result.payment.status === 'captured') send({ type: 'payment.captured', key, paymentId: result.payment.id });
    else if (result.payment.status === 'declined') send({ type: 'payment.declined', key, reason: result.payment.decline_reason ?? 'generic' });
    else send({ type: 'payment.failed', key, ...failure(null) });
  };

  const stopReader = (key?: string) => {
    if (!reader || (key !== undefined && reader.key !== key)) return;
    if (reader.poll) clearTimeout(reader.poll);
    clearTimeout(reader.timeout);
    reader = null;
  };
  const watching = (key: string) => reader?.key === key && !stopped;
  const presented = (key: string) => {
    if (!reader || reader.key !== key || reader.presented) return;
    reader.presented = true;
    send({ type: 'reader.cardPresented', key });
  };

  /** What the reader's payment says now: an event for the machine, and whether to keep polling. */
  const follow = (key: string, status: ReaderPayment) => {
    if (!watching(key)) return;
    switch (status.status) {
      case 'creating_intent':
      case 'waiting_for_card':
        break;
      case 'processing':
        presented(key);
        break;
      case 'authorized':
        presented(key);
        stopReader(key);
        api.readerCapture(key).then(
          (result) => paid(key, result),
          (error: unknown) => send({ type: 'payment.failed', key, ...failure(error) }),
        );
        return;
      case 'captured':
        presented(key);
        stopReader(key);
        send({ type: 'payment.captured', key, paymentId: status.payment_id });
        return;
      case 'declined':
        presented(key);
        stopReader(key);
        send({ type: 'payment.declined', key, reason: status.decline_reason ?? 'generic' });
        return;
      case 'timed_out':
        stopReader(key);
        send({ type: 'reader.timedOut', key });
        return;
      case 'offline':
        stopReader(key);
        send({ type: 'reader.offline', key });
        return;
      case 'cancelled':
        // Not by this counter (its own cancel stops watching first): another sale took the reader
        // while it waited for a card. The attempt ends as the operator's cancel would (its
        // `effect.cancelIntent` stops the watch), not waiting for a card that can no longer be
        // charged; polling stops, and the timer ends an attempt the machine kept (a card read).
        send({ type: 'reader.cancel' });
        return;
    }
    schedulePoll(key);
  };
  const schedulePoll = (key: string) => {
    if (!reader || reader.key !== key) return;
    reader.poll = setTimeout(() => {
      if (!watching(key)) return;
      // A lost status answer is asked again at the next tick; the timer ends a reader that never answers.
      api.readerStatus(key).then(
        (status) => follow(key, status),
        () => schedulePoll(key),
      );
    }, pollMs);
  };

  const perform = (effect: CheckoutEffect) => {
    switch (effect.type) {
      case 'effect.saveInvoice': {
        const { key } = effect;
        const save = actor.getSnapshot().context.save;
        const parking = save?.key === key && save.tabName !== null;
        const body = {
          idempotency_key: key,
          facility_id: deps.facilityId(),
          invoice_id: effect.invoiceId,
          lines: effect.lines.map(lineInput),
          contact_id: effect.contactId,
          tab_name: parking ? effect.tabName : null,
        };
        (parking ? api.parkTab(body) : api.saveInvoice(body)).then(
          (invoice) => {
            deps.onInvoice?.(invoice);
            send({ type: 'invoice.saved', key, invoiceId: invoice.id });
          },
          (error: unknown) => send({ type: 'invoice.failed', key, ...failure(error) }),
        );
        return;
      }
      case 'effect.createIntent': {
        const { key } = effect;
        stopReader();
        const timeout = setTimeout(() => {
          if (!watching(key)) return;
          stopReader(key);
          send({ type: 'reader.timedOut', key });
        }, deps.readerTimeoutMs());
        reader = { key, poll: null, timeout, presented: false };
        api.readerInitiate({ idempotency_key: key, invoice_id: effect.invoiceId, terminal_id: effect.readerId, amount_cents: effect.amount, tip_cents: effect.tip, sale_tip_cents: effect.saleTip }).then(
          (status) => {
            if (!watching(key)) return;
            if (status.status === 'offline') {
              stopReader(key);
              send({ type: 'reader.offline', key });
              return;
            }
            send({ type: 'intent.created', key });
            follow(key, status);
          },
          (error: unknown) => {
            if (!watching(key)) return;
            stopReader(key);
            send({ type: 'payment.failed', key, ...failure(error) });
          },
        );
        return;
      }
      case 'effect.cancelIntent':
        stopReader(effect.key);
        // Nothing is charged after a cancel: the server refuses a later tap; a lost cancel ends at the reader's timeout.
        api.readerCancel(effect.key).catch(() => undefined);
        return;
      case 'effect.recordPayment': {
        const { key } = effect;
        const base = { idempotency_key: key, invoice_id: effect.invoiceId, amount_cents: effect.amount, tip_cents: effect.tip, sale_tip_cents: effect.saleTip };
        let call: Promise<PaymentResult>;
        if (effect.method.kind === 'manual_card') {
          const card = deps.card();
          if (!card) {
            send({ type: 'payment.failed', key, ...failure(null) });
            return;
          }
          call = api.manualCardPayment({ ...base, card });
        } else if (effect.method.kind === 'onsite') {
          call = api.recordPayment({ ...base, method: { kind: 'onsite', method_id: effect.method.methodId }, tendered_cents: null });
        } else {
          call = api.recordPayment({ ...base, method: { kind: 'cash' }, tendered_cents: effect.tendered });
        }
        call.then(
          (result) => paid(key, result),
          (error: unknown) => send({ type: 'payment.failed', key, ...failure(error) }),
        );
        return;
      }
      case 'effect.printReceipt':
        deps.print(effect.invoiceId);
        return;
      case 'effect.emailReceipt':
        api.emailReceipt(effect.invoiceId, effect.contactId).then(
          (result) => deps.emailed({ ok: true, email: result.email }),
          (error: unknown) => deps.emailed({ ok: false, message: failure(error).message }),
        );
        return;
    }
  };

  const subscription = actor.on('*', (effect) => perform(effect as CheckoutEffect));
  return {
    stop() {
      stopped = true;
      subscription.unsubscribe();
      stopReader();
    },
  };
}
