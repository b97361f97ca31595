/**
 * The console's weight: gzip size of the JavaScript each page loads, per route chunk, from Vite's
 * build manifest; and a check that no screen's chunk pulls in another area's screens. A page's
 * load is its static closure; what it imports later (the login page's rules, HTTP client, shell,
 * toaster, Spanish texts, dark theme) is listed apart, with when it comes. The budget is the login page's first load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsoleIfStale, distDir } from './console-build';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
}

/** What the login page loads later, and when (chunks it imports dynamically, other than screens). */
const ON_DEMAND: Record<string, string> = {
  'src/api/transport.ts': 'axios and the clients, when the user types (first API call)',
  'domain/auth/schemas.ts': 'the sign-in rules (zod), when the user types (first check)',
  'src/layouts/content-layout.tsx': 'the shell, when the form is sent',
  'src/ui/form/zod-resolver.ts': "the form's resolver and messages, when the user types (first check)",
  'src/ui/toast-host.tsx': 'the toaster, with the first toast',
  'src/shell/theme/dark-theme.ts': 'the dark theme, when chosen (before the first paint if stored)',
  'src/i18n/es.ts': 'Spanish texts, when Spanish is chosen (before the first paint if stored)',
};

export const LOGIN_BUDGET_KB = 200;

/** The area of a screen: `bookings` for src/features/bookings/schedule-page.tsx. */
const areaOf = (key: string) => key.split('/')[2];

export function benchBundle(): boolean {
  buildConsoleIfStale();
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return gz.get(file)!;
  };
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) closure(i, seen);
    return seen;
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  const total = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((sum, k) => sum + size(manifest[k]!.file), 0);

  const entry = closure('index.html');
  const screens = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/features/'));
  const layout = closure('src/layouts/content-layout.tsx', new Set(entry));

  console.log('\nConsole JavaScript, gzip');
  console.log(`${'entry (every page)'.padEnd(58)}${kb(total(entry))}`);
  console.log(`${'content layout (the shell, console pages only)'.padEnd(58)}${kb(total(layout) - total(entry))}`);
  console.log('\nper route chunk: own chunks  |  whole page load');
  let ok = true;
  for (const key of screens.sort()) {
    const blank = /features\/(auth\/(login|register|forgot)|misc)/.test(key) && !key.includes('placeholder');
    const base = blank ? entry : layout;
    const page = closure(key, new Set(base));
    const own = total(page) - total(base);
    console.log(`${key.replace('src/features/', '').padEnd(58)}${kb(own)}  | ${kb(total(page))}`);
    // Another area's screens (src/features/<area>/): a combined view may hold its own area's
    // screens as tabs, and any area the generic list and form screens (features/resources).
    const foreign = [...closure(key)].filter((k) => k !== key && screens.includes(k) && areaOf(k) !== areaOf(key) && areaOf(k) !== 'resources');
    if (foreign.length) {
      ok = false;
      console.log(`    !! loads another area's screens: ${foreign.join(', ')}`);
    }
  }
  const loginPage = closure('src/features/auth/login-page.tsx', new Set(entry));
  const login = total(loginPage);
  console.log('\nthe login page later, on demand (not in its first load):');
  const later = new Set<string>();
  for (const key of loginPage) for (const d of manifest[key]!.dynamicImports ?? []) if (!screens.includes(d) && !loginPage.has(d)) later.add(d);
  for (const key of [...later].sort()) {
    const extra = total(closure(key, new Set(loginPage))) - login;
    // A module imported both statically and on demand may sit in a shared chunk named after it (`_transport-….js`).
    const when = ON_DEMAND[key] ?? Object.entries(ON_DEMAND).find(([src]) => path.basename(src).replace(/\.tsx?$/, '') === manifest[key]!.name)?.[1];
    console.log(`  + ${kb(extra)}  ${key}${when ? `: ${when}` : ''}`);
  }
  const within = login / 1024 < LOGIN_BUDGET_KB;
  console.log(`\nlogin page loads ${kb(login)} (budget ${LOGIN_BUDGET_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}`);
  console.log(ok ? "no screen loads another area's screens" : "SOME SCREENS LOAD ANOTHER AREA'S SCREENS");
  return ok && within;
}
