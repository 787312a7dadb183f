/**
 * The production build served for a measuring script (`npm run size`, `npm run bench:lighthouse`):
 * the real server (`server/main.ts`, as `npm run serve` starts it) in its own process on an
 * in-memory database and a free port, so the measuring work in this process does not stall it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free TCP port. */
const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/**
 * Starts the server on dist/ and waits until it answers `/`; `env` adds or overrides variables
 * (e.g. `DEV_ROUTES: 'true'` with `DEV_ROUTES_IN_PRODUCTION: 'true'` for the SMS outbox).
 * @returns its base URL (`http://127.0.0.1:PORT`) and `stop()`, which ends the process (SIGKILL
 *          after 15 s) and resolves when it is gone.
 * @throws when dist/ is not built or the server does not answer within 3 minutes (a loaded machine).
 */
export async function serveDist(
  env: Record<string, string> = {},
): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!existsSync(join(process.cwd(), 'dist', 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: ':memory:',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
      BOOKING_JOBS_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const gone = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
  for (let i = 0; ; i++) {
    const ok = await fetch(base + '/').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 360 || server.exitCode !== null) {
      void stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}

/** The id of an object the demo data has (for the object page `/objects/{id}`). */
export async function firstObjectId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/app/v1/objects?_start=0&_end=1`, { headers: { company: '1' } });
  const body = (await res.json()) as { data?: { data?: { id: number }[] } };
  const id = body.data?.data?.[0]?.id;
  if (!id) throw new Error(`no object in the demo data (GET objects: ${res.status})`);
  return id;
}
