/** Issue #4: public content, the feedback and question forms, sitemap.xml and robots.txt. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { formRequests } from '../../server/db/schema';
import { testApp, type TestApp } from './helpers';

let app: FastifyInstance;
let testbed: TestApp;
const headers = (lang = 'ru') => ({ company: '1', devicelocale: lang });

beforeAll(async () => {
  testbed = await testApp({
    config: {
      seedDemo: true,
      production: false,
      devRoutes: false,
      publicUrl: 'https://grand.example',
    },
  });
  app = testbed.app;
});
afterAll(async () => testbed?.close());

describe('content', () => {
  it('lists news newest first, paginated, in the request language', async () => {
    const ru = await app.inject({ url: '/api/app/v1/content/news?_start=0&_end=4', headers: headers('ru') });
    expect(ru.statusCode).toBe(200);
    const page = ru.json().data;
    expect(page.total).toBe(6);
    expect(page.data).toHaveLength(4);
    expect(page.last_page).toBe(2);
    expect(page.data[0].title).toBe('Зимнее предложение: −15% от 7 ночей');
    expect(page.data[0].publishedAt).toMatch(/^\d\d:\d\d:\d\d \d\d\.\d\d\.\d{4}$/);
    const en = await app.inject({ url: '/api/app/v1/content/news', headers: headers('en') });
    expect(en.json().data.data[0].title).toBe('Winter offer: 15% off 7+ nights');
  });

  it('gives one item by slug and 404 for an unknown slug or kind', async () => {
    const p = await app.inject({ url: '/api/app/v1/content/partner/uralfit', headers: headers('en') });
    expect(p.statusCode).toBe(200);
    expect(p.json().data).toMatchObject({ title: 'UralFit gym', data: { discount: 20, promoCode: 'GRAND20' } });
    const missing = await app.inject({ url: '/api/app/v1/content/partner/nope', headers: headers('en') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBeTruthy();
    const badKind = await app.inject({ url: '/api/app/v1/content/secrets', headers: headers() });
    expect(badKind.statusCode).toBe(422);
  });

  it('has the seeded pages, segments and rental apartments filtered by segment', async () => {
    for (const slug of [
      'about',
      'about-company',
      'for-investors',
      'policy',
      'personal-data-rules',
      'agreement',
      'payment',
      'office',
      'registersoftware',
      'mobile-app',
      'location',
    ]) {
      const r = await app.inject({ url: `/api/app/v1/content/page/${slug}`, headers: headers('en') });
      expect(r.statusCode, slug).toBe(200);
      expect(r.json().data.body.length, slug).toBeGreaterThan(50);
    }
    const payment = (await app.inject({ url: '/api/app/v1/content/page/payment', headers: headers('en') })).json().data
      .body;
    expect(payment).toContain('20 minutes');
    expect(payment).toContain('2–3 business days');
    const families = (
      await app.inject({ url: '/api/app/v1/content/rental?segment=families', headers: headers() })
    ).json().data.data;
    expect(families.map((r: { slug: string }) => r.slug)).toEqual(['two-bed-0603', 'three-bed-1902']);
    const segment = (await app.inject({ url: '/api/app/v1/content/segment/families', headers: headers() })).json().data;
    expect(segment.data.priceFromKopecks).toBe(8_500_000);
  });

  it('needs the company header', async () => {
    const r = await app.inject({ url: '/api/app/v1/content/news' });
    expect(r.statusCode).toBe(400);
  });
});

describe('forms', () => {
  const feedback = {
    name: 'Анна',
    phone: '8 (912) 345-67-89',
    contactMethod: 'telegram',
    rentalType: 'long',
    dateFrom: '2026-12-01',
    dateTo: '2027-03-01',
    comment: 'Нужна детская кроватка',
    policyConsent: true,
  };

  it('stores feedback with the phone normalised to +7 and the optional consent off', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/app/v1/feedback', headers: headers(), payload: feedback });
    expect(r.statusCode).toBe(200);
    const [row] = await app.db.select().from(formRequests).orderBy(desc(formRequests.id)).limit(1);
    expect(row).toMatchObject({ kind: 'feedback', phone: '+79123456789', notificationsConsent: false });
    expect(row.payload).toMatchObject({ contactMethod: 'telegram', rentalType: 'long', dateFrom: '2026-12-01' });
  });

  it('rejects feedback without policy consent, with a bad phone or dates in the wrong order', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/feedback',
      headers: headers('en'),
      payload: { ...feedback, policyConsent: false, phone: '123', dateFrom: '2027-03-01', dateTo: '2026-12-01' },
    });
    expect(r.statusCode).toBe(422);
    const { errors } = r.json();
    expect(errors.policyConsent).toEqual(['You must accept the personal data policy']);
    expect(errors.phone).toBeTruthy();
  });

  it('rejects dates in the wrong order', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/feedback',
      headers: headers('en'),
      payload: { ...feedback, dateFrom: '2027-03-01', dateTo: '2026-12-01' },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.dateTo).toBeTruthy();
  });

  it('stores a question and validates its fields', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/app/v1/question',
      headers: headers(),
      payload: {
        name: 'Иван',
        phone: '+7 912 000-11-22',
        email: 'ivan@example.com',
        question: 'Можно ли с собакой?',
        policyConsent: true,
      },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await app.db.select().from(formRequests).orderBy(desc(formRequests.id)).limit(1);
    expect(row).toMatchObject({ kind: 'question', phone: '+79120001122' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/app/v1/question',
      headers: headers('en'),
      payload: { name: '', phone: '', email: 'x', question: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'phone', 'policyConsent', 'question']);
  });
});

describe('search engines', () => {
  it('serves sitemap.xml with absolute URLs of pages and content under PUBLIC_URL, never the Host', async () => {
    const r = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(r.body).not.toContain('evil.example');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/xml');
    expect(r.body).toContain('<loc>https://grand.example/</loc>');
    expect(r.body).toContain('<loc>https://grand.example/news/winter-offer</loc>');
    expect(r.body).toContain('<loc>https://grand.example/partners/uralfit</loc>');
    expect(r.body).toContain('<loc>https://grand.example/segments/families</loc>');
    expect(r.body).toContain('<loc>https://grand.example/segments/apartments/studio-1204</loc>');
    expect(r.body).not.toContain('/dashboard');
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const r = await app.inject({
      url: '/robots.txt',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Disallow: /api/');
    expect(r.body).toContain('Sitemap: https://grand.example/sitemap.xml');
  });
});
