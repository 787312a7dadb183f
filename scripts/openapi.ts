/**
 * `npm run openapi` (part of `npm run lint`): writes the OpenAPI document without a running
 * server — the app built in-process on an in-memory database, `app.swagger()` — to
 * `openapi/openapi.json` (git-ignored; `OPENAPI_OUT` overrides), then lints it with Redocly's
 * recommended rules (`redocly.yaml`). Exits non-zero on any lint error or warning.
 * `PUBLIC_URL` fills `servers`. Usage: `npm run openapi [-- --no-lint]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/client';

const out = resolve(process.env.OPENAPI_OUT ?? 'openapi/openapi.json');
const db = await openDb({ dataDir: ':memory:' });
const app = await buildApp({ db, config: { seedDemo: false, devRoutes: false, production: false } });
await app.ready();
const doc = app.swagger();
await app.close();
await db.close();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(doc, null, 2));
const ops = Object.values((doc as { paths: Record<string, object> }).paths).reduce(
  (n, p) => n + Object.keys(p).length,
  0,
);
console.log(`openapi: ${ops} operations written to ${out}`);

if (!process.argv.includes('--no-lint')) {
  // Redocly exits non-zero on errors only; the project wants no warnings either.
  const lint = spawnSync('npx', ['redocly', 'lint', out, '--format', 'stylish'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  process.stdout.write(lint.stdout);
  if (lint.status !== 0 || /^\s*\d+:\d+\s+warning\b/m.test(lint.stdout)) {
    console.error('openapi: Redocly reports problems (above)');
    process.exit(1);
  }
}
