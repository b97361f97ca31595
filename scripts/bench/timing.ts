/** Timing helpers of `npm run bench`: median and p95 of repeated runs, printed one line per call. */
import { performance } from 'node:perf_hooks';

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`;

/** Runs `fn` a few times to warm up, then `runs` times; prints and answers the median and p95. */
export async function time(label: string, runs: number, fn: () => Promise<unknown>, width = 48) {
  for (let i = 0; i < Math.min(10, runs); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  const result = stats(samples);
  console.log(`${label.padEnd(width)} median ${ms(result.median)}   p95 ${ms(result.p95)}   (${runs} runs)`);
  return result;
}
