/**
 * Leases (docs/rules.md R9, R12.4): the demo tenant's lease with 14 months of history, someone
 * else's lease answers 404, a wrong role 403, paying a charge twice is applied once, an
 * extension is quoted from the booking engine and refused over a booked night with the reason,
 * an early end settles the deposit, check-in unlocks the entry instructions, and the owner adds
 * a tenant to a self-administered room who then finds it in /rents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { applyPaymentResult } from '../../server/services/payments';
import { DEMO_USERS } from '../../server/db/seed';
import { DEMO_OWNER_TENANT } from '../../server/db/seed/rents';
import { objects } from '../../server/db/schema';
import { remindRentCharges } from '../../server/jobs/rents';
import { H, login, TestClock, testApp, type TestApp, v1PathCalls, bookingBody } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let stranger: string;
let owner: string;
let second: string;
/** The tenant the owner adds (logged in once: codes are rate-limited per phone). */
let newTenant: string;
const { get, post } = v1PathCalls(() => app, 'en');

async function asOwner(tok: string) {
  await post('/auth/role', tok, { role: 'owner' });
  return tok;
}

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  tenant = await login(app, DEMO_USERS.guest);
  stranger = await login(app);
  owner = await asOwner(await login(app, DEMO_USERS.owner));
  second = await login(app, DEMO_OWNER_TENANT);
});
afterAll(async () => testbed?.close());

async function myLease(tok = tenant) {
  const list = await get('/rents', tok);
  expect(list.statusCode).toBe(200);
  const id = list.json().data.data[0].id as number;
  return (await get(`/rents/${id}`, tok)).json().data;
}

describe('rents', () => {
  it('shows the demo tenant an active lease with 14 months of history, one charge overdue', async () => {
    const l = await myLease();
    expect(l).toMatchObject({
      status: 'active',
      isTenant: true,
      monthlyRentKopecks: 4_500_000,
      startDate: '2025-10-03',
      endDate: '2027-10-03',
    });
    expect(l.charges).toHaveLength(24);
    expect(l.charges.filter((c: { state: string }) => c.state === 'paid')).toHaveLength(13);
    expect(l.charges[13].state).toBe('overdue');
    expect(l.debtKopecks).toBe(4_500_000);
    // The next payment is the one due next; the overdue one is the debt (docs/rules.md R9.6).
    expect(l.nextCharge.id).toBe(l.charges[14].id);
    expect(l.utilityAccountId).toEqual(expect.any(Number));
    expect(l.documents[0].kind).toBe('contract');
  });

  it("answers 404 for someone else's lease and 403 to a wrong role", async () => {
    const l = await myLease();
    expect((await get(`/rents/${l.id}`, stranger)).statusCode).toBe(404);
    const ru = await get(`/rents/${l.id}`, stranger, 'ru');
    expect(ru.json().message).toBe('Договор аренды не найден');
    expect(
      (await post(`/rents/${l.id}/charges/${l.charges[13].id}/pay`, stranger, { method: 'card' })).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/rents', tenant, {
          objectId: 2,
          phone: '+79551112233',
          startDate: '2027-01-01',
          endDate: '2027-06-01',
          monthlyRentKopecks: 100_000,
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/rents', headers: H('en') })).statusCode).toBe(401);
  });

  it('pays a charge by card once, however often the result arrives', async () => {
    const l = await myLease();
    const charge = l.charges[13];
    const r = await post(`/rents/${l.id}/charges/${charge.id}/pay`, tenant, { method: 'card' });
    expect(r.statusCode).toBe(201);
    const { paymentId, confirmationUrl } = r.json().data;
    expect(confirmationUrl).toContain(`/payment-sandbox/${paymentId}`);
    expect(
      (await post(`/rents/${l.id}/charges/${charge.id}/pay`, tenant, { method: 'card' })).json().data.paymentId,
    ).toBe(paymentId);
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: true });
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: false });
    const after = await myLease();
    expect(after.charges[13]).toMatchObject({ state: 'paid', paymentId });
    expect(after.debtKopecks).toBe(0);
    expect(
      after.payments.filter(
        (p: { chargeId: number; status: string }) => p.chargeId === charge.id && p.status === 'succeeded',
      ),
    ).toHaveLength(1);
    expect(after.payments[0].receiptUrl).toBe(`/rents/${l.id}/receipt/${paymentId}`);
    const again = await post(`/rents/${l.id}/charges/${charge.id}/pay`, tenant, { method: 'card' });
    expect(again.statusCode).toBe(409);
    const pay = await get(`/payments/${paymentId}`, tenant);
    expect(pay.json().data.returnUrl).toBe(`/rent-payment-success/${l.id}?payment=${paymentId}`);
    // A bank transfer is for legal entities only.
    const transfer = await post(`/rents/${l.id}/charges/${l.charges[14].id}/pay`, tenant, { method: 'bank_transfer' });
    expect(transfer.statusCode).toBe(409);
  });

  it('quotes an extension with the new schedule and applies it', async () => {
    const l = await myLease();
    const q = await post(`/rents/${l.id}/extend/quote`, tenant, { endDate: '2027-12-03' });
    expect(q.statusCode).toBe(200);
    expect(q.json().data).toMatchObject({
      nights: 61,
      totalKopecks: 9_000_000,
      charges: [{ periodFrom: '2027-10-03', amountKopecks: 4_500_000 }, { periodFrom: '2027-11-03' }],
    });
    const bad = await post(`/rents/${l.id}/extend/quote`, tenant, { endDate: '2027-09-01' }, 'ru');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.endDate[0]).toBe('Новая дата окончания должна быть позже текущей');
    const done = await post(`/rents/${l.id}/extend`, tenant, { endDate: '2027-12-03' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.endDate).toBe('2027-12-03');
    expect(done.json().data.charges).toHaveLength(26);
    expect(done.json().data.documents.map((d: { kind: string }) => d.kind)).toContain('addendum');
    // The addendum's title is the reader's language, whoever extended and in whichever language (R8.9).
    const addendum = (lang: 'ru' | 'en') =>
      get(`/rents/${l.id}`, tenant, lang).then(
        (r) => r.json().data.documents.find((d: { kind: string }) => d.kind === 'addendum').name,
      );
    expect(await addendum('en')).toBe('Extension addendum until 03.12.2027');
    expect(await addendum('ru')).toBe('Дополнительное соглашение о продлении до 03.12.2027');
  });

  it('refuses an extension over a booked night with the reason', async () => {
    const l = await myLease(second);
    expect(l.endDate).toBe('2027-08-01');
    const b = await post('/bookings', stranger, bookingBody(l.objectId, '2027-08-05', '2027-08-08'));
    expect(b.statusCode).toBe(201);
    for (const url of [`/rents/${l.id}/extend/quote`, `/rents/${l.id}/extend`]) {
      const r = await post(url, second, { endDate: '2027-09-01' });
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('The night of 05.08.2027 after the lease is already booked');
    }
    expect((await post(`/rents/${l.id}/extend/quote`, second, { endDate: '2027-08-05' })).statusCode).toBe(200);
  });

  it('the owner sees the tenant of the self-administered room and the same quote', async () => {
    const list = await get('/rents', owner);
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.data;
    expect(
      mine.some((r: { tenantPhone: string; isTenant: boolean }) => r.tenantPhone === DEMO_OWNER_TENANT && !r.isTenant),
    ).toBe(true);
    const l = mine.find((r: { tenantPhone: string }) => r.tenantPhone === DEMO_OWNER_TENANT);
    expect((await post(`/rents/${l.id}/extend/quote`, owner, { endDate: '2027-08-05' })).statusCode).toBe(200);
    // The owner does not pay the tenant's rent.
    expect((await post(`/rents/${l.id}/charges/1/pay`, owner, { method: 'card' })).statusCode).toBe(403);
  });

  it('the owner adds a tenant by phone to a self-administered room; the tenant finds it', async () => {
    const own = await app.db.query.objects.findMany({
      where: eq(objects.ownerId, (await get('/auth/me', owner)).json().data.id),
    });
    const self = own.find((o) => o.management === 'self')!;
    const mc = own.find((o) => o.management !== 'self');
    const phone = '+79557770001';
    const body = {
      objectId: self.id,
      phone,
      startDate: '2027-09-01',
      endDate: '2028-03-01',
      monthlyRentKopecks: 3_000_000,
      depositKopecks: 3_000_000,
    };
    const r = await post('/rents', owner, body);
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ status: 'upcoming', tenantPhone: phone, isTenant: false });
    expect(r.json().data.charges).toHaveLength(6);
    const busy = await post('/rents', owner, { ...body, phone: '+79557770002', startDate: '2027-10-01' });
    expect(busy.statusCode).toBe(409);
    if (mc) expect((await post('/rents', owner, { ...body, objectId: mc.id })).statusCode).toBe(422);
    const notMine = await post('/rents', owner, { ...body, objectId: 140 });
    expect(notMine.statusCode).toBe(404);
    const t = await login(app, phone);
    newTenant = t;
    const theirs = await get('/rents', t);
    expect(theirs.json().data.data.map((x: { id: number }) => x.id)).toEqual([r.json().data.id]);
  });

  it('accepts check-in, attaches scans with the consent, and shows the entry only once paid and accepted', async () => {
    const l = (await get('/rents', owner)).json().data.data.find((r: { status: string }) => r.status === 'upcoming');
    const t = newTenant;
    let d = (await get(`/rents/${l.id}`, t)).json().data;
    expect(d.checkIn).toMatchObject({ accepted: false, firstChargePaid: false, entry: null });
    const noConsent = await post(`/rents/${l.id}/documents`, t, {
      uploadIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(noConsent.statusCode).toBe(422);
    const notMine = await post(`/rents/${l.id}/documents`, t, {
      uploadIds: ['00000000-0000-4000-8000-000000000000'],
      pdConsent: true,
    });
    expect(notMine.statusCode).toBe(422);
    d = (await post(`/rents/${l.id}/check-in`, t, { accepted: true })).json().data;
    expect(d.checkIn).toMatchObject({ accepted: true, entry: null });
    const p = await post(`/rents/${l.id}/charges/${d.charges[0].id}/pay`, t, { method: 'card' });
    await applyPaymentResult(app, p.json().data.paymentId, 'succeeded');
    d = (await get(`/rents/${l.id}`, t)).json().data;
    expect(d.checkIn.firstChargePaid).toBe(true);
    expect(d.checkIn.entry).toMatch(/Door code: \d{4}/);
  });

  it('quotes and applies an early end: later charges cancelled, the deposit per the notice', async () => {
    const l = (await get('/rents', owner))
      .json()
      .data.data.find((r: { tenantPhone: string }) => r.tenantPhone === DEMO_OWNER_TENANT);
    const short = await post(`/rents/${l.id}/end/quote`, second, { moveOut: '2026-12-11' });
    expect(short.statusCode).toBe(200);
    expect(short.json().data).toMatchObject({
      shortNotice: true,
      depositRetainedKopecks: 3_800_000,
      depositRefundKopecks: 0,
    });
    const q = await post(`/rents/${l.id}/end/quote`, second, { moveOut: '2027-01-15' });
    // Notice given: the deposit only covers what is still owed up to the move-out.
    const s = q.json().data;
    expect(s).toMatchObject({ shortNotice: false, refundBy: '2027-01-25' });
    expect(s.depositRetainedKopecks).toBe(Math.min(3_800_000, s.depositRetainedKopecks + s.debtKopecks));
    expect(s.depositRefundKopecks + s.depositRetainedKopecks).toBe(3_800_000);
    const past = await post(`/rents/${l.id}/end/quote`, second, { moveOut: '2026-11-01' }, 'ru');
    expect(past.statusCode).toBe(422);
    const noReadings = await post(`/rents/${l.id}/end`, second, { moveOut: '2027-01-15' });
    expect(noReadings.statusCode).toBe(422);
    const done = await post(`/rents/${l.id}/end`, owner, { moveOut: '2027-01-15', finalReadings: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ endedEarlyOn: '2027-01-15', status: 'ending' });
    expect(done.json().data.charges.filter((c: { state: string }) => c.state === 'cancelled').length).toBeGreaterThan(
      0,
    );
    expect((await post(`/rents/${l.id}/end`, second, { moveOut: '2027-01-10', finalReadings: true })).statusCode).toBe(
      409,
    );
  });

  it('reminds the tenant 3 days before a charge is due, once', async () => {
    const first = await remindRentCharges(app);
    expect(first.length).toBeGreaterThan(0);
    expect(await remindRentCharges(app)).toEqual([]);
    const n = await get('/push?_start=0&_end=20', tenant, 'en');
    expect(JSON.stringify(n.json())).toContain('Rent due in');
  });
});

describe('back office leases', () => {
  let manager: string;
  beforeAll(async () => {
    manager = await login(app, DEMO_USERS.manager);
    await post('/auth/role', manager, { role: 'manager' });
  });

  it('lists the company’s leases, creates one for a tenant by phone and ends one early, audited', async () => {
    const list = await get('/backoffice/rents?_start=0&_end=50', manager);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThanOrEqual(2);
    const r = await post('/backoffice/rents', manager, {
      objectId: 120,
      phone: '+79557770009',
      startDate: '2027-02-01',
      endDate: '2027-05-01',
      monthlyRentKopecks: 2_000_000,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ status: 'upcoming', tenantPhone: '+79557770009' });
    const id = r.json().data.id;
    const q = await post(`/backoffice/rents/${id}/end/quote`, manager, { moveOut: '2027-03-15' });
    expect(q.json().data.cancelledCharges).toBe(1);
    const end = await post(`/backoffice/rents/${id}/end`, manager, { moveOut: '2027-03-15', finalReadings: true });
    expect(end.statusCode).toBe(200);
    expect(end.json().data.endedEarlyOn).toBe('2027-03-15');
    const audit = await get('/backoffice/audit?_start=0&_end=20', manager);
    expect(JSON.stringify(audit.json())).toContain('lease');
    expect((await get('/backoffice/rents', tenant)).statusCode).toBe(403);
  });
});
