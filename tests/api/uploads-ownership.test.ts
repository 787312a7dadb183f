/**
 * Who may upload and cite a file (docs/rules.md R1.13): a logged-in user or the claim token of
 * the caller's anonymous booking; a file belongs to its uploader, only the uploader cites it
 * (once), and a file no booking cites is deleted after 24 hours by the purge job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { uploads } from '../../server/db/schema';
import { uploadKey } from '../../server/services/storage';
import { purgeUnreferencedUploads } from '../../server/jobs/uploads';
import { H, login, TestClock, testApp, type TestApp, postUpload } from './helpers';

const clock = new TestClock(new Date('2026-12-01T06:00:00Z'));
let app: FastifyInstance;
let testbed: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  testbed = await testApp({ clock });
  app = testbed.app;
  alice = await login(app);
  bob = await login(app);
});
afterAll(async () => testbed?.close());

const upload = (headers: Record<string, string>, name = 'doc.pdf') =>
  postUpload(app, headers, { name, mime: 'application/pdf', body: '%PDF-1.4' });
const legal = (objectId: number, tin: object, guestDocuments: object[]) => ({
  objectIds: [objectId],
  checkIn: '2027-01-10',
  checkOut: '2027-01-12',
  guests: { adults: 1, children: [] },
  tariffId: 1,
  policyConsent: true,
  payerType: 'legal',
  contact: { surname: 'A', name: 'B', phone: '+79120000000', companyName: 'LLC Romashka', inn: '6670000000' },
  documents: { tinCertificate: tin, guestDocuments },
});
const book = (payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/app/v1/bookings', headers, payload });

describe('uploads belong to their uploader', () => {
  it('an anonymous upload needs a claim token of an own booking (401 translated otherwise)', async () => {
    const anon = await upload(H('ru'));
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Войдите, чтобы загружать файлы');
    expect((await upload({ ...H('en'), 'x-claim-token': 'made-up' })).json().message).toBe('Log in to upload files');
    const b = (await book({ ...legal(40, {}, []), payerType: 'individual', documents: undefined }, H('en'))).json()
      .data;
    expect(b.claimToken).toBeTruthy();
    expect((await upload({ ...H('en'), 'x-claim-token': b.claimToken })).statusCode).toBe(201);
  });

  it("only the uploader may cite a file, and only once; someone else's file counts as missing", async () => {
    const tin = (await upload(H('en', alice), 'inn.pdf')).json().data;
    const guest = (await upload(H('en', alice), 'passport.pdf')).json().data;
    const stolen = await book(legal(41, tin, [guest]), H('en', bob));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toMatchObject({
      'documents.tinCertificate': ['A legal entity must attach the TIN certificate'],
      'documents.guestDocuments': [expect.any(String)],
    });
    const own = await book(legal(41, tin, [guest]), H('en', alice));
    expect(own.statusCode).toBe(201);
    const again = await book(legal(42, tin, [guest]), H('en', alice));
    expect(again.statusCode).toBe(422);
    const row = await app.db.query.uploads.findFirst({ where: eq(uploads.id, tin.id) });
    expect(row?.bookingId).toBe(own.json().data.id);
  });

  it('a file no booking cites is deleted after 24 hours, a cited one is kept', async () => {
    const loose = (await upload(H('en', bob), 'loose.pdf')).json().data;
    const tin = (await upload(H('en', bob), 'inn.pdf')).json().data;
    const guest = (await upload(H('en', bob), 'guest.pdf')).json().data;
    expect((await book(legal(43, tin, [guest]), H('en', bob))).statusCode).toBe(201);
    expect(await app.storage.stat(uploadKey(loose.id))).not.toBeNull();
    clock.advance(23 * 3_600_000);
    expect(await purgeUnreferencedUploads(app, clock.now())).not.toContain(loose.id);
    clock.advance(2 * 3_600_000);
    const purged = await purgeUnreferencedUploads(app, clock.now());
    expect(purged).toContain(loose.id);
    expect(purged).not.toContain(tin.id);
    expect(await app.storage.stat(uploadKey(loose.id))).toBeNull();
    expect(await app.storage.stat(uploadKey(tin.id))).not.toBeNull();
    expect(await app.db.query.uploads.findFirst({ where: eq(uploads.id, loose.id) })).toBeUndefined();
  });
});
