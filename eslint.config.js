// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The import rules of DESIGN.md §1, enforced here (a forbidden import fails `npm test`):
 * - domain/ and machines/ stay pure: no React, Fluent, axios, react-query, Fastify, Drizzle,
 *   database drivers, nor anything of src/ or server/. domain/ may not import machines/.
 * - src/ never imports server/; server/ never imports src/.
 */
const UI_HTTP_DB = ['react', 'react-dom', 'react-dom/*', 'react-router', '@xstate/react', '@fluentui/*', 'axios', '@tanstack/*', 'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'i18next', 'react-i18next', 'jose', 'node:*'];
const msg = (what) => `DESIGN.md §1: ${what}`;

/** @param {string[]} groups @param {string} message */
const restrict = (groups, message) => ({ group: groups, message });
/** A relative import of one of our own folders (not a package that happens to have a `server` path). @param {string[]} folders @param {string} message */
const ownFolders = (folders, message) => ({ regex: `^(\\.{1,2}/)+(.*/)?(${folders.join('|')})(/|$)`, message });

export const importRules = [
  {
    files: ['domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(UI_HTTP_DB, msg('domain/ is pure TypeScript + zod; no UI, HTTP or database library.')),
            ownFolders(['src', 'server', 'machines'], msg('domain/ imports nothing of machines/, src/ or server/.')),
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(UI_HTTP_DB, msg('machines/ import domain/ and xstate only.')),
            ownFolders(['src', 'server'], msg('machines/ import domain/ and xstate only.')),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ownFolders(['server'], msg('the console never imports server/.')),
            restrict(['fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'], msg('the console never imports server libraries.')),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ownFolders(['src'], msg('the server never imports src/.')),
            restrict(['react', 'react-dom', 'react-dom/*', 'react-router', '@xstate/react', '@fluentui/*', 'axios', '@tanstack/*', 'react-i18next'], msg('the server never imports console libraries.')),
          ],
        },
      ],
    },
  },
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
