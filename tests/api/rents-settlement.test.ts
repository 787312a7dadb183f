/**
 * Issue 22 (leases): on the day the issue was filed (25.11.2026) the demo tenant's lease runs from
 * 27.09.2025 at 45 000 ₽ a month with a 45 000 ₽ deposit; the 27.10 charge is overdue and the
 * 27.11 one due in 2 days. The list and the lease call 27.11 the next payment; a payment's label
 * shows the period as the schedule does (docs/rules.md R9.1); lease documents open as files with
 * the lease's access checks; only the tenant accepts the check-in (403 to the owner); and an early
 * end on 31.01.2027 leaves the schedule exactly as the confirmation promised (docs/rules.md R9.3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../../server/db/seed';
import { DEMO_OWNER_TENANT } from '../../server/db/seed/rents';
import { dailyRate } from '../../src/domain/rents';
import { H, login, TestClock, testApp, type TestApp, v1PathCalls } from './helpers';

const clock = new TestClock(new Date('2026-11-25T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let owner: string;
let stranger: string;
const { get, post } = v1PathCalls(() => app, 'ru');
type Charge = {
  id: number;
  periodFrom: string;
  dueDate: string;
  amountKopecks: number;
  depositOffsetKopecks: number;
  state: string;
};

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  tenant = await login(app, DEMO_USERS.guest);
  stranger = await login(app);
  owner = await login(app, DEMO_USERS.owner);
  await post('/auth/role', owner, { role: 'owner' });
});
afterAll(async () => testbed?.close());

async function demoLease() {
  const row = (await get('/rents', tenant)).json().data.data[0];
  return { row, detail: (await get(`/rents/${row.id}`, tenant)).json().data };
}

describe('the demo lease as the issue found it', () => {
  it('calls the charge due 27.11 the next payment; the overdue 27.10 one is the debt', async () => {
    const { row, detail } = await demoLease();
    expect(row.startDate).toBe('2025-09-27');
    expect(row.nextCharge).toMatchObject({ dueDate: '2026-11-27', amountKopecks: 4_500_000 });
    expect(detail.nextCharge.dueDate).toBe('2026-11-27');
    expect(row.debtKopecks).toBe(4_500_000);
    expect(detail.charges.find((c: Charge) => c.dueDate === '2026-10-27').state).toBe('overdue');
  });

  it("labels a rent payment with the charge's period as the schedule shows it", async () => {
    const { detail } = await demoLease();
    const c = detail.charges.find((x: Charge) => x.dueDate === '2026-10-27');
    const started = await post(`/rents/${detail.id}/charges/${c.id}/pay`, tenant, { method: 'card' });
    expect(started.statusCode).toBe(201);
    const p = await get(`/payments/${started.json().data.paymentId}`, tenant);
    expect(p.json().data.label).toBe(`Аренда № ${detail.id}, 27.10.2026 – 27.11.2026`);
  });

  it("opens a lease's documents as files, with the lease's access checks", async () => {
    const { detail } = await demoLease();
    const doc = detail.documents[0];
    expect(doc.fileUrl).toBe(`/api/app/v1/rents/${detail.id}/documents/${doc.id}/file`);
    const r = await app.inject({ method: 'GET', url: doc.fileUrl, headers: H('ru', tenant) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const dl = await app.inject({ method: 'GET', url: `${doc.fileUrl}?download=1`, headers: H('ru', tenant) });
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await app.inject({ method: 'GET', url: doc.fileUrl, headers: H('ru', stranger) })).statusCode).toBe(404);
    // Someone else's lease's document under this lease's address.
    const other = (await get('/rents', owner))
      .json()
      .data.data.find((r: { tenantPhone: string }) => r.tenantPhone === DEMO_OWNER_TENANT);
    const otherDoc = (await get(`/rents/${other.id}`, owner)).json().data.documents[0];
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/app/v1/rents/${detail.id}/documents/${otherDoc.id}/file`,
          headers: H('ru', tenant),
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: otherDoc.fileUrl, headers: H('ru', owner) })).statusCode).toBe(200);
  });

  it('lets only the tenant accept the check-in: the owner gets 403 and sees it not accepted', async () => {
    const l = (await get('/rents', owner))
      .json()
      .data.data.find((r: { tenantPhone: string }) => r.tenantPhone === DEMO_OWNER_TENANT);
    const r = await post(`/rents/${l.id}/check-in`, owner, { accepted: true });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Это делает только арендатор');
    expect(
      (
        await post(`/rents/${l.id}/documents`, owner, {
          uploadIds: ['00000000-0000-4000-8000-000000000000'],
          pdConsent: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(`/rents/${l.id}`, owner)).json().data.checkIn.accepted).toBe(false);
    const second = await login(app, DEMO_OWNER_TENANT);
    expect((await post(`/rents/${l.id}/check-in`, second, { accepted: true })).json().data.checkIn.accepted).toBe(true);
    expect((await get(`/rents/${l.id}`, owner)).json().data.checkIn.accepted).toBe(true);
  });
});

describe('ending the demo lease early on 31.01.2027', () => {
  it('leaves the schedule the confirmation promised: the deposit set against the debt, cancelled charges gone', async () => {
    const { detail } = await demoLease();
    // The 27.10 charge is still unpaid (the payment above was only started).
    const q = (await post(`/rents/${detail.id}/end/quote`, tenant, { moveOut: '2027-01-31' })).json().data;
    const cut = 4 * dailyRate(4_500_000);
    expect(q).toMatchObject({
      shortNotice: false,
      owedKopecks: 3 * 4_500_000 + cut,
      depositOffsetKopecks: 4_500_000,
      debtKopecks: 2 * 4_500_000 + cut,
      depositRefundKopecks: 0,
    });
    const done = await post(`/rents/${detail.id}/end`, tenant, { moveOut: '2027-01-31', finalReadings: true });
    expect(done.statusCode).toBe(200);
    const after = (await get(`/rents/${detail.id}`, tenant)).json().data;
    expect(after.settlement).toEqual(q);
    const open = after.charges.filter((c: Charge) => c.state === 'unpaid' || c.state === 'overdue');
    expect(open.map((c: Charge) => [c.dueDate, c.amountKopecks])).toEqual([
      ['2026-11-27', 4_500_000],
      ['2026-12-27', 4_500_000],
      ['2027-01-27', cut],
    ]);
    expect(open.reduce((s: number, c: Charge) => s + c.amountKopecks, 0)).toBe(q.debtKopecks);
    const covered = after.charges.find((c: Charge) => c.dueDate === '2026-10-27');
    expect(covered).toMatchObject({ state: 'offset', amountKopecks: 0, depositOffsetKopecks: 4_500_000 });
    expect((await post(`/rents/${detail.id}/charges/${covered.id}/pay`, tenant, { method: 'card' })).statusCode).toBe(
      409,
    );
    expect(after.charges.filter((c: Charge) => c.state === 'cancelled')).toHaveLength(q.cancelledCharges);
    expect(after.debtKopecks).toBe(0);
    expect(after.nextCharge).toMatchObject({ dueDate: '2026-11-27' });
  });
});
