import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldActivity, FieldBookingNow, MonitoredCamera, CameraThumbnail } from '../../domain/cameras/monitoring';
import { bookings, cameraChunks, cameras, cameraThumbnails, fields } from '../db/schema';
import { call, demoIds, expectError, expectOk, fieldsOf, type DemoIds } from '../test-support/http';
import { login, startTestServer, type Session, type TestServer } from '../test-support/test-server';
import { fieldCameraReporting, recordedMinutes } from './queries';
import { CameraSimulator } from './simulator';

/**
 * Cameras that report (issue 18): the ingest API signed by code and secret, its refusals, offline
 * after missed heartbeats, the simulated fleet and field monitoring. The clock is frozen (only
 * `Date` is faked): 10:00 UTC is 12:00 in Madrid.
 */
const NOON_MADRID = new Date('2030-06-12T10:00:00Z');
const later = (secs: number) => vi.setSystemTime(new Date(Date.now() + secs * 1000));

let server: TestServer;
let ids: DemoIds;
let owner: Session;
let rep: Session;
let cam: { id: number; code: string; field_id: number };
let secret: string;

const basic = (code: string, s: string) => ({ authorization: `Basic ${Buffer.from(`${code}:${s}`).toString('base64')}` });
const ingest = (path: string, payload: unknown, headers: Record<string, string>, lang?: string) => call(server.app, 'POST', path, { payload, headers, ...(lang ? { lang } : {}) });
const heartbeat = (s = secret, status = 'idle') => ingest('/camera/status/', { status }, basic(cam.code, s));
const monitored = async (session = owner) => expectOk<MonitoredCamera[]>(await call(server.app, 'GET', `/camera/facility/?facility_id=${ids.madridId}`, { token: session.access_token })).data;
const statusOf = async (id = cam.id) => (await monitored()).find((c) => c.id === id)!.status;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON_MADRID);
  server = await startTestServer({ accessTokenTtl: 5 * 86_400 });
  ids = await demoIds(server.database.db);
  [owner, rep] = await Promise.all([login(server.app, 'owner'), login(server.app, 'rep')]);
  const [row] = await server.database.db.select({ id: cameras.id, code: cameras.code, field_id: cameras.field_id }).from(cameras).where(eq(cameras.code, 'MAD-1'));
  cam = { id: row!.id, code: row!.code, field_id: row!.field_id! };
  secret = expectOk<{ secret: string; code: string }>(await call(server.app, 'POST', `/camera/${cam.id}/secret/`, { token: owner.access_token })).data.secret;
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.setSystemTime(NOON_MADRID);
});

describe('ingest authentication', () => {
  it('accepts the code and the secret staff were given, never a staff token', async () => {
    const ok = expectOk<{ camera_id: number; status: string }>(await heartbeat()).data;
    expect(ok).toMatchObject({ camera_id: cam.id, status: 'idle' });
    expectError(await call(server.app, 'POST', '/camera/status/', { payload: { status: 'idle' }, token: owner.access_token }), 401, 'E401');
  });

  it('answers 401 to a wrong secret, counts it on the camera, writes nothing else', async () => {
    const [before] = await server.database.db.select().from(cameras).where(eq(cameras.id, cam.id));
    later(5);
    const refused = expectError(await heartbeat('wrong-secret'), 401, 'E401');
    expect(refused.message.text).toBe('Unknown camera code or wrong camera secret');
    const es = expectError(await ingest('/camera/status/', {}, basic(cam.code, 'nope'), 'es'), 401, 'E401');
    expect(es.message.text).toBe('Código de cámara desconocido o secreto de cámara incorrecto');
    expectError(await ingest('/chunk/', { minute: NOON_MADRID.toISOString() }, basic(cam.code, 'nope')), 401, 'E401');
    const [after] = await server.database.db.select().from(cameras).where(eq(cameras.id, cam.id));
    expect(after!.failed_auth_count).toBe(before!.failed_auth_count + 3);
    expect(after!.last_heartbeat_at).toEqual(before!.last_heartbeat_at);
    expect((await monitored()).find((c) => c.id === cam.id)!.failed_auth_count).toBe(after!.failed_auth_count);
    // An unknown code and no header at all are refused the same way.
    expectError(await ingest('/camera/status/', {}, basic('NOPE-9', secret)), 401, 'E401');
    expectError(await ingest('/camera/status/', {}, {}), 401, 'E401');
  });

  it('a new secret replaces the old one at once; only camera actions may issue one', async () => {
    const other = await server.database.db.select({ id: cameras.id }).from(cameras).where(eq(cameras.code, 'MAD-2'));
    const first = expectOk<{ secret: string }>(await call(server.app, 'POST', `/camera/${other[0]!.id}/secret/`, { token: owner.access_token })).data.secret;
    const second = expectOk<{ secret: string }>(await call(server.app, 'POST', `/camera/${other[0]!.id}/secret/`, { token: owner.access_token })).data.secret;
    expectError(await ingest('/camera/status/', {}, basic('MAD-2', first)), 401, 'E401');
    expectOk(await ingest('/camera/status/', {}, basic('MAD-2', second)));
    // MAD-2 was a simulated camera: a real secret takes it out of the fleet.
    expect((await server.database.db.select({ simulated: cameras.simulated }).from(cameras).where(eq(cameras.code, 'MAD-2')))[0]!.simulated).toBe(false);
    const tech = await login(server.app, 'tech');
    expectError(await call(server.app, 'POST', `/camera/${cam.id}/secret/`, { token: tech.access_token }), 403, 'E403');
    // Another organization's camera does not exist for the demo owner.
    const [lisbon] = await server.database.db.select({ id: cameras.id }).from(cameras).where(eq(cameras.code, 'LIS-1'));
    expectError(await call(server.app, 'POST', `/camera/${lisbon!.id}/secret/`, { token: owner.access_token }), 404, 'E404');
  });
});

describe('chunks', () => {
  const chunk = (minute: Date, size = 1000) => ingest('/chunk/', { minute: minute.toISOString(), size_bytes: size }, basic(cam.code, secret));

  it('records a minute once, on the camera field; a retry answers created: false', async () => {
    const at = new Date(NOON_MADRID.getTime() - 3 * 60_000 + 17_000);
    const first = expectOk<{ minute: string; created: boolean; field_id: number }>(await chunk(at)).data;
    expect(first).toMatchObject({ minute: '2030-06-12T09:57:00.000Z', created: true, field_id: cam.field_id });
    expect(expectOk<{ created: boolean }>(await chunk(at)).data.created).toBe(false);
    const rows = await server.database.db
      .select()
      .from(cameraChunks)
      .where(and(eq(cameraChunks.camera_id, cam.id), eq(cameraChunks.minute, new Date('2030-06-12T09:57:00Z'))));
    expect(rows).toHaveLength(1);
  });

  it('refuses a minute in the future or more than a day old, with the reason, and writes nothing', async () => {
    const count = async () => (await server.database.db.select().from(cameraChunks).where(eq(cameraChunks.camera_id, cam.id))).length;
    const before = await count();
    const future = expectError(await chunk(new Date(NOON_MADRID.getTime() + 5 * 60_000)), 400, 'E400');
    expect(fieldsOf(future).minute).toBe('This minute has not been recorded yet: its time is in the future');
    const old = expectError(await chunk(new Date(NOON_MADRID.getTime() - 25 * 3600_000)), 400, 'E400');
    expect(fieldsOf(old).minute).toBe('This minute is more than a day old and can no longer be sent');
    const oldEs = expectError(await ingest('/chunk/', { minute: new Date(NOON_MADRID.getTime() - 25 * 3600_000).toISOString() }, basic(cam.code, secret), 'es'), 400, 'E400');
    expect(fieldsOf(oldEs).minute).toBe('Este minuto tiene más de un día y ya no se puede enviar');
    // 23 hours ago is still accepted (a camera catching up after an outage).
    expectOk(await chunk(new Date(NOON_MADRID.getTime() - 23 * 3600_000)));
    expect(await count()).toBe(before + 1);
    expectError(await ingest('/chunk/', { minute: 'yesterday' }, basic(cam.code, secret)), 400, 'E400');
  });

  it('refuses a thumbnail that is not a small image', async () => {
    expectError(await ingest('/camera/thumbnails/', { taken_at: NOON_MADRID.toISOString(), content_type: 'text/html', image: 'PGI+' }, basic(cam.code, secret)), 400, 'E400');
    const big = Buffer.alloc(300 * 1024, 1).toString('base64');
    expectError(await ingest('/camera/thumbnails/', { taken_at: NOON_MADRID.toISOString(), content_type: 'image/png', image: big }, basic(cam.code, secret)), 400, 'E400');
  });
});

describe('offline after missed heartbeats', () => {
  it('reads online after a heartbeat, offline once 3 heartbeats of 10 s are missed, online again at the next', async () => {
    expectOk(await heartbeat());
    expect(await statusOf()).toBe('online');
    later(30);
    expect(await statusOf()).toBe('online');
    later(1);
    expect(await statusOf()).toBe('offline');
    expectOk(await heartbeat(secret, 'recording'));
    expect(await statusOf()).toBe('recording');
  });

  it('a camera that never reported reads offline; a restart loses nothing', async () => {
    const [inactive] = await server.database.db.select({ id: cameras.id }).from(cameras).where(eq(cameras.code, 'MAD-4'));
    expect(await statusOf(inactive!.id)).toBe('offline');
    expectOk(await heartbeat());
    const restarted = await startTestServer({ database: server.database, accessTokenTtl: 5 * 86_400 });
    try {
      const res = await call(restarted.app, 'GET', `/camera/facility/?facility_id=${ids.madridId}`, { token: owner.access_token });
      expect(expectOk<MonitoredCamera[]>(res).data.find((c) => c.id === cam.id)!.status).toBe('online');
    } finally {
      await restarted.app.close();
    }
  });
});

describe('the simulated fleet and field monitoring', () => {
  it('heartbeats, draws thumbnails and records the minutes of a booking with video, through the ingest API', async () => {
    const db = server.database.db;
    const [pista3] = await db
      .select({ id: fields.id })
      .from(fields)
      .where(and(eq(fields.facility_id, ids.madridId), eq(fields.name, 'Pista 3')));
    const [cam2] = await db.select({ id: cameras.id }).from(cameras).where(eq(cameras.field_id, pista3!.id));
    // A booking with video on Pista 3 from 11:30 to 13:00 Madrid (09:30–11:00 UTC).
    await db.delete(bookings).where(and(eq(bookings.field_id, pista3!.id), eq(bookings.start_at, new Date('2030-06-12T09:30:00Z'))));
    const [booking] = await db
      .insert(bookings)
      .values({ facility_id: ids.madridId, field_id: pista3!.id, start_at: new Date('2030-06-12T09:30:00Z'), end_at: new Date('2030-06-12T11:00:00Z'), include_video: true })
      .returning({ id: bookings.id });
    const sim = new CameraSimulator(db);
    const done = await sim.tick();
    // Madrid's Pista 3 and Pista Central (Pista 1 and 2 were given real secrets above, Pista 4's is inactive), Brooklyn's 2, Lisbon's 1.
    expect(done.heartbeats).toBe(5);
    expect(done.chunks).toBeGreaterThanOrEqual(1);
    later(60);
    await sim.tick();

    const cams = await monitored();
    expect(cams.find((c) => c.id === cam2!.id)!.status).toBe('recording');
    // MAD-1 has a real secret: the fleet no longer drives it, and it has been silent since noon.
    expect(cams.find((c) => c.id === cam.id)!.status).toBe('offline');
    const thumbs = expectOk<CameraThumbnail[]>(await call(server.app, 'GET', `/camera/thumbnails/?facility_id=${ids.madridId}`, { token: owner.access_token })).data;
    const thumb = thumbs.find((t) => t.camera_id === cam2!.id)!;
    expect(Buffer.from(thumb.url.split(',')[1]!, 'base64').toString()).toContain('Pista 3');
    expect(Buffer.from(thumb.url.split(',')[1]!, 'base64').toString()).toContain('12:01:00');
    const activity = expectOk<FieldActivity[]>(await call(server.app, 'GET', `/chunk/activity_control/?facility_id=${ids.madridId}`, { token: owner.access_token })).data;
    expect(activity.find((a) => a.field_id === pista3!.id)!.minutes_today).toBe(2);
    // What the video work reads: the recorded minutes of the field, and whether its camera reports.
    expect((await recordedMinutes(db, pista3!.id, new Date('2030-06-12T09:00:00Z'), new Date('2030-06-12T11:00:00Z'))).map((m) => m.toISOString())).toEqual([
      '2030-06-12T10:00:00.000Z',
      '2030-06-12T10:01:00.000Z',
    ]);
    expect(await fieldCameraReporting(db, pista3!.id, new Date(), { heartbeatSeconds: 10, missedHeartbeats: 3 })).toBe(true);
    const now = expectOk<FieldBookingNow[]>(await call(server.app, 'GET', `/field/facility/reservation/?facility_id=${ids.madridId}`, { token: owner.access_token })).data;
    expect(now.find((f) => f.field_id === pista3!.id)!.booking).toMatchObject({ id: booking!.id, include_video: true });

    // Switched off from field monitoring: it stops calling and reads offline after the missed heartbeats.
    expectOk(await call(server.app, 'PUT', `/camera/${cam2!.id}/simulator/`, { token: owner.access_token, payload: { on: false } }));
    later(10);
    await sim.tick();
    later(10);
    await sim.tick();
    later(11);
    await sim.tick();
    expect(await statusOf(cam2!.id)).toBe('offline');
    expectOk(await call(server.app, 'PUT', `/camera/${cam2!.id}/simulator/`, { token: owner.access_token, payload: { on: true } }));
    await sim.tick();
    expect(await statusOf(cam2!.id)).toBe('recording');
    // Another organization's camera is not there for the demo owner; the front desk (no view 21) may not switch cameras.
    const [lisbon] = await db.select({ id: cameras.id }).from(cameras).where(eq(cameras.code, 'LIS-1'));
    expectError(await call(server.app, 'PUT', `/camera/${lisbon!.id}/simulator/`, { token: owner.access_token, payload: { on: false } }), 404, 'E404');
    expectError(await call(server.app, 'PUT', `/camera/${cam2!.id}/simulator/`, { token: rep.access_token, payload: { on: false } }), 403, 'E403');
    expectError(await call(server.app, 'GET', `/camera/facility/?facility_id=${ids.madridId}`, { token: rep.access_token }), 403, 'E403');
    expect((await db.select().from(cameraThumbnails)).length).toBeGreaterThan(0);
  });
});

describe('field monitoring: a video ordered on its own', () => {
  it('shows on its field as what is on now (not "no booking"), with its order, until its time is over', async () => {
    const db = server.database.db;
    const [central] = await db
      .select({ id: fields.id })
      .from(fields)
      .where(and(eq(fields.facility_id, ids.madridId), eq(fields.name, 'Pista Central')));
    const now = async () =>
      expectOk<FieldBookingNow[]>(await call(server.app, 'GET', `/field/facility/reservation/?facility_id=${ids.madridId}`, { token: owner.access_token })).data.find((f) => f.field_id === central!.id)!;
    expect((await now()).video_order).toBeNull();
    // 12:30 to 13:30 Madrid (it is 12:00 there), ordered at the counter with no booking; then its time comes.
    const res = await call(server.app, 'POST', '/video_order/', {
      token: owner.access_token,
      payload: { field_id: central!.id, date: '2030-06-12', start_time: '12:30', duration: 60, type: 'left', contact_id: null, phone: '+34 600 123 456' },
    });
    const made = expectOk<{ id: number; video_id: number }>(res).data;
    expect((await now()).video_order).toBeNull();
    later(31 * 60);
    const tile = await now();
    expect(tile.booking).toBeNull();
    expect(tile.video_order).toEqual({ id: made.id, video_id: made.video_id, start_at: '2030-06-12T10:30:00.000Z', end_at: '2030-06-12T11:30:00.000Z', contact_name: null });
    later(3600);
    expect((await now()).video_order).toBeNull();
    // Switched off, the field has no tile.
    await db.update(fields).set({ status: 'I' }).where(eq(fields.id, central!.id));
    const tiles = expectOk<FieldBookingNow[]>(await call(server.app, 'GET', `/field/facility/reservation/?facility_id=${ids.madridId}`, { token: owner.access_token })).data;
    expect(tiles.map((f) => f.field_id)).not.toContain(central!.id);
    await db.update(fields).set({ status: 'A' }).where(eq(fields.id, central!.id));
  });
});

describe('without the demo data', () => {
  it('has no simulated camera (the fleet is off with SEED_DEMO=false)', async () => {
    const empty = await startTestServer({ seedDemo: false, adminPassword: 'admin12345' });
    try {
      expect(empty.config.cameraSimulator).toBe(false);
      const done = await new CameraSimulator(empty.database.db).tick();
      expect(done).toEqual({ heartbeats: 0, thumbnails: 0, chunks: 0 });
    } finally {
      await empty.close();
    }
  });
});
