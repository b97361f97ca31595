import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities } from '../db/schema';
import { call, expectError, expectOk, fieldsOf, startDemoSessions, type DemoSessions } from '../test-support/http';
import { MAX_FACILITY_IMAGES } from './facilities';

/** A facility's image gallery (SPEC §7 `/facility/ upload_image, remove_image`). */
let s: DemoSessions;
beforeAll(async () => {
  s = await startDemoSessions();
  await s.server.database.db.update(facilities).set({ images: [] }).where(eq(facilities.id, s.ids.madridId));
});
afterAll(async () => s?.server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const BOUNDARY = 'sideline-test-boundary';
const multipart = (bytes: Buffer, type: string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="court.png"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
const upload = (facilityId: number, token: string, bytes = PNG, type = 'image/png') =>
  call(s.server.app, 'PUT', `/facility/upload_image/${facilityId}/`, { token, payload: multipart(bytes, type), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
const imagesOf = async (id: number) => (await s.server.database.db.select({ images: facilities.images }).from(facilities).where(eq(facilities.id, id)))[0]!.images;

describe('facility images', () => {
  it('adds images to the gallery, serves them, and removes one', async () => {
    const first = expectOk<{ images: string[] }>(await upload(s.ids.madridId, s.owner.access_token)).data.images;
    const second = expectOk<{ images: string[] }>(await upload(s.ids.madridId, s.owner.access_token)).data.images;
    expect(first).toHaveLength(1);
    expect(second).toEqual([first[0], expect.stringMatching(/^\/api\/v1\/file\//)]);
    const served = await call(s.server.app, 'GET', second[1]!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const left = expectOk<{ images: string[] }>(await call(s.server.app, 'PUT', `/facility/remove_image/${s.ids.madridId}/`, { token: s.owner.access_token, payload: { url: first[0] } })).data.images;
    expect(left).toEqual([second[1]]);
    expectError(await call(s.server.app, 'PUT', `/facility/remove_image/${s.ids.madridId}/`, { token: s.owner.access_token, payload: { url: first[0] } }), 404, 'E404');
  });

  it('refuses what is not an image, another organization’s facility, a user without the view, and more than the limit — writing nothing', async () => {
    const before = await imagesOf(s.ids.madridId);
    expectError(await upload(s.ids.madridId, s.owner.access_token, Buffer.from('<script>alert(1)</script>'), 'image/png'), 400, 'E400');
    expectError(await upload(s.ids.lisbonId, s.owner.access_token), 404, 'E404');
    expectError(await upload(s.ids.madridId, s.rep.access_token), 403, 'E403');
    expect(await imagesOf(s.ids.madridId)).toEqual(before);

    for (let i = before.length; i < MAX_FACILITY_IMAGES; i++) expectOk(await upload(s.ids.madridId, s.owner.access_token));
    const full = expectError(await upload(s.ids.madridId, s.owner.access_token), 400, 'E400');
    expect(fieldsOf(full).images).toBe(`At most ${MAX_FACILITY_IMAGES} images`);
    expect(await imagesOf(s.ids.madridId)).toHaveLength(MAX_FACILITY_IMAGES);
  });
});
