/**
 * What an agent may see and do by proxy (docs/rules.md R3.7, R12.3, R13.5; issue 22 items 4, 13,
 * 23, 28), with the demo data: the demo agent (+7 999 000-00-03) holds a valid proxy on the
 * owner's room 908 (view, tenants, pay, reports) and an expired one on room 301; both rooms are
 * under the MC and in the owner's monthly statements.
 * - statements and reports are cut to the rooms the agent's valid proxies allow `reports` on;
 * - `view` is implied by every proxy: one given for tenants only still shows the agent its room;
 * - a room the agent sees but whose proxy does not allow the act answers 403, a room it does not
 *   see 404 (terminating, voting, subscribing, adding a tenant);
 * - the owner's list names each room's agents; each room carries the caller's acts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PROXY_ACTS } from '../../src/domain/agents';
import { login, TestClock, uploadPdf, testApp, type TestApp, v1Calls, loginAs } from './helpers';

const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let owner: string;
let agent: string;
let manager: string;
/** The owner's rooms by number. */
let room: Record<string, number>;

const { get, post } = v1Calls(() => app);

/** Uploads a small PDF as the caller; resolves to its id. */
const upload = (tok: string) => uploadPdf(app, tok);
/** A lease of `objectId` for `phone` from December to May (POST rents' body). */
const leaseBody = (objectId: number, phone: string) => ({
  objectId,
  phone,
  startDate: '2026-12-01',
  endDate: '2027-05-31',
  monthlyRentKopecks: 3_000_000,
  depositKopecks: 0,
  noticeDays: 30,
  payerType: 'individual',
});

/** The owner gives `phone` a proxy with `acts` on `objectIds`, the MC verifies it; resolves to the agent's token. */
async function verifiedProxy(
  phone: string,
  objectIds: number[],
  acts: string[],
): Promise<{ token: string; acts: string[] }> {
  const r = await post(
    'agents',
    {
      phone,
      number: `ДВ-${phone.slice(-4)}`,
      issuedOn: '2026-11-01',
      expiresOn: '2027-11-01',
      objectIds,
      acts,
      passportScanIds: [await upload(owner)],
      proxyScanId: await upload(owner),
      policyConsent: true,
    },
    owner,
  );
  expect(r.statusCode).toBe(201);
  expect(
    (await post(`backoffice/proxies/${r.json().data.id}/verify`, { decision: 'verified' }, manager)).statusCode,
  ).toBe(200);
  return { token: await login(app, phone), acts: r.json().data.acts };
}

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  owner = await loginAs(app, '+79990000002', 'owner');
  agent = await login(app, '+79990000003');
  manager = await loginAs(app, '+79990000004', 'manager');
  const rows = (await get('owner-rooms', owner)).json().data.data as { id: number; number: string }[];
  room = Object.fromEntries(rows.map((r) => [r.number, r.id]));
});
afterAll(async () => testbed?.close());

describe('reports and statements of an agent (item 4)', () => {
  it('a statement shows the agent only its proxied room 908: not 301 (expired proxy), not the owner’s total', async () => {
    const mine = (await get('reports/statements?_start=0&_end=50', owner)).json().data.data as {
      id: number;
      month: string;
      incomeKopecks: number;
    }[];
    const rows = (await get('reports/statements?_start=0&_end=50', agent)).json().data.data as {
      id: number;
      month: string;
      incomeKopecks: number;
      payableKopecks: number;
    }[];
    expect(rows.map((r) => r.month)).toEqual(mine.map((r) => r.month));
    const ownerRow = mine[0];
    const agentRow = rows.find((r) => r.id === ownerRow.id)!;
    expect(agentRow.incomeKopecks).toBeGreaterThan(0);
    expect(agentRow.incomeKopecks).toBeLessThan(ownerRow.incomeKopecks);

    const whole = (await get(`reports/statements/${ownerRow.id}`, owner)).json().data.report;
    expect(whole.objects.map((o: { number: string }) => o.number).sort()).toEqual(['301', '908']);
    const r = await get(`reports/statements/${ownerRow.id}`, agent);
    expect(r.statusCode).toBe(200);
    const cut = r.json().data;
    expect(cut.report.objects.map((o: { number: string }) => o.number)).toEqual(['908']);
    expect(new Set(cut.report.expenses.map((e: { number: string }) => e.number))).toEqual(new Set(['908']));
    const line908 = whole.objects.find((o: { number: string }) => o.number === '908');
    expect(cut.report.totals.incomeKopecks).toBe(line908.incomeKopecks);
    expect(cut.report.months).toEqual([
      { month: ownerRow.month, incomeKopecks: line908.incomeKopecks, payableKopecks: line908.payableKopecks },
    ]);
    expect(cut).toMatchObject({
      incomeKopecks: line908.incomeKopecks,
      payableKopecks: line908.payableKopecks,
      expensesKopecks: line908.expensesKopecks,
    });
  });

  it('the period report has only room 908; room 301 (expired proxy) and a self-administered room answer 404', async () => {
    const d = (await get('reports?from=2025-11&to=2026-10', agent)).json().data;
    expect(d.objects.map((o: { number: string }) => o.number)).toEqual(['908']);
    expect((await get(`reports?from=2025-11&to=2026-10&objectId=${room['301']}`, agent)).statusCode).toBe(404);
    expect((await get(`reports?from=2025-11&to=2026-10&objectId=${room['2407']}`, agent)).statusCode).toBe(404);
  });

  it('an agent whose proxy does not allow reports sees no statement, and 404 for one', async () => {
    const { token } = await verifiedProxy('+79551230001', [room['908']], ['view', 'pay']);
    const id = (await get('reports/statements?_start=0&_end=50', owner)).json().data.data[0].id;
    expect((await get('reports/statements?_start=0&_end=50', token)).json().data.data).toEqual([]);
    expect((await get(`reports/statements/${id}`, token)).statusCode).toBe(404);
  });
});

describe('view is implied by every proxy (item 13)', () => {
  it('a proxy given for tenants only is stored with view, and its agent sees the room', async () => {
    const { token, acts } = await verifiedProxy('+79551230002', [room['2407']], ['tenants']);
    expect(acts).toEqual(['view', 'tenants']);
    const r = await get(`owner-rooms/${room['2407']}`, token);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.acts).toEqual(['view', 'tenants']);
  });
});

describe('an act outside the proxy answers 403, a room outside it 404 (item 28)', () => {
  it('terminating or connecting room 908 without the act control: 403 translated; room 301 (expired): 404', async () => {
    const t = await post(
      `owner-rooms/${room['908']}/control-termination`,
      { date: '2027-06-01', confirm: true },
      agent,
      'ru',
    );
    expect(t.statusCode).toBe(403);
    expect(t.json().message).toBe('Доверенность не даёт права на это действие');
    expect((await post(`owner-rooms/${room['908']}/connect-to-control`, {}, agent)).statusCode).toBe(403);
    expect(
      (await post(`owner-rooms/${room['301']}/control-termination`, { date: '2027-06-01', confirm: true }, agent))
        .statusCode,
    ).toBe(404);
  });

  it('voting for room 908 without the act vote: 403 for the poll and the ballot', async () => {
    const poll = ((await get('polls', owner)).json().data.data as { id: number; phase: string }[]).find(
      (p) => p.phase === 'open',
    )!;
    const d = (await get(`polls/${poll.id}`, owner)).json().data;
    expect(d.rooms.map((r: { objectId: number }) => r.objectId)).toContain(room['908']);
    expect((await get(`polls/${poll.id}`, agent)).statusCode).toBe(403);
    const v = await post(
      `polls/${poll.id}/votes`,
      { objectId: room['908'], answers: [{ question: 0, choice: 'for' }] },
      agent,
    );
    expect(v.statusCode).toBe(403);
  });

  it('subscribing or adding a tenant without pay / tenants: 403; a room the proxy does not cover: 404', async () => {
    const { token } = await verifiedProxy('+79551230003', [room['2004']], ['view']);
    expect((await post('subscriptions', { objectId: room['2004'], service: 'internet' }, token)).statusCode).toBe(403);
    const tenant = leaseBody(room['2004'], '+79551239999');
    expect((await post('rents', tenant, token)).statusCode).toBe(403);
    expect((await post('rents', { ...tenant, objectId: room['2407'] }, token)).statusCode).toBe(404);
    expect((await post('subscriptions', { objectId: room['2407'], service: 'internet' }, token)).statusCode).toBe(404);
  });
});

describe('the owner’s rooms name their agents; each room carries the caller’s acts (item 23)', () => {
  it('room 908 names the demo agent; room 301, whose proxy expired, names none', async () => {
    const rows = (await get('owner-rooms', owner)).json().data.data as {
      number: string;
      agents: string[];
      acts: string[];
    }[];
    const by = Object.fromEntries(rows.map((r) => [r.number, r]));
    expect(by['908'].agents).toContain('Смирнов Алексей');
    expect(by['301'].agents).toEqual([]);
    expect(by['908'].acts).toEqual([...PROXY_ACTS]);
    const theirs = (await get('owner-rooms', agent)).json().data.data as {
      number: string;
      agents: string[];
      acts: string[];
    }[];
    expect(theirs).toEqual([
      expect.objectContaining({ number: '908', agents: [], acts: ['view', 'tenants', 'pay', 'reports'] }),
    ]);
  });
});

describe('every agent act on a room outside its proxy answers 404 (R3.7, issue 35)', () => {
  /** One request per act in PROXY_ACTS, each on room 2407, which no proxy of the agent covers. */
  const actsOn = (objectId: number, pollId: number, docId: number) =>
    ({
      view: (tok: string) => get(`owner-rooms/${objectId}`, tok),
      tenants: (tok: string) => post('rents', leaseBody(objectId, '+79551239998'), tok),
      pay: (tok: string) => post('subscriptions', { objectId, service: 'internet' }, tok),
      vote: (tok: string) =>
        post(`polls/${pollId}/votes`, { objectId, answers: [{ question: 0, choice: 'for' }] }, tok),
      reports: (tok: string) => get(`reports?from=2025-11&to=2026-10&objectId=${objectId}`, tok),
      control: (tok: string) =>
        post(`owner-rooms/${objectId}/control-termination`, { date: '2027-06-01', confirm: true }, tok),
      sign: (tok: string) => post(`documents/${docId}/signature/code`, {}, tok),
    }) satisfies Record<(typeof PROXY_ACTS)[number], (tok: string) => unknown>;

  it('with a view-only proxy and with an all-acts proxy on room 908 (a voter of the open poll)', async () => {
    const poll = ((await get('polls', owner)).json().data.data as { id: number; phase: string }[]).find(
      (p) => p.phase === 'open',
    )!;
    const doc = await post(
      'backoffice/documents',
      {
        phone: '+79990000002',
        type: 'addendum',
        number: 'OUTSIDE-2407',
        nameRu: 'Дополнительное соглашение',
        nameEn: 'Addendum',
        issuedOn: '2026-11-20',
        signatureRequired: true,
        textRu: 'Текст',
        textEn: 'Text',
        objectId: room['2407'],
      },
      manager,
    );
    expect(doc.statusCode, doc.body).toBe(201);
    const acts = actsOn(room['2407'], poll.id, doc.json().data.id);
    expect(Object.keys(acts).sort()).toEqual([...PROXY_ACTS].sort());
    const wrong: string[] = [];
    for (const [phone, given] of [
      ['+79551230011', ['view']],
      ['+79551230012', [...PROXY_ACTS]],
    ] as const) {
      await verifiedProxy(phone, [room['908']], [...given]);
      // The mobile app's session, so signing is not refused as a web session's first (R2.13).
      clock.advance(61_000);
      const tok = await login(app, phone, { device: { type: 'android', token: `push-${phone}` } });
      for (const [act, send] of Object.entries(acts)) {
        const r = (await send(tok)) as { statusCode: number };
        if (r.statusCode !== 404) wrong.push(`${given.join('+')}: ${act} → ${r.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
