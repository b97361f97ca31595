/**
 * The desks of the API load bench (api-load.ts), in a process of their own: autocannon's 50
 * connections would otherwise share the server's only thread and be counted in its figures. The
 * parent sends the options as its one message; the answer is every call's time and the totals.
 */
import { createRequire } from 'node:module';

interface Instance {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
export interface DesksResult {
  samples: number[];
  total: number;
  non2xx: number;
  errors: number;
}
type Autocannon = (options: Record<string, unknown>, done: (err: Error | null, result: { requests: { total: number }; non2xx: number; errors: number }) => void) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

process.once('message', (options: Record<string, unknown>) => {
  const samples: number[] = [];
  const instance = autocannon(options, (err, r) => {
    if (err) throw err;
    const answer: DesksResult = { samples, total: r.requests.total, non2xx: r.non2xx, errors: r.errors };
    process.send!(answer, () => process.disconnect());
  });
  instance.on('response', (_client, _status, _bytes, time) => samples.push(time));
});
