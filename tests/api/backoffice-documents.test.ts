/**
 * Back-office documents and document requests (docs/rules.md R11.7): a manager issues a generated
 * document (the user sees it and is notified) or an uploaded PDF (the user's PDF route serves the
 * upload), a non-PDF or duplicate number is refused, another company's document answers 404, only
 * managers get in, marking paid works once and stops the card payment, and a request moves
 * in progress → done by issuing, or is rejected with a required note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../../server/db/seed';
import { eq } from 'drizzle-orm';
import { companies, documents, users } from '../../server/db/schema';
import { H, TestClock, testApp, type TestApp, postUpload, RELOGIN_CONFIG } from './helpers';

const clock = new TestClock(new Date('2026-12-05T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
const tok = { guest: '', owner: '', manager: '', stranger: '' };
const STRANGER = '+79551239901';

beforeAll(async () => {
  testbed = await testApp({
    config: RELOGIN_CONFIG,
    clock,
  });
  app = testbed.app;
  tok.guest = await testbed.login(DEMO_USERS.guest);
  tok.owner = await testbed.login(DEMO_USERS.owner, { owner: true });
  tok.manager = await testbed.login(DEMO_USERS.manager);
  tok.stranger = await testbed.login(STRANGER);
});
afterAll(async () => testbed?.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method, url: `/api/app/v1/${url}`, headers: H(lang, token), ...(payload ? { payload } : {}) });
const bo = (method: Method, url: string, payload?: object, lang: 'ru' | 'en' = 'en') =>
  call(method, `backoffice/${url}`, tok.manager, payload, lang);

let seq = 0;
const doc = (over: Record<string, unknown> = {}) => ({
  phone: DEMO_USERS.guest,
  type: 'invoice',
  number: `BO-${++seq}`,
  nameRu: 'Счёт за парковку',
  nameEn: 'Parking invoice',
  issuedOn: '2026-12-05',
  dueOn: '2026-12-15',
  amountKopecks: 350_000,
  signatureRequired: true,
  textRu: 'Парковка за декабрь',
  textEn: 'Parking for December',
  lines: [{ labelRu: 'Парковка', labelEn: 'Parking', amountKopecks: 350_000 }],
  ...over,
});

function upload(token: string, filename: string, mime: string, body: Buffer) {
  return postUpload(app, H('en', token), { name: filename, mime, body });
}
const PDF = Buffer.from('%PDF-1.4\n% uploaded by the MC\n%%EOF');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('issuing a document (R11.7)', () => {
  it('a generated document reaches the user: in their list, notified, history with the manager', async () => {
    const r = await bo('POST', 'documents', doc({ number: 'BO-GEN-1' }));
    expect(r.statusCode).toBe(201);
    const d = r.json().data;
    expect(d).toMatchObject({
      number: 'BO-GEN-1',
      payment: 'requires_payment',
      signature: 'requires_signature',
      userPhone: DEMO_USERS.guest,
      fileName: null,
    });
    expect(d.history[0].kind).toBe('issued');
    expect(d.history[0].actor).toBeTruthy();
    const mine = (await call('GET', 'documents?_start=0&_end=100', tok.guest)).json().data.data as { id: number }[];
    expect(mine.some((x) => x.id === d.id)).toBe(true);
    const notes = (await call('GET', 'push', tok.guest)).json().data.data as {
      title: string;
      body: string;
      link: string;
    }[];
    expect(
      notes.some(
        (n) => n.title === 'New document' && n.body === 'Parking invoice № BO-GEN-1' && n.link === `/documents/${d.id}`,
      ),
    ).toBe(true);
    const pdf = await bo('GET', `documents/${d.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const audit = (await bo('GET', 'audit?entity=documents')).json().data.data as {
      entityId: number;
      action: string;
    }[];
    expect(audit.some((a) => a.entityId === d.id && a.action === 'issue')).toBe(true);
  });

  it('an uploaded PDF is the document the user downloads; a non-PDF or someone else’s upload is refused', async () => {
    const up = await upload(tok.manager, 'lease.pdf', 'application/pdf', PDF);
    expect(up.statusCode).toBe(201);
    const r = await bo(
      'POST',
      'documents',
      doc({ number: 'BO-UP-1', fileId: up.json().data.id, amountKopecks: null, lines: undefined }),
    );
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ fileName: 'lease.pdf', payment: 'none' });
    const pdf = await call('GET', `documents/${r.json().data.id}/pdf`, tok.guest);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const png = await upload(tok.manager, 'scan.png', 'image/png', PNG);
    const refused = await bo('POST', 'documents', doc({ fileId: png.json().data.id }), 'ru');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fileId[0]).toMatch(/PDF/);
    const again = await bo('POST', 'documents', doc({ fileId: up.json().data.id }));
    expect(again.statusCode).toBe(422);
    const theirs = await upload(tok.guest, 'x.pdf', 'application/pdf', PDF);
    expect((await bo('POST', 'documents', doc({ fileId: theirs.json().data.id }))).statusCode).toBe(422);
    const fake = await upload(tok.manager, 'fake.pdf', 'application/pdf', Buffer.from('not a pdf at all'));
    expect(fake.statusCode).toBe(422);
  });

  it('refuses a duplicate number (409), an unknown phone and another person’s object (422), translated', async () => {
    expect((await bo('POST', 'documents', doc({ number: 'BO-DUP' }))).statusCode).toBe(201);
    const dup = await bo('POST', 'documents', doc({ number: 'BO-DUP' }), 'ru');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.number[0]).toBe('Документ с таким номером уже есть');
    const race = await Promise.all([
      bo('POST', 'documents', doc({ number: 'BO-RACE' })),
      bo('POST', 'documents', doc({ number: 'BO-RACE' })),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const nobody = await bo('POST', 'documents', doc({ phone: '+79000000099' }));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.phone[0]).toBe('The company has no user with this phone');
    const owners = (await bo('GET', `documents/recipient?phone=${encodeURIComponent(DEMO_USERS.owner)}`)).json().data
      .objects as { id: number }[];
    const guests = (await bo('GET', `documents/recipient?phone=${encodeURIComponent(DEMO_USERS.guest)}`)).json().data
      .objects as { id: number }[];
    const foreign = owners.find((o) => !guests.some((g) => g.id === o.id))!;
    const wrong = await bo('POST', 'documents', doc({ objectId: foreign.id }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.objectId).toBeDefined();
    expect((await bo('POST', 'documents', doc({ objectId: guests[0].id }))).statusCode).toBe(201);
  });
});

describe('the list and access', () => {
  it('filters by person, type and tracks; newest issue date first', async () => {
    const all = (await bo('GET', 'documents?_start=0&_end=200')).json().data;
    expect(all.total).toBeGreaterThan(5);
    const dates = (all.data as { issuedOn: string }[]).map((x) => x.issuedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byPhone = (await bo('GET', 'documents?q=000-00-02&_end=200')).json().data.data as { userPhone: string }[];
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((x) => x.userPhone === DEMO_USERS.owner)).toBe(true);
    const toPay = (await bo('GET', 'documents?payment=requires_payment&_end=200')).json().data.data as {
      payment: string;
    }[];
    expect(toPay.length).toBeGreaterThan(0);
    expect(toPay.every((x) => x.payment === 'requires_payment')).toBe(true);
    const signed = (await bo('GET', 'documents?signature=signed&type=lease&_end=200')).json().data.data as {
      signature: string;
      type: string;
      signerName: string | null;
    }[];
    expect(signed.every((x) => x.signature === 'signed' && x.type === 'lease' && x.signerName)).toBe(true);
    const none = (await bo('GET', 'documents?payment=none&_end=200')).json().data.data as { payment: string }[];
    expect(none.every((x) => x.payment === 'none')).toBe(true);
  });

  it('another company’s document answers 404; non-managers 403, anonymous 401', async () => {
    const [mine] = await app.db.select().from(companies).where(eq(companies.id, 1));
    const [other] = await app.db
      .insert(companies)
      .values({ ...mine, id: 77, name: { ru: 'Другая УК', en: 'Other MC' } })
      .returning();
    const [person] = await app.db.insert(users).values({ companyId: other.id, phone: '+79551239977' }).returning();
    const [d] = await app.db
      .insert(documents)
      .values({
        companyId: other.id,
        userId: person.id,
        type: 'act',
        number: 'X-1',
        name: { ru: 'Акт', en: 'Act' },
        issuedOn: '2026-12-01',
        amountKopecks: 100,
      })
      .returning();
    expect((await bo('GET', `documents/${d.id}`)).statusCode).toBe(404);
    expect((await bo('GET', `documents/${d.id}/pdf`)).statusCode).toBe(404);
    expect((await bo('POST', `documents/${d.id}/mark-paid`)).statusCode).toBe(404);
    expect((await bo('GET', 'documents?_end=500')).json().data.data.some((x: { id: number }) => x.id === d.id)).toBe(
      false,
    );
    for (const t of [tok.guest, tok.owner]) {
      expect((await call('GET', 'backoffice/documents', t)).statusCode).toBe(403);
      expect((await call('POST', 'backoffice/documents', t, doc())).statusCode).toBe(403);
      expect((await call('GET', 'backoffice/document-requests', t)).statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/app/v1/backoffice/documents', headers: H('en') })).statusCode,
    ).toBe(401);
  });
});

describe('marking paid (R11.7)', () => {
  it('marks once (second → 409); the user can no longer start a card payment', async () => {
    const d = (await bo('POST', 'documents', doc({ number: 'BO-PAY-1' }))).json().data;
    const r = await bo('POST', `documents/${d.id}/mark-paid`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.payment).toBe('paid');
    expect(r.json().data.history.map((e: { kind: string }) => e.kind)).toEqual(['issued', 'marked_paid']);
    const again = await bo('POST', `documents/${d.id}/mark-paid`, undefined, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Документ уже оплачен или не требует оплаты');
    expect((await call('POST', `documents/${d.id}/pay`, tok.guest)).statusCode).toBe(409);
    const notes = (await call('GET', 'push', tok.guest)).json().data.data as { title: string; body: string }[];
    expect(notes.some((n) => n.title === 'Document paid' && n.body.endsWith('BO-PAY-1'))).toBe(true);
    const free = (await bo('POST', 'documents', doc({ number: 'BO-FREE', amountKopecks: null }))).json().data;
    expect((await bo('POST', `documents/${free.id}/mark-paid`)).statusCode).toBe(409);
  });
});

describe('the requests inbox (R11.7)', () => {
  async function newRequest(comment: string) {
    const objs = (await call('GET', 'documents/objects', tok.guest)).json().data as { id: number }[];
    return (
      await call('POST', 'documents/requests', tok.guest, {
        kind: 'residence_certificate',
        objectId: objs[0].id,
        comment,
      })
    ).json().data as { id: number; objectId: number };
  }

  it('new → in progress → done by issuing a document; the requester sees the status and the document', async () => {
    const rq = await newRequest('Для банка');
    const inbox = (await bo('GET', 'document-requests?status=new&_end=100')).json().data.data as {
      id: number;
      userPhone: string;
      comment: string;
    }[];
    expect(inbox.find((x) => x.id === rq.id)).toMatchObject({ userPhone: DEMO_USERS.guest, comment: 'Для банка' });
    const taken = await bo('POST', `document-requests/${rq.id}/take`);
    expect(taken.json().data.status).toBe('in_progress');
    expect((await bo('POST', `document-requests/${rq.id}/take`)).statusCode).toBe(409);
    const other = await bo('POST', 'documents', doc({ phone: DEMO_USERS.owner, requestId: rq.id }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.phone[0]).toBe('The request came from another person: enter their phone');
    const issued = await bo(
      'POST',
      'documents',
      doc({
        number: 'BO-RQ-1',
        type: 'certificate',
        objectId: rq.objectId,
        requestId: rq.id,
        amountKopecks: null,
        signatureRequired: false,
      }),
    );
    expect(issued.statusCode).toBe(201);
    const mine = (await call('GET', 'documents/requests', tok.guest)).json().data as {
      id: number;
      status: string;
      documentId: number | null;
    }[];
    expect(mine.find((x) => x.id === rq.id)).toMatchObject({ status: 'done', documentId: issued.json().data.id });
    expect((await bo('POST', 'documents', doc({ requestId: rq.id }))).statusCode).toBe(409);
    const notes = (await call('GET', 'push', tok.guest)).json().data.data as { title: string }[];
    expect(notes.some((n) => n.title === 'Your document request is in progress')).toBe(true);
    expect(notes.some((n) => n.title === 'The document you requested is ready')).toBe(true);
  });

  it('a rejection needs a note (422), which the requester then reads', async () => {
    const rq = await newRequest('Копия');
    const bare = await bo('POST', `document-requests/${rq.id}/reject`, { note: '  ' }, 'ru');
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.note).toBeDefined();
    const r = await bo('POST', `document-requests/${rq.id}/reject`, { note: 'Нет договора на этот объект' });
    expect(r.json().data).toMatchObject({ status: 'rejected', note: 'Нет договора на этот объект' });
    expect((await bo('POST', `document-requests/${rq.id}/take`)).statusCode).toBe(409);
    const mine = (await call('GET', 'documents/requests', tok.guest)).json().data as {
      id: number;
      status: string;
      note: string;
    }[];
    expect(mine.find((x) => x.id === rq.id)).toMatchObject({ status: 'rejected', note: 'Нет договора на этот объект' });
    expect((await bo('POST', 'document-requests/2147483000/take')).statusCode).toBe(404);
  });
});
