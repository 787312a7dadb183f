/**
 * Issue #3: 200 simultaneous bookings of one object for overlapping dates against real
 * PostgreSQL (DATABASE_URL, or a throwaway cluster from initdb/pg_ctl): exactly one succeeds,
 * the other 199 get 409 with the translated message, none fails with 5xx. The database's
 * exclusion constraint decides, not a check before insert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pgTestApp, type TestApp } from './helpers';
import { findPgBin } from './pg-cluster';

const canRun = !!process.env.DATABASE_URL || !!findPgBin();
if (!canRun)
  console.warn('booking-concurrency: skipped — set DATABASE_URL or install PostgreSQL (initdb/pg_ctl) to run it');

describe.skipIf(!canRun)('200 simultaneous bookings of one object (real PostgreSQL)', () => {
  const year = 2030 + (Date.now() % 50);
  let app: FastifyInstance;
  let testbed: TestApp;

  beforeAll(async () => {
    // A far-future "today" unique to this run, so DATABASE_URL may point at a reused database;
    // the bookings below fall inside the 365-day horizon from it (docs/rules.md R5.3).
    testbed = await pgTestApp({ clock: { now: () => new Date(`${year}-01-10T06:00:00Z`) } });
    app = testbed.app;
  }, 120_000);

  afterAll(async () => testbed?.close());

  it('exactly one succeeds, 199 conflicts with a message, 0 × 5xx', async () => {
    expect(app.dbKind).toBe('postgres');
    const N = 200;
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/app/v1/bookings',
          headers: { company: '1', devicelocale: i % 2 ? 'en' : 'ru' },
          payload: {
            objectIds: [7],
            // every range overlaps 10–12 March of that year
            checkIn: `${year}-03-${String(1 + (i % 10)).padStart(2, '0')}`,
            checkOut: `${year}-03-${String(12 + (i % 5)).padStart(2, '0')}`,
            guests: { adults: 1, children: [] },
            tariffId: 1,
            policyConsent: true,
            payerType: 'individual',
            contact: { surname: 'Race', name: `Guest ${i}`, phone: '+79120000000' },
          },
        }),
      ),
    );
    const ok = replies.filter((r) => r.statusCode >= 200 && r.statusCode < 300);
    const conflicts = replies.filter((r) => r.statusCode === 409);
    const errors = replies.filter((r) => r.statusCode >= 500);
    console.info(
      `concurrency: ${ok.length} succeeded, ${conflicts.length} conflicts (409), ${errors.length} errors (5xx), other ${N - ok.length - conflicts.length - errors.length}`,
    );
    expect(errors.map((r) => r.body)).toEqual([]);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(N - 1);
    for (const r of conflicts) {
      expect([
        'Объект уже забронирован на эти даты. Выберите другие даты',
        'This room is already booked for these dates. Choose other dates',
      ]).toContain(r.json().message);
    }
  }, 120_000);
});
