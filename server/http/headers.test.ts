import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk } from '../test-support/http';
import { login, startTestServer, type TestServer } from '../test-support/test-server';

/** Issue 14 (9): security headers on the console's HTML and on the API's answers. */
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  // A stand-in for the built console (vite build's dist/).
  staticDir = mkdtempSync(path.join(tmpdir(), 'sideline-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Sideline console</title><script src="/theme-init.js"></script>');
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("sideline");');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse): Record<string, string> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}

function expectCommon(res: LightMyRequestResponse) {
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  it("on the console's HTML (its root and a deep link): a CSP without inline script, images from itself and data:, no framing", async () => {
    for (const url of ['/', '/views/reservation']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectCommon(res);
      const csp = directives(res);
      expect(csp['script-src']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(csp['img-src']).toBe("'self' data: blob:");
      expect(csp['frame-ancestors']).toBe("'none'");
      expect(csp['object-src']).toBe("'none'");
      expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests');
    }
  });

  it("on the console's scripts and on API answers, successes and errors", async () => {
    expectCommon(await server.app.inject({ method: 'GET', url: '/assets/app.js' }));
    const owner = await login(server.app, 'owner');
    const ping = await call(server.app, 'GET', '/user_console/ping/', { token: owner.access_token });
    expectOk(ping);
    expectCommon(ping);
    expectCommon(await call(server.app, 'GET', '/user_console/ping/'));
    expectCommon(await call(server.app, 'GET', '/no/such/route/'));
  });

  it("the console's index.html has no inline script (the CSP would block it)", () => {
    const html = readFileSync(path.resolve('index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });
});
