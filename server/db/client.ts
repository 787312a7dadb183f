/**
 * Database connection: embedded PGlite by default (on disk under DATA_DIR, or in memory),
 * a PostgreSQL server when a connection string is given (docs/architecture.md § Data).
 * Both run the same Drizzle migrations from server/db/migrations.
 */
import { mkdirSync, readFileSync } from 'node:fs';
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
}

/** The key of the advisory lock held while migrating (any constant the app alone uses). */
const MIGRATION_LOCK_KEY = 7_251_025;

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
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      ping: async () => void (await pool.query('SELECT 1')),
      analyze: () => analyzeAll(pool),
      pool,
    };
  }
  let client: PGlite;
  if (opts.dataDir === ':memory:') {
    client = new PGlite({ extensions: { btree_gist } });
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
  };
}
