/** Shared set-up of API tests: one in-memory PGlite per test file, apps built on it, a movable clock. */
import { openDb, type DbHandle } from '../../server/db/client';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { LocalSmsService } from '../../server/services/sms';
import { seedDemo } from '../../server/db/seed';

/** A clock the test moves by hand. */
export function testClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms), set: (ms: number) => void (now = ms) };
}

/** Opens an in-memory database with the demo seed. */
export async function testDb(): Promise<DbHandle> {
  const db = await openDb({ dataDir: ':memory:' });
  await seedDemo(db.db);
  return db;
}

/** Builds an app on `db` with the local SMS outbox and generous rate limits unless overridden. */
export async function testApp(db: DbHandle, opts: BuildAppOptions = {}) {
  const sms = new LocalSmsService();
  const app = await buildApp({
    db,
    sms,
    ...opts,
    config: {
      seedDemo: false,
      devRoutes: true,
      rateLimitPerMinute: 100_000,
      authCodeLimitPerHour: 100_000,
      ...opts.config,
    },
  });
  return { app, sms };
}

/** Headers of an app/v1 call (docs/rules.md R1.2). */
export const h = (extra: Record<string, string> = {}) => ({ company: '1', devicelocale: 'ru', ...extra });
