import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources/registry';
import { call, startDemoSessions, type DemoSessions } from '../test-support/http';
import { consoleBasic } from '../test-support/test-server';
import { badRequests, operationsOf, type BadRequest, type KnownIds, type Operation, type OpenApiDocument, type ResourceHints } from './bad-inputs';

/**
 * Issue 14, defect 2: no input makes the API answer 5xx. Every operation of `GET /api/v1/openapi.json`
 * gets bad inputs of each kind (NUL bytes, 100 kB texts, 2^31, 2^53, -1, 1.5 and 1e308 in ids and
 * numbers, years 0000 and 10000, 2027-02-30, 24:30, wrong types, a missing or non-object body) in
 * its path, query and body, one value at a time in an otherwise plausible request (./bad-inputs.ts),
 * as an anonymous caller and as each demo role. No answer may be 5xx, and a write that is refused
 * (4xx) leaves every table as it was. Any 4xx will do (an anonymous call to a protected route may
 * answer T002 before its body is read), and so does a 2xx when the value is allowed after all (1.5
 * in a percentage). The requests are the same on every run (no randomness); about 26,000 of them,
 * all from 127.0.0.1: a per-address rate limit must be off for this server.
 *
 * It runs on one database per `npm test`: on PostgreSQL when the run has its PostgreSQL pass
 * (TEST_DATABASE_URL set; it is the faster of the two for 26,000 requests), else on PGlite. The
 * answers come from the routes' schemas and the error handler, the same on both databases.
 *
 * Nothing is skipped. Multipart uploads (`upload_image/`, `upload_logo/`, `thumbnails/`) declare no
 * JSON body: their path ids are fuzzed; their files are server/resources/uploads' own tests'.
 *
 * The walk is shared out over a few test files (openapi-fuzz-N.test.ts: every Nth operation, each
 * on its own server and database), so the run's test workers share it instead of one of them
 * walking it all while the others have finished.
 */

type Role = 'anonymous' | 'admin' | 'owner' | 'rep' | 'client';
const ROLES: Role[] = ['anonymous', 'admin', 'owner', 'rep', 'client'];

const onThisPass = process.env.SERVER_TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;

/** Walks every `shards`th operation, starting with the `shard`th (1-based), on a server of its own. */
export function describeFuzz(shard: number, shards: number) {
  let demo: DemoSessions;
  let operations: Operation[];
  let ids: KnownIds;

  beforeAll(async () => {
    if (!onThisPass) return;
    demo = await startDemoSessions();
    const res = await call(demo.server.app, 'GET', '/openapi.json');
    expect(res.statusCode).toBe(200);
    operations = operationsOf(res.json() as OpenApiDocument);
    ids = { groupId: demo.ids.demoGroupId, facilityId: demo.ids.madridId, otherId: 1 };
  }, 120_000);
  afterAll(async () => {
    await demo?.server.close();
  });

  /** Row count and a hash of every row of every table: any insert, update or delete changes it. */
  async function fingerprint(): Promise<Record<string, string>> {
    const tables = await rowsOf<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    const parts = tables.map(({ name }) => sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as print from ${sql.identifier(name)} t`);
    const rows = await rowsOf<{ name: string; print: string }>(sql.join(parts, sql` union all `));
    return Object.fromEntries(rows.map((r) => [r.name, r.print]));
  }

  async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await demo.server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /**
   * Which tables changed since the last look. Hashing every table after every batch costs a minute
   * on PGlite, so first a cheaper proof of no change: `txid_current()` assigns the next transaction
   * id, and any write (committed or rolled back) takes one; when the id is the last one plus one, no
   * write happened in between. Otherwise (a write, a rollback, or another database on the same
   * PostgreSQL server) the hashes of every row decide.
   */
  class StateWatch {
    private print: Record<string, string> = {};
    private xid = 0n;
    fullChecks = 0;

    async rebase(): Promise<void> {
      this.print = await fingerprint();
      this.xid = await this.nextXid();
    }

    async changedTables(): Promise<string[]> {
      const xid = await this.nextXid();
      const quiet = xid === this.xid + 1n;
      this.xid = xid;
      if (quiet) return [];
      this.fullChecks += 1;
      const now = await fingerprint();
      const changed = Object.keys({ ...this.print, ...now }).filter((t) => this.print[t] !== now[t]);
      this.print = now;
      return changed;
    }

    private async nextXid(): Promise<bigint> {
      return BigInt((await rowsOf<{ xid: string }>(sql`select txid_current()::text as xid`))[0]!.xid);
    }
  }

  function send(op: Operation, role: Role, bad: BadRequest): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = role === 'anonymous' ? { authorization: consoleBasic } : { authorization: `Bearer ${demo[role].access_token}` };
    return demo.server.app.inject({
      method: op.method,
      url: bad.url,
      headers,
      ...(bad.payload === undefined ? {} : { payload: bad.payload as Record<string, unknown> }),
    });
  }

  const describeCall = (op: Operation, role: Role, bad: BadRequest, res: LightMyRequestResponse) =>
    `${op.method} ${op.path} as ${role}: ${bad.kind} in ${bad.target} = ${bad.value} → ${res.statusCode} ${res.body.slice(0, 200)}`;

  /** The filter fields and sample values of the declared resource an operation belongs to. */
  function hintsOf(op: Operation): ResourceHints {
    const def = RESOURCES.filter((d) => op.path.startsWith(`/api/v1${d.path}`)).sort((a, b) => b.path.length - a.path.length)[0];
    return { filters: def?.filters ?? [], sample: def?.sample ?? {} };
  }

  const isWrite = (op: Operation) => op.method !== 'GET';

  describe.runIf(onThisPass)(`bad input never answers 5xx, and a refused write changes nothing (issue 14): operations ${shard} of every ${shards}`, () => {
    it('walks every operation of the OpenAPI document as every role', async () => {
      expect(operations.length).toBeGreaterThan(200);
      const serverErrors: string[] = [];
      const changed: string[] = [];
      let sent = 0;
      let accepted = 0;
      const watch = new StateWatch();
      await watch.rebase();
      for (const op of operations.filter((_, i) => i % shards === shard - 1)) {
        const requests = badRequests(op, ids, hintsOf(op));
        const refusedWrites: { role: Role; bad: BadRequest }[] = [];
        let wrote = false;
        for (const role of ROLES) {
          for (const bad of requests) {
            const res = await send(op, role, bad);
            sent += 1;
            if (res.statusCode >= 500) serverErrors.push(describeCall(op, role, bad, res));
            else if (res.statusCode < 400) {
              accepted += 1;
              if (isWrite(op)) wrote = true;
            } else if (isWrite(op)) refusedWrites.push({ role, bad });
          }
        }
        if (!isWrite(op)) continue;
        if (!wrote) {
          const tables = await watch.changedTables();
          if (tables.length > 0) changed.push(`${op.method} ${op.path}: ${tables.join(', ')} changed after refused writes`);
          continue;
        }
        // Some bad value was accepted (e.g. -1 where negatives are allowed): each refused one is checked on its own.
        await watch.rebase();
        for (const { role, bad } of refusedWrites) {
          const res = await send(op, role, bad);
          const tables = await watch.changedTables();
          if (res.statusCode >= 400 && tables.length > 0) changed.push(`${describeCall(op, role, bad, res)}: ${tables.join(', ')} changed`);
          else if (tables.length > 0) await watch.rebase();
        }
      }
      console.log(`fuzz ${shard}/${shards} of ${operations.length} operations: ${sent} requests, ${accepted} accepted; ${watch.fullChecks} full database comparisons`);
      expect(serverErrors, `${serverErrors.length} answers were 5xx`).toEqual([]);
      expect(changed, 'refused writes changed the database').toEqual([]);
      // The sessions outlived the fuzz: every role's requests above were made as that role.
      for (const role of ROLES.filter((r): r is Exclude<Role, 'anonymous'> => r !== 'anonymous')) {
        expect((await call(demo.server.app, 'GET', '/user_console/ping/', { token: demo[role].access_token })).statusCode, role).toBe(200);
      }
    }, 600_000);
  });
}
