/**
 * Database connection: embedded PGlite by default (on disk under DATA_DIR, or in memory),
 * a PostgreSQL server when a connection string is given (docs/architecture.md § Data).
 * Both run the same Drizzle migrations from server/db/migrations.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { analyzeAll, analyzeStale, ANALYZE_EVERY_MS } from './analyze';

/** The Drizzle database type used across the server (the query builder is the same for both drivers). */
export type Db = PgliteDatabase<typeof schema>;

export interface DbHandle {
  db: Db;
  /** `pglite` (single connection) or `postgres` (a pool). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** `SELECT 1` on the database (GET /readyz); rejects when it is closed or unreachable. */
  ping(): Promise<void>;
  /**
   * Refreshes the planner's statistics of every table (server/db/analyze.ts); the app calls it after
   * seeding. PGlite also does it at opening, and analyses the tables changed much every
   * {@link ANALYZE_EVERY_MS}; a PostgreSQL server's autovacuum does that there.
   */
  analyze(): Promise<void>;
  /** The PostgreSQL pool's connections (GET /metrics); absent on PGlite. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /**
   * Runs `fn` while this instance alone holds the database's start-up lock (a PostgreSQL advisory
   * lock; on PGlite, the only connection, it just runs `fn`). Instances starting together seed the
   * demo data one after another, so the second finds it there (docs/architecture.md § Operations).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

/** The key of the advisory lock held while migrating (any constant the app alone uses). */
const MIGRATION_LOCK_KEY = 7_251_025;
/** The key of the advisory lock held while seeding demo data ({@link DbHandle.exclusive}). */
const STARTUP_LOCK_KEY = 7_251_027;

/** Runs `fn` holding the advisory lock `key` on one connection of `pool`; the lock is released after, whatever happens. */
async function underAdvisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    lock.release();
  }
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this build ships (drizzle's journal); GET /readyz wants that many applied. */
export const MIGRATION_COUNT: number = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/**
 * Opens the database and applies pending migrations.
 * @param opts.databaseUrl PostgreSQL connection string; when absent PGlite is used.
 * @param opts.dataDir folder for PGlite files, or `:memory:`.
 * @throws when the server cannot be reached or a migration fails.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection error: ${err.message}`));
    pool.on('connect', (client) =>
      client.on('error', (err) => console.warn(`PostgreSQL connection error: ${err.message}`)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several instances starting on one database migrate one after another: the first applies the
    // pending migrations under the lock, the others then find nothing left to apply.
    await underAdvisoryLock(pool, MIGRATION_LOCK_KEY, () => migratePg(db as never, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => void (await pool.query('SELECT 1')),
      analyze: () => analyzeAll(pool),
      pool,
      exclusive: (fn) => underAdvisoryLock(pool, STARTUP_LOCK_KEY, fn),
    };
  }
  let client: PGlite;
  if (opts.dataDir === ':memory:') {
    client = await memoryClient();
  } else {
    const dir = resolve(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { btree_gist } });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // No autovacuum on PGlite: statistics at opening and every few minutes (server/db/analyze.ts).
  await analyzeAll(client);
  const timer = setInterval(
    () => void analyzeStale(client).catch((err: Error) => console.warn(`ANALYZE failed: ${err.message}`)),
    ANALYZE_EVERY_MS,
  );
  timer.unref();
  return {
    db,
    kind: 'pglite',
    close: () => {
      clearInterval(timer);
      return client.close();
    },
    analyze: () => analyzeAll(client),
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await client.query('SELECT 1');
    },
    exclusive: (fn) => fn(),
  };
}

/**
 * The options of a test database started from the template (Vitest's, {@link memoryClient}):
 * PGlite's start parameters with 16 MB of shared buffers instead of initdb's 128 MB. A test
 * database holds a few MB, and a start from the template took 1.3 s with 128 MB and 0.9 s with
 * 16 MB on a 2-core CI machine; every API test file starts one. The browser tests' server and
 * `npm start` keep initdb's buffers.
 */
const TEMPLATE_OPTIONS = {
  extensions: { btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * A new in-memory PGlite. With `PGLITE_TEMPLATE_DIR` set (Vitest sets it, vite.config.ts; never
 * production) it starts from a dump of a database on which every migration of this build has run
 * — made by the first caller, then loaded by every later one — instead of running all the
 * migrations again for each test database (a dump loads several times faster than the migrations
 * run). The dump's name carries a hash of the migrations, so a changed migration makes a new one.
 */
async function memoryClient(): Promise<PGlite> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (!dir) return new PGlite({ extensions: { btree_gist } });
  const file = join(dir, `migrated-${migrationsHash()}.tar`);
  if (existsSync(file)) return new PGlite({ ...TEMPLATE_OPTIONS, loadDataDir: new Blob([readFileSync(file)]) });
  const client = new PGlite(TEMPLATE_OPTIONS);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so a concurrent reader never loads half a dump.
  const tmp = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(tmp, dump);
  renameSync(tmp, file);
  return client;
}

let hash: string | undefined;
/** A short hash of every migration file (and PGlite's version), naming the template dump. */
function migrationsHash(): string {
  if (hash) return hash;
  const h = createHash('sha256');
  for (const f of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json')) h.update(f).update(readFileSync(join(migrationsFolder, f)));
  }
  // PGlite's own files too: a dump is only loaded by the PGlite that wrote it.
  h.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  return (hash = h.digest('hex').slice(0, 16));
}
