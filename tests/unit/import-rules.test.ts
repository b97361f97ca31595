import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The import rules of DESIGN.md §1 are real: a forbidden import, static or dynamic, fails lint; an allowed one passes. */
const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('import rules (DESIGN.md §1)', () => {
  // The first lint loads the config and the TypeScript parser: on a busy machine that alone can take seconds.
  beforeAll(() => eslint.lintText('', { filePath: 'domain/warm-up.ts' }), 60_000);

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
    // xstate is machines/' own: domain/ holds rules, not workflows.
    ['domain/sample.ts', "import x from 'xstate';"],
    ['domain/sample.ts', "import x from '@xstate/graph';"],
    // Dynamic imports follow the same rules.
    ['domain/sample.ts', "const x = await import('../src/app');"],
    ['domain/sample.ts', "const x = await import('../machines/session.machine');"],
    ['domain/sample.ts', "const x = await import('xstate');"],
    ['domain/sample.ts', "const x = await import('react');"],
    ['domain/access/sample.ts', 'const x = await import(`../../server/db/${name}`);'],
    ['machines/sample.machine.ts', "const x = await import('../src/app');"],
    ['machines/sample.machine.ts', "const x = await import('../server/app');"],
    ['machines/sample.machine.ts', "const x = await import('@fluentui/react-components');"],
    ['src/sample.ts', "const x = await import('../server/app');"],
    ['src/features/a/sample.tsx', "const x = import('../../../server/db/schema').then((m) => m);"],
    ['src/sample.ts', "const x = await import('drizzle-orm');"],
    ['src/sample.ts', "const x = await import('node:fs');"],
    ['server/sample.ts', "const x = await import('../src/app');"],
    ['server/sample.ts', "const x = await import('react-dom/server');"],
    // Issue 21: Fluent's Card and Tooltip have their console homes (Panel, OnDemandTooltip), out of pages' first load.
    ['src/features/a/sample.tsx', "import { Button, Card as x } from '@fluentui/react-components';"],
    ['src/layouts/sample.tsx', "import { Tooltip as x } from '@fluentui/react-components';"],
    ['src/features/a/sample.tsx', "import { Tab, TabList as x } from '@fluentui/react-components';"],
    ['src/features/a/sample.tsx', "import { CardHeader as x } from '@fluentui/react-components';"],
    ['src/features/a/sample.tsx', "import { Skeleton, SkeletonItem as x } from '@fluentui/react-components';"],
    ['src/features/a/sample.tsx', "import { Field, Input as x, Select } from '@fluentui/react-components';"],
    ['src/features/a/sample.tsx', "import { Table, TableHeaderCell as x } from '@fluentui/react-components';"],
    // Issue 21: static styles would bring Griffel's style compiler back (makeStyles is compiled at build time).
    ['src/layouts/sample.tsx', "import { makeStaticStyles as x } from '@fluentui/react-components';"],
    ['src/ui/sample.tsx', "import { makeStaticStyles as x } from '@griffel/react';"],
    ['src/features/resources/sample.tsx', "import { getResource as x } from '../../../domain/resources/registry';"],
    ['src/routing/sample.ts', "const x = import('../../domain/resources/registry');"],
    // Issue 21: what the list pages draw from (a resource's declaration, money's formatting) holds no zod; schemas live apart.
    ['domain/resources/sample.ts', "import { z as x } from 'zod';"],
    ['domain/money.ts', "import { z as x } from 'zod/mini';"],
    ['domain/bookings/types.ts', "import { z as x } from 'zod';"],
    ['domain/pos/api-paths.ts', "import { z as x } from 'zod';"],
    ['domain/resources/sample.ts', "const x = await import('zod');"],
    // ...and keeps domain/'s own rules.
    ['domain/resources/sample.ts', "import x from 'react';"],
  ])('%s may not %s', async (file, source) => {
    expect(await importErrors(file, source)).not.toEqual([]);
  });

  it.each([
    ['domain/sample.ts', "import x from 'zod';"],
    ['domain/resources/schemas/sample.ts', "import x from 'zod';"],
    ['domain/resources/field-schemas.ts', "import x from 'zod';"],
    ['src/features/a/sample.tsx', "import { Button as x, Text } from '@fluentui/react-components';"],
    ['machines/sample.machine.ts', "import x from 'xstate';"],
    ['machines/sample.machine.ts', "import x from '../domain/constants';"],
    ['src/sample.ts', "import x from '../machines/session.machine';"],
    ['src/sample.ts', "import x from '../domain/constants';"],
    ['server/sample.ts', "import x from '../machines/booking.machine';"],
    ['server/sample.ts', "import x from 'fastify';"],
    ['src/sample.test.tsx', "import x from 'react-dom/server';"],
    ['domain/sample.ts', "import x from './server-messages';"],
    ['domain/sample.test.ts', "import x from 'xstate';"],
    ['src/sample.ts', "const x = await import('./features/bookings/texts');"],
    ['src/sample.ts', "const x = await import('../domain/resources/manifest');"],
    ['src/sample.ts', "const x = await import('react-dom');"],
    ['machines/sample.machine.ts', "const x = await import('xstate');"],
    ['server/sample.ts', "const x = await import('../domain/constants');"],
    ['server/sample.ts', "const x = await import('node:fs');"],
    ['server/sample.ts', "const x = await import('./server-helpers');"],
  ])('%s may %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
