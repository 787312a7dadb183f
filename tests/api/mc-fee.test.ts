/**
 * The management fee by the agreement (docs/rules.md R12.5, R13.1): the MC sets a connection's fee
 * percent when approving it (a whole 0–100, else 422 translated; 20 by default), the owner sees it
 * with the agreement, and reports charge each room its own percent of its income by night.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { objects } from '../../server/db/schema';
import { TestClock, testApp, type TestApp, v1Calls, loginAs } from './helpers';

const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let owner: string;
let manager: string;

const { get, post } = v1Calls(() => app);

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  owner = await loginAs(app, '+79990000002', 'owner');
  manager = await loginAs(app, '+79990000004', 'manager');
});
afterAll(async () => testbed?.close());

describe('the management fee of the agreement', () => {
  it('is set when the MC approves a connection: 0–100 whole, else 422 translated; the owner sees it with the agreement', async () => {
    const list = (await get('backoffice/applications?kind=connect&status=under_consideration', manager)).json().data
      .data as { id: number; objectId: number }[];
    expect(list).toHaveLength(1);
    const [appl] = list;
    for (const feePercent of [101, -1, 12.5, '15']) {
      const r = await post(`backoffice/applications/${appl.id}/approve`, { feePercent }, manager, 'ru');
      expect(r.statusCode, String(feePercent)).toBe(422);
      expect(r.json().errors.feePercent[0]).toBe('Некорректное значение');
    }
    const ok = await post(`backoffice/applications/${appl.id}/approve`, { feePercent: 15 }, manager);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.payload).toMatchObject({ feePercent: 15 });
    const room = (await get(`owner-rooms/${appl.objectId}`, owner)).json().data;
    expect(room).toMatchObject({ management: 'mc', mcFeePercent: 15, mcAgreementNo: expect.stringMatching(/^ДУ-/) });
  });

  it('a room with 15 % is charged 15 % of its income by night in the report; others keep theirs', async () => {
    const before = (await get('reports?from=2025-11&to=2026-10', owner)).json().data;
    expect(before.feePercent).toBeNull(); // the connected room (15 %) and the demo rooms (20 %) differ
    const [first] = before.objects as { objectId: number; feePercent: number }[];
    expect(first.feePercent).toBe(20);
    await app.db.update(objects).set({ mcFeePercent: 15 }).where(eq(objects.id, first.objectId));
    const d = (await get(`reports?from=2025-11&to=2026-10&objectId=${first.objectId}`, owner)).json().data;
    expect(d.feePercent).toBe(15);
    expect(d.objects[0].feePercent).toBe(15);
    const income = d.objects[0].incomeKopecks as number;
    expect(income).toBeGreaterThan(0);
    // The fee is counted per month (so a month's statement and the year agree).
    const expected = (d.months as { incomeKopecks: number }[]).reduce(
      (s, m) => s + Math.round((m.incomeKopecks * 15) / 100),
      0,
    );
    expect(d.objects[0].feeKopecks).toBe(expected);
    expect(Math.abs(d.objects[0].feeKopecks - income * 0.15)).toBeLessThanOrEqual(12);
    const feeLines = (d.expenses as { category: string; amountKopecks: number }[]).filter((e) => e.category === 'fee');
    expect(feeLines.reduce((s, e) => s + e.amountKopecks, 0)).toBe(expected);
    const others = (await get('reports?from=2025-11&to=2026-10', owner)).json().data.objects as {
      objectId: number;
      feePercent: number;
      incomeKopecks: number;
      feeKopecks: number;
    }[];
    const other = others.find((o) => o.objectId !== first.objectId && o.incomeKopecks > 0 && o.feePercent === 20);
    if (other) expect(Math.abs(other.feeKopecks - other.incomeKopecks * 0.2)).toBeLessThanOrEqual(12);
  });
});
