/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';

/**
 * Vite builds the SPA; `npm run dev` proxies /api to the backend on :3000.
 * Vitest projects: `unit` (jsdom: domain rules, providers, components) and `api` (node: the
 * Fastify app on an in-memory PGlite).
 */
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // @refinedev/antd imports react-markdown and remark-gfm (CommonJS, no `sideEffects` field) for
      // its MarkdownField, which the portal never draws; declared free of side effects, they and
      // the markdown parser behind them (~30 KB brotli) leave every signed-in screen.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/](react-markdown|remark-gfm)[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // React DOM (with React and its scheduler) in a chunk of its own: a server-rendered
          // page's entry evaluates it in one task and the islands' loader in the next
          // (src/main.tsx), instead of both in one long task.
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
    modulePreload: {
      // The islands' loader (src/islands/boot.tsx) imports every island a page may have; the server
      // preloads the modules of the islands a page does have (server/ssr.ts), so the loader carries
      // no list of every island's dependencies (each import would otherwise name its chunks: 2 KB).
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)boot-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  test: {
    // Test databases start from one dump of the migrated schema (server/db/client.ts memoryClient).
    env: { PGLITE_TEMPLATE_DIR: join(tmpdir(), 'aparthotel-pglite-templates') },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Rendering antd in jsdom takes seconds on a loaded 2-core CI machine; 5 s was too tight.
          testTimeout: 20_000,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/server/**'],
          setupFiles: ['tests/unit/setup.ts'],
          server: { deps: { inline: [/@refinedev\//] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/unit/server/**/*.test.ts'],
          testTimeout: 30_000,
          // A file's app (its database from the migrated dump, then the whole demo seed) takes
          // seconds on a quiet machine and near a minute on a loaded 2-core one.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
