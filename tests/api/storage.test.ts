/**
 * Files behind one storage interface (issue 25 item 2; docs/architecture.md § Outside services):
 * the upload, attached-document, object-photo, purge and /readyz paths run on local disk and on
 * S3 — a real S3-compatible server from npm (tests/api/s3-server.ts), not a mock — with the same
 * answers and headers; and two apps on one database and one bucket serve each other's files.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { DEMO_USERS } from '../../server/db/seed';
import { purgeUnreferencedUploads } from '../../server/services/uploads';
import { createFileStorage, photoKey, uploadKey } from '../../server/services/storage';
import { testApp, testDb, postUpload } from './helpers';
import { H, login } from './helpers';
import { startS3Server, type TestS3 } from './s3-server';

const PDF = Buffer.from('%PDF-1.4\n% a scan\n%%EOF');
/** A real 1×1 PNG (file-type checks the chunk structure). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let s3: TestS3;
let db: DbHandle;
let localDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  [s3, db, localDir] = await Promise.all([startS3Server(), testDb(), mkdtemp(join(tmpdir(), 'portal-storage-test-'))]);
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await db?.close();
  await s3?.stop();
  if (localDir) await rm(localDir, { recursive: true, force: true });
});

/** An app on the shared database with the adapter's configuration (closed after the file). */
async function appOn(config: object): Promise<FastifyInstance> {
  const { app } = await testApp({ db, config: { authCodeResendSeconds: 0, ...config } });
  apps.push(app);
  return app;
}

async function upload(app: FastifyInstance, token: string, name: string, mime: string, body: Buffer): Promise<string> {
  const r = await postUpload(app, H('en', token), { name, mime, body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id;
}

let seq = 0;
/** Issues the guest a document whose file is the upload `fileId` (docs/rules.md R11.4); resolves to its id. */
async function issueDocument(app: FastifyInstance, manager: string, fileId: string): Promise<number> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/app/v1/backoffice/documents',
    headers: H('en', manager),
    payload: {
      phone: DEMO_USERS.guest,
      type: 'invoice',
      number: `ST-${process.pid}-${++seq}`,
      nameRu: 'Договор',
      nameEn: 'Contract',
      issuedOn: '2026-12-05',
      signatureRequired: false,
      fileId,
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id;
}

/** Publishes the upload `id` as the first photo of object 1 (docs/rules.md R16.10); resolves to its URL. */
async function publishPhoto(app: FastifyInstance, manager: string, id: string): Promise<string> {
  const url = '/api/app/v1/backoffice/objects/1';
  const before = (await app.inject({ url, headers: H('en', manager) })).json().data.photos as string[];
  const r = await app.inject({ method: 'PATCH', url, headers: H('en', manager), payload: { photos: [id, ...before] } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.photos[0];
}

describe.each(['local', 's3'] as const)('%s storage', (kind) => {
  let app: FastifyInstance;
  const tok = { manager: '', guest: '', stranger: '' };
  // Each S3 app gets a data folder of its own: only the bucket can carry a file from one to another.
  const config = () => (kind === 'local' ? { dataDir: localDir } : { ...s3.config, dataDir: join(localDir, 'app-a') });

  beforeAll(async () => {
    app = await appOn(config());
    [tok.manager, tok.guest, tok.stranger] = await Promise.all([
      login(app, DEMO_USERS.manager),
      login(app, DEMO_USERS.guest),
      login(app),
    ]);
  });

  it('keeps a checked upload in the store and serves it as the document’s PDF with the same headers; not to others', async () => {
    expect(app.storage.kind).toBe(kind);
    const id = await upload(app, tok.manager, 'contract.pdf', 'application/pdf', PDF);
    expect(await app.storage.get(uploadKey(id))).toEqual(PDF);
    // Local disk keeps the layout it always had; S3 keeps nothing on disk.
    expect(existsSync(join(localDir, 'uploads', id))).toBe(kind === 'local');

    const doc = await issueDocument(app, tok.manager, id);
    const pdf = await app.inject({ url: `/api/app/v1/documents/${doc}/pdf`, headers: H('en', tok.guest) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload).toEqual(PDF);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="/);
    const download = await app.inject({
      url: `/api/app/v1/documents/${doc}/pdf?download=1`,
      headers: H('en', tok.guest),
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    // Someone else's document: 404, whatever the store.
    expect(
      (await app.inject({ url: `/api/app/v1/documents/${doc}/pdf`, headers: H('en', tok.stranger) })).statusCode,
    ).toBe(404);
  });

  it('publishes an object photo (moved from uploads to photos) and streams it at /media/photos with its headers', async () => {
    const id = await upload(app, tok.manager, 'room.png', 'image/png', PNG);
    const url = await publishPhoto(app, tok.manager, id);
    expect(url).toBe(`/media/photos/${id}.png`);
    expect(await app.storage.stat(uploadKey(id))).toBeNull();
    expect((await app.storage.stat(photoKey(`${id}.png`)))?.size).toBe(PNG.length);

    const img = await app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload).toEqual(PNG);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.headers['content-length']).toBe(String(PNG.length));
    expect((await app.inject({ url: '/media/photos/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
  });

  it('the purge deletes an unreferenced upload’s bytes from the store', async () => {
    const id = await upload(app, tok.guest, 'loose.pdf', 'application/pdf', PDF);
    const purged = await purgeUnreferencedUploads(app, new Date(Date.now() + 25 * 3_600_000));
    expect(purged).toContain(id);
    expect(await app.storage.stat(uploadKey(id))).toBeNull();
    expect(await app.storage.get(uploadKey(id))).toBeNull();
  });

  it('/readyz is 200 while the store takes files and 503 when it does not', async () => {
    const ok = await app.inject({ url: '/readyz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checks.storage).toBe(true);

    // Local: the folder cannot be made (a file stands in its place). S3: the bucket does not exist.
    const blocked = join(localDir, 'a-file-not-a-folder');
    await writeFile(blocked, '');
    const broken = await createFileStorage(
      kind === 'local'
        ? { dataDir: blocked }
        : { dataDir: ':memory:', ...s3.config, storageUrl: 's3://no-such-bucket' },
    );
    const { app: down } = await testApp({ db, storage: broken });
    try {
      const r = await down.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ status: 'unavailable', checks: { database: true, storage: false } });
      // A store that is down is an error, never "no such file".
      await expect(broken.get(uploadKey('00000000-0000-4000-8000-000000000000'))).rejects.toThrow();
    } finally {
      await down.close();
      await broken.close();
    }
  });

  it.runIf(kind === 's3')(
    'a second app on the same database and bucket serves what the first stored, and the other way round',
    async () => {
      const other = await appOn({ ...s3.config, dataDir: join(localDir, 'app-b') });
      const scan = await upload(app, tok.manager, 'scan.pdf', 'application/pdf', PDF);
      const doc = await issueDocument(app, tok.manager, scan);
      const viaB = await other.inject({ url: `/api/app/v1/documents/${doc}/pdf`, headers: H('en', tok.guest) });
      expect(viaB.statusCode).toBe(200);
      expect(viaB.rawPayload).toEqual(PDF);

      const photo = await upload(other, tok.manager, 'hall.png', 'image/png', PNG);
      const url = await publishPhoto(other, tok.manager, photo);
      const viaA = await app.inject({ url });
      expect(viaA.statusCode).toBe(200);
      expect(viaA.rawPayload).toEqual(PNG);
    },
  );
});
