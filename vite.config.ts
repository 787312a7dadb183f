/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { LANGUAGES } from './src/locales/resources';
import { webManifest } from './src/pwa/manifest';

/** The web app manifests, one per language (src/pwa/manifest.ts): written into dist/, served by the dev server. */
function webManifests(): Plugin {
  const files = new Map(LANGUAGES.map((l) => [`/manifest.${l}.webmanifest`, JSON.stringify(webManifest(l), null, 1)]));
  return {
    name: 'web-manifests',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const body = files.get(req.url ?? '');
        if (!body) return next();
        res.setHeader('content-type', 'application/manifest+json');
        res.end(body);
      });
    },
    generateBundle() {
      for (const [path, source] of files) this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
  };
}

/**
 * Vite builds the SPA; `npm run dev` proxies /api to the backend on :3000.
 * Vitest projects: `unit` (jsdom: domain rules, providers, components) and `api` (node: the
 * Fastify app on an in-memory PGlite).
 */
export default defineConfig({
  plugins: [react(), webManifests()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // The shell's small shared pieces in one chunk instead of many tiny ones. Skeleton, Space
    // and Segmented are NOT grouped here: the landing does not use them (issue 15), so they must
    // not ride along in a chunk it loads (scripts/size.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell-ui', test: /KeyCode|antd[\\/]es[\\/]locale[\\/]useLocale/ }],
        },
      },
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
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
