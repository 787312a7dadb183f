/**
 * Reviews after a stay (docs/rules.md R24): who may review (R24.1), one per booking, the edit
 * window (R24.3), moderation by managers only (R24.4–R24.5), the public list and its averages
 * (R24.6–R24.7), the invitation job once per stay (R24.8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { bookings, emailOutbox, notifications, users } from '../../server/db/schema';
import { inviteReviews } from '../../server/jobs/reviews';
import { freeObjectIds, H, lastCode, postBooking, testApp, testClock, type TestApp, type TestClock } from './helpers';

let t: TestApp;
let clock: TestClock;
let guest: string;
let other: string;
let manager: string;
let objectId: number;
let bookingId: number;
let cancelledId: number;

const CHECK_IN = '2026-12-10';
const CHECK_OUT = '2026-12-12';
const scores = { cleanliness: 5, location: 4, staff: 5, value: 3 };
/** 10:00 Yekaterinburg (UTC+5) on `date`. */
const at = (date: string, hour = 10) => Date.parse(`${date}T${String(hour - 5).padStart(2, '0')}:00:00Z`);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang: 'ru' | 'en' = 'en',
) => t.app.inject({ method, url: `/api/app/v1${url}`, headers: H(lang, token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  clock = testClock(at('2026-12-01'));
  t = await testApp({ clock });
  guest = await t.login('+79991230101');
  other = await t.login('+79991230102');
  manager = await t.login('manager');
  const free = await freeObjectIds(t.app, CHECK_IN, CHECK_OUT);
  objectId = free[0];
  const made = await postBooking(t.app, guest, objectId, CHECK_IN, CHECK_OUT);
  expect(made.statusCode).toBe(201);
  bookingId = made.json().data.id;
  const second = await postBooking(t.app, guest, free[1], CHECK_IN, CHECK_OUT);
  cancelledId = second.json().data.id;
  await t.app.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, bookingId));
  await t.app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelledId));
}, 120_000);

afterAll(() => t?.close());

describe('who may review (R24.1)', () => {
  it('refuses before the check-out day has passed', async () => {
    expect((await call('GET', `/bookings/${bookingId}/review`, guest)).json().data).toMatchObject({
      refusal: 'notYet',
      review: null,
    });
    clock.set(at(CHECK_OUT, 20));
    const r = await call('POST', `/bookings/${bookingId}/review`, guest, scores, 'ru');
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('Оставить отзыв можно после дня выезда');
  });

  it('answers 404 for someone else’s booking, 401 without a session, 403 for a manager', async () => {
    clock.set(at('2026-12-13'));
    expect((await call('POST', `/bookings/${bookingId}/review`, other, scores)).statusCode).toBe(404);
    expect((await call('GET', `/bookings/${bookingId}/review`, other)).statusCode).toBe(404);
    expect((await call('POST', `/bookings/${bookingId}/review`, undefined, scores)).statusCode).toBe(401);
    expect((await call('POST', `/bookings/${bookingId}/review`, manager, scores)).statusCode).toBe(403);
  });

  it('refuses a cancelled stay', async () => {
    const r = await call('POST', `/bookings/${cancelledId}/review`, guest, scores);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/paid stay/);
  });

  it('validates the scores: each an integer 1–5, all required', async () => {
    const r = await call('POST', `/bookings/${bookingId}/review`, guest, { ...scores, value: 6 });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toHaveProperty('value');
    expect((await call('POST', `/bookings/${bookingId}/review`, guest, { cleanliness: 5 })).statusCode).toBe(422);
    expect(
      (await call('POST', `/bookings/${bookingId}/review`, guest, { ...scores, text: 'x'.repeat(2001) })).statusCode,
    ).toBe(422);
  });

  it('takes one review per stay, pending moderation; a second is 409', async () => {
    const r = await call('POST', `/bookings/${bookingId}/review`, guest, { ...scores, text: 'Тихо и чисто' }, 'ru');
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({
      state: 'pending',
      overall: 4.3,
      language: 'ru',
      editUntil: '2026-12-20',
      editable: true,
    });
    expect((await call('POST', `/bookings/${bookingId}/review`, guest, scores)).statusCode).toBe(409);
    expect((await call('GET', '/reviews', guest)).json().data.total).toBe(1);
  });
});

describe('moderation (R24.4, R24.5) and the public list (R24.6, R24.7)', () => {
  let reviewId: number;
  let before: { count: number };

  it('shows only published reviews publicly', async () => {
    const pub = await call('GET', `/objects/${objectId}/reviews`);
    expect(pub.statusCode).toBe(200);
    before = pub.json().data.summary;
    expect(pub.json().data.data.some((x: { text: string }) => x.text === 'Тихо и чисто')).toBe(false);
    const list = await call('GET', '/backoffice/reviews?state=pending', manager);
    reviewId = list.json().data.data.find((x: { bookingId: number }) => x.bookingId === bookingId).id;
    expect(list.json().data.data.find((x: { id: number }) => x.id === reviewId)).toMatchObject({
      guest: expect.any(String),
      checkIn: CHECK_IN,
    });
    expect((await call('GET', '/backoffice/reviews/pending-count', manager)).json().data.count).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('lets only a manager publish, hide and answer', async () => {
    expect((await call('POST', `/backoffice/reviews/${reviewId}/publish`, guest)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/backoffice/reviews/${reviewId}/answer`, guest, { text: 'x', language: 'ru' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/backoffice/reviews/${reviewId}/publish`)).statusCode).toBe(401);
    const p = await call('POST', `/backoffice/reviews/${reviewId}/publish`, manager);
    expect(p.statusCode).toBe(200);
    expect(p.json().data.state).toBe('published');
    const a = await call('PUT', `/backoffice/reviews/${reviewId}/answer`, manager, {
      text: 'Спасибо!',
      language: 'ru',
    });
    expect(a.json().data.answer).toMatchObject({ text: 'Спасибо!', language: 'ru' });
  });

  it('publishes it with the averages, the author as first name and initial, the answer', async () => {
    const d = (await call('GET', `/objects/${objectId}/reviews`)).json().data;
    expect(d.summary.count).toBe(before.count + 1);
    const mine = d.data.find((x: { id: number }) => x.id === reviewId);
    expect(mine).toMatchObject({ overall: 4.3, stayMonth: '2026-12', language: 'ru', answer: { text: 'Спасибо!' } });
    if (before.count === 0)
      expect(d.summary).toMatchObject({ overall: 4.3, criteria: { cleanliness: 5, location: 4, staff: 5, value: 3 } });
  });

  it('hides with a required reason shown to the author, and audits it', async () => {
    expect((await call('POST', `/backoffice/reviews/${reviewId}/hide`, manager, { reason: ' ' })).statusCode).toBe(422);
    const h = await call('POST', `/backoffice/reviews/${reviewId}/hide`, manager, {
      reason: 'Персональные данные в тексте',
    });
    expect(h.json().data.state).toBe('hidden');
    const mine = (await call('GET', `/bookings/${bookingId}/review`, guest)).json().data.review;
    expect(mine).toMatchObject({ state: 'hidden', hideReason: 'Персональные данные в тексте' });
    const pub = (await call('GET', `/objects/${objectId}/reviews`)).json().data;
    expect(pub.summary.count).toBe(before.count);
    const audit = await call('GET', `/backoffice/audit?entity=reviews`, manager);
    if (audit.statusCode === 200) expect(JSON.stringify(audit.json())).toContain('hide');
    expect((await call('DELETE', `/backoffice/reviews/${reviewId}/answer`, manager)).json().data.answer).toBeNull();
  });
});

describe('the edit window (R24.3)', () => {
  it('allows an edit on day 7 (back to moderation) and refuses it on day 8', async () => {
    clock.set(at('2026-12-20', 23));
    const ok = await call('PUT', `/bookings/${bookingId}/review`, guest, { ...scores, staff: 4, text: 'Edited' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ state: 'pending', hideReason: null, staff: 4, language: 'en' });
    clock.set(at('2026-12-21'));
    const late = await call('PUT', `/bookings/${bookingId}/review`, guest, scores, 'ru');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/срок редактирования/);
    expect((await call('GET', `/bookings/${bookingId}/review`, guest)).json().data.review.editable).toBe(false);
  });
});

describe('the invitation job (R24.8)', () => {
  it('invites the guest of a finished paid stay once, from 10:00 the day after check-out', async () => {
    const b = await postBooking(
      t.app,
      guest,
      (await freeObjectIds(t.app, '2026-12-22', '2026-12-24'))[0],
      '2026-12-22',
      '2026-12-24',
    );
    const id = b.json().data.id as number;
    await t.app.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, id));
    expect(await inviteReviews(t.app, new Date(at('2026-12-24', 20)))).not.toContain(id);
    expect(await inviteReviews(t.app, new Date(at('2026-12-25', 9)))).toEqual([]);
    expect(await inviteReviews(t.app, new Date(at('2026-12-25', 10)))).toContain(id);
    expect(await inviteReviews(t.app, new Date(at('2026-12-25', 11)))).not.toContain(id);
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/bookings/${id}#review`));
    expect(notes).toHaveLength(1);
    expect(notes[0].title.ru).toBe('Как прошло проживание?');
    // The invitation's e-mail (R22) goes once to a guest with an address: this guest has none, so
    // none is queued; with one, the second stay's invitation is queued once. (The demo seed's own
    // finished stays, dated from the real day the test runs, are invited too: only this guest's count.)
    const mine = await t.app.db.select({ id: users.id }).from(users).where(eq(users.phone, '+79991230101'));
    const mails = () =>
      t.app.db
        .select()
        .from(emailOutbox)
        .where(and(like(emailOutbox.eventKey, 'review-invitation:%'), eq(emailOutbox.userId, mine[0].id)));
    expect(await mails()).toEqual([]);
    await t.app.db.update(users).set({ email: 'reviewer@example.com' }).where(eq(users.phone, '+79991230101'));
    const second = await postBooking(
      t.app,
      guest,
      (await freeObjectIds(t.app, '2026-12-26', '2026-12-28'))[0],
      '2026-12-26',
      '2026-12-28',
    );
    const id2 = second.json().data.id as number;
    await t.app.db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, id2));
    expect(await inviteReviews(t.app, new Date(at('2026-12-29', 10)))).toContain(id2);
    expect(await inviteReviews(t.app, new Date(at('2026-12-29', 11)))).not.toContain(id2);
    expect((await mails()).map((m) => [m.eventKey, m.template, m.status, m.address])).toEqual([
      [`review-invitation:${id2}`, 'review-invitation', 'queued', 'reviewer@example.com'],
    ]);
    // The stay already reviewed is not invited.
    expect(await inviteReviews(t.app, new Date(at('2026-12-26', 12)))).not.toContain(bookingId);
  });
});

describe('the demo seed and the search (R24.6)', () => {
  it('sorts the search by rating, best first, objects without reviews last; each card has its average and count', async () => {
    const d = (await call('GET', '/objects?_sort=rating&_end=1000')).json().data.data as {
      id: number;
      rating: number | null;
      reviewCount: number;
    }[];
    const rated = d.filter((o) => o.rating !== null);
    expect(rated.length).toBeGreaterThanOrEqual(3);
    expect(d.slice(0, rated.length)).toEqual(rated);
    for (let i = 1; i < rated.length; i++) expect(rated[i - 1].rating!).toBeGreaterThanOrEqual(rated[i].rating!);
    for (const o of rated) expect(o.reviewCount).toBeGreaterThan(0);
    const pub = (await call('GET', `/objects/${rated[0].id}/reviews`)).json().data;
    expect(pub.summary).toMatchObject({ overall: rated[0].rating, count: rated[0].reviewCount });
    expect(pub.data[0].author).toMatch(/^\S+ \S\.$/);
  });

  it('gives the demo guest a stay to review and one in its edit window, managers one pending and one hidden', async () => {
    const demo = await t.login('guest');
    const mine = (await call('GET', '/reviews', demo)).json().data.data;
    expect(mine).toHaveLength(1);
    expect(mine[0].state).toBe('pending');
    // Sent three days before the seed's today (2026-12-01 here): still editable then.
    expect(mine[0].editUntil > '2026-12-01').toBe(true);
    const states = (await call('GET', '/backoffice/reviews?_end=100', manager))
      .json()
      .data.data.map((r: { state: string }) => r.state);
    expect(states).toContain('hidden');
    expect(states).toContain('pending');
  });
});

describe('after the account is deleted (R24.9)', () => {
  it('keeps the published review, its author anonymised', async () => {
    const id = (await call('GET', `/bookings/${bookingId}/review`, guest)).json().data.review.id as number;
    expect((await call('POST', `/backoffice/reviews/${id}/publish`, manager)).statusCode).toBe(200);
    expect((await call('PUT', '/profile', guest, { name: 'Анна', surname: 'Кузнецова' })).statusCode).toBe(200);
    const author = async () =>
      (
        (await call('GET', `/objects/${objectId}/reviews?_end=100`)).json().data.data as {
          id: number;
          author: string | null;
        }[]
      ).find((r) => r.id === id);
    expect((await author())?.author).toBe('Анна К.');
    expect((await call('POST', '/account/deletion/code', guest)).statusCode).toBe(200);
    const deleted = await call('DELETE', '/account', guest, { code: lastCode(t.app, '+79991230101') });
    expect(deleted.statusCode).toBeLessThan(300);
    const after = await author();
    expect(after).toBeDefined();
    expect(after!.author).toBeNull();
  });
});
