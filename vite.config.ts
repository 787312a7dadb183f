/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import { readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Which built files the service worker precaches (docs/architecture.md § The installable app), a
 * Workbox `manifestTransform`: whatever is not a hashed asset (the shell copy, icons, manifests,
 * favicon) and the assets of the shell and the public content pages — the entry's static import
 * closure plus the lazy chunks of {@link PUBLIC_LAZY} and the shared chunks they load lazily, read
 * from Vite's manifest. The shell itself (the SPA, the islands' loader, both dictionaries) is
 * among them: offline, any address draws the shell, with the screen or the offline message
 * (docs/rules.md R19.6). The search, the object page, the booking form and the account area are
 * cached on first use instead, so a first visit to the landing does not download them.
 */
const PUBLIC_LAZY =
  /^(_|src\/(spa\.tsx|islands\/|locales\/(ru|en)\.json|pwa\/install-app|pages\/(site\/|landing|not-found)|components\/(themed|mobile-menu|shell-extras|shell-modal-button|shell-retry)|modals\/))/;
function precacheTransform(distDir: string) {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
  return async <E extends { url: string; size: number }>(entries: E[]) => {
    const chunks = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const keep = new Set<string>();
    const seen = new Set<string>();
    const walk = (key: string) => {
      const c = chunks[key];
      if (seen.has(key) || !c) return;
      seen.add(key);
      keep.add(c.file);
      c.css?.forEach((f) => keep.add(f));
      c.imports?.forEach(walk);
      c.dynamicImports?.filter((d) => PUBLIC_LAZY.test(d)).forEach(walk);
    };
    walk('index.html');
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url));
    const kb = manifest.reduce((n, e) => n + e.size, 0) / 1024;
    console.log(`service worker precache: ${manifest.length} files, ${kb.toFixed(0)} KB`);
    return { manifest, warnings: [] };
  };
}

/**
 * `shell.html`: a copy of the built index.html that the service worker precaches as the offline
 * page of any path (src/pwa/sw.ts); /index.html itself redirects home (docs/rules.md R6.3).
 */
function shellCopy(): Plugin {
  return {
    name: 'spa-shell-copy',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type === 'asset') this.emitFile({ type: 'asset', fileName: 'shell.html', source: index.source });
    },
  };
}

/**
 * `dist/.vite/chunk-modules.json`: for each built script, the modules it holds (paths relative to
 * the project) and their bytes as rendered, `{ "assets/table-XXXX.js": { "node_modules/antd/es/…": 5120 } }`;
 * `npm run bench:trace` (scripts/bench-trace.ts) names the library behind a script's time from it.
 * Rolldown's output chunks list their modules with `renderedLength` (the `generateBundle` API).
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          out[chunk.fileName] = Object.fromEntries(
            Object.entries(chunk.modules).map(([id, m]) => [relative(import.meta.dirname, id), m.renderedLength]),
          );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(out) });
    },
  };
}

/**
 * Builds @refinedev/core and @refinedev/antd from the TypeScript sources both packages publish
 * (`src/`, the code of their `dist/index.mjs`, file by file) instead of their one-file bundles.
 * A one-file bundle is one module, so it becomes one chunk shared by every screen, holding what
 * any screen takes from the package and importing every antd component any of them needs: the
 * account layout's `ThemedLayout` brought the back office's tables, drawers and pop-ups along
 * (docs/architecture.md § The SPA, issue 24 item 3). From the sources, each file is a module and
 * each screen loads only the files it reaches. The packages' own path aliases (`@hooks`,
 * `@components`… of their tsconfig.json) are resolved for their files. Production build only:
 * tests and the dev server use the packages as published.
 */
function refineFromSource(): Plugin {
  // The real path: Vite resolves modules through symlinks (the generator's test links node_modules).
  const root = realpathSync(join(import.meta.dirname, 'node_modules/@refinedev'));
  const packages: Record<string, string> = {
    '@refinedev/core': join(root, 'core/src'),
    '@refinedev/antd': join(root, 'antd/src'),
  };
  const alias = /^@(components|containers|contexts|dataProviders|definitions|hooks|pages)(\/.*)?$/;
  return {
    name: 'refine-from-source',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (packages[source])
        return this.resolve(join(packages[source], 'index.tsx'), importer, { ...options, skipSelf: true });
      const src = importer && Object.values(packages).find((dir) => importer.startsWith(`${dir}/`));
      const m = src && alias.exec(source);
      if (src && m) return this.resolve(join(src, m[1]!, m[2] ?? ''), importer, { ...options, skipSelf: true });
      return undefined;
    },
  };
}

/**
 * Vite builds the SPA; `npm run dev` proxies /api to the backend on :3000.
 * Vitest projects: `unit` (jsdom: domain rules, providers, components) and `api` (node: the
 * Fastify app on an in-memory PGlite).
 */
export default defineConfig({
  resolve: {
    // React 19 has useSyncExternalStore: the shim react-i18next imports is not sent (src/shims/).
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: join(import.meta.dirname, 'src/shims/use-sync-external-store.ts'),
      },
    ],
  },
  plugins: [
    refineFromSource(),
    react(),
    shellCopy(),
    chunkModules(),
    // The one service worker (src/pwa/sw.ts → dist/sw.js; docs/architecture.md § The installable app).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,webmanifest,png,svg}'],
        globIgnores: ['index.html', 'sw.js', 'images/**', 'docs/**'],
        manifestTransforms: [precacheTransform(join(import.meta.dirname, 'dist'))],
      },
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Refine's sources (see refineFromSource) re-export types without `export type`; a transpiler
      // that sees one file at a time cannot tell, so the names are shimmed (as `undefined`, never
      // read at run time). `tsc` checks every import of ours against the real declarations.
      shimMissingExports: true,
      onLog(level, log, handler) {
        if (log.code === 'SHIMMED_EXPORT' && /@refinedev[\\/](core|antd)[\\/]src/.test(log.message)) return;
        handler(level, log);
      },
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
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The main process
    // mostly waits, so two workers use both cores (the whole run 6.0 → 4.5 min).
    maxWorkers: 2,
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
          // The server's modules are imported once per worker, not once per file: every file builds
          // its own app and database in beforeAll and closes them in afterAll, so nothing a file
          // needs lives in module state (import time 74 s → 11 s; the project 315 s → 127 s).
          isolate: false,
          include: ['tests/api/**/*.test.ts', 'tests/unit/server/**/*.test.ts'],
          testTimeout: 30_000,
          // A file's app (its database from the migrated dump, then the whole demo seed) takes
          // seconds on a quiet machine and near a minute on a loaded 2-core one.
          hookTimeout: 120_000,
          // @fastify/autoload imports the route folders (server/routes/v1.ts) with `import()`: run
          // through Vitest's module runner, it loads the .ts files and shares the test's modules.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
    ],
  },
});
