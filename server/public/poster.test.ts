import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, fields, files } from '../db/schema';
import { call, demoIds, expectError, expectOk, type DemoIds } from '../test-support/http';
import { login, startTestServer, type Session, type TestServer } from '../test-support/test-server';

/**
 * A field's QR poster (issue 19 item 5): an A4 PDF for staff of the field's facility, with the
 * facility's logo, the field's name and the QR of its public page at PUBLIC_URL, in English or Spanish.
 */
let server: TestServer;
let ids: DemoIds;
let owner: Session;
let madridField: { id: number; name: string };
let lisbonField: number;

const poster = (id: number, options: { token?: string; lang?: string; query?: string } = {}) => call(server.app, 'GET', `/field/${id}/poster/${options.query ?? ''}`, options);
/** The PDF's text as pdfkit writes it uncompressed: the hex of each run's characters, joined. */
const textOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('');

beforeAll(async () => {
  server = await startTestServer({ publicPages: { appScheme: 'sideline://', appStoreUrl: 'https://apps.example/ios', playStoreUrl: 'https://play.example/android', publicUrl: 'https://share.example' } });
  ids = await demoIds(server.database.db);
  owner = await login(server.app, 'owner');
  const db = server.database.db;
  const [madrid] = await db.select({ id: fields.id, name: fields.name }).from(fields).where(eq(fields.facility_id, ids.madridId)).limit(1);
  const [lisbon] = await db.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, ids.lisbonId)).limit(1);
  madridField = madrid!;
  lisbonField = lisbon!.id;
});

afterAll(async () => {
  await server?.close();
});

describe('GET /field/:id/poster/', () => {
  it("answers an A4 PDF with the field's name, the QR's address and the line to scan, in English and Spanish", async () => {
    const en = await poster(madridField.id, { token: owner.access_token });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="poster-[\w-]+\.pdf"$/);
    const pdf = en.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 is 595.28 × 841.89 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = textOf(pdf);
    expect(text).toContain(madridField.name);
    expect(text).toContain('Scan to open this court in the app');
    expect(text).toContain(`https://share.example/field-app/${madridField.id}`);

    const es = await poster(madridField.id, { token: owner.access_token, lang: 'es' });
    expect(textOf(es.rawPayload)).toContain('Escanea para abrir esta pista en la app');
    const asked = await poster(madridField.id, { token: owner.access_token, query: '?lang=es' });
    expect(textOf(asked.rawPayload)).toContain('Escanea para abrir esta pista en la app');
  });

  it("draws the facility's logo when it has one, and prints without it otherwise", async () => {
    const db = server.database.db;
    const png = await QRCode.toBuffer('logo', { type: 'png' });
    const id = '0b9f3c52-5d7e-4c55-9a55-2f1a5a0c0f01';
    await db.insert(files).values({ id, content_type: 'image/png', bytes: png, size: png.length });
    const [before] = await db.select({ logo: facilities.logo }).from(facilities).where(eq(facilities.id, ids.madridId));
    await db.update(facilities).set({ logo: `/api/v1/file/${id}` }).where(eq(facilities.id, ids.madridId));
    try {
      const withLogo = await poster(madridField.id, { token: owner.access_token });
      expect(withLogo.statusCode).toBe(200);
      expect(withLogo.rawPayload.toString('latin1')).toContain('/Subtype /Image');
      await db.update(facilities).set({ logo: null }).where(eq(facilities.id, ids.madridId));
      const without = await poster(madridField.id, { token: owner.access_token });
      expect(without.statusCode).toBe(200);
      expect(without.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    } finally {
      await db.update(facilities).set({ logo: before!.logo }).where(eq(facilities.id, ids.madridId));
    }
  });

  it("answers the field's public address and its QR code for the form, with the same tenancy", async () => {
    const qr = expectOk<{ url: string; svg: string }>(await call(server.app, 'GET', `/field/${madridField.id}/qr/`, { token: owner.access_token })).data;
    expect(qr.url).toBe(`https://share.example/field-app/${madridField.id}`);
    expect(qr.svg).toMatch(/^<svg /);
    expectError(await call(server.app, 'GET', `/field/${lisbonField}/qr/`, { token: owner.access_token }), 404, 'E404');
  });

  it("answers 404 for another organization's field or one that does not exist, 401 without a token", async () => {
    expectError(await poster(lisbonField, { token: owner.access_token }), 404, 'E404');
    expectError(await poster(999_999, { token: owner.access_token }), 404, 'E404');
    expectError(await poster(madridField.id), 401, 'T002'); // no session token
  });
});
