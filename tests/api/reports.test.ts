/**
 * Owner reports and voting (docs/rules.md R13, R14): the demo owner's report from the seed
 * (income by night, itemised expenses, 12 statements), someone else's room, statement or poll 404,
 * a wrong role 403, the files (XLSX, PDF), the back office's statement and poll flows (audited,
 * notified), a second vote replacing the first, and a vote after the end answering 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toServerTimestamp } from '../../src/domain/datetime';
import { login, TestClock, testApp, type TestApp, v1Calls, loginAs } from './helpers';

const clock = new TestClock(new Date('2026-11-20T09:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let owner: string;
let other: string;
let guest: string;
let manager: string;

const { get, post } = v1Calls(() => app);

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  owner = await loginAs(app, '+79990000002', 'owner');
  other = await loginAs(app, '+79990000021', 'owner');
  guest = await login(app, '+79990000001');
  manager = await loginAs(app, '+79990000004', 'manager');
});
afterAll(async () => testbed?.close());

/**
 * `POST backoffice/polls` as the manager: a draft pool-wide poll `title` with one `question`
 * (quorum 50 %), open from a minute before the test clock's now to `endsInMs` ms after it.
 * Resolves to the reply as `inject` gives it; the caller checks the status.
 */
const createPoll = (title: string, endsInMs: number, question: { text: string; rule: string }) => {
  const now = clock.now().getTime();
  return post(
    'backoffice/polls',
    {
      title,
      scope: 'pool',
      startsAt: toServerTimestamp(new Date(now - 60_000)),
      endsAt: toServerTimestamp(new Date(now + endsInMs)),
      questions: [{ ...question, quorumPercent: 50 }],
    },
    manager,
  );
};

describe('GET app/v1/reports', () => {
  it('builds the last 12 months of the owner’s rooms: per room, in total, by month, with the fee and documents', async () => {
    const r = await get('reports?from=2025-11&to=2026-10', owner);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.built).toBe(true);
    expect(d.months).toHaveLength(12);
    expect(d.objects.length).toBeGreaterThan(0);
    expect(d.totals.incomeKopecks).toBe(
      d.months.reduce((s: number, m: { incomeKopecks: number }) => s + m.incomeKopecks, 0),
    );
    expect(d.totals.payableKopecks).toBe(d.totals.incomeKopecks - d.totals.expensesKopecks);
    expect(d.totals.feeKopecks).toBeGreaterThan(0);
    const cats = new Set(d.expenses.map((e: { category: string }) => e.category));
    expect([...cats].sort()).toEqual(['cleaning', 'fee', 'repairs', 'utilities']);
    expect(d.expenses.find((e: { category: string }) => e.category === 'cleaning').document).toMatch(/Акт уборки/);
  });
  it('answers built: false with the last period that has data when the period is empty', async () => {
    const d = (await get('reports?from=2020-01&to=2020-12', owner)).json().data;
    expect(d).toMatchObject({ built: false, lastWithData: { to: expect.any(String) } });
    expect(d.lastWithData.to <= '2026-11').toBe(true);
  });
  it('404 for someone else’s room, 403 for a guest, 422 translated for a reversed period', async () => {
    const mine = (await get('reports?from=2025-11&to=2026-10', owner)).json().data.objects[0].objectId;
    expect((await get(`reports?from=2025-11&to=2026-10&objectId=${mine}`, other)).statusCode).toBe(404);
    expect((await get('reports?from=2025-11&to=2026-10', guest)).statusCode).toBe(403);
    const bad = await get('reports?from=2026-10&to=2025-11', owner, 'ru');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.to[0]).toBe('Конец периода раньше начала');
  });
  it('exports XLSX and PDF as attachments', async () => {
    const x = await get('reports/export?from=2025-11&to=2026-10&format=xlsx', owner);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.headers['content-disposition']).toMatch(/^attachment;/);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const p = await get('reports/export?from=2025-11&to=2026-10&format=pdf', owner);
    expect(p.statusCode).toBe(200);
    expect(p.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('statements', () => {
  it('the owner sees 12 published or paid statements; another owner gets 404 for one of them', async () => {
    const rows = (await get('reports/statements?_start=0&_end=50', owner)).json().data.data;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ month: '2026-10', status: 'published' });
    expect((await get(`reports/statements/${rows[0].id}`, owner)).json().data.report.from).toBe('2026-10');
    expect((await get(`reports/statements/${rows[0].id}`, other)).statusCode).toBe(404);
  });
  it('the back office builds a month’s drafts, publishes one (the owner is notified, the draft was hidden) and marks it paid', async () => {
    const g = await post('backoffice/statements/generate', { month: '2026-11' }, manager);
    expect(g.statusCode).toBe(200);
    expect(g.json().data.created).toBeGreaterThan(0);
    const list = (await get('backoffice/statements?month=2026-11', manager)).json().data.data;
    const mine = list.find((s: { ownerName: string }) => s.ownerName.startsWith('Петрова'));
    expect(mine.status).toBe('draft');
    expect((await get(`reports/statements/${mine.id}`, owner)).statusCode).toBe(404);
    expect((await post(`backoffice/statements/${mine.id}/pay`, {}, manager)).statusCode).toBe(409);
    expect((await post(`backoffice/statements/${mine.id}/publish`, {}, manager)).json().data.status).toBe('published');
    expect((await get(`reports/statements/${mine.id}`, owner)).statusCode).toBe(200);
    const notes = (await get('push', owner)).json().data.data;
    expect(JSON.stringify(notes)).toContain('Statement published');
    expect((await post(`backoffice/statements/${mine.id}/pay`, {}, manager)).json().data.status).toBe('paid');
    const audit = (await get('backoffice/audit?entity=statements', manager)).json();
    expect(JSON.stringify(audit)).toContain('publish');
    expect((await get('backoffice/statements', owner)).statusCode).toBe(403);
  });
});

describe('polls', () => {
  let pollId: number;
  let room: number;
  it('the owner sees the open poll with live turnout; someone outside the electorate gets 404', async () => {
    const rows = (await get('polls', owner)).json().data.data;
    const open = rows.find((p: { phase: string }) => p.phase === 'open');
    expect(open.myVoted).toBe(0);
    pollId = open.id;
    const d = (await get(`polls/${pollId}`, owner)).json().data;
    room = d.rooms[0].objectId;
    expect(d.items[0]).toMatchObject({ rule: 'cast_majority', quorumPercent: 50, result: null });
    const stranger = await login(app);
    await post('auth/role', { role: 'owner' }, stranger).catch(() => undefined);
    expect([403, 404]).toContain((await get(`polls/${pollId}`, stranger)).statusCode);
    // another owner's room in the same poll: 404
    const theirs = (await get(`polls/${pollId}`, other)).json().data.rooms[0].objectId;
    expect(
      (await post(`polls/${pollId}/votes`, { objectId: theirs, answers: [{ question: 0, choice: 'for' }] }, owner))
        .statusCode,
    ).toBe(404);
  });
  it('a vote raises the turnout; a second vote on the same question replaces the first', async () => {
    const before = (await get(`polls/${pollId}`, owner)).json().data.turnout.percent;
    const r1 = await post(
      `polls/${pollId}/votes`,
      {
        objectId: room,
        answers: [
          { question: 0, choice: 'for' },
          { question: 1, choice: 'for' },
        ],
      },
      owner,
    );
    expect(r1.statusCode).toBe(200);
    expect(r1.json().data.turnout.percent).toBeGreaterThan(before);
    const r2 = await post(
      `polls/${pollId}/votes`,
      { objectId: room, answers: [{ question: 0, choice: 'against' }] },
      owner,
    );
    const d = r2.json().data;
    expect(d.rooms.find((x: { objectId: number }) => x.objectId === room).answers).toEqual({ 0: 'against', 1: 'for' });
    expect(d.turnout.percent).toBe(r1.json().data.turnout.percent);
    const bo = (await get(`backoffice/polls/${pollId}`, manager)).json().data;
    const againstArea = bo.items[0].result.againstArea;
    expect(againstArea).toBeGreaterThan(0);
  });
  it('a manager creates, publishes and closes a poll; a vote after the end answers 422 translated; the protocol is a PDF', async () => {
    const c = await createPoll('Test poll', 3_600_000, { text: 'Q1', rule: 'all_majority' });
    expect(c.statusCode).toBe(201);
    const id = c.json().data.id;
    expect((await get(`polls/${id}`, owner)).statusCode).toBe(404); // a draft is not shown
    expect((await post(`backoffice/polls/${id}/publish`, {}, manager)).json().data.status).toBe('published');
    expect(
      (await post(`polls/${id}/votes`, { objectId: room, answers: [{ question: 0, choice: 'for' }] }, owner))
        .statusCode,
    ).toBe(200);
    expect((await get(`polls/${id}/protocol`, owner)).statusCode).toBe(422);
    clock.advance(2 * 3_600_000);
    const late = await post(
      `polls/${id}/votes`,
      { objectId: room, answers: [{ question: 0, choice: 'against' }] },
      owner,
      'ru',
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Голосование завершено, голос не принят');
    const d = (await get(`polls/${id}`, owner)).json().data;
    expect(d.status).toBe('closed');
    expect(d.items[0].result).toMatchObject({ forArea: expect.any(Number), quorumMet: false, accepted: false });
    const pdf = await get(`polls/${id}/protocol`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(JSON.stringify((await get('push', owner)).json())).toContain('Voting results');
  });
});

describe('the poll job', () => {
  it('closes a published poll once its end has passed and notifies the voters once', async () => {
    const { closeEndedPolls } = await import('../../server/jobs/polls');
    const c = await createPoll('Job poll', 60_000, { text: 'Q', rule: 'cast_majority' });
    const id = c.json().data.id;
    await post(`backoffice/polls/${id}/publish`, {}, manager);
    expect(await closeEndedPolls(app)).not.toContain(id);
    clock.advance(120_000);
    expect(await closeEndedPolls(app)).toContain(id);
    expect(await closeEndedPolls(app)).not.toContain(id);
    const notes = JSON.stringify((await get('push?_start=0&_end=100', owner)).json());
    expect(notes.split('Poll \\"Job poll\\" has ended').length - 1).toBe(1);
  });
});
