/**
 * Conversations with the management company (docs/rules.md R23), with the demo data: the guest
 * (+7 999 000-00-01) has bookings and a lease, the owner (-02) rooms, the agent (-03) a valid
 * proxy on room 908 and an expired one on room 301, the manager (-04) the back office.
 * - scope: someone else's conversation or subject answers 404 in ru and en; an agent sees the
 *   conversation of a room its valid proxy covers, not one of a room whose proxy expired; a manager
 *   sees all in the inbox; a wrong role 403 (R23.2);
 * - open-or-create is idempotent (R23.1); states move with the side that writes (R23.4);
 * - unread counts and read marks (R23.5); the first-reply time and its target (R23.6);
 * - photos: only the writer's own images (R23.3); quick replies (R23.7);
 * - the 10-minute reminder goes once (R23.8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { H, login, loginAs, postUpload, TestClock, testApp, type TestApp, v1Calls } from './helpers';
import { like } from 'drizzle-orm';
import { emailOutbox } from '../../server/db/schema';
import { remindUnreadReplies } from '../../server/services/conversation-inbox';

/** 09:00 UTC = 14:00 in Yekaterinburg: within the MC's working hours. */
const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let guest: string;
let owner: string;
let agent: string;
let manager: string;
let stranger: string;

const { get, post } = v1Calls(() => app);
const patch = (url: string, payload: object, tok: string) =>
  app.inject({ method: 'PATCH', url: `/api/app/v1/${url}`, headers: H('en', tok), payload });
const del = (url: string, tok: string) =>
  app.inject({ method: 'DELETE', url: `/api/app/v1/${url}`, headers: H('en', tok) });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(tok: string, mime = 'image/png', name = 'photo.png', body: Buffer = PNG): Promise<string> {
  const r = await postUpload(app, H('en', tok), { name, mime, body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id;
}

/** Opens (or finds) a conversation; resolves to the answer. */
const open = (tok: string, kind: string, subjectId?: number) =>
  post('conversations/open', subjectId === undefined ? { kind } : { kind, subjectId }, tok);

beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  guest = await login(app, '+79990000001');
  owner = await loginAs(app, '+79990000002', 'owner');
  agent = await loginAs(app, '+79990000003', 'agent');
  manager = await loginAs(app, '+79990000004', 'manager');
  stranger = await login(app, '+79990000077');
});
afterAll(() => testbed.close());

describe('opening and scope (R23.1, R23.2)', () => {
  it('the demo shows the guest an unread staff reply, and the inbox one past the first-reply target', async () => {
    const mine = (await get('conversations', guest)).json().data.data as { kind: string; unread: number }[];
    expect(mine.find((c) => c.kind === 'lease')?.unread).toBe(1);
    expect((await get('conversations/unread', guest)).json().data.unread).toBe(1);
    const overdue = (await get('backoffice/inbox?overdue=true', manager)).json().data.data as { kind: string }[];
    expect(overdue.map((c) => c.kind)).toContain('booking');
    expect((await get('backoffice/quick-replies', manager)).json().data.total).toBe(3);
  });

  it('opens the conversation of the guest’s lease once, and hides it from someone else', async () => {
    const lease = (await get('rents', guest)).json().data.data[0].id as number;
    const a = await open(guest, 'lease', lease);
    expect(a.statusCode, a.body).toBe(200);
    const b = await open(guest, 'lease', lease);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(a.json().data).toMatchObject({ kind: 'lease', subjectId: lease });
    expect(a.json().data.subject).toMatch(/^Lease: /);

    const other = await open(stranger, 'lease', lease);
    expect(other.statusCode).toBe(404);
    const seen = await get(`conversations/${a.json().data.id}`, stranger, 'ru');
    expect(seen.statusCode).toBe(404);
    expect(seen.json().message).toBe('Переписка не найдена');
    expect((await get(`conversations/${a.json().data.id}`, stranger, 'en')).json().message).toBe(
      'Conversation not found',
    );
  });

  it('keeps one general conversation per person', async () => {
    const a = await open(guest, 'general');
    const b = await open(guest, 'general');
    expect(a.statusCode).toBe(200);
    expect(b.json().data.id).toBe(a.json().data.id);
    const c = await open(stranger, 'general');
    expect(c.json().data.id).not.toBe(a.json().data.id);
    expect((await open(guest, 'general', 5)).statusCode).toBe(422);
    expect((await open(guest, 'booking')).json().errors).toHaveProperty('subjectId');
  });

  it('shows an agent the conversation of a room its valid proxy covers, not of one whose proxy expired', async () => {
    const rooms = (await get('owner-rooms', owner)).json().data.data as { id: number; number: string }[];
    const room = Object.fromEntries(rooms.map((r) => [r.number, r.id]));
    const c = await open(owner, 'owner_room', room['908']);
    expect(c.statusCode, c.body).toBe(200);
    const viaAgent = await open(agent, 'owner_room', room['908']);
    expect(viaAgent.json().data.id).toBe(c.json().data.id);
    expect((await get(`conversations/${c.json().data.id}`, agent)).statusCode).toBe(200);
    expect((await open(agent, 'owner_room', room['301'])).statusCode).toBe(404);
    expect((await open(guest, 'owner_room', room['908'])).statusCode).toBe(404);
  });

  it('answers a wrong role 403 and no session 401', async () => {
    expect((await get('conversations', manager)).statusCode).toBe(403);
    expect((await get('backoffice/inbox', guest)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/conversations', headers: H('en') })).statusCode).toBe(
      401,
    );
  });
});

describe('messages, states, unread and the first reply (R23.3–R23.6)', () => {
  let id: number;

  it('a guest’s message opens it, the inbox shows it unread with its first-reply target', async () => {
    id = (await open(guest, 'general')).json().data.id;
    const m = await post(`conversations/${id}/messages`, { text: 'Hello, the kettle is broken' }, guest);
    expect(m.statusCode, m.body).toBe(201);
    expect(m.json().data).toMatchObject({ side: 'person', mine: true, text: 'Hello, the kettle is broken' });
    const row = (await get(`backoffice/inbox/${id}`, manager)).json().data;
    expect(row).toMatchObject({ state: 'open', unread: 1, overdue: false, firstReplyAt: null });
    // 14:00 in Yekaterinburg + 15 minutes (R23.6).
    expect(row.firstReplyDue).toBe('09:15:00 20.11.2026');
    expect((await get('backoffice/inbox/counts', manager)).json().data.unread).toBeGreaterThanOrEqual(1);
  });

  it('past the target the inbox shows it overdue', async () => {
    clock.advance(20 * 60_000);
    const list = (await get('backoffice/inbox?overdue=true', manager)).json().data.data as { id: number }[];
    expect(list.map((r) => r.id)).toContain(id);
    expect((await get('backoffice/inbox/counts', manager)).json().data.overdue).toBeGreaterThanOrEqual(1);
  });

  it('a staff reply makes it wait for the guest, who sees it unread until read', async () => {
    const before = (await get('conversations/unread', guest)).json().data.unread as number;
    const r = await post(`backoffice/inbox/${id}/messages`, { text: 'A new kettle is on its way' }, manager);
    expect(r.statusCode, r.body).toBe(201);
    const row = (await get(`backoffice/inbox/${id}`, manager)).json().data;
    expect(row).toMatchObject({ state: 'waiting', unread: 0, overdue: true });
    expect(row.firstReplyAt).toBe('09:20:00 20.11.2026');
    expect((await get('conversations/unread', guest)).json().data.unread).toBe(before + 1);
    const mine = (await get('conversations', guest)).json().data.data.find((c: { id: number }) => c.id === id);
    expect(mine).toMatchObject({ unread: 1, preview: 'A new kettle is on its way', state: 'waiting' });
    const msgs = (await get(`conversations/${id}/messages`, guest)).json().data.data;
    expect(msgs.map((x: { side: string }) => x.side)).toEqual(['person', 'staff']);
    expect((await post(`conversations/${id}/read`, {}, guest)).statusCode).toBe(200);
    expect((await get('conversations/unread', guest)).json().data.unread).toBe(before);
    await post(`conversations/${id}/messages`, { text: 'Thanks' }, guest);
    expect((await get(`conversations/${id}`, guest)).json().data.state).toBe('open');
  });

  it('a manager closes, assigns and reopens; a non-manager assignee is refused', async () => {
    const me = (await get('auth/me', manager)).json().data.id as number;
    const c = await patch(`backoffice/inbox/${id}`, { state: 'closed', assigneeId: me }, manager);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ state: 'closed', assigneeId: me });
    const mineOnly = (await get('backoffice/inbox?assigned=me', manager)).json().data.data as { id: number }[];
    expect(mineOnly.map((r) => r.id)).toContain(id);
    expect(
      (await get('backoffice/inbox?assigned=unassigned', manager)).json().data.data.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    const guestId = (await get('auth/me', guest)).json().data.id as number;
    const bad = await patch(`backoffice/inbox/${id}`, { assigneeId: guestId }, manager);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('assigneeId');
    expect((await patch(`backoffice/inbox/${id}`, {}, manager)).statusCode).toBe(422);
    await post(`conversations/${id}/messages`, { text: 'One more thing' }, guest);
    expect((await get(`conversations/${id}`, guest)).json().data.state).toBe('open');
  });

  it('validates the message: empty, too long', async () => {
    const empty = await post(`conversations/${id}/messages`, { text: '   ' }, guest);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toHaveProperty('text');
    expect((await post(`conversations/${id}/messages`, { text: 'x'.repeat(4001) }, guest)).statusCode).toBe(422);
    expect((await post(`conversations/${id}/messages`, { text: 'hi' }, stranger)).statusCode).toBe(404);
  });

  it('takes only the writer’s own image uploads as photos (R23.3)', async () => {
    const foreign = await upload(stranger);
    const refused = await post(`conversations/${id}/messages`, { photos: [foreign] }, guest);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('photos');
    const pdf = await upload(guest, 'application/pdf', 'scan.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect((await post(`conversations/${id}/messages`, { photos: [pdf] }, guest)).statusCode).toBe(422);
    const own = await upload(guest);
    const ok = await post(`conversations/${id}/messages`, { text: 'See the photo', photos: [own] }, guest);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.photos).toHaveLength(1);
    const photo = await get(`backoffice/inbox/${id}/photos/${own}`, manager);
    expect(photo.json().data.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await post(`conversations/${id}/messages`, { photos: [own] }, guest)).statusCode).toBe(422);
  });
});

describe('quick replies and the unread reminder (R23.7, R23.8)', () => {
  it('keeps a manager’s quick replies in ru and en', async () => {
    const c = await post(
      'backoffice/quick-replies',
      { title: 'Hello', text: { ru: 'Здравствуйте!', en: 'Hello!' } },
      manager,
    );
    expect(c.statusCode, c.body).toBe(201);
    const list = (await get('backoffice/quick-replies', manager)).json().data.data;
    expect(list.map((q: { title: string }) => q.title)).toContain('Hello');
    expect((await post('backoffice/quick-replies', { title: '', text: { ru: '', en: 'x' } }, manager)).statusCode).toBe(
      422,
    );
    expect((await del(`backoffice/quick-replies/${c.json().data.id}`, manager)).statusCode).toBe(200);
    expect((await del(`backoffice/quick-replies/${c.json().data.id}`, manager)).statusCode).toBe(404);
  });

  it('pushes a staff reply unread for 10 minutes once', async () => {
    const id = (await open(guest, 'general')).json().data.id as number;
    await post(`conversations/${id}/read`, {}, guest);
    await post(`backoffice/inbox/${id}/messages`, { text: 'Are you at home at 6 pm?' }, manager);
    clock.advance(5 * 60_000);
    expect(await remindUnreadReplies(app)).toEqual([]);
    clock.advance(6 * 60_000);
    expect(await remindUnreadReplies(app)).toEqual([id]);
    expect(await remindUnreadReplies(app)).toEqual([]);
    const notes = (await get('push', guest)).json().data.data as { title: string; link: string | null }[];
    expect(notes.filter((n) => n.link === `/conversations/${id}`)).toHaveLength(1);
    // The same reminder's e-mail (R22, R23.8), queued once to the guest's address with the reply.
    const mails = await app.db.select().from(emailOutbox).where(like(emailOutbox.eventKey, 'conversation-reply:%'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'conversation-reply', status: 'queued', address: 'ivanov@example.com' });
    expect(mails[0].text).toContain('Are you at home at 6 pm?');
  });
});
