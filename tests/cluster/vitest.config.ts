/**
 * Vitest for the cluster test alone (`npm run test:cluster`, tests/cluster/cluster.test.ts): one
 * file, one worker, long timeouts — it starts PostgreSQL, Redis, nginx, an S3 server and three
 * portal processes, and runs two minutes of load.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
