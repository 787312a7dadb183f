/**
 * A lease's conversation seen by the leased room's owner and agent (docs/rules.md R23.2), and the
 * back office's sider counts (R23.5, R24.4), with the demo data: the owner (+7 999 000-00-02)
 * leases a self-administered room to the second tenant (-05); the agent (-03) holds a valid proxy
 * on the owner's first room only (a proxy on the leased room is added here).
 * - the tenant, the room's owner and an agent whose valid proxy covers the room open one and the
 *   same conversation, which belongs to the tenant; another owner, an agent without a valid proxy
 *   and a guest get 404;
 * - the owner's and the proxied agent's open pages hear of the tenant's message live;
 * - the owner's message is the person's side: the inbox counts it unread; the owner's unread total
 *   counts the staff's reply;
 * - GET backoffice/inbox/counts: unread, overdue and overdue still unanswered; GET
 *   backoffice/reviews/pending-count falls after a publication.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { login, loginAs, TestClock, testApp, type TestApp, v1Calls } from './helpers';
import { leases, objects, proxies, proxyObjects, users } from '../../server/db/schema';
import { isEvent, liveTicket, openLiveStream } from './live-stream';

const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let owner: string;
let agent: string;
let manager: string;
let otherOwner: string;
let guest: string;
let leaseId: number;

const { get, post } = v1Calls(() => app);
const open = (tok: string) => post('conversations/open', { kind: 'lease', subjectId: leaseId }, tok);
const counts = async () => (await get('backoffice/inbox/counts', manager)).json().data as Record<string, number>;

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  tenant = await login(app, '+79990000005');
  owner = await loginAs(app, '+79990000002', 'owner');
  agent = await loginAs(app, '+79990000003', 'agent');
  manager = await loginAs(app, '+79990000004', 'manager');
  otherOwner = await loginAs(app, '+79990000078', 'owner');
  guest = await login(app, '+79990000001');
  const rents = (await get('rents', tenant)).json().data.data as { id: number }[];
  leaseId = rents[0].id;
});
afterAll(() => testbed.close());

describe("a lease's conversation: its tenant, the room's owner and agent (R23.2)", () => {
  it('the owner opens the same conversation as the tenant; it stays the tenant’s', async () => {
    const mine = await open(tenant);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await open(owner);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.id).toBe(mine.json().data.id);
    const id = mine.json().data.id as number;
    expect((await get(`conversations/${id}`, owner)).statusCode).toBe(200);
    const list = (await get('conversations', owner)).json().data.data as { id: number }[];
    expect(list.map((c) => c.id)).toContain(id);
    const row = (await get(`backoffice/inbox/${id}`, manager)).json().data;
    const [tenantRow] = await app.db.select().from(users).where(eq(users.phone, '+79990000005'));
    expect(row.person).toContain(tenantRow.name ?? '');
  });

  it('another owner, an agent without a proxy on the room and a guest get 404, in ru and en', async () => {
    const id = (await open(tenant)).json().data.id as number;
    for (const tok of [otherOwner, agent, guest]) {
      expect((await open(tok)).statusCode).toBe(404);
      expect((await get(`conversations/${id}`, tok)).statusCode).toBe(404);
    }
    expect((await get(`conversations/${id}`, otherOwner, 'ru')).json().message).toBe('Переписка не найдена');
    expect((await open(otherOwner)).json().message).toBeTruthy();
  });

  it('an agent whose valid proxy covers the leased room opens it; an expired proxy does not', async () => {
    const [lease] = await app.db.select().from(leases).where(eq(leases.id, leaseId));
    const [ownerRow] = await app.db.select().from(users).where(eq(users.phone, '+79990000002'));
    const [agentRow] = await app.db.select().from(users).where(eq(users.phone, '+79990000003'));
    const [room] = await app.db.select().from(objects).where(eq(objects.id, lease.objectId));
    expect(room.ownerId).toBe(ownerRow.id);
    const [p] = await app.db
      .insert(proxies)
      .values({
        companyId: lease.companyId,
        ownerId: ownerRow.id,
        agentId: agentRow.id,
        number: '66 АА 7719999',
        issuedOn: '2026-11-01',
        expiresOn: '2026-11-30',
        acts: ['view'],
        passportScanIds: [],
        proxyScanId: 'test-scan',
        verification: 'verified',
      })
      .returning({ id: proxies.id });
    await app.db.insert(proxyObjects).values({ proxyId: p.id, objectId: lease.objectId });
    const id = (await open(tenant)).json().data.id as number;
    const viaAgent = await open(agent);
    expect(viaAgent.statusCode, viaAgent.body).toBe(200);
    expect(viaAgent.json().data.id).toBe(id);
    expect((await get(`conversations/${id}`, agent)).statusCode).toBe(200);

    clock.set(Date.parse('2026-12-02T09:00:00Z'));
    try {
      expect((await open(agent)).statusCode).toBe(404);
      expect((await get(`conversations/${id}`, agent)).statusCode).toBe(404);
    } finally {
      clock.set(Date.parse('2026-11-20T09:00:00Z'));
    }
  });

  it('the owner’s and the proxied agent’s open pages hear of the tenant’s message live (R23.9)', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The agent's proxy on the leased room, added by the test above, is valid on the 20th.
    const streams = [
      await openLiveStream(base, await liveTicket(base, owner)),
      await openLiveStream(base, await liveTicket(base, agent)),
    ];
    try {
      for (const s of streams) await s.waitFor((f) => f.data?.type === 'ready');
      const id = (await open(tenant)).json().data.id as number;
      const m = await post(`conversations/${id}/messages`, { text: 'The heating is off.' }, tenant);
      expect(m.statusCode, m.body).toBe(201);
      for (const s of streams) {
        await s.waitFor(isEvent('conversation.message'));
        expect(s.frames.find(isEvent('conversation.message'))?.data).toMatchObject({
          conversationId: id,
          messageId: m.json().data.id,
        });
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('the owner’s message waits for the MC; the staff’s reply is unread for the owner', async () => {
    const id = (await open(owner)).json().data.id as number;
    expect((await post(`backoffice/inbox/${id}/read`, {}, manager)).statusCode).toBe(200);
    const before = await counts();
    const m = await post(`conversations/${id}/messages`, { text: 'Is the tenant’s contract extended?' }, owner);
    expect(m.statusCode, m.body).toBe(201);
    expect(m.json().data).toMatchObject({ side: 'person', mine: true });
    const after = await counts();
    expect(after.unread).toBe(before.unread + 1);
    expect((await get(`backoffice/inbox/${id}`, manager)).json().data.state).toBe('open');

    const ownerBefore = (await get('conversations/unread', owner)).json().data.unread as number;
    expect((await post(`backoffice/inbox/${id}/read`, {}, manager)).statusCode).toBe(200);
    expect((await counts()).unread).toBe(before.unread);
    expect((await post(`backoffice/inbox/${id}/messages`, { text: 'Yes, until June.' }, manager)).statusCode).toBe(201);
    expect((await get('conversations/unread', owner)).json().data.unread).toBe(ownerBefore + 1);
  });
});

describe("the back office's sider counts (R23.5, R23.6, R24.4)", () => {
  it('counts overdue conversations and, of them, the ones still unanswered', async () => {
    const c = await counts();
    expect(c).toEqual({
      unread: expect.any(Number),
      overdue: expect.any(Number),
      overdueUnanswered: expect.any(Number),
    });
    expect(c.overdueUnanswered).toBeLessThanOrEqual(c.overdue);

    const id = (await post('conversations/open', { kind: 'general' }, guest)).json().data.id as number;
    await post(`conversations/${id}/messages`, { text: 'Where is the parking?' }, guest);
    clock.set(Date.parse('2026-11-20T10:00:00Z'));
    try {
      const late = await counts();
      expect(late.overdueUnanswered).toBeGreaterThanOrEqual(1);
      await post(`backoffice/inbox/${id}/messages`, { text: 'Level −1.' }, manager);
      const answered = await counts();
      expect(answered.overdueUnanswered).toBe(late.overdueUnanswered - 1);
      expect(answered.overdue).toBe(late.overdue);
    } finally {
      clock.set(Date.parse('2026-11-20T09:00:00Z'));
    }
  });

  it('answers a person 403 and no session 401', async () => {
    expect((await get('backoffice/inbox/counts', owner)).statusCode).toBe(403);
    expect((await get('backoffice/reviews/pending-count', tenant)).statusCode).toBe(403);
  });

  it('the reviews waiting for moderation fall by one when a manager publishes one', async () => {
    const pending = async () => (await get('backoffice/reviews/pending-count', manager)).json().data.count as number;
    const n = await pending();
    const list = (await get('backoffice/reviews?state=pending', manager)).json().data.data as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect((await post(`backoffice/reviews/${list[0].id}/publish`, {}, manager)).statusCode).toBe(200);
    expect(await pending()).toBe(n - 1);
  });
});
