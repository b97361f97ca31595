/**
 * Camera ingest (issue 18): 1,000 simulated cameras heartbeating every 10 s (100 a second) and each
 * writing a chunk a minute (about 17 a second), open loop for BENCH_CAMERA_SECONDS (20), through the
 * real ingest routes (Basic code:secret) on the bench's database (PGlite unless DATABASE_URL), while
 * a signed-in `ping` is timed every 100 ms. Targets: heartbeat p95 under 20 ms, ping p95 under 10 ms.
 * A request's time includes its wait behind the others (the database is one connection on PGlite).
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { hashSecret } from '../../server/cameras/service';
import { cameras, fields } from '../../server/db/schema';
import { demoIds } from '../../server/test-support/http';
import { bearer, login, startTestServer } from '../../server/test-support/test-server';
import { ms, stats, time } from './timing';

export const HEARTBEAT_TARGET_MS = 20;
export const PING_TARGET_MS = 10;
const CAMERAS = 1000;
const HEARTBEAT_EVERY_MS = 10_000;
const CHUNK_EVERY_MS = 60_000;

export async function benchCameras(): Promise<{ heartbeatP95: number; pingP95: number }> {
  const seconds = Number(process.env.BENCH_CAMERA_SECONDS ?? 20);
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL, loginMaxAttempts: 0, cameraSimulator: false });
  try {
    const { app, database } = server;
    const db = database.db;
    const owner = await login(app, 'owner');
    const { madridId } = await demoIds(db);
    const fieldIds = (await db.select({ id: fields.id }).from(fields).where(eq(fields.facility_id, madridId))).map((f) => f.id);
    const secret = (i: number) => `bench-secret-${i}`;
    const code = (i: number) => `BENCH-${String(i).padStart(4, '0')}`;
    for (let start = 0; start < CAMERAS; start += 250) {
      await db.insert(cameras).values(
        Array.from({ length: Math.min(250, CAMERAS - start) }, (_, k) => {
          const i = start + k;
          return {
            facility_id: madridId,
            field_id: fieldIds[i % fieldIds.length]!,
            name: `Bench camera ${i}`,
            code: code(i),
            mac_address: `02:00:00:00:${((i >> 8) & 0xff).toString(16).padStart(2, '0')}:${(i & 0xff).toString(16).padStart(2, '0')}`.toUpperCase(),
            secret_hash: hashSecret(secret(i)),
          };
        }),
      );
    }
    const auth = Array.from({ length: CAMERAS }, (_, i) => ({ authorization: `Basic ${Buffer.from(`${code(i)}:${secret(i)}`).toString('base64')}` }));
    const heartbeat = (i: number) => app.inject({ method: 'POST', url: '/api/v1/camera/status/', headers: auth[i], payload: { status: 'recording' } });
    const chunk = (i: number, at: Date) => app.inject({ method: 'POST', url: '/api/v1/chunk/', headers: auth[i], payload: { minute: at.toISOString(), size_bytes: 4_000_000 } });
    const ping = () => app.inject({ url: '/api/v1/user_console/ping/', headers: bearer(owner.access_token) });
    // One at a time first (no queue): what a call costs by itself.
    console.log(`\nCamera ingest on ${database.kind}, one call at a time:`);
    let n = 0;
    await time('POST /camera/status/ (heartbeat), alone', 300, () => heartbeat(n++ % CAMERAS));
    await time('GET /user_console/ping/, alone', 300, ping);

    const timed = async (samples: number[], statuses: Map<number, number>, run: () => Promise<{ statusCode: number }>) => {
      const t0 = performance.now();
      const res = await run();
      samples.push(performance.now() - t0);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    };
    const hb: number[] = [];
    const ch: number[] = [];
    const pg: number[] = [];
    const statuses = new Map<number, number>();
    const pending: Promise<void>[] = [];
    const began = performance.now();
    const end = began + seconds * 1000;
    let sentHb = 0;
    let sentCh = 0;
    let sentPing = 0;
    // Open loop: every 5 ms, send whatever is due (a heartbeat per 10 ms, a chunk per 60 ms, a ping per 100 ms).
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now();
        const elapsed = now - began;
        while (sentHb < (elapsed * CAMERAS) / HEARTBEAT_EVERY_MS) {
          const i = sentHb++ % CAMERAS;
          pending.push(timed(hb, statuses, () => heartbeat(i)));
        }
        while (sentCh < (elapsed * CAMERAS) / CHUNK_EVERY_MS) {
          const i = sentCh++ % CAMERAS;
          pending.push(timed(ch, statuses, () => chunk(i, new Date())));
        }
        while (sentPing < elapsed / 100) {
          sentPing++;
          pending.push(timed(pg, new Map(), ping));
        }
        if (now >= end) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    await Promise.all(pending);
    const h = stats(hb);
    const c = stats(ch);
    const p = stats(pg);
    const answered = [...statuses.entries()].map(([s, n]) => `${n}×${s}`).join(', ');
    console.log(`\nCamera ingest: ${CAMERAS} cameras, a heartbeat each ${HEARTBEAT_EVERY_MS / 1000} s and a chunk a minute, for ${seconds} s on ${database.kind} (${answered})`);
    console.log(`${'POST /camera/status/ (heartbeat)'.padEnd(48)} median ${ms(h.median)}   p95 ${ms(h.p95)}   (${hb.length} calls; target p95 < ${HEARTBEAT_TARGET_MS} ms)`);
    console.log(`${'POST /chunk/'.padEnd(48)} median ${ms(c.median)}   p95 ${ms(c.p95)}   (${ch.length} calls)`);
    console.log(`${'GET /user_console/ping/ meanwhile'.padEnd(48)} median ${ms(p.median)}   p95 ${ms(p.p95)}   (${pg.length} calls; target p95 < ${PING_TARGET_MS} ms)`);
    return { heartbeatP95: h.p95, pingP95: p.p95 };
  } finally {
    await server.close();
  }
}
