/**
 * The console's weight: gzip size of the JavaScript each page loads, per route chunk and per route, from Vite's
 * build manifest; and a check that no screen's chunk pulls in another area's screens. A page's
 * load is its static closure: the sign-in pages (login, register, forgot password) the entry and
 * their screen (src/app.tsx draws them without the console), every other page also the console
 * (src/router.tsx: react-router, the route guards, the session machine and its runner) and, for
 * the console pages, the shell. What the login page imports later (the rules, HTTP client,
 * session runtime, console, shell, toaster, Spanish texts, dark theme) is listed apart, with when
 * it comes. The budget is the login page's first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RESOURCE_NAMES, resourceRoutes, type ResourceName } from '../domain/resources/manifest';
import { getResource } from '../domain/resources/registry';
import { declaredRefs } from '../domain/resources/resource';
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
  'src/api/client.ts': "the API error catalogue and the clients' loader, when the user types",
  'domain/auth/schemas.ts': 'the sign-in rules (zod), when the user types (first check)',
  'src/session/session-runtime.ts': 'the session machine (xstate) and its runner, when the user types (or a stored session is restored)',
  'src/ui/button-spinner.tsx': "the submit's spinner, when the user types",
  'src/router.tsx': 'the console (react-router, route guards, routing table), when the form is sent (or a stored session is restored)',
  'src/layouts/content-layout.tsx': 'the shell, with the console when the form is sent',
  'src/i18n/zod-messages.ts': 'the validation messages, when the user types (first check)',
  'src/ui/toast-host.tsx': 'the toaster, with the first toast',
  'src/shell/theme/dark-theme.ts': 'the dark theme, when chosen (before the first paint if stored)',
  'src/zod-config.ts': "zod's settings, beside the first paint (every page: not counted in the first load)",
  'src/i18n/es.ts': 'Spanish texts, when Spanish is chosen (before the first paint if stored)',
};

export const LOGIN_BUDGET_KB = 200;
/** Issue 21's targets: every console page's whole first load, and the sign-in page's. */
export const PAGE_TARGET_KB = 250;
export const LOGIN_TARGET_KB = 120;

interface ModuleSize {
  module: string;
  bytes: number;
  gzip: number;
}

/** The package of a module (`@fluentui/react-table`), or its folder for our own code (`src/features/bookings`). */
const packageOf = (module: string) => {
  const parts = module.split('/');
  if (parts[0] === 'node_modules') return parts[1]!.startsWith('@') ? `${parts[1]}/${parts[2]}` : parts[1]!;
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || module;
};

/** The largest packages and modules of a set of chunks (gzip of each module alone: they add up to more than the chunk's gzip). */
function printLargest(title: string, files: string[], report: Record<string, ModuleSize[]>, top = 8) {
  const modules = files.flatMap((f) => report[f] ?? []);
  if (modules.length === 0) return;
  const byPackage = new Map<string, number>();
  for (const m of modules) byPackage.set(packageOf(m.module), (byPackage.get(packageOf(m.module)) ?? 0) + m.gzip);
  const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
  console.log(`
${title}: largest packages | modules (gzip each alone)`);
  const packages = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top);
  const largest = [...modules].sort((a, b) => b.gzip - a.gzip).slice(0, top);
  for (let i = 0; i < top; i++) {
    const p = packages[i];
    const m = largest[i];
    console.log(`  ${p ? `${kb(p[1])}  ${p[0]}` : ''}`.padEnd(52) + (m ? `${kb(m.gzip)}  ${m.module}` : ''));
  }
}

/**
 * What each console route loads at once (src/routing/console-screens.tsx): its screen's chunk, the
 * parts loaded beside it (a form's panel below it), and its area's texts (`withTexts`): route name →
 * manifest keys. Read from the routing table's source, since the build's manifest does not pair
 * them. The generated resource routes (lists, forms, settings views) are the generic screens'.
 */
function routePages(manifest: Record<string, Chunk>): Map<string, string[]> {
  const source = routingSource('console-screens.tsx');
  const keyOf = (spec: string) => routingKey(manifest, spec);
  // A declared resource's screen loads its declaration and its references' beside it (`declared('fields')`, `declaredAll([...])`, a settings view's list).
  const declaredIn = (text: string) =>
    [...text.matchAll(/declared\('([a-z-]+)'\)|(?:declaredAll|settingsScreen)\(\[([^\]]*)\]\)/g)]
      .flatMap((m) => (m[1] ? [m[1]] : [...m[2]!.matchAll(/'([a-z-]+)'/g)].map((n) => n[1]!)))
      .flatMap((name) => declarationKeys(manifest, name));
  const importsIn = (text: string) => [...[...text.matchAll(/import\('([^']+)'\)/g)].map((m) => keyOf(m[1]!)).filter((k): k is string => k !== undefined), ...declaredIn(text)];
  const loaders = new Map<string, string[]>([['settingsScreen', importsIn(source.slice(source.indexOf('function settingsScreen')).split('\n}')[0]!)]]);
  for (const m of source.matchAll(/^const (\w+) = withTexts\((.*)\);$/gm)) loaders.set(m[1]!, importsIn(m[2]!));
  const table = source.slice(source.indexOf('export const CONSOLE_SCREENS'));
  const body = table.slice(0, table.indexOf('\n};'));
  const starts = [...body.matchAll(/^ {2}'([a-z-]+)':/gm)];
  const pages = new Map<string, string[]>();
  starts.forEach((m, n) => {
    const text = body.slice(m.index, starts[n + 1]?.index ?? body.length);
    const loader = /^ {2}'[a-z-]+': (\w+)\(/.exec(text)?.[1];
    pages.set(m[1]!, [...importsIn(text), ...(loader ? (loaders.get(loader) ?? []) : [])]);
  });
  return pages;
}

/** A routing module's source (src/routing/<file>): the bench reads what the build's manifest does not pair. */
const routingSource = (file: string) => readFileSync(path.join(process.cwd(), 'src', 'routing', file), 'utf8');

/** The manifest key of a module a routing module imports (`import('../features/…')`), if the build has it. */
function routingKey(manifest: Record<string, Chunk>, spec: string): string | undefined {
  const base = path.posix.join('src/routing', spec);
  return [`${base}.ts`, `${base}.tsx`].find((k) => manifest[k]);
}

/** The keys of what `pattern`'s first group names in a routing module's source (an import's path). */
const importedIn = (manifest: Record<string, Chunk>, file: string, pattern: RegExp) => [...routingSource(file).matchAll(pattern)].flatMap((m) => routingKey(manifest, m[1]!) ?? []);

/** The modules the routing tables import (src/routing/screens.ts and console-screens.tsx): the screens. */
function routingImports(manifest: Record<string, Chunk>): Set<string> {
  return new Set(['screens.ts', 'console-screens.tsx'].flatMap((file) => importedIn(manifest, file, /import\('([^']+)'\)/g)));
}

/** The panels under a saved record's form (`extra(() => import(...))` in src/routing/console-screens.tsx): chunks fetched with the record. */
function extraKeys(manifest: Record<string, Chunk>): string[] {
  return importedIn(manifest, 'console-screens.tsx', /extra\(\(\) => import\('([^']+)'\)/g);
}

/**
 * What a declared resource's generic screen loads beside it (src/features/resources/declarations.ts):
 * the loader, the resource's declaration and those it refers to (one chunk each, named after its module).
 */
function declarationKeys(manifest: Record<string, Chunk>, name: string): string[] {
  const loader = 'src/features/resources/declarations.ts';
  if (!manifest[loader] || !RESOURCE_NAMES.includes(name as ResourceName)) return [];
  const refs = declaredRefs(getResource(name as ResourceName)).map(([, target]) => target);
  const chunk = (n: string) => (manifest[loader]!.dynamicImports ?? []).find((k) => manifest[k]!.name === n || k === `domain/resources/${n}.ts`);
  return [loader, ...[name, ...refs].flatMap((n) => chunk(n) ?? [])];
}

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
  // Every page but the sign-in pages: the router, the route guards, the session machine and its runner.
  const consoleApp = closure('src/router.tsx', new Set(entry));
  const layout = closure('src/layouts/content-layout.tsx', new Set(consoleApp));
  // The screens: what the app, the router and the shell load on demand (the routing table's chunks).
  // What a screen itself loads on demand (a dialog once the page is idle) is no screen: listed apart.
  const routed = new Set([...layout].flatMap((k) => manifest[k]!.dynamicImports ?? []));
  const features = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/features/'));
  // A screen is what the routing tables load (src/routing/screens.ts, console-screens.tsx); the shell's
  // own on-demand parts (the Updates panel) and what a saved record's form shows under it
  // (`extra(...)`, loaded with the record) are not.
  const tables = routingImports(manifest);
  const extras = new Set(extraKeys(manifest));
  const screens = features.filter((k) => routed.has(k) && tables.has(k) && !extras.has(k));
  const pageParts = features.filter((k) => !screens.includes(k));

  console.log('\nConsole JavaScript, gzip');
  console.log(`${'entry (every page)'.padEnd(58)}${kb(total(entry))}`);
  console.log(`${'console (router, session; every page but the sign-in pages)'.padEnd(58)}${kb(total(consoleApp) - total(entry))}`);
  console.log(`${'content layout (the shell, console pages only)'.padEnd(58)}${kb(total(layout) - total(consoleApp))}`);
  // A screen other screens also import statically (the generic list page: contacts, products, …) is
  // a shared chunk, not a dynamic entry: the shell's dynamic imports name it (`_resource-list-page-….js`).
  const sharedScreens = (manifest['src/layouts/content-layout.tsx']?.dynamicImports ?? []).filter((k) => !k.startsWith('src/') && manifest[k]?.name?.endsWith('-page'));
  console.log('\nper route chunk: own chunks  |  whole page load');
  let ok = true;
  let heaviestPage = 0;
  for (const key of screens.sort()) {
    const signIn = /features\/auth\/(login|register|forgot)/.test(key);
    const blank = /features\/misc/.test(key) && !key.includes('placeholder');
    const base = signIn ? entry : blank ? consoleApp : layout;
    const page = closure(key, new Set(base));
    const own = total(page) - total(base);
    console.log(`${key.replace('src/features/', '').padEnd(58)}${kb(own)}  | ${kb(total(page))}`);
    heaviestPage = Math.max(heaviestPage, total(page));
    // Another area's screens (src/features/<area>/): a combined view may hold its own area's
    // screens as tabs, and any area the generic list and form screens (features/resources).
    const foreign = [...closure(key)].filter((k) => k !== key && screens.includes(k) && areaOf(k) !== areaOf(key) && areaOf(k) !== 'resources');
    if (foreign.length) {
      ok = false;
      console.log(`    !! loads another area's screens: ${foreign.join(', ')}`);
    }
  }
  for (const key of sharedScreens) {
    const page = closure(key, new Set(layout));
    console.log(`${`${manifest[key]!.name!} (shared chunk: the list pages)`.padEnd(58)}${kb(total(page) - total(layout))}  | ${kb(total(page))}`);
    heaviestPage = Math.max(heaviestPage, total(page));
  }
  // The pages as a person opens them: a route loads its screen, what is drawn beside it (a form's
  // panel) and its texts at once; the generated resource routes are the generic list and forms.
  console.log('\nper console route (its screen, the parts beside it, its texts): own chunks  |  whole page load');
  const pages = [...routePages(manifest)];
  // The generated resource routes: a list loads the generic page, a form the generic form, each with
  // its resource's declaration and those it refers to; the heaviest of each counts.
  const sharedForm = 'src/features/resources/shared-form.tsx';
  const generic = resourceRoutes()
    .filter((route) => route.kind === 'form' || route.resources.length === 1)
    .map(({ kind, resources }) => {
      const screen = kind === 'list' ? sharedScreens : [resources.length > 1 ? sharedForm : 'src/features/resources/resource-form-page.tsx'];
      const keys = [...screen, ...resources.flatMap((name) => declarationKeys(manifest, name))];
      const page = new Set(layout);
      for (const key of keys) closure(key, page);
      return { kind, name: resources.join('+'), keys, weight: total(page) };
    })
    .sort((a, b) => b.weight - a.weight);
  for (const kind of ['list', 'form'] as const) {
    const routes = generic.filter((route) => route.kind === kind);
    if (!routes[0]) continue;
    pages.push([`(the resource ${kind}s, ${routes.length}: heaviest ${routes[0].name})`, routes[0].keys], [`(the resource ${kind}s: lightest ${routes.at(-1)!.name}, not counted)`, routes.at(-1)!.keys]);
  }
  let under = 0;
  for (const [route, keys] of pages) {
    const page = new Set(layout);
    for (const key of keys) closure(key, page);
    const weight = total(page);
    if (weight / 1024 < PAGE_TARGET_KB && !route.endsWith('not counted)')) under++;
    heaviestPage = Math.max(heaviestPage, weight);
    console.log(`${route.padEnd(58)}${kb(weight - total(layout))}  | ${kb(weight)}`);
  }
  console.log(`console routes under ${PAGE_TARGET_KB} KB: ${under} of ${pages.filter(([route]) => !route.endsWith('not counted)')).length}`);
  if (pageParts.length > 0) {
    console.log('\nloaded by pages on demand, not in their first load (a dialog once the page is idle or opened): what it adds to the page');
    for (const key of pageParts.sort()) {
      // The page's own load: the chunk that imports it on demand, and what that chunk loads.
      const importer = Object.keys(manifest).find((k) => manifest[k]!.dynamicImports?.includes(key));
      const page = importer ? closure(importer, new Set(layout)) : layout;
      console.log(`  ${key.replace('src/features/', '').padEnd(56)}${kb(total(closure(key, new Set(page))) - total(page))}`);
    }
  }
  // What is in them: the entry, the shell, and the heaviest screens' own chunks (the build's dist/.vite/modules.json, vite.config.ts).
  const reportFile = path.join(distDir, '.vite', 'modules.json');
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, ModuleSize[]>;
    const files = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    printLargest('entry (every page)', files(entry), report);
    printLargest('console (router, session)', files([...consoleApp].filter((k) => !entry.has(k))), report);
    printLargest('content layout (the shell)', files([...layout].filter((k) => !consoleApp.has(k))), report);
    const heaviest = screens
      .map((key) => ({ key, own: [...closure(key, new Set(layout))].filter((k) => !layout.has(k)) }))
      .sort((a, b) => total(b.own) - total(a.own))
      .slice(0, 2);
    for (const { key, own } of heaviest) printLargest(key.replace('src/features/', ''), files(own), report);
  }

  const loginPage = closure('src/features/auth/login-page.tsx', new Set(entry));
  const login = total(loginPage);
  console.log('\nthe login page later, on demand (not in its first load):');
  const later = new Set<string>();
  // What it imports, and what the console it loads once the form is sent imports (the shell: counted beyond the console).
  const viaConsole = new Set<string>();
  for (const key of loginPage) for (const d of manifest[key]!.dynamicImports ?? []) if (!screens.includes(d) && !loginPage.has(d)) later.add(d);
  for (const key of consoleApp)
    for (const d of manifest[key]!.dynamicImports ?? [])
      if (!screens.includes(d) && !loginPage.has(d) && !consoleApp.has(d) && !later.has(d)) {
        later.add(d);
        viaConsole.add(d);
      }
  for (const key of [...later].sort()) {
    const base = viaConsole.has(key) ? new Set([...loginPage, ...consoleApp]) : loginPage;
    const extra = total(closure(key, new Set(base))) - total(base);
    // A module imported both statically and on demand may sit in a shared chunk named after it (`_transport-….js`).
    const when = ON_DEMAND[key] ?? Object.entries(ON_DEMAND).find(([src]) => path.basename(src).replace(/\.tsx?$/, '') === manifest[key]!.name)?.[1];
    console.log(`  + ${kb(extra)}  ${key}${when ? `: ${when}` : ''}`);
  }
  const within = login / 1024 < LOGIN_BUDGET_KB;
  console.log(
    `\nlogin page loads ${kb(login)} (budget ${LOGIN_BUDGET_KB} KB): ${within ? 'within budget' : 'OVER BUDGET'}; issue 21's target ${LOGIN_TARGET_KB} KB: ${login / 1024 < LOGIN_TARGET_KB ? 'met' : 'not met'}`,
  );
  console.log(`heaviest page's whole first load ${kb(heaviestPage)}; issue 21's target ${PAGE_TARGET_KB} KB for every page: ${heaviestPage / 1024 < PAGE_TARGET_KB ? 'met' : 'not met'}`);
  console.log(ok ? "no screen loads another area's screens" : "SOME SCREENS LOAD ANOTHER AREA'S SCREENS");
  return ok && within;
}
