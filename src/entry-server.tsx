/**
 * The server entry (docs/architecture.md § Server rendering), built by `vite build -c
 * vite.ssr.config.ts` into dist-ssr/ and used by server/ssr.ts. It renders the same tree as the
 * browser ({@link AppTree}) for a public route in the visitor's language:
 * - pass 1 renders the page and registers the queries its components ask for (`useApi`);
 * - the queries are answered in-process by the API (`api`), in parallel, and the page is rendered
 *   again, until no query is left (at most 4 passes);
 * - antd's styles are extracted as plain CSS; the answers are serialised for the browser's cache.
 * Renders must not overlap (the i18next language is global): server/ssr.ts serialises them.
 */
import { prerenderToNodeStream } from 'react-dom/static.node';
import { matchRoutes, StaticRouter } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { I18nextProvider } from 'react-i18next';
import i18n, { loadLanguage } from './i18n';
import { AppTree } from './App';
import { IslandsUsedProvider, RenderModeProvider } from './islands/island';
import { EXTRAS, ISLANDS, stringGroups, type IslandName } from './islands/registry';
import type { PageData } from './islands/page-data';
import { PageMetaSinkProvider, type PageMetaSink } from './components/page-meta';
import { accountRoutes, publicRoutes, refinePublicRoutes } from './routes';
import { resourceRoutes } from './resources';
import { backofficeRoutes } from './resources-backoffice';
import { routeMeta } from './components/route-meta';
import type { Company } from './components/company';
import { setServerTransport } from '../providers/http';
import { hasMessage } from '../providers/http-rules';
import { ApiCache, endpointKey } from '../providers/api-cache';
import { api as endpoints } from './contracts/api';
import type { Language } from './locales/resources';

/** `public`: server-rendered; `spa`: a client route (the SPA shell, 200); `unknown`: the 404 page, 404. */
export type PathKind = 'public' | 'spa' | 'unknown';

/** An in-process API call: the status and the parsed JSON body of GET `url` (starting with /api/). */
export type ApiCall = (url: string, lang: Language) => Promise<{ status: number; body: unknown }>;

/** The rule in which cssinjs's `extractStyle` writes its cache-path map, as it is when the map is empty. */
const EMPTY_CACHE_MAP = '.data-ant-cssinjs-cache-path{content:"";}';

/**
 * antd's styles of a render as one sheet, the cache-path map a rule of it (cssinjs's `extractStyle`
 * with `plain`), not as `<style data-css-hash>` elements and a marked map element: the browser's
 * cssinjs then takes every style in the map as coming from a stylesheet (its static-extraction
 * mode, `CSS_FILE_STYLE`, as the account's sheet does: scripts/account-styles.tsx) and on hydration
 * neither computes nor inserts it. With marked elements it re-inserted each one, reading and
 * comparing its text: on /objects (phone, 4× CPU) ~65 ms of the filters' 370 ms hydration.
 * @param plain - `extractStyle(cache, { plain: true })`.
 * @returns the `<style>` element, or '' when the render drew no antd component.
 */
export function antdSheet(plain: string): string {
  return plain === EMPTY_CACHE_MAP || !plain ? '' : `<style id="antd-css">${plain}</style>`;
}

export interface RenderResult {
  /** 200, or 404 for an unknown path or when the page's content answered 404. */
  status: number;
  /** The markup inside `#root`. */
  html: string;
  /** antd's styles for that markup: one `<style id="antd-css">` ending in the cache-path map ({@link antdSheet}); '' when none. */
  css: string;
  /** JSON for `<script type="application/json" id="ssr-data">`: the answers used, the 404 path. */
  data: string;
  /** `<title>`, description, Open Graph and keywords tags. */
  head: string;
  lang: Language;
  /**
   * The modules the page's JavaScript starts with (keys of Vite's manifest): the islands' loader,
   * the extras and the islands the page has; the server preloads them with their imports (server/ssr.ts).
   */
  modules: string[];
  /** False when some of the page's data failed to load (not a 404): the page is not cached, so a retry renders it again. */
  cacheable: boolean;
}

/** What kind of path `pathname` is (see {@link PathKind}). */
export function classify(pathname: string): PathKind {
  if (matchRoutes(publicRoutes, pathname)) return 'public';
  if (matchRoutes([...refinePublicRoutes, ...accountRoutes, ...resourceRoutes, ...backofficeRoutes], pathname))
    return 'spa';
  return 'unknown';
}

/**
 * What a request for `pathname` with query `search` renders: the path alone, or for a page drawn
 * from its query (the search, the news list's page: `PageRoute.canonicalQuery` in ./routes.tsx) the path with
 * the canonical query; such a page is not cached (the search's results change with every booking)
 * unless its route says so (`queryCached`: the news list).
 */
export function pageKey(pathname: string, search: string): { url: string; cacheable: boolean } {
  const route = matchRoutes(publicRoutes, pathname)?.at(-1)?.route;
  if (!route?.canonicalQuery) return { url: pathname, cacheable: true };
  const query = route.canonicalQuery(new URLSearchParams(search)).toString();
  return { url: query ? `${pathname}?${query}` : pathname, cacheable: !!route.queryCached };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function toText(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` (path and query) in `lang`.
 * @throws when React or a component throws; the caller falls back to the client-rendered page.
 */
export async function render(url: string, lang: Language, api: ApiCall): Promise<RenderResult> {
  const pathname = new URL(url, 'http://x').pathname;
  const kind = classify(pathname);
  const notFoundPath = kind === 'unknown' ? pathname : undefined;
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);

  setServerTransport(async (path, params) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params ?? {}))
      if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    const res = await api(`/api/${path}${qs.size ? `?${qs}` : ''}`, lang);
    // The shape the browser transport rejects with (providers/http.ts): the whole response.
    if (res.status < 200 || res.status >= 300 || hasMessage(res.body)) throw { status: res.status, data: res.body };
    return res.body;
  });
  // Answers come through the same transport as in the browser (set just above).
  const cache = new ApiCache();
  try {
    let html = '';
    let css = '';
    // One style cache for all passes: antd serialises each component's styles once per render,
    // not once per pass (a style of an earlier pass only, such as a skeleton's, stays in the page).
    const styles = createCache();
    let islands = new Set<IslandName>();
    let pageMeta: PageMetaSink = {};
    for (let pass = 0; pass < 4; pass++) {
      islands = new Set();
      pageMeta = {};
      const { prelude } = await prerenderToNodeStream(
        <I18nextProvider i18n={i18n}>
          <StyleProvider cache={styles}>
            <StaticRouter location={url}>
              {/* Static HTML: only the islands in it get code in the browser (./islands/island.tsx). */}
              <RenderModeProvider value="static">
                <IslandsUsedProvider value={islands}>
                  <PageMetaSinkProvider value={pageMeta}>
                    <AppTree cache={cache} notFoundPath={notFoundPath} />
                  </PageMetaSinkProvider>
                </IslandsUsedProvider>
              </RenderModeProvider>
            </StaticRouter>
          </StyleProvider>
        </I18nextProvider>,
        // One segment for the whole page: no hidden boundaries completed by inline scripts.
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      html = await toText(prelude as unknown as AsyncIterable<unknown>);
      css = antdSheet(extractStyle(styles, { plain: true }));
      const waiting = cache.waiting();
      if (!waiting.length) break;
      await Promise.all(waiting.map((key) => cache.fetch(key)));
    }
    const state = cache.dehydrate();
    const contentMissing = Object.values(state).some((e) => e.error?.statusCode === 404);
    const failed = Object.values(state).some((e) => e.status === 'error' && e.error?.statusCode !== 404);
    const company = cache.peek<Company>(endpointKey(endpoints.content.company, lang));
    const routeOnly = routeMeta(pathname, i18n.t, lang, company);
    // A content page's own title (a news item's) and description, as the browser's usePageMeta sets them.
    const meta = pageMeta.title
      ? {
          ...routeOnly,
          title: `${pageMeta.title} — ${routeOnly.siteName}`,
          description: pageMeta.description ?? routeOnly.description,
        }
      : routeOnly;
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />` : '',
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:locale" content="${meta.ogLocale}" />`,
      `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
      `<meta property="og:image" content="/images/og-cover.png" />`,
    ].join('');
    // `<` escaped so the JSON can never close its <script> element.
    // The islands' strings: the groups of the dictionary they draw (./islands/strings.ts).
    const dictionary = i18n.getResourceBundle(lang, 'translation') as Record<string, unknown>;
    const strings = Object.fromEntries(stringGroups(islands).map((g) => [g, dictionary[g]]));
    const page: PageData = { state, notFoundPath, lang, strings };
    const data = JSON.stringify(page).replace(/</g, '\\u003c');
    const modules = ['src/islands/boot.tsx', EXTRAS.src, ...[...islands].map((n) => ISLANDS[n].src)];
    return {
      status: notFoundPath || contentMissing ? 404 : 200,
      html,
      css,
      data,
      head,
      lang,
      modules,
      cacheable: !failed,
    };
  } finally {
    setServerTransport(undefined);
  }
}
