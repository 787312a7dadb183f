/**
 * Documents (docs/rules.md R11): the demo tenant's and owner's documents from the seed with both
 * tracks, filters, someone else's document 404, the PDF (application/pdf, %PDF, the number in it),
 * the web's signing refused with the translated "Failed to sign document", a payment applied once,
 * a request for a document for one's own object only, and the back office issuing, marking paid and
 * handling the request (audited, managers only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applyPaymentResult } from '../../server/services/payments';
import { sendDocumentReminders } from '../../server/jobs/documents';
import { H, login, TestClock, testApp, type TestApp } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let tenant: string;
let owner: string;
let stranger: string;
type Row = {
  id: number;
  number: string;
  type: string;
  payment: string;
  signature: string;
  amountKopecks: number | null;
  objectId: number | null;
};
let rows: Row[];

beforeAll(async () => {
  testbed = await testApp({
    clock,
  });
  app = testbed.app;
  tenant = await login(app, '+79990000001');
  owner = await login(app, '+79990000002');
  stranger = await login(app);
  rows = (await get('documents?_start=0&_end=50')).json().data.data;
});
afterAll(async () => testbed?.close());

function get(url: string, tok = tenant, lang: 'ru' | 'en' = 'en') {
  return app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: H(lang, tok) });
}
function post(url: string, payload: object | undefined, tok = tenant, lang: 'ru' | 'en' = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/app/v1/${url}`,
    headers: H(lang, tok),
    ...(payload ? { payload } : {}),
  });
}

describe('GET app/v1/documents', () => {
  it('lists the tenant’s documents in every state of both tracks, newest first', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const states = new Set(rows.flatMap((r) => [r.payment, r.signature]));
    for (const s of ['requires_payment', 'paid', 'requires_signature', 'signed']) expect(states).toContain(s);
    expect(rows.some((r) => r.payment === 'requires_payment' && r.signature === 'requires_signature')).toBe(true);
    const dates = rows.map((r) => (r as unknown as { issuedOn: string }).issuedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by state, type, object and period', async () => {
    const toPay = (await get('documents?state=requires_payment')).json().data.data as Row[];
    expect(toPay.length).toBeGreaterThan(0);
    expect(toPay.every((r) => r.payment === 'requires_payment')).toBe(true);
    const acts = (await get('documents?type=act')).json().data.data as Row[];
    expect(acts.every((r) => r.type === 'act')).toBe(true);
    const objectId = rows.find((r) => r.objectId)!.objectId!;
    const byObject = (await get(`documents?objectId=${objectId}`)).json().data.data as Row[];
    expect(byObject.every((r) => r.objectId === objectId)).toBe(true);
    const recent = (await get('documents?from=2026-12-01&until=2026-12-31')).json().data;
    expect(recent.total).toBeLessThan(rows.length);
    expect(recent.total).toBeGreaterThan(0);
    expect((await get('documents?state=bogus')).statusCode).toBe(422);
  });

  it('the owner has their own documents in every state; nobody sees another’s', async () => {
    const own = (await get('documents', owner)).json().data.data as Row[];
    expect(new Set(own.flatMap((r) => [r.payment, r.signature]))).toEqual(
      new Set(['requires_payment', 'paid', 'requires_signature', 'signed', 'none']),
    );
    expect(own.some((r) => rows.some((t) => t.id === r.id))).toBe(false);
    expect((await get(`documents/${rows[0].id}`, owner)).statusCode).toBe(404);
    expect((await get(`documents/${rows[0].id}/pdf`, stranger)).statusCode).toBe(404);
    expect((await post(`documents/${rows[0].id}/pay`, undefined, stranger)).statusCode).toBe(404);
    expect((await get('documents', stranger)).json().data.total).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/app/v1/documents', headers: H('en') })).statusCode).toBe(401);
  });
});

describe('one document', () => {
  it('shows fields, the signature’s evidence and history', async () => {
    const signed = rows.find((r) => r.signature === 'signed')!;
    const d = (await get(`documents/${signed.id}`)).json().data;
    expect(d.signerName).toBe('Иванов Иван Сергеевич');
    expect(d.signerPhone).toMatch(/^\+7 \(•••\) •••-00-01$/);
    expect(d.signedAt).toMatch(/^\d\d:\d\d:\d\d \d\d\.\d\d\.\d{4}$/);
    expect(d.history.map((e: { kind: string }) => e.kind)).toContain('signed');
    expect(d.pdfUrl).toBe(`/api/app/v1/documents/${signed.id}/pdf`);
  });

  it('answers the PDF inline (or as an attachment) with the number inside', async () => {
    const doc = rows[0];
    const r = await get(`documents/${doc.id}/pdf`, tenant, 'ru');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(String(r.headers['content-disposition'])).toMatch(/^inline;/);
    expect(r.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(r.rawPayload.includes(Buffer.from(`(${doc.number})`))).toBe(false); // Cyrillic numbers are UTF-16 in the info
    expect(r.rawPayload.includes(utf16(doc.number))).toBe(true);
    const dl = await get(`documents/${doc.id}/pdf?download=1`);
    expect(String(dl.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''/);
  });

  it('refuses signing from the web with the translated "Failed to sign document"', async () => {
    const toSign = rows.find((r) => r.signature === 'requires_signature')!;
    const en = await post(`documents/${toSign.id}/sign`, undefined);
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Failed to sign document');
    const ru = await post(`documents/${toSign.id}/sign`, undefined, tenant, 'ru');
    expect(ru.json().message).toBe('Не удалось подписать документ');
    expect((await get(`documents/${toSign.id}`)).json().data.signature).toBe('requires_signature');
    expect((await post(`documents/${toSign.id}/sign`, undefined, owner)).statusCode).toBe(404);
  });

  it('pays the amount due by card; the outcome is applied once', async () => {
    const toPay = rows.find((r) => r.payment === 'requires_payment')!;
    const r = await post(`documents/${toPay.id}/pay`, undefined);
    expect(r.statusCode).toBe(201);
    const { paymentId, confirmationUrl } = r.json().data;
    expect(confirmationUrl).toContain(`/payment-sandbox/${paymentId}`);
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: true });
    expect(await applyPaymentResult(app, paymentId, 'succeeded')).toEqual({ applied: false });
    const d = (await get(`documents/${toPay.id}`)).json().data;
    expect(d.payment).toBe('paid');
    expect(d.history.filter((e: { kind: string }) => e.kind === 'paid')).toHaveLength(1);
    const again = await post(`documents/${toPay.id}/pay`, undefined, tenant, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('По этому документу нечего оплачивать');
    const notes = (await get('push')).json().data.data as { title: string }[];
    expect(notes.some((n) => n.title === 'Document paid')).toBe(true);
  });
});

describe('requests for a document', () => {
  it('lists the caller’s objects and accepts a request for one of them only', async () => {
    const objs = (await get('documents/objects')).json().data as { id: number }[];
    expect(objs.length).toBeGreaterThan(0);
    const ok = await post('documents/requests', {
      kind: 'residence_certificate',
      objectId: objs[0].id,
      comment: 'Для визы',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ status: 'new', kind: 'residence_certificate' });
    const theirs = await post('documents/requests', { kind: 'act_copy', objectId: objs[0].id }, stranger, 'ru');
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.objectId[0]).toBe('Выберите один из своих объектов');
    const mine = (await get('documents/requests')).json().data as { comment: string }[];
    expect(mine.some((x) => x.comment === 'Для визы')).toBe(true);
  });
});

describe('reminders (R11.6)', () => {
  it('sends each due-date and validity reminder once, in-app', async () => {
    const first = await sendDocumentReminders(app);
    expect(first).toBeGreaterThan(0);
    expect(await sendDocumentReminders(app)).toBe(0);
    const notes = (await get('push', owner, 'ru')).json().data.data as { title: string }[];
    expect(notes.some((n) => n.title.startsWith('Документ действует до'))).toBe(true);
    const tenantNotes = (await get('push')).json().data.data as { title: string }[];
    expect(tenantNotes.some((n) => n.title.startsWith('Document due on'))).toBe(true);
  });
});

/** A PDF text string as PDFKit writes a non-ASCII info string: `(` BOM FE FF, UTF-16BE bytes `)`. */
function utf16(s: string): Buffer {
  return Buffer.concat([
    Buffer.from('(\xfe\xff', 'latin1'),
    Buffer.from(s, 'utf16le').swap16(),
    Buffer.from(')', 'latin1'),
  ]);
}
