/**
 * Server rendering in production (server/ssr.ts; docs/rules.md R6.4): status codes per kind of
 * path, the per-(path, language) cache, the in-process API calls, and the fallback to the
 * client-rendered page when a render throws. The renderer is a stand-in for the built
 * dist-ssr/entry-server.js (the real one is covered by tests/e2e/ssr.spec.ts).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../server/db/client';
import type { SsrEntry } from '../../server/ssr';
import { testApp, testDb } from './helpers';

let db: DbHandle;
let app: FastifyInstance;
const renders: string[] = [];
let failNext = false;

const entry: SsrEntry = {
  classify: (p) =>
    p === '/' || p.startsWith('/news') || p === '/objects' ? 'public' : p === '/login' ? 'spa' : 'unknown',
  // As the real route table: the search keeps a canonical query (here: `kind` only) and is not cached.
  pageKey: (p, search) => {
    if (p !== '/objects') return { url: p, cacheable: true };
    const kind = new URLSearchParams(search).get('kind');
    return { url: kind ? `${p}?kind=${kind}` : p, cacheable: false };
  },
  async render(url, lang, api) {
    renders.push(`${lang} ${url}`);
    if (failNext) {
      failNext = false;
      throw new Error('boom');
    }
    const company = await api('/api/app/v1/company', lang);
    const name = (company.body as { data: { name: string } }).data.name;
    return {
      status: url === '/news/missing' || url === '/nope' ? 404 : 200,
      html: `<h1>${name} ${url}</h1>`,
      css: '.x{color:red}',
      data: JSON.stringify({ state: { queries: [], mutations: [] } }),
      head: '<title>T</title>',
      lang,
      // The islands' loader and one island, as the real render names them (keys of Vite's manifest).
      modules: ['src/islands/boot.tsx', 'src/layouts/public-header-actions.tsx'],
      // A page whose data failed to load (its "try again" reloads it) is not cached.
      cacheable: url !== '/news/flaky',
    };
  },
};

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{margin:0}');
  // The build's manifest: the loader and the island share a chunk (react-dom's) with the entry.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_dep.js'] },
      '_dep.js': { file: 'assets/dep-1.js' },
      '_react.js': { file: 'assets/react-1.js' },
      'src/islands/boot.tsx': { file: 'assets/boot-1.js', imports: ['_react.js', '_dep.js'] },
      'src/layouts/public-header-actions.tsx': { file: 'assets/header-1.js', imports: ['_react.js'] },
      'src/pages/objects/search.tsx': { file: 'assets/search-1.js', imports: ['_react.js'] },
    }),
  );
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>Old</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/dep-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
  );
  db = await testDb();
  ({ app } = await testApp({
    db,
    ssrEntry: entry,
    config: { production: true, distDir: dist, devRoutes: false, ssrCacheSeconds: 60, rateLimitPerMinute: 2 },
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
});
beforeEach(() => {
  renders.length = 0;
});

describe('server rendering', () => {
  it('renders public routes with 200, in the cookie language, with styles and data inlined', async () => {
    const r = await app.inject({ url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toMatch(
      /<div id="root"><h1>Апарт-отель[^<]* \/<\/h1><\/div><script type="application\/json" id="ssr-data">/,
    );
    // antd's styles (the render's) come before the app's, whose rules win over equally specific ones.
    expect(r.body).toContain('.x{color:red}<style id="app-css">body{margin:0}</style>');
    // The first paint waits for the whole markup, so a half-parsed page never shifts.
    expect(r.body).toContain('<link rel="expect" href="#ssr-data" blocking="render"></head>');
    // The inlined sheet's link stays disabled, so lazy chunks do not add the sheet again.
    expect(r.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
    expect(r.body).toContain('<title>T</title>');
    expect(r.body).not.toContain('<title>Old</title>');
    const en = await app.inject({ url: '/news', cookies: { lang: 'en' } });
    expect(en.body).toContain('<html lang="en"');
    expect(renders).toEqual(['ru /', 'en /news']);
  });

  it('loads the page JavaScript after the page, by an inline loader the CSP allows by its hash; preloads its islands', async () => {
    const r = await app.inject({ url: '/' });
    // No module script or preload in the markup: nothing competes with the page for the network.
    expect(r.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot = /<script type="application\/json" id="boot">([^<]*)<\/script><script>([^<]*)<\/script><\/body>/.exec(
      r.body,
    );
    expect(boot).not.toBeNull();
    // The entry's preloads, then the page's islands' modules and what they import, each once
    // (the search's, which this page does not have, not at all).
    expect(JSON.parse(boot![1])).toEqual({
      e: '/assets/index-1.js',
      p: ['/assets/dep-1.js', '/assets/boot-1.js', '/assets/react-1.js', '/assets/header-1.js'],
    });
    const hash = createHash('sha256').update(boot![2]).digest('base64');
    expect(String(r.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The client-rendered shell keeps the template's own tags.
    const spa = await app.inject({ url: '/login' });
    expect(spa.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it('answers unknown paths and missing content with 404, client routes with the SPA shell', async () => {
    expect((await app.inject({ url: '/nope' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/news/missing' })).statusCode).toBe(404);
    const spa = await app.inject({ url: '/login' });
    expect(spa.statusCode).toBe(200);
    expect(spa.body).toContain('<div id="root"></div>');
    expect(renders).toEqual(['ru /nope', 'ru /news/missing']);
  });

  it('reuses a render per (path, language), ignoring the query string', async () => {
    await app.inject({ url: '/news/a' });
    await app.inject({ url: '/news/a?page=2' });
    await app.inject({ url: '/news/a', cookies: { lang: 'en' } });
    const br = await app.inject({ url: '/news/a', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(renders).toEqual(['ru /news/a', 'en /news/a']);
    // A page whose data failed is rendered again on the next request ("try again" reloads it).
    await app.inject({ url: '/news/flaky' });
    await app.inject({ url: '/news/flaky' });
    expect(renders.filter((r) => r.endsWith('/news/flaky'))).toEqual(['ru /news/flaky', 'ru /news/flaky']);
  });

  it('renders the search for its canonical query, afresh for every request', async () => {
    const r = await app.inject({ url: '/objects?junk=1&kind=office' });
    expect(r.body).toContain('<h1>Апарт-отель');
    expect(r.body).toContain(' /objects?kind=office</h1>');
    await app.inject({ url: '/objects?kind=office' });
    await app.inject({ url: '/objects' });
    // A page is rendered whatever its query holds: the API it calls judges the values, and the page shows that.
    expect((await app.inject({ url: '/objects?buildingId=99999999999&kind=a%01' })).statusCode).toBe(200);
    expect(renders).toEqual([
      'ru /objects?kind=office',
      'ru /objects?kind=office',
      'ru /objects',
      'ru /objects?kind=a\u0001',
    ]);
  });

  it('in-process API calls are not rate limited (the limit here is 2 a minute)', async () => {
    for (const p of ['/news/1', '/news/2', '/news/3'])
      expect((await app.inject({ url: p })).body).toContain('Апарт-отель');
  });

  it('falls back to the client-rendered page when the render throws', async () => {
    failNext = true;
    const r = await app.inject({ url: '/news/broken' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<div id="root"></div>');
    // Not cached: the next request renders again.
    expect((await app.inject({ url: '/news/broken' })).body).toContain('<h1>');
  });
});
