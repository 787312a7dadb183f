/**
 * A throwaway PostgreSQL for tests that need real concurrency (PGlite has one connection):
 * DATABASE_URL when set; otherwise a temporary cluster made with Debian's `initdb`/`pg_ctl`
 * (run as the `postgres` user when the tests run as root, since initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN_DIRS = ['/usr/local/bin', ...['17', '16', '15', '14'].map((v) => `/usr/lib/postgresql/${v}/bin`)];

/** The folder holding initdb and pg_ctl, or null. */
export function findPgBin(): string | null {
  return BIN_DIRS.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) ?? null;
}

/** A free TCP port on 127.0.0.1, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
    s.on('error', rej);
  });
}

export interface PgCluster {
  url: string;
  stop(): void;
}

/** Starts a temporary cluster; resolves to its connection URL and a stop function. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('initdb/pg_ctl not found');
  const dir = mkdtempSync(join(tmpdir(), 'pgtest-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
    '-w',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The PostgreSQL server the tests use: DATABASE_URL when set (cluster null), otherwise a new
 * throwaway cluster from {@link startPgCluster} (its `postgres` database's URL), which the caller
 * stops when done. Rejects as `startPgCluster` does.
 */
export async function pgServer(): Promise<{ url: string; cluster: PgCluster | null }> {
  const env = process.env.DATABASE_URL;
  if (env) return { url: env, cluster: null };
  const cluster = await startPgCluster();
  return { url: cluster.url, cluster };
}

/**
 * A new, empty database named `<prefix>_<epoch ms>` on DATABASE_URL's server or, when that is
 * unset, on a throwaway cluster started by {@link startPgCluster}. Resolves to the new database's
 * connection URL and the cluster it started (null on DATABASE_URL), which the caller stops in
 * `afterAll`. Rejects as `startPgCluster` or `CREATE DATABASE` does.
 */
export async function freshPgDatabase(prefix: string): Promise<{ url: string; cluster: PgCluster | null }> {
  const { url: base, cluster } = await pgServer();
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), cluster };
}
