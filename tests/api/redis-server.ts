/**
 * A throwaway `redis-server` for tests of what instances share through Redis (the rate limits,
 * docs/rules.md R1.12; the live-event bus, R23.11). Debian's package; .ci/run installs it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './pg-cluster';

/** Whether `redis-server` is on PATH. */
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** Starts `redis-server` on a free port without persistence; resolves when it answers PING. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined); // refused until the server listens
  for (let i = 0; ; i++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (e) {
      probe.disconnect();
      if (i > 50) {
        server.kill();
        throw e;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await probe.quit();
  return { url, stop: () => void server.kill() };
}
