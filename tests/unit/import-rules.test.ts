import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import rules of DESIGN.md §1 are real: a forbidden import fails lint, an allowed one passes. */
const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import rules (DESIGN.md §1)', () => {
  it.each([
    ['domain/sample.ts', "import x from 'react';"],
    ['domain/sample.ts', "import x from '@fluentui/react-components';"],
    ['domain/sample.ts', "import x from 'drizzle-orm';"],
    ['domain/sample.ts', "import x from '../src/app';"],
    ['domain/sample.ts', "import x from '../machines/session.machine';"],
    ['machines/sample.machine.ts', "import x from 'axios';"],
    ['machines/sample.machine.ts', "import x from 'fastify';"],
    ['machines/sample.machine.ts', "import x from '../server/app';"],
    ['src/sample.ts', "import x from '../server/app';"],
    ['src/features/a/sample.tsx', "import x from '../../../server/db/schema';"],
    ['src/sample.ts', "import x from '@electric-sql/pglite';"],
    ['server/sample.ts', "import x from '../src/app';"],
    ['server/sample.ts', "import x from 'react';"],
  ])('%s may not %s', async (file, source) => {
    expect(await importErrors(file, source)).not.toEqual([]);
  });

  it.each([
    ['domain/sample.ts', "import x from 'zod';"],
    ['machines/sample.machine.ts', "import x from 'xstate';"],
    ['machines/sample.machine.ts', "import x from '../domain/constants';"],
    ['src/sample.ts', "import x from '../machines/session.machine';"],
    ['src/sample.ts', "import x from '../domain/constants';"],
    ['server/sample.ts', "import x from '../machines/booking.machine';"],
    ['server/sample.ts', "import x from 'fastify';"],
    ['src/sample.test.tsx', "import x from 'react-dom/server';"],
    ['domain/sample.ts', "import x from './server-messages';"],
  ])('%s may %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
