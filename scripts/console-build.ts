/** Builds the console when its sources are newer than the last build (used by `npm start` and the bench). */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
/** The build (BENCH_DIST: another one, e.g. a copy kept aside to compare). */
export const distDir = process.env.BENCH_DIST ?? path.join(root, 'dist');

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function consoleIsStale(): boolean {
  const built = path.join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'domain', 'machines', 'public', 'index.html', 'vite.config.ts', 'package.json'];
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

export function buildConsoleIfStale(): void {
  if (!consoleIsStale()) return;
  console.log('Building the console…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
