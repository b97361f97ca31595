/**
 * The public video page (issue 19): the server's HTML answer for `/video/:playback` through
 * Fastify's inject() on the bench's database (PGlite unless DATABASE_URL), target p95 under 20 ms,
 * and the JavaScript the page loads, gzip, target under 40 KB (the page loads only the app bridge,
 * none of the console).
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { and, eq, isNotNull } from 'drizzle-orm';
import { videos } from '../../server/db/schema';
import { BRIDGE_JS } from '../../server/public/assets';
import { startTestServer } from '../../server/test-support/test-server';
import { time } from './timing';

export const PUBLIC_PAGE_TARGET_P95_MS = 20;
export const PUBLIC_PAGE_JS_TARGET_KB = 40;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export async function benchPublicPages(): Promise<{ p95: number; jsGzipBytes: number }> {
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
  try {
    const { app, database } = server;
    const [video] = await database.db
      .select({ playback: videos.playback })
      .from(videos)
      .where(and(eq(videos.status, 'completed'), eq(videos.hidden, false), isNotNull(videos.booking_id)))
      .limit(1);
    const url = `/video/${video!.playback}/lucia.fdz`;
    const first = await app.inject({ url, headers: { 'user-agent': IPHONE } });
    if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}`);
    const scripts = [...first.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    let jsGzipBytes = 0;
    for (const src of scripts) jsGzipBytes += gzipSync((await app.inject({ url: src })).rawPayload).length;
    console.log(`\nPublic video page (issue 19) on ${server.database.kind}; targets: HTML p95 under ${PUBLIC_PAGE_TARGET_P95_MS} ms, JavaScript under ${PUBLIC_PAGE_JS_TARGET_KB} KB gzip\n`);
    const { p95 } = await time('GET /video/:playback/:username (HTML)', 300, () => app.inject({ url, headers: { 'user-agent': IPHONE, 'accept-language': 'es-ES' } }));
    const kb = (jsGzipBytes / 1024).toFixed(2);
    console.log(
      `  HTML ${(first.rawPayload.length / 1024).toFixed(1)} KB (gzip ${(gzipSync(first.rawPayload).length / 1024).toFixed(1)} KB); JavaScript ${scripts.length} file(s) [${scripts.join(', ')}] ${kb} KB gzip (${BRIDGE_JS.length} bytes raw)`,
    );
    console.log(`  p95 ${p95 < PUBLIC_PAGE_TARGET_P95_MS ? 'under' : 'MISSES'} the target; JavaScript ${jsGzipBytes / 1024 < PUBLIC_PAGE_JS_TARGET_KB ? 'under' : 'MISSES'} the target`);
    return { p95, jsGzipBytes };
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPublicPages();
