/**
 * `npm start`: builds the console when its sources are newer than the last build, then starts the
 * server (migrations, first data, API and console on one port).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../server/main';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function consoleIsStale(): boolean {
  if (!existsSync(built)) return true;
  const sources = ['src', 'domain', 'machines', 'public', 'index.html', 'vite.config.ts', 'package.json'];
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

if (consoleIsStale()) {
  console.log('Building the console…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

startServer().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
