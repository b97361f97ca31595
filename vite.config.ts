import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';

/**
 * The bundle report of `npm run bench` (scripts/bench-bundle.ts): what each chunk holds, its largest
 * modules first (minified and gzip bytes of each module alone), in dist/.vite/modules.json.
 */
function moduleReport(): Plugin {
  const name = (id: string) => id.replace(/^.*\/node_modules\//, 'node_modules/').replace(`${process.cwd()}/`, '');
  return {
    name: 'sideline-module-report',
    apply: 'build',
    generateBundle(_, bundle) {
      const report: Record<string, { module: string; bytes: number; gzip: number }[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, m]) => ({ module: name(id), bytes: m.renderedLength, gzip: m.code ? gzipSync(m.code).length : 0 }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report) });
    },
  };
}

/**
 * Griffel's style compiler: what makeStyles needs at runtime (stylis, rtl-css-js, the rule
 * resolvers, the shorthands). Fluent's components ship their styles precompiled (__styles), which
 * need only the few runtime helpers kept out of this pattern; the sign-in pages call no makeStyles.
 */
const STYLE_COMPILER =
  /\/node_modules\/(stylis|rtl-css-js)\/|\/@griffel\/(core|react)\/src\/(makeStyles|makeStaticStyles|makeResetStyles|resolveStyleRulesForSlots|shorthands\/|runtime\/(?!reduceToClassNameForSlots|utils\/(hashSequence|normalizeCSSBucketEntry)))/;

/**
 * react-router's package exports only its development build (no `production` condition): the
 * console's build takes the production one, without its developer warnings (`npm run dev` and the
 * tests keep them).
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** The console. `npm run dev` proxies /api to the server in watch mode (API_PORT, default 8081). */
export default defineConfig(({ command }) => ({
  plugins: [
    command === 'build' && griffel({ include: [/\/src\/.*\.tsx?$/], babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] } }),
    react(),
    moduleReport(),
  ],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser the console supports preloads modules itself: no polyfill in every page's first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /**
           * What every page loads (the entry's static imports) as one chunk. Left to itself, Rolldown
           * cuts it into a dozen small chunks shared with the screens, which gzip ~3 KB worse on
           * every page. @griffel/core's index reaches the style compiler (its `shorthands` object),
           * so the compiler is left out, and the group does not follow dependencies: what it leaves
           * out stays with the screens that use it (`npm run bench` shows the entry's weight).
           */
          groups: [{ name: 'index', tags: ['$initial'], test: (id) => !STYLE_COMPILER.test(id), includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8081}` },
  },
}));
