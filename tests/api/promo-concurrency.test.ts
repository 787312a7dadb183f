/**
 * Issue 39 point 3 on real PostgreSQL (DATABASE_URL, or a throwaway cluster from initdb/pg_ctl):
 * 8 simultaneous bookings of different apartments with one promo code limited to 2 uses — the
 * booking locks the code's row (`SELECT … FOR UPDATE`) and recounts, so exactly 2 get it and the
 * other 6 are refused under `promoCode` with the reason; none fails with 5xx (docs/rules.md R5.32).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { promoCodes } from '../../server/db/schema';
import { freeObjectIds, pgTestApp, type TestApp } from './helpers';
import { findPgBin } from './pg-cluster';

const canRun = !!process.env.DATABASE_URL || !!findPgBin();
if (!canRun)
  console.warn('promo-concurrency: skipped — set DATABASE_URL or install PostgreSQL (initdb/pg_ctl) to run it');

describe.skipIf(!canRun)('8 simultaneous bookings with a code of 2 uses (real PostgreSQL)', () => {
  const year = 2030 + (Date.now() % 50);
  const code = `RACE${Date.now() % 1_000_000}`;
  let app: FastifyInstance;
  let testbed: TestApp;

  beforeAll(async () => {
    // A far-future "today" unique to this run, so DATABASE_URL may point at a reused database.
    testbed = await pgTestApp({ clock: { now: () => new Date(`${year}-01-10T06:00:00Z`) } });
    app = testbed.app;
    await testbed.db.db.insert(promoCodes).values({ companyId: 1, code, kind: 'percent', value: 10, limitTotal: 2 });
  }, 120_000);

  afterAll(async () => testbed?.close());

  it('exactly 2 redeem it, 6 are refused with the reason, 0 × 5xx', async () => {
    expect(app.dbKind).toBe('postgres');
    const free = await freeObjectIds(app, `${year}-04-01`, `${year}-04-03`, 'apartment');
    const N = 8;
    expect(free.length).toBeGreaterThanOrEqual(N);
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/app/v1/bookings',
          headers: { company: '1', devicelocale: i % 2 ? 'en' : 'ru' },
          remoteAddress: `10.9.0.${i + 1}`,
          payload: {
            objectIds: [free[i]],
            checkIn: `${year}-04-01`,
            checkOut: `${year}-04-03`,
            guests: { adults: 1, children: [] },
            tariffId: 1,
            policyConsent: true,
            payerType: 'individual',
            contact: { surname: 'Race', name: `Guest ${i}`, phone: `+7955300000${i}` },
            promoCode: code.toLowerCase(),
          },
        }),
      ),
    );
    expect(replies.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = replies.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(N - 2);
    for (const r of refused)
      expect(["The promo code's limit of uses is reached", 'Лимит использований промокода исчерпан']).toContain(
        r.json().errors.promoCode[0],
      );
  }, 120_000);
});
