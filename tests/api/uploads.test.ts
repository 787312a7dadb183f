/** Uploads are checked by size, declared type and magic bytes (docs/rules.md R1.13); the uploader is logged in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { sniff } from '../../server/services/file-storage';
import { login, h, testApp, testDb, postUpload } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
let auth: Record<string, string>;
beforeAll(async () => {
  db = await testDb();
  ({ app } = await testApp({ db }));
  auth = { authorization: `Bearer ${await login(app)}` };
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const send = (filename: string, mime: string, body: Buffer) =>
  postUpload(app, h({ devicelocale: 'en', ...auth }), { name: filename, mime, body });

/** A real 1×1 PNG (file-type checks the chunk structure, not only the signature). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

describe('uploads', () => {
  it('accepts a PDF, JPEG and PNG whose bytes match their declared type', async () => {
    for (const [name, mime, body] of [
      ['inn.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF')],
      ['passport.jpg', 'image/jpeg', JPEG],
      ['scan.png', 'image/png', PNG],
    ] as const) {
      const r = await send(name, mime, body);
      expect(r.statusCode, name).toBe(201);
      expect(r.json().data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name });
    }
  });

  it('refuses a file whose bytes are not an accepted type, or do not match the declared one', async () => {
    const fake = await send('inn.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 this is an executable'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toEqual({
      message: 'Upload a PDF, JPEG, PNG or WebP file',
      errors: { file: ['Upload a PDF, JPEG, PNG or WebP file'] },
    });
    expect((await send('scan.pdf', 'application/pdf', PNG)).statusCode).toBe(422);
    expect((await send('page.html', 'text/html', Buffer.from('<html><script>alert(1)</script>'))).statusCode).toBe(422);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const r = await send('big.pdf', 'application/pdf', big);
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('The request is too large');
  });

  it('refuses a request that is not multipart', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/app/v1/uploads',
      headers: h(auth),
      payload: { file: 'x' },
    });
    expect(r.statusCode).toBe(415);
  });

  it('knows the magic bytes (file-type)', async () => {
    expect(await sniff(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(await sniff(PNG)).toBe('png');
    expect(await sniff(JPEG)).toBe('jpeg');
    expect(await sniff(Buffer.from('%PDF-1.4\n'))).toBe('pdf');
    expect(await sniff(Buffer.from('GIF89a'))).toBeNull();
    expect(await sniff(Buffer.from('MZ\x90\x00 an executable', 'latin1'))).toBeNull();
    // A PNG signature followed by no well-formed chunk is not an image.
    expect(await sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    expect(await sniff(Buffer.alloc(0))).toBeNull();
  });
});
