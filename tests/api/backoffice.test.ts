/**
 * Issue #9 API: the back office. Every back-office route is refused to guest, owner, agent and
 * anonymous callers; each manager decision changes state once (a second try is 409), writes the
 * audit log and notifies the booker in the app and by push; the audit log can be filtered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LocalSmsService } from '../../server/services/sms';
import { LocalPushService } from '../../server/services/push';
import { DEMO_USERS } from '../../server/db/seed';
import { H, TestClock, testApp, type TestApp, postUpload, RELOGIN_CONFIG } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
const push = new LocalPushService();
let app: FastifyInstance;
let testbed: TestApp;
const tokens: Record<'guest' | 'owner' | 'agent' | 'manager', string> = {
  guest: '',
  owner: '',
  agent: '',
  manager: '',
};

beforeAll(async () => {
  testbed = await testApp({
    config: RELOGIN_CONFIG,
    clock,
    push,
  });
  app = testbed.app;
  tokens.guest = await testbed.login('+79551230001');
  tokens.owner = await testbed.login(DEMO_USERS.owner, { owner: true });
  tokens.agent = await testbed.login(DEMO_USERS.agent);
  tokens.manager = await testbed.login(DEMO_USERS.manager);
  await app.inject({
    method: 'POST',
    url: '/api/app/v1/device',
    headers: H('en', tokens.guest),
    payload: { type: 'web', token: 'guest-device' },
  });
});
afterAll(async () => testbed?.close());

const bo = (method: 'GET' | 'POST', path: string, payload?: object, lang: 'ru' | 'en' = 'en') =>
  app.inject({
    method,
    url: `/api/app/v1/backoffice${path}`,
    headers: H(lang, tokens.manager),
    ...(payload ? { payload } : {}),
  });

const booking = (over: Record<string, unknown> = {}) => ({
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  guests: { adults: 2, children: [] },
  tariffId: 1,
  policyConsent: true,
  payerType: 'individual',
  contact: { surname: 'Ivanov', name: 'Ivan', phone: '+79551230001' },
  ...over,
});
async function book(
  over: Record<string, unknown>,
): Promise<{ id: number; number: string; totalKopecks: number; touristTaxKopecks: number }> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/app/v1/bookings',
    headers: H('en', tokens.guest),
    payload: booking(over),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data;
}
async function payByCard(id: number) {
  const p = await app.inject({
    method: 'POST',
    url: `/api/app/v1/bookings/${id}/payments`,
    headers: H('en', tokens.guest),
    payload: { method: 'card' },
  });
  const r = await app.inject({
    method: 'POST',
    url: `/api/app/v1/payments/${p.json().data.paymentId}/sandbox`,
    headers: H('en', tokens.guest),
    payload: { outcome: 'succeeded' },
  });
  expect(r.json().data.status).toBe('succeeded');
}
const guestBooking = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/app/v1/bookings/${id}`, headers: H('en', tokens.guest) })).json().data;
const guestNotifications = async () =>
  (await app.inject({ method: 'GET', url: '/api/app/v1/push?_start=0&_end=50', headers: H('en', tokens.guest) })).json()
    .data.data as { title: string; body: string; link: string | null }[];
const audit = async (q: string) => (await bo('GET', `/audit?${q}`)).json().data;

describe('the back-office guard', () => {
  it('refuses every back-office route to anonymous (401), guest, owner and agent (403); admits the manager', async () => {
    const routes = [...app.routeAccess.entries()].filter(([k]) => k.split(' ')[1].startsWith('/api/app/v1/backoffice'));
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const [key, cell] of routes) {
      expect(cell?.resource, `${key} declares access('backoffice', …)`).toBe('backoffice');
      const [method, url] = key.split(' ');
      const path = url.replace(':id', '1');
      const call = (token?: string) =>
        app.inject({
          method: method as 'GET',
          url: path,
          headers: H('ru', token),
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      const anon = await call();
      expect(anon.statusCode, `${key} anonymous`).toBe(401);
      for (const role of ['guest', 'owner', 'agent'] as const) {
        const r = await call(tokens[role]);
        expect(r.statusCode, `${key} as ${role}`).toBe(403);
        expect(r.json().message).toBe('Недостаточно прав для этого действия');
      }
      expect([200, 404, 409, 422], `${key} as manager`).toContain((await call(tokens.manager)).statusCode);
    }
  });
});

describe('bank transfer', () => {
  it('a manager confirms a transfer once: the booking is paid, the audit log has it, the guest is notified', async () => {
    const upload = async (name: string) => {
      const r = await postUpload(app, H('en', tokens.guest), { name, mime: 'application/pdf', body: '%PDF-1.4' });
      return r.json().data as { id: string; name: string };
    };
    const b = await book({
      objectIds: [5],
      payerType: 'legal',
      contact: { surname: 'A', name: 'B', phone: '+79551230001', companyName: 'LLC Romashka', inn: '6670000000' },
      documents: {
        tinCertificate: await upload('inn.pdf'),
        guestDocuments: [await upload('g1.pdf'), await upload('g2.pdf')],
      },
    });
    const bt = await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${b.id}/payments`,
      headers: H('en', tokens.guest),
      payload: { method: 'bank_transfer' },
    });
    const paymentId = bt.json().data.paymentId as number;

    const list = (await bo('GET', '/bookings?pendingTransfer=true&payerType=legal')).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).toContain(b.id);
    const detail = (await bo('GET', `/bookings/${b.id}`)).json().data;
    expect(detail.documents).toHaveLength(3);
    expect(detail.payments[0]).toMatchObject({ id: paymentId, method: 'bank_transfer', status: 'pending' });

    const pushedBefore = push.sent.length;
    const ok = await bo('POST', `/bookings/${b.id}/confirm-transfer`, { paymentId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'paid', paidKopecks: b.totalKopecks, pendingTransfer: false });
    const again = await bo('POST', `/bookings/${b.id}/confirm-transfer`, { paymentId }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Этот платёж уже подтверждён или закрыт');

    expect((await guestBooking(b.id)).status).toBe('paid');
    const entries = (await audit(`entity=payments&entityId=${paymentId}`)).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'confirm-transfer',
      actorName: 'Ольга Кузнецова',
      before: { status: 'pending' },
      after: { status: 'succeeded' },
    });
    const note = (await guestNotifications())[0];
    expect(note.title).toBe('Payment received');
    expect(note.link).toBe(`/bookings/${b.id}`);
    expect(push.sent.length).toBe(pushedBefore + 1);
    expect(push.sent.at(-1)!.token).toBe('guest-device');
  });
});

describe('cancellation', () => {
  it('shows the refund the tariff allows, processes the request once, records refunds up to the due amount', async () => {
    const b = await book({ objectIds: [6] });
    await payByCard(b.id);
    await app.inject({
      method: 'POST',
      url: `/api/app/v1/bookings/${b.id}/cancellation-request`,
      headers: H('en', tokens.guest),
    });
    const waiting = (await bo('GET', '/bookings?cancellationState=received')).json().data.data;
    expect(waiting.map((r: { id: number }) => r.id)).toContain(b.id);
    expect((await bo('GET', `/bookings/${b.id}`)).json().data.refundQuoteKopecks).toBe(b.totalKopecks);

    const r = await bo('POST', `/bookings/${b.id}/process-cancellation`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      status: 'cancelled',
      cancellationState: 'processed',
      cancelReason: 'request',
      refundDueKopecks: b.totalKopecks,
    });
    expect((await bo('POST', `/bookings/${b.id}/process-cancellation`)).statusCode).toBe(409);
    const g = await guestBooking(b.id);
    expect(g.status).toBe('cancelled');
    expect(g.cancellation.refundKopecks).toBe(b.totalKopecks);
    expect((await guestNotifications())[0].title).toBe('Booking cancelled');
    expect((await audit(`entity=bookings&entityId=${b.id}&action=process-cancellation`)).total).toBe(1);

    const tooBig = await bo('POST', `/bookings/${b.id}/refunds`, { amountKopecks: b.totalKopecks + 1 });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.amountKopecks[0]).toMatch(/^More than is left to refund/);
    const refund = await bo('POST', `/bookings/${b.id}/refunds`, { amountKopecks: b.totalKopecks, note: 'card' });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data.refundedKopecks).toBe(b.totalKopecks);
    expect((await bo('POST', `/bookings/${b.id}/refunds`, { amountKopecks: 1 })).statusCode).toBe(422);
    expect((await guestNotifications())[0].title).toBe('Refund sent');
    expect((await audit(`entity=bookings&entityId=${b.id}`)).total).toBe(2);
  });

  it('a non-refundable tariff quotes back only the tourist tax; a manager cancelling returns everything paid', async () => {
    const nr = await book({ objectIds: [7], tariffId: 2 });
    await payByCard(nr.id);
    // The stay not provided owes no tourist tax: it comes back even on this tariff (R5.26).
    expect(nr.touristTaxKopecks).toBeGreaterThan(0);
    expect((await bo('GET', `/bookings/${nr.id}`)).json().data.refundQuoteKopecks).toBe(nr.touristTaxKopecks);
    const c = await bo('POST', `/bookings/${nr.id}/cancel`, {});
    expect(c.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'manager',
      refundDueKopecks: nr.totalKopecks,
    });
    expect((await bo('POST', `/bookings/${nr.id}/cancel`, {})).statusCode).toBe(409);
    expect((await guestNotifications())[0].title).toBe('Booking cancelled');
    // the nights are free again
    expect((await book({ objectIds: [7] })).id).toBeGreaterThan(nr.id);
  });

  it('refuses a refund on a booking that is not cancelled and a process without a request', async () => {
    const b = await book({ objectIds: [8] });
    expect((await bo('POST', `/bookings/${b.id}/refunds`, { amountKopecks: 100 })).statusCode).toBe(409);
    expect((await bo('POST', `/bookings/${b.id}/process-cancellation`)).statusCode).toBe(409);
    expect((await bo('GET', '/bookings/999999')).statusCode).toBe(404);
  });
});

describe('lists and dashboard', () => {
  it('filters bookings by status, object, dates and search', async () => {
    const rows = (q: string) =>
      bo('GET', `/bookings?${q}`).then(
        (r) => r.json().data.data as { id: number; status: string; objects: { id: number }[]; checkIn: string }[],
      );
    for (const r of await rows('status=cancelled')) expect(r.status).toBe('cancelled');
    for (const r of await rows('objectId=6')) expect(r.objects.map((o) => o.id)).toContain(6);
    expect(await rows('checkIn_gte=2027-06-01&checkOut_lte=2027-06-30')).toEqual([]);
    expect((await rows('q=Romashka')).length).toBe(0);
    expect((await rows('q=Ivanov')).length).toBeGreaterThan(0);
    const bad = await bo('GET', '/bookings?status=nope', undefined, 'ru');
    expect(bad.statusCode).toBe(422);
  });

  it('the audit log filters by period and actor', async () => {
    expect((await audit('createdAt_gte=2026-12-01&createdAt_lte=2026-12-01')).total).toBeGreaterThan(0);
    expect((await audit('createdAt_gte=2027-01-01')).total).toBe(0);
    expect((await audit('q=Кузнецова')).total).toBeGreaterThan(0);
  });

  it('the dashboard gives occupancy, revenue, ADR and RevPAR', async () => {
    const r = await bo('GET', '/dashboard');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.today).toBe('2026-12-01');
    expect(d.occupancySeries).toHaveLength(30);
    expect(d.revenueSeries).toHaveLength(6);
    expect(d.next30.nightsAvailable).toBeGreaterThan(0);
    expect(d.next30.nightsSold).toBeGreaterThan(0);
  });

  it('the occupancy chart gives every object and the stays of the month, filtered by building and kind', async () => {
    const all = (await bo('GET', '/occupancy?month=2026-12')).json().data;
    expect(all.objects.length).toBe(150);
    expect(all).toMatchObject({ from: '2026-12-01', to: '2027-01-01' });
    const ids = all.objects.map((o: { id: number }) => o.id);
    for (const b of all.bars) expect(ids).toContain(b.objectId);
    expect(all.bars.some((b: { objectId: number }) => b.objectId === 5)).toBe(true);
    const offices = (await bo('GET', '/occupancy?month=2026-12&kind=office&buildingId=1')).json().data;
    for (const o of offices.objects) expect(o).toMatchObject({ kind: 'office', buildingId: 1 });
    expect((await bo('GET', '/occupancy?month=2026-13')).statusCode).toBe(422);
  });

  it('objects: create, edit and bulk price change are audited; filters work', async () => {
    const body = {
      buildingId: 1,
      kind: 'office',
      floor: 2,
      number: 'T-1',
      area: 25,
      rooms: 1,
      capacity: 4,
      priceKopecks: 500_000,
      title: { ru: 'Тестовый офис', en: 'Test office' },
      description: { ru: '', en: '' },
      management: 'mc',
    };
    const bad = await bo('POST', '/objects', { ...body, title: { ru: '', en: '' } }, 'ru');
    expect(bad.statusCode).toBe(422);
    const c = await bo('POST', '/objects', body);
    expect(c.statusCode).toBe(201);
    const id = c.json().data.id as number;
    const e = await app.inject({
      method: 'PATCH',
      url: `/api/app/v1/backoffice/objects/${id}`,
      headers: H('en', tokens.manager),
      payload: { priceKopecks: 600_000 },
    });
    expect(e.json().data.priceKopecks).toBe(600_000);
    const bulk = await bo('POST', '/objects/bulk-price', { ids: [id], mode: 'percent', value: 10 });
    expect(bulk.json().data.updated).toBe(1);
    expect((await bo('GET', `/objects/${id}`)).json().data.priceKopecks).toBe(660_000);
    expect((await bo('POST', '/objects/bulk-price', { ids: [id], mode: 'percent', value: -95 })).statusCode).toBe(422);
    expect((await audit(`entity=objects&entityId=${id}`)).total).toBe(3);
    const list = (await bo('GET', '/objects?q=T-1&kind=office')).json().data;
    expect(list.data.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await bo('GET', '/buildings')).json().data.data.length).toBeGreaterThan(0);
  });
  it('objects: uploaded photos are published on save, reordered, and only the uploader’s images count', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (token: string, mime = 'image/png', body = png) => {
      const r = await postUpload(app, H('en', token), { name: 'p.png', mime, body });
      expect(r.statusCode, r.body).toBe(201);
      return r.json().data.id as string;
    };
    const patch = (id: number, photos: string[]) =>
      app.inject({
        method: 'PATCH',
        url: `/api/app/v1/backoffice/objects/${id}`,
        headers: H('en', tokens.manager),
        payload: { photos },
      });
    const before = (await bo('GET', '/objects/1')).json().data.photos as string[];
    const mine = await upload(tokens.manager);
    const r = await patch(1, [mine, ...before.slice().reverse()]);
    expect(r.statusCode, r.body).toBe(200);
    const photos = r.json().data.photos as string[];
    expect(photos[0]).toBe(`/media/photos/${mine}.png`);
    expect(photos.slice(1)).toEqual(before.slice().reverse());
    const img = await app.inject({ method: 'GET', url: photos[0] });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await app.inject({ method: 'GET', url: '/media/photos/..%2F..%2Fetc.png' })).statusCode).toBe(404);
    // someone else's upload, a PDF, a URL the object never had: refused under `photos`
    const theirs = await upload(tokens.guest);
    const pdf = await upload(tokens.manager, 'application/pdf', Buffer.from('%PDF-1.4 test'));
    for (const wrong of [theirs, pdf, '/images/elsewhere.png']) {
      const bad = await patch(1, [...photos, wrong]);
      expect(bad.statusCode, wrong).toBe(422);
      expect(bad.json().errors.photos).toBeTruthy();
    }
    expect((await bo('GET', '/objects/1')).json().data.photos).toEqual(photos);
    const pub = await app.inject({ method: 'GET', url: '/api/app/v1/objects/1', headers: H('en') });
    expect(pub.json().data.photos[0]).toBe(photos[0]);
  });
});

describe('site content', () => {
  it('a draft stays off the site; publishing shows it at once (page cache cleared), audited; slugs are unique per kind', async () => {
    let cleared = 0;
    const clear = app.clearPageCache;
    app.clearPageCache = () => void cleared++;
    const publicNews = async () =>
      (await app.inject({ method: 'GET', url: '/api/app/v1/content/news?_start=0&_end=50', headers: H('en') }))
        .json()
        .data.data.map((n: { slug: string }) => n.slug);
    const body = {
      kind: 'news',
      slug: 'bo-test-news',
      status: 'draft',
      title: { ru: 'Открыли спа', en: 'Spa opened' },
      summary: { ru: 'Кратко', en: 'In short' },
      body: { ru: 'Текст', en: 'Text' },
    };
    const c = await bo('POST', '/content', body);
    expect(c.statusCode, c.body).toBe(201);
    const id = c.json().data.id as number;
    expect(c.json().data.publicPath).toBe('/news/bo-test-news');
    expect(await publicNews()).not.toContain('bo-test-news');
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/content/news/bo-test-news', headers: H('en') })).statusCode,
    ).toBe(404);
    const dup = await bo('POST', '/content', body, 'ru');
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.slug[0]).toBe('Такой адрес уже есть у другого материала этого типа');
    const before = cleared;
    const pub = await app.inject({
      method: 'PATCH',
      url: `/api/app/v1/backoffice/content/${id}`,
      headers: H('en', tokens.manager),
      payload: { status: 'published' },
    });
    expect(pub.json().data.status).toBe('published');
    expect(cleared).toBe(before + 1);
    const news = await publicNews();
    expect(news[0]).toBe('bo-test-news');
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/content/news/bo-test-news', headers: H('ru') })).json().data
        .title,
    ).toBe('Открыли спа');
    expect((await audit(`entity=content&entityId=${id}`)).total).toBe(2);
    expect((await audit(`entity=content&entityId=${id}&action=publish`)).total).toBe(1);
    const list = (await bo('GET', '/content?kind=news&status=published&q=spa')).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await bo('GET', '/content?status=draft&q=bo-test')).json().data.total).toBe(0);
    app.clearPageCache = clear;
  });
});

describe('form inbox', () => {
  it('call-backs, feedback and questions in one list; the state moves forward once; the note is kept; audited', async () => {
    const cb = (
      await app.inject({
        method: 'POST',
        url: '/api/app/v1/callback',
        headers: H('en'),
        payload: { name: 'Инна Звонкова', phone: '+79551239901', slot: '12-15', policyConsent: true },
      })
    ).json().data.id as number;
    const fb = await app.inject({
      method: 'POST',
      url: '/api/app/v1/feedback',
      headers: H('en'),
      payload: {
        name: 'Инна Звонкова',
        phone: '+79551239901',
        contactMethod: 'telegram',
        rentalType: 'long',
        comment: 'Нужна квартира на год',
        policyConsent: true,
        notificationsConsent: true,
      },
    });
    const fbId = fb.json().data.id as number;
    const list = (await bo('GET', '/forms?q=Звонкова')).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([fbId, cb]);
    const [f, c] = list.data;
    expect(c).toMatchObject({
      kind: 'callback',
      slot: '12-15',
      status: 'new',
      consents: { policy: true, notifications: false },
    });
    expect(f).toMatchObject({
      kind: 'feedback',
      slot: null,
      consents: { policy: true, notifications: true },
      details: { contactMethod: 'telegram', comment: 'Нужна квартира на год' },
    });
    const patch = (payload: object, lang: 'ru' | 'en' = 'en') =>
      app.inject({
        method: 'PATCH',
        url: `/api/app/v1/backoffice/forms/${cb}`,
        headers: H(lang, tokens.manager),
        payload,
      });
    expect((await patch({ status: 'in_progress', note: 'перезвонить после 13' })).json().data).toMatchObject({
      status: 'in_progress',
      note: 'перезвонить после 13',
    });
    expect((await patch({ status: 'done' })).json().data.status).toBe('done');
    const back = await patch({ status: 'in_progress' }, 'ru');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Заявка уже продвинулась дальше; обновите страницу');
    expect((await patch({ note: 'дозвонились' })).json().data).toMatchObject({ status: 'done', note: 'дозвонились' });
    expect((await audit(`entity=forms&entityId=${cb}`)).total).toBe(3);
    expect((await bo('GET', '/forms?status=done&kind=callback&q=Звонкова')).json().data.total).toBe(1);
  });
});

describe('users', () => {
  it('search by phone or name; the owner role only with documents checked; a blocked person cannot log in (403, translated); audited', async () => {
    const p = '+79551238801';
    const token = await testbed.login(p);
    await app.inject({
      method: 'PUT',
      url: '/api/app/v1/profile',
      headers: H('en', token),
      payload: { surname: 'Блохина', name: 'Вера' },
    });
    const byPhone = (await bo('GET', '/users?q=955 123 88 01')).json().data.data;
    expect(byPhone.map((u: { phone: string }) => u.phone)).toEqual([p]);
    const id = byPhone[0].id as number;
    expect((await bo('GET', '/users?q=блохина')).json().data.data.map((u: { id: number }) => u.id)).toEqual([id]);
    expect((await bo('GET', `/users/${id}`)).json().data).toMatchObject({
      roles: ['guest'],
      blocked: false,
      deleted: false,
      bookings: [],
      rooms: [],
    });

    const noDocs = await bo('POST', `/users/${id}/grant-owner`, { documentsChecked: false }, 'ru');
    expect(noDocs.statusCode).toBe(422);
    expect(JSON.stringify(noDocs.json().errors)).toContain('Подтвердите, что документы собственника проверены');
    expect((await bo('POST', `/users/${id}/grant-owner`, { documentsChecked: true })).json().data.roles).toEqual([
      'guest',
      'owner',
    ]);
    expect((await bo('POST', `/users/${id}/grant-owner`, { documentsChecked: true })).statusCode).toBe(409);

    expect((await bo('POST', `/users/${id}/block`)).json().data.blocked).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: H('en', token) })).statusCode).toBe(
      401,
    );
    await app.inject({ method: 'POST', url: '/api/app/v1/auth/code', headers: H('ru'), payload: { phone: p } });
    const code = [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === p)!.code;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/app/v1/auth/login',
      headers: H('ru'),
      payload: { phone: p, policyConsent: true, code },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Учётная запись заблокирована. Обратитесь в управляющую компанию.');
    expect((await bo('POST', `/users/${id}/block`)).statusCode).toBe(409);
    expect((await bo('POST', `/users/${id}/unblock`)).json().data.blocked).toBe(false);
    await testbed.login(p);
    expect((await audit(`entity=users&entityId=${id}`)).total).toBe(3);
  });

  it('restores a deleted account within the retention period with the phone the person uses now', async () => {
    const p = '+79551238802';
    const token = await testbed.login(p);
    const id = (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: H('en', token) })).json().data
      .id as number;
    await app.inject({ method: 'POST', url: '/api/app/v1/account/deletion/code', headers: H('en', token) });
    const code = [...(app.sms as LocalSmsService).outbox].reverse().find((e) => e.phone === p)!.code;
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/app/v1/account', headers: H('en', token), payload: { code } }))
        .statusCode,
    ).toBe(200);
    expect((await bo('GET', `/users/${id}`)).json().data).toMatchObject({
      deleted: true,
      restorable: true,
      phone: null,
    });
    const taken = await bo('POST', `/users/${id}/restore`, { phone: DEMO_USERS.guest }, 'en');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.phone).toEqual(['Another live account has this phone']);
    const r = await bo('POST', `/users/${id}/restore`, { phone: '+79551238803' });
    expect(r.json().data).toMatchObject({ deleted: false, phone: '+79551238803' });
    const again = await testbed.login('+79551238803');
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/auth/me', headers: H('en', again) })).json().data.id,
    ).toBe(id);
    expect((await bo('POST', `/users/${id}/restore`, { phone: '+79551238804' })).statusCode).toBe(409);
  });
});
