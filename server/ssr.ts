/**
 * Server rendering of the public pages (docs/architecture.md § Server rendering; docs/rules.md R6.4, R6.14).
 * In production, when the server bundle (dist-ssr/entry-server.js, `npm run build`) exists:
 * - a public route (landing, section and information pages, news, partners, segments,
 *   /ask-question) is rendered at request time in the `lang` cookie's language, with antd's
 *   styles and the app's CSS inlined and the data it used embedded for hydration;
 * - a client route the SPA knows (login, search, booking, account…) gets the SPA shell, 200;
 * - any other path gets the 404 page in the site's layout with status 404.
 * Rendered pages are cached per (path, language) for `SSR_CACHE_SECONDS` (default 60; 0 turns
 * the cache off), the query string ignored, at most {@link CACHE_MAX} entries (least recently
 * used dropped). The search (/objects) is the exception: it is rendered for its canonical query
 * and never cached, since what is free changes with every booking. Renders run one at a time. A render error is logged and the SPA shell is sent
 * instead, so the page still works, rendered by the browser.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, PathKind, RenderResult } from '../src/entry-server';
import type { Language } from '../src/locales/resources';
import { deferScripts } from './boot-script';
import { manifestHref } from '../src/pwa/manifest-href';

/** The part of src/entry-server.tsx the server uses (replaceable in tests). */
export interface SsrEntry {
  classify(pathname: string): PathKind;
  pageKey(pathname: string, search: string): { url: string; cacheable: boolean };
  render(url: string, lang: Language, api: ApiCall): Promise<RenderResult>;
}

/** Most cached pages kept (paths × languages). */
export const CACHE_MAX = 300;

interface Page {
  status: number;
  html: Buffer;
  /** The compressed bodies, made when first asked for and kept with a cached page. */
  br?: Buffer;
  gz?: Buffer;
  /** Whether the page is kept: brotli then compresses harder, once for many replies. */
  cached: boolean;
  at: number;
}

/** Vite's manifest (dist/.vite/manifest.json): each module's chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Reads the build's manifest next to `distDir`'s assets, or undefined when there is none. */
export function readManifest(distDir: string): Manifest | undefined {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The chunks (site paths) of `modules` and of everything they import statically. */
export function moduleFiles(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(walk);
  };
  modules.forEach(walk);
  return [...files];
}

export interface SsrOptions {
  /** The SPA's index.html (the template). */
  template: string;
  /** The build's manifest: the page's islands are preloaded with what they import ({@link moduleFiles}). */
  manifest?: Manifest;
  entry: SsrEntry;
  /** Cache life in ms; 0 = no cache. */
  ttlMs: number;
  /** CSS inlined into every rendered page (the app's own stylesheet). */
  appCss?: string;
}

/** Loads the server bundle next to `distDir` (…/dist-ssr/entry-server.js), or undefined when it is not built. */
export async function loadSsrEntry(distDir: string): Promise<SsrEntry | undefined> {
  const file = resolve(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}

/** The app's built stylesheet(s) in dist/assets, concatenated (inlined into rendered pages). */
export function readAppCss(distDir: string, template: string): string {
  const hrefs = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)].map(
    (m) => m[1],
  );
  return hrefs.map((h) => readFileSync(join(distDir, h), 'utf8')).join('\n');
}

/** The language of the `lang` cookie (ru by default). */
export const langOf = (req: FastifyRequest): Language => (req.cookies?.lang === 'en' ? 'en' : 'ru');

/**
 * Puts a render into the template: `<html lang>`, head tags, inlined styles, markup and data;
 * the page's JavaScript loads after the page ({@link deferScripts}), its islands' modules
 * (`preloads`, site paths) preloaded with the entry.
 */
export function renderDocument(template: string, r: RenderResult, appCss?: string, preloads: string[] = []): string {
  let doc = template
    .replace(/<html lang="[^"]*"/, `<html lang="${r.lang}"`)
    // The web app manifest of the page's language (src/pwa/manifest.ts).
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestHref(r.lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta (name="description"|property="og:[^"]+")[^>]*>\s*/g, '');
  // The stylesheet is inlined; its link stays, `disabled` (neither fetched nor applied), so that a
  // lazy chunk's loader sees the sheet present and does not add it again (a second copy would
  // restyle the whole page during hydration).
  if (appCss)
    doc = doc.replace(
      /<link rel="stylesheet"([^>]*href="\/assets\/[^"]+\.css"[^>]*)>/g,
      '<link rel="stylesheet"$1 disabled>',
    );
  // antd's styles first and the app's after, the order the browser has them in (cssinjs prepends
  // its styles to <head>), so that the app's rules win over antd's equally specific ones.
  const styles = `${r.css}${appCss ? `<style id="app-css">${appCss}</style>` : ''}`;
  // The first paint waits until the whole markup is parsed (`#ssr-data` follows it): a paint of
  // half a page would shift it as the rest arrives, e.g. the landing's vertically centred hero
  // (https://html.spec.whatwg.org/multipage/links.html#link-type-expect).
  doc = doc.replace('</head>', `${r.head}${styles}<link rel="expect" href="#ssr-data" blocking="render"></head>`);
  doc = doc.replace(
    /<div id="root"><\/div>/,
    `<div id="root">${r.html}</div><script type="application/json" id="ssr-data">${r.data}</script>`,
  );
  return deferScripts(doc, preloads);
}

/**
 * Adds server rendering to `app`: returns the handler for GET requests of pages (the landing
 * and every path no other route answers, except /api/).
 */
export function createSsrHandler(app: FastifyInstance, opts: SsrOptions) {
  const cache = new Map<string, Page>();
  const inflight = new Map<string, Promise<Page>>();
  let queue: Promise<unknown> = Promise.resolve();

  const api: ApiCall = async (url, lang) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { company: '1', devicelocale: lang, 'x-ssr': ssrToken },
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
  };

  const renderPage = (url: string, lang: Language, cached: boolean): Promise<Page> => {
    // One render at a time: the i18next language is global to the bundle.
    const run = queue.then(async () => {
      const r = await opts.entry.render(url, lang, api);
      return {
        status: r.status,
        html: Buffer.from(
          renderDocument(
            opts.template,
            r,
            opts.appCss,
            opts.manifest ? moduleFiles(opts.manifest, r.modules ?? []) : [],
          ),
        ),
        // A page whose data failed to load is not kept: "try again" renders it afresh.
        cached: cached && r.cacheable !== false,
        at: Date.now(),
      };
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const send = (req: FastifyRequest, reply: FastifyReply, page: Page) => {
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const { html } = page;
    if (/\bbr\b/.test(accept)) {
      // Quality 9 for a kept page; 5 (a fifth of the time, 5 % larger) for one sent once.
      page.br ??= brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: page.cached ? 9 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
      });
      return reply.header('content-encoding', 'br').send(page.br);
    }
    if (/\bgzip\b/.test(accept))
      return reply.header('content-encoding', 'gzip').send((page.gz ??= gzipSync(html, { level: 6 })));
    return reply.send(html);
  };

  // Published content changes reach the pages at once (docs/rules.md R16.5): the back office clears the cache.
  app.clearPageCache = () => cache.clear();

  return async function handle(req: FastifyRequest, reply: FastifyReply, sendSpa: (reply: FastifyReply) => unknown) {
    const q = req.url.indexOf('?');
    const path = q < 0 ? req.url : req.url.slice(0, q);
    let kind: PathKind;
    try {
      kind = opts.entry.classify(decodeURIComponent(path));
    } catch {
      kind = 'unknown';
    }
    if (kind === 'spa') return sendSpa(reply);
    const { url, cacheable } =
      kind === 'public' ? opts.entry.pageKey(path, q < 0 ? '' : req.url.slice(q + 1)) : { url: path, cacheable: true };
    const ttlMs = cacheable ? opts.ttlMs : 0;
    const lang = langOf(req);
    const key = `${lang} ${url}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) {
      cache.delete(key);
      cache.set(key, hit);
      return send(req, reply, hit);
    }
    try {
      let p = inflight.get(key);
      if (!p) {
        p = renderPage(url, lang, ttlMs > 0).finally(() => inflight.delete(key));
        inflight.set(key, p);
      }
      const page = await p;
      if (ttlMs > 0 && page.cached) {
        cache.delete(key);
        cache.set(key, page);
        while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
      }
      return send(req, reply, page);
    } catch (err) {
      req.log.error({ err, url: req.url }, 'server render failed; sending the client-rendered page');
      reply.code(kind === 'unknown' ? 404 : 200);
      return sendSpa(reply);
    }
  };
}

/** A per-process token that marks the server's own in-process API calls (exempt from the rate limit). */
export const ssrToken = randomBytes(18).toString('base64url');
