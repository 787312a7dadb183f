/**
 * Production serving (docs/architecture.md § The whole): one process serves /api and the built
 * SPA, with an index.html
 * fallback for client routes; hashed assets are cached for a year; API misses stay JSON.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import { h, testApp, testDb } from './helpers';

let db: DbHandle;
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ru"><div id="root"></div></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'hello.txt'), 'static file');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  const big = `export const text = ${JSON.stringify('Апарт-отель '.repeat(500))};`;
  writeFileSync(join(dist, 'assets', 'big-abc.js'), big);
  writeFileSync(join(dist, 'assets', 'big-abc.js.br'), brotliCompressSync(big));
  db = await testDb();
  ({ app } = await testApp({ db, config: { production: true, distDir: dist, devRoutes: false } }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('production serving', () => {
  it('serves index.html at / and for any client route, not cached', async () => {
    for (const url of ['/', '/dashboard', '/objects/12/order?x=1', '/no-such-page']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
      expect(r.body).toContain('<div id="root">');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and static files as they are', async () => {
    const js = await app.inject({ url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    // Without the document's headers (~700 bytes on each of a screen's 130–170 scripts), with the
    // ones the browser checks on a script.
    expect(js.headers['content-security-policy']).toBeUndefined();
    expect(js.headers['x-frame-options']).toBeUndefined();
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers['cross-origin-resource-policy']).toBe('same-site');
    const page = await app.inject({ url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await app.inject({ url: '/hello.txt' })).body).toBe('static file');
    // The build's own files (Vite's manifest, the modules of each script) are not the site's.
    const manifest = await app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('src/main.tsx');
  });

  it('sends precompressed static files and compresses API answers', async () => {
    const asset = await app.inject({ url: '/assets/big-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.length).toBeLessThan(1000);
    const plain = await app.inject({ url: '/assets/big-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Апарт-отель');
    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
  });

  it('keeps API misses as JSON 404 and hides dev routes in production', async () => {
    const r = await app.inject({ url: '/api/app/v1/nothing', headers: h() });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Не найдено' });
    expect((await app.inject({ url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/app/v1/building', headers: h() })).statusCode).toBe(200);
  });
});
