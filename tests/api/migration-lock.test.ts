/**
 * Issue 25 item 4: several instances starting together on one fresh PostgreSQL migrate once,
 * under an advisory lock (server/db/client.ts). Real PostgreSQL: DATABASE_URL's server (a new
 * database on it) or a throwaway cluster from initdb/pg_ctl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MIGRATION_COUNT, openDb, type DbHandle } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { findPgBin, freshPgDatabase, type PgCluster } from './pg-cluster';

const canRun = !!process.env.DATABASE_URL || !!findPgBin();
if (!canRun) console.warn('migration-lock: skipped — set DATABASE_URL or install PostgreSQL (initdb/pg_ctl) to run it');

describe.skipIf(!canRun)('migrations when instances start together (real PostgreSQL)', () => {
  let cluster: PgCluster | null = null;
  let url = '';
  beforeAll(async () => {
    ({ url, cluster } = await freshPgDatabase('migrate'));
  }, 120_000);
  afterAll(() => cluster?.stop());

  it('three instances booting at once on a fresh database all come up; each migration is applied once', async () => {
    const handles: DbHandle[] = await Promise.all(
      [1, 2, 3].map(() => openDb({ databaseUrl: url, dataDir: ':memory:', poolSize: 2 })),
    );
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const r = await client.query<{ hash: string; n: number }>(
        'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
      );
      await client.end();
      expect(r.rows).toHaveLength(MIGRATION_COUNT);
      expect(r.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  }, 120_000);

  it('three apps booting at once with the demo seed on: the demo data is there once', async () => {
    const apps = await Promise.all(
      [1, 2, 3].map(() => buildApp({ config: { databaseUrl: url, seedDemo: true, rateLimitPerMinute: 100_000 } })),
    );
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const companies = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
      const phones = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users WHERE phone = '+79990000001'",
      );
      await client.end();
      expect(companies.rows[0].n).toBe(1);
      expect(phones.rows[0].n).toBe(1);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  }, 120_000);
});
