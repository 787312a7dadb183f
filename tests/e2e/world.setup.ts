/**
 * The setup project (playwright.config.ts): before any spec runs, one world per worker slot
 * (parallel index 0 … workers − 1), each with its roles logged in through the API once and saved
 * as storage state (./world.ts). A slot's workers run one after another, so no two tests ever act
 * on one world at the same time.
 */
import { test as setup } from '@playwright/test';
import { createWorld, runId, worldDir } from './world';

setup('a world per worker slot, each role logged in once', async ({ request, baseURL }, testInfo) => {
  setup.setTimeout(60_000 + testInfo.config.workers * 60_000);
  for (let slot = 0; slot < testInfo.config.workers; slot++) {
    const name = String(slot).padStart(2, '0');
    await createWorld(request, baseURL!, `${runId()}${name}`, worldDir(testInfo.project.outputDir, name));
  }
});
