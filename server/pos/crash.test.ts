import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice, PaymentResult, PaymentRow, PosProductRow } from '../../domain/pos/api';
import { consoleBasic, scratchPostgres, usingPostgres } from '../test-support/test-server';

/**
 * kill -9 during a checkout (issue 15, "Bad input and faults"): the real server in its own process,
 * killed without warning right after a payment was answered and while another sale is half done.
 * Started again on the same data, the captured payment, its paid invoice and the stock it moved
 * are all there; the half-done sale is an open invoice with no payment.
 */

const root = path.resolve(import.meta.dirname, '../..');
const PORT = 8700 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}/api/v1`;

function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' }, stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return resolve(child);
      } catch {
        // Not listening yet.
      }
      if (child.exitCode !== null || Date.now() > deadline) return reject(new Error('the server did not start'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { authorization: token ? `Bearer ${token}` : consoleBasic };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { ok: number; data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGKILL'));

describe('kill -9 during a checkout', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('loses no captured payment, and a half-done sale stays an open invoice with no payment', { timeout: 240_000 }, async () => {
    const env: Record<string, string> = { RATE_LIMIT_SIGN_IN: '0', RATE_LIMIT_ANONYMOUS: '0', RATE_LIMIT_USER: '0' };
    if (usingPostgres) {
      const scratch = await scratchPostgres();
      cleanup.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'sideline-crash-'));
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
      env.DATA_DIR = dir;
    }
    let server = await start(env);
    cleanup.push(() => void server.kill('SIGKILL'));

    const session = () => api<{ access_token: string; group_id: number }>('POST', '/user_console/login/', null, { username: 'owner', password: 'owner123' });
    const signIn = async () => (await session()).access_token;
    const first = await session();
    let token = first.access_token;
    const facilities = await api<{ id: number; name: string }[]>('GET', `/facility/group/${first.group_id}/`, token);
    const madrid = facilities.find((f) => f.name === 'Madrid Padel Center')!.id;
    const [product] = await api<PosProductRow[]>('GET', `/reservation/pos/products/?facility_id=${madrid}`, token);
    const sale = (key: string) =>
      api<Invoice>('POST', '/invoice/pos/', token, {
        idempotency_key: key,
        facility_id: madrid,
        invoice_id: null,
        contact_id: null,
        tab_name: null,
        lines: [{ kind: 'product', product_id: product!.id, quantity: 2 }],
      });

    const paidSale = await sale('crash.1');
    const paid = await api<PaymentResult>('POST', '/invoice/pos/payment/', token, {
      idempotency_key: 'crash.1.pay',
      invoice_id: paidSale.id,
      amount_cents: paidSale.remaining_cents,
      tip_cents: 0,
      sale_tip_cents: 0,
      method: { kind: 'cash' },
      tendered_cents: null,
    });
    expect(paid.invoice.status).toBe('paid');
    const halfDone = await sale('crash.2');
    // No goodbye: the process dies the instant the answers are in.
    await killed(server);

    server = await start(env);
    token = await signIn();
    const payments = await api<PaymentRow[]>('GET', `/invoice_payment/paged/?facility_id=${madrid}&count=100`, token);
    expect(payments.filter((p) => p.idempotency_key === 'crash.1.pay')).toMatchObject([{ id: paid.payment.id, status: 'captured', amount_cents: paidSale.remaining_cents }]);
    expect(await api<Invoice>('GET', `/invoice/${paidSale.id}/`, token)).toMatchObject({ status: 'paid', paid_cents: paidSale.total_cents });
    expect(await api<Invoice>('GET', `/invoice/${halfDone.id}/`, token)).toMatchObject({ status: 'open', paid_cents: 0, payments: [] });
    // Both sales took their units out of stock, once each; paying again with the key answers the same payment.
    const [after] = (await api<PosProductRow[]>('GET', `/reservation/pos/products/?facility_id=${madrid}`, token)).filter((p) => p.id === product!.id);
    expect(after!.stock).toBe(product!.stock - 4);
    const again = await api<PaymentResult>('POST', '/invoice/pos/payment/', token, {
      idempotency_key: 'crash.1.pay',
      invoice_id: paidSale.id,
      amount_cents: paidSale.remaining_cents,
      tip_cents: 0,
      sale_tip_cents: 0,
      method: { kind: 'cash' },
      tendered_cents: null,
    });
    expect(again.payment.id).toBe(paid.payment.id);
  });
});
