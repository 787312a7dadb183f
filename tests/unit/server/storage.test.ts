/**
 * The file store's configuration and the local adapter (docs/architecture.md § Outside services):
 * STORAGE_URL and S3_* are read as documented, a bad STORAGE_URL stops the start, keys cannot leave
 * their folder, and local disk answers null for a missing file. The S3 adapter runs against a real
 * server in tests/api/storage.test.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import {
  assertKey,
  createFileStorage,
  LocalFileStorage,
  parseS3Url,
  photoKey,
  uploadKey,
} from '../../../server/services/storage';

describe('storage configuration', () => {
  it('reads STORAGE_URL and S3_* with their defaults', () => {
    const none = readConfig({});
    expect(none.storageUrl).toBeUndefined();
    expect(none.s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const s3 = readConfig({
      STORAGE_URL: 's3://portal/prod',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.storageUrl).toBe('s3://portal/prod');
    expect(s3.s3).toEqual({
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('parses s3://bucket[/prefix] and refuses anything else', async () => {
    expect(parseS3Url('s3://portal')).toEqual({ bucket: 'portal', prefix: '' });
    expect(parseS3Url('s3://portal-files/a/b/')).toEqual({ bucket: 'portal-files', prefix: 'a/b' });
    for (const bad of ['portal', 'http://portal', 's3://', 's3://UPPER', 's3://a']) expect(parseS3Url(bad)).toBeNull();
    await expect(createFileStorage({ dataDir: ':memory:', storageUrl: 'https://bucket' })).rejects.toThrow(
      /STORAGE_URL must be s3:\/\/bucket/,
    );
    expect((await createFileStorage({ dataDir: ':memory:' })).kind).toBe('local');
  });

  it('keeps keys inside their area', () => {
    expect(assertKey(uploadKey('0b7c5d1e-1111-4000-8000-000000000001'))).toMatch(/^uploads\//);
    expect(assertKey(photoKey('0b7c5d1e-1111-4000-8000-000000000001.png'))).toMatch(/^photos\//);
    for (const bad of ['../etc/passwd', 'uploads/../x', '/etc/passwd', 'uploads/a/b', 'uploads/', 'uploads/.hidden']) {
      expect(() => assertKey(bad), bad).toThrow(/bad key/);
    }
  });
});

describe('LocalFileStorage', () => {
  let root: string;
  let store: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portal-local-store-'));
    store = new LocalFileStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, reads, streams, copies and deletes under root/<area>/<name>; a missing file is null', async () => {
    await store.put('uploads/a', Buffer.from('bytes'));
    expect(await readdir(join(root, 'uploads'))).toEqual(['a']); // no temp file left behind
    expect((await store.get('uploads/a'))?.toString()).toBe('bytes');
    expect((await store.stat('uploads/a'))?.size).toBe(5);
    await store.copy('uploads/a', 'photos/a.png');
    const s = await store.stream('photos/a.png');
    const chunks: Buffer[] = [];
    for await (const c of s!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('bytes');
    await store.delete('uploads/a');
    await store.delete('uploads/a');
    expect(await store.get('uploads/a')).toBeNull();
    expect(await store.stat('uploads/a')).toBeNull();
    expect(await store.stream('uploads/a')).toBeNull();
    await expect(store.copy('uploads/a', 'photos/b.png')).rejects.toThrow();
    await expect(store.check()).resolves.toBeUndefined();
  });
});
