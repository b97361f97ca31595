import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Invoice, PaymentResult, ReaderPayment } from '../../../domain/pos/api';
import { terminals } from '../../db/schema';
import { afterAll, beforeAll } from 'vitest';
import { call, actorFor, expectOk, startDemoSessions, type DemoSessions } from '../../test-support/http';
import { saveInvoice } from '../invoice-service';
import { cardContextOf } from './context';

/**
 * What the card routes' tests share: a sale to pay (an open invoice of one free line), the demo
 * terminals by facility and name, the calls a checkout makes, and the card clock to move forward.
 */
export function cardKit(demo: DemoSessions) {
  const app = demo.server.app;
  const db = demo.server.database.db;
  const owner = () => demo.owner.access_token;

  /** An open invoice of one free line at the facility (Madrid unless told). */
  async function sale(amount = 2000, facilityId = demo.ids.madridId): Promise<Invoice> {
    const actor = await actorFor(db, 'owner');
    return saveInvoice(
      db,
      actor,
      { idempotency_key: randomUUID(), facility_id: facilityId, invoice_id: null, lines: [{ kind: 'free', description: 'Court fee', amount_cents: amount }], contact_id: null, tab_name: null },
      { tab: false },
    );
  }

  async function terminalId(facilityId: number, name: string): Promise<number> {
    const [row] = await db
      .select({ id: terminals.id })
      .from(terminals)
      .where(and(eq(terminals.facility_id, facilityId), eq(terminals.name, name)));
    if (!row) throw new Error(`terminal ${name} missing`);
    return row.id;
  }

  /** Starts a reader payment of the whole invoice (plus `saleTip`), answering the raw response. */
  const initiate = (invoice: Invoice, terminal: number, options: { key?: string; saleTip?: number; token?: string; lang?: string } = {}) =>
    call(app, 'POST', '/terminal/initiate_payment/', {
      token: options.token ?? owner(),
      ...(options.lang ? { lang: options.lang } : {}),
      payload: {
        idempotency_key: options.key ?? randomUUID(),
        invoice_id: invoice.id,
        terminal_id: terminal,
        amount_cents: invoice.due_cents + (options.saleTip ?? 0),
        tip_cents: options.saleTip ?? 0,
        sale_tip_cents: options.saleTip ?? 0,
      },
    });
  const started = async (invoice: Invoice, terminal: number, options: { key?: string; saleTip?: number } = {}) => expectOk<ReaderPayment>(await initiate(invoice, terminal, options)).data;

  const status = (key: string, token = owner()) => call(app, 'GET', `/terminal/payment_status/?idempotency_key=${encodeURIComponent(key)}`, { token });
  const statusOf = async (key: string) => expectOk<ReaderPayment>(await status(key)).data;
  const capture = (key: string, token = owner()) => call(app, 'POST', '/terminal/capture_payment/', { token, payload: { idempotency_key: key } });
  const captured = async (key: string) => expectOk<PaymentResult>(await capture(key)).data;
  const cancel = (key: string) => call(app, 'POST', '/terminal/cancel_payment/', { token: owner(), payload: { idempotency_key: key } });
  const tap = (terminal: number, card: string, options: { token?: string; lang?: string } = {}) =>
    call(app, 'POST', '/terminal/sim_card_tap/', { token: options.token ?? owner(), ...(options.lang ? { lang: options.lang } : {}), payload: { terminal_id: terminal, card } });
  const switchReader = (terminal: number, online: boolean, token = owner()) => call(app, 'PUT', `/terminal/readers/${terminal}/`, { token, payload: { online } });

  /** Moves the card side's clock forward (the simulator's too); `reset` puts it back. */
  const clock = {
    forward(seconds: number) {
      const context = cardContextOf(db);
      const at = new Date(Date.now() + seconds * 1000);
      context.now = () => at;
    },
    reset() {
      cardContextOf(db).now = () => new Date();
    },
  };

  return { app, db, owner, sale, terminalId, initiate, started, status, statusOf, capture, captured, cancel, tap, switchReader, clock };
}

export type CardKit = ReturnType<typeof cardKit>;

/**
 * The card tests' setup in one line (`const kit = useCardKit();` at a file's top): the demo server
 * with its signed-in sessions is started before the file's tests (a `beforeAll`, so the file's own
 * `beforeAll`s after it see it) and closed after them; `kit.demo` is the server and its sessions.
 * The kit is read only inside tests and hooks: before its `beforeAll` ran, reading it throws.
 */
export function useCardKit(): CardKit & { readonly demo: DemoSessions } {
  let made: (CardKit & { demo: DemoSessions }) | undefined;
  beforeAll(async () => {
    const demo = await startDemoSessions();
    made = { ...cardKit(demo), demo };
  });
  afterAll(async () => made?.demo.server.close());
  return new Proxy({} as CardKit & { demo: DemoSessions }, {
    get(_, key) {
      if (!made) throw new Error('useCardKit: the kit is read inside a test or a hook, once the server started');
      return made[key as keyof typeof made];
    },
  });
}
