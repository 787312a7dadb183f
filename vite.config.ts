/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
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
    // Issue #4: the shell's small antd pieces (Skeleton, Space, Segmented) in one chunk
    // with their dependencies, instead of many tiny shared chunks once the public site's pages
    // also use them; keeps the landing's initial JS within 250 KB gzip (scripts/size.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell-ui', test: /antd[\\/]es[\\/](skeleton|space|segmented)[\\/]|KeyCode|antd[\\/]es[\\/]locale[\\/]useLocale/ }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
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
