/**
 * Agents by proxy (docs/rules.md R3.7, R12.3, R12.10): the demo agent sees exactly the room of its
 * valid proxy, labelled with the owner's name; an expired or revoked proxy answers 404; an act the
 * proxy does not allow answers 403 (translated); a new proxy is pending until the MC verifies it;
 * the form's rules answer 422 in both languages; reminders 30 and 7 days before expiry go once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sendProxyReminders } from '../../server/jobs/agents';
import { H, login, TestClock, uploadPdf, testApp, type TestApp, v1Calls } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let owner: string;
let agent: string;
let manager: string;
let rooms: { id: number; label: string }[];

const { get, post } = v1Calls(() => app);

/** Logs `phone` in ("I am the owner" for `owner`) and switches the session to `role`. */
async function loginAs(phone: string, role: 'owner' | 'guest'): Promise<string> {
  if (role === 'owner') return login(app, phone, { owner: true });
  const tok = await login(app, phone);
  const r = await post('auth/role', { role }, tok);
  if (r.statusCode !== 200) throw new Error(r.body);
  return tok;
}

/** Uploads a small PDF as the caller; resolves to its id. */
const upload = (tok: string) => uploadPdf(app, tok);

async function proxyBody(tok: string, over: Record<string, unknown> = {}) {
  return {
    phone: '+79551112233',
    number: '66 АА 1000001',
    issuedOn: '2026-12-01',
    expiresOn: '2027-12-01',
    objectIds: [rooms[2].id],
    acts: ['view'],
    passportScanIds: [await upload(tok)],
    proxyScanId: await upload(tok),
    policyConsent: true,
    ...over,
  };
}

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  owner = await loginAs('+79990000002', 'owner');
  agent = await login(app, '+79990000003');
  manager = await login(app, '+79990000004');
  rooms = (await get('agents/rooms', owner)).json().data;
});
afterAll(async () => testbed?.close());

describe('the demo agent', () => {
  it('acts as agent and sees only the valid proxy, labelled with the owner’s name and one room', async () => {
    expect((await get('auth/me', agent)).json().data.role).toBe('agent');
    const r = await get('agents', agent);
    expect(r.statusCode).toBe(200);
    const rows = r.json().data.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ownerName: 'Петрова Мария Андреевна',
      state: 'active',
      rooms: [{ id: rooms[0].id }],
    });
    expect(rows[0].acts).toEqual(['view', 'tenants', 'pay', 'reports']);
  });

  it('the owner sees both proxies; the expired one answers the agent 404', async () => {
    const mine = (await get('agents', owner)).json().data.data;
    expect(mine.map((p: { state: string }) => p.state).sort()).toEqual(['active', 'expired']);
    const expired = mine.find((p: { state: string }) => p.state === 'expired');
    expect((await get(`agents/${expired.id}`, owner)).statusCode).toBe(200);
    const r = await get(`agents/${expired.id}`, agent, 'ru');
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Доверенность не найдена');
  });

  it('a guest gets 403, anonymous 401, a manager 403 on the owner’s list', async () => {
    const guest = await login(app);
    expect((await get('agents', guest)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/agents', headers: H('en') })).statusCode).toBe(401);
    expect((await get('agents/rooms', manager)).statusCode).toBe(403);
  });
});

describe('adding, verifying and revoking a proxy', () => {
  let id: number;
  let newAgent: string;

  it('refuses bad dates and foreign scans with translated 422', async () => {
    const en = await post('agents', await proxyBody(owner, { issuedOn: '2026-12-10', expiresOn: '2026-12-09' }), owner);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      issuedOn: ['The issue date cannot be later than today'],
      expiresOn: ['The expiry date must be after the issue date'],
    });
    const ru = await post(
      'agents',
      await proxyBody(owner, { expiresOn: '2026-12-04', issuedOn: '2026-01-01' }),
      owner,
      'ru',
    );
    expect(ru.json().errors.expiresOn).toEqual(['Доверенность уже истекла']);
    const other = await loginAs('+79557770001', 'guest');
    const theirs = await post('agents', await proxyBody(owner, { proxyScanId: await upload(other) }), owner);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.proxyScanId).toEqual(['Upload the file again']);
    const noScans = await post('agents', { ...(await proxyBody(owner)), passportScanIds: [] }, owner);
    expect(noScans.statusCode).toBe(422);
    expect(Object.keys(noScans.json().errors)).toContain('passportScanIds');
  });

  it('a room that is not the owner’s answers 404', async () => {
    const r = await post('agents', await proxyBody(owner, { objectIds: [rooms[0].id + 100] }), owner);
    expect(r.statusCode).toBe(404);
  });

  it('a new proxy is pending: the agent (created by phone) sees nothing until the MC verifies it', async () => {
    const r = await post('agents', await proxyBody(owner), owner);
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({
      state: 'pending',
      verification: 'pending',
      agentPhone: '+79551112233',
      rooms: [{ id: rooms[2].id }],
    });
    id = r.json().data.id;
    newAgent = await login(app, '+79551112233');
    expect((await get('auth/me', newAgent)).json().data.role).toBe('agent');
    expect((await get('agents', newAgent)).json().data.data).toHaveLength(0);
    expect((await get(`agents/${id}`, newAgent)).statusCode).toBe(404);
    expect((await post(`backoffice/proxies/${id}/verify`, { decision: 'verified' }, owner)).statusCode).toBe(403);
    const v = await post(`backoffice/proxies/${id}/verify`, { decision: 'verified' }, manager);
    expect(v.statusCode).toBe(200);
    expect(v.json().data.state).toBe('active');
    expect(
      (await post(`backoffice/proxies/${id}/verify`, { decision: 'rejected', reason: 'x' }, manager)).statusCode,
    ).toBe(409);
    expect((await get(`agents/${id}`, newAgent)).statusCode).toBe(200);
  });

  it('a new proxy is an application in the MC inbox: approving it there verifies the proxy; the direct verification decides the application too', async () => {
    const r = await post('agents', await proxyBody(owner, { number: 'ДВ-INBOX-1', phone: '+79551119901' }), owner);
    expect(r.statusCode).toBe(201);
    const pid = r.json().data.id;
    const inbox = (
      await get('backoffice/applications?kind=proxy&status=under_consideration&_start=0&_end=50', manager)
    ).json().data.data as { id: number; kind: string }[];
    const appl = (
      await Promise.all(inbox.map(async (a) => (await get(`backoffice/applications/${a.id}`, manager)).json().data))
    ).find((a) => a.payload?.proxyId === pid);
    expect(appl).toMatchObject({ kind: 'proxy', status: 'under_consideration' });
    const ok = await post(`backoffice/applications/${appl.id}/approve`, {}, manager);
    expect(ok.statusCode).toBe(200);
    expect((await get(`agents/${pid}`, owner)).json().data.verification).toBe('verified');
    expect((await post(`backoffice/applications/${appl.id}/approve`, {}, manager)).statusCode).toBe(409);
    expect((await get(`backoffice/applications/${appl.id}`, manager)).json().data.status).toBe('approved');
    // decided at /verify: its application leaves the inbox too
    const second = (
      await post('agents', await proxyBody(owner, { number: 'ДВ-INBOX-2', phone: '+79551119902' }), owner)
    ).json().data.id;
    expect(
      (await post(`backoffice/proxies/${second}/verify`, { decision: 'rejected', reason: 'Скан не читается' }, manager))
        .statusCode,
    ).toBe(200);
    const left = (
      await get('backoffice/applications?kind=proxy&status=under_consideration&_start=0&_end=50', manager)
    ).json().data.data as { id: number }[];
    const details = await Promise.all(
      left.map(async (a) => (await get(`backoffice/applications/${a.id}`, manager)).json().data),
    );
    expect(details.filter((a) => a.payload?.proxyId === second)).toEqual([]);
  });

  it('an act the proxy does not allow answers 403 (translated); a room it does not cover 404', async () => {
    const r = await post('subscriptions', { objectId: rooms[2].id, service: 'internet' }, newAgent, 'ru');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Доверенность не даёт права на это действие');
    expect((await post('subscriptions', { objectId: rooms[0].id, service: 'internet' }, newAgent)).statusCode).toBe(
      404,
    );
  });

  it('revoking ends access at once; another owner cannot revoke it (404)', async () => {
    const stranger = await loginAs('+79557770002', 'owner');
    expect((await post(`agents/${id}/revoke`, {}, stranger)).statusCode).toBe(404);
    const r = await post(`agents/${id}/revoke`, {}, owner);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.state).toBe('revoked');
    expect((await get(`agents/${id}`, newAgent)).statusCode).toBe(404);
    expect((await get('agents', newAgent)).json().data.data).toHaveLength(0);
    expect((await get('subscriptions/catalog', newAgent)).json().data.rooms).toEqual([]);
  });
});

describe('expiry reminders', () => {
  it('go to the owner 30 and 7 days before expiry, each once', async () => {
    const r = await post(
      'agents',
      await proxyBody(owner, { phone: '+79551112244', expiresOn: '2027-01-04', objectIds: [rooms[1].id] }),
      owner,
    );
    const id = r.json().data.id;
    // Pending proxies get no reminder.
    expect((await sendProxyReminders(app)).filter((s) => s.startsWith(`${id}:`))).toEqual([]);
    await post(`backoffice/proxies/${id}/verify`, { decision: 'verified' }, manager);
    expect(await sendProxyReminders(app)).toContain(`${id}:30`);
    expect((await sendProxyReminders(app)).filter((s) => s.startsWith(`${id}:`))).toEqual([]);
    clock.advance(22 * 86_400_000); // 2026-12-27: 8 days left
    expect((await sendProxyReminders(app)).filter((s) => s.startsWith(`${id}:`))).toEqual([]);
    clock.advance(86_400_000); // 7 days left
    expect(await sendProxyReminders(app)).toContain(`${id}:7`);
    expect((await sendProxyReminders(app)).filter((s) => s.startsWith(`${id}:`))).toEqual([]);
    const notes = (await get('push?_start=0&_end=50', owner)).json();
    const titles = JSON.stringify(notes);
    expect(titles).toContain('A proxy expires in 30 days');
    expect(titles).toContain('A proxy expires in 7 days');
    clock.advance(8 * 86_400_000); // expired: the agent loses it at once
    const agent2 = await login(app, '+79551112244');
    expect((await get(`agents/${id}`, agent2)).statusCode).toBe(404);
    clock.current = new Date('2026-12-05T06:00:00Z');
  });
});
