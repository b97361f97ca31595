// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The import rules of DESIGN.md §1, enforced here (a forbidden import fails `npm test`):
 * - domain/ and machines/ stay pure: no React, Fluent, axios, react-query, Fastify, Drizzle,
 *   database drivers, nor anything of src/ or server/. domain/ may not import machines/ nor xstate
 *   (workflows are machines/').
 * - src/ never imports server/; server/ never imports src/.
 * A dynamic `import()` of a string (or of a template whose start is fixed) follows the same rules.
 */
const UI_HTTP_DB = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@xstate/react',
  '@fluentui/*',
  'axios',
  '@tanstack/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'i18next',
  'react-i18next',
  'jose',
  'node:*',
];
const SERVER_LIBRARIES = ['fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'];
const CONSOLE_LIBRARIES = ['react', 'react-dom', 'react-dom/*', 'react-router', '@xstate/react', '@fluentui/*', 'axios', '@tanstack/*', 'react-i18next'];
const msg = (what) => `DESIGN.md §1: ${what}`;

// A slash inside an esquery regex (the selectors of no-restricted-syntax) is written \u002F: esquery ends a regex at the first `/`.
const SLASH = '\\u002F';
const escapeRegex = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** A package pattern (`@fluentui/*`, `fastify-*`, `react`) as a regex of import sources: the package or a path inside it. @param {string} pattern */
const packageRegex = (pattern) => `^${escapeRegex(pattern).replace(/\*/g, '[^/]*')}(/|$)`;
/** A relative path into one of our own folders (not a package that happens to have a `server` path). @param {string[]} folders */
const folderRegex = (folders) => `^(\\.{1,2}/)+(.*/)?(${folders.join('|')})(/|$)`;

/**
 * One part's import rules, static and dynamic alike: `packages` it may not import (gitignore-style
 * patterns) and `folders` of ours it may not reach, each forbidden list with its message.
 * `importNames`: only those names of the packages are forbidden (static imports; a part's own home for them disables the rule on its line).
 * @param {{ files: string[], ignores?: string[], forbid: { packages?: string[], importNames?: string[], folders?: string[], message: string }[] }} part
 */
function partRules({ files, ignores = [], forbid }) {
  const patterns = forbid.flatMap(({ packages = [], importNames, folders = [], message }) => [
    ...(packages.length > 0 ? [{ group: packages, ...(importNames ? { importNames } : {}), message }] : []),
    ...(folders.length > 0 ? [{ regex: folderRegex(folders), message }] : []),
  ]);
  const dynamic = forbid.flatMap(({ packages = [], importNames, folders = [], message }) =>
    importNames
      ? []
      : [...packages.map(packageRegex), ...(folders.length > 0 ? [folderRegex(folders)] : [])].flatMap((regex) => {
          const source = regex.replaceAll('/', SLASH);
          return [
            { selector: `ImportExpression > Literal.source[value=/${source}/]`, message },
            { selector: `ImportExpression > TemplateLiteral.source > TemplateElement:first-child[value.raw=/${source}/]`, message },
          ];
        }),
  );
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }], 'no-restricted-syntax': ['error', ...dynamic] } };
}

const DOMAIN_FORBID = [
  { packages: UI_HTTP_DB, message: msg('domain/ is pure TypeScript + zod; no UI, HTTP or database library.') },
  { packages: ['xstate', '@xstate/*'], message: msg('domain/ holds rules, not workflows: xstate belongs to machines/.') },
  { folders: ['src', 'server', 'machines'], message: msg('domain/ imports nothing of machines/, src/ or server/.') },
];
/**
 * What the screens read to draw (resource declarations, amounts, the bookings' vocabulary, the API
 * paths, rules they show): no zod there, so a screen that validates nothing loads none (issue 21).
 */
const ZOD_FREE = [
  'domain/resources/*.ts',
  'domain/money.ts',
  'domain/field-rules.ts',
  'domain/bookings/{types,schedule,schedule-block,recurrence}.ts',
  'domain/*/api-paths.ts',
  'domain/videos/{rules,highlights}.ts',
  'domain/cameras/attention.ts',
  'domain/billing/statement.ts',
];

export const importRules = [
  partRules({ files: ['domain/**/*.{ts,tsx}'], ignores: ['**/*.test.ts', ...ZOD_FREE], forbid: DOMAIN_FORBID }),
  partRules({
    files: ZOD_FREE,
    ignores: ['**/*.test.ts', 'domain/resources/field-schemas.ts', 'domain/resources/contact-history.ts'],
    forbid: [
      ...DOMAIN_FORBID,
      {
        packages: ['zod', 'zod/*'],
        message:
          'issue 21: this module is read by screens that validate nothing; its schemas live in a module of their own (domain/resources/schemas/, field-schemas.ts, domain/money-fields.ts, bookings/type-schemas.ts, pos/api.ts, …).',
      },
    ],
  }),
  partRules({
    files: ['machines/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    forbid: [{ packages: UI_HTTP_DB, folders: ['src', 'server'], message: msg('machines/ import domain/ and xstate only.') }],
  }),
  partRules({
    files: ['src/**/*.{ts,tsx}'],
    forbid: [
      { folders: ['server'], message: msg('the console never imports server/.') },
      { packages: SERVER_LIBRARIES, message: msg('the console never imports server libraries.') },
      {
        folders: ['domain/resources/registry'],
        message:
          "issue 21: a screen loads the declarations it draws, not the registry of all 22: import the one made for (domain/resources/<name>.ts), or take a generic screen's from its route (src/features/resources/declarations.ts).",
      },
      {
        packages: ['@tanstack/react-table', 'react-big-calendar', '@fullcalendar/*', 'autocannon'],
        message: msg("the bench's peers and load generator are dev dependencies of scripts/ only, never in the product's bundle (issue 21)."),
      },
      {
        packages: ['@fluentui/react-components'],
        importNames: [
          'Card',
          'CardHeader',
          'Tooltip',
          'Tab',
          'TabList',
          'Skeleton',
          'SkeletonItem',
          'Field',
          'Input',
          'Select',
          'SearchBox',
          'Table',
          'TableHeader',
          'TableBody',
          'TableRow',
          'TableCell',
          'TableHeaderCell',
        ],
        message:
          "issue 21: a page's first load carries no focus manager or positioning engine it does not use: a surface is src/ui/panel.tsx's Panel and PanelHeader (Card's look, not its tabster or style modules), a tooltip src/ui/on-demand-tooltip.tsx's OnDemandTooltip (loaded when the page is idle), a row of tabs src/ui/tabs.tsx's Tabs (its own arrow keys, not tabster's), a loading placeholder src/ui/skeleton.tsx's Skeleton (not the style module of every shape and size), a labelled text box or choice src/ui/field-controls.tsx's Field, Input, Textarea and Select (Fluent's look and field context, not the style modules of every size and appearance), a search box src/ui/search-input.tsx's SearchInput, a table src/ui/table.tsx's (Fluent's look, elements and keys, without its focus manager and style modules).",
      },
      {
        packages: ['@fluentui/react-components', '@griffel/react', '@griffel/core'],
        importNames: ['makeStaticStyles'],
        message:
          "issue 21: the build compiles makeStyles and makeResetStyles ahead of time (vite.config.ts), makeStaticStyles only at runtime, which brings Griffel's style compiler to the page: write the compiled rules and insert them as src/layouts/touch-targets.ts does.",
      },
    ],
  }),
  partRules({
    files: ['server/**/*.ts'],
    forbid: [
      { folders: ['src'], message: msg('the server never imports src/.') },
      { packages: CONSOLE_LIBRARIES, message: msg('the server never imports console libraries.') },
    ],
  }),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.e2e-data/', 'test-results/', 'playwright-report/', 'coverage/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Under verbatimModuleSyntax `import { type X } from 'm'` stays as `import 'm'`: the module and all it imports load (issue 21).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...importRules,
);
