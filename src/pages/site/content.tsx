/**
 * Content of the public site from the backend (GET app/v1/content/{kind}[/{slug}], docs/rules.md R6.2) and
 * the states every content page shows: skeletons while loading, an error with a retry, an empty
 * state, a "not found" result for an unknown slug.
 */
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatServerTimestamp } from '../../domain/datetime';
import { useTranslation } from 'react-i18next';
import { useApi, type ApiFailure, type ApiQuery } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import type { Page } from '../../contracts/common';
import type { ContentItem, ContentKind, contentEndpoints } from '../../contracts/content';
import type { EndpointQuery } from '../../contracts/endpoint';

/** The window (`_start`, `_end`) and filters of a content list. */
type ContentListQuery = NonNullable<EndpointQuery<typeof contentEndpoints.list>>;
import { ShellSkeleton } from '../../components/shell-skeleton';
import { BackLink } from '../../components/shell-button';
import { usePageMeta } from '../../components/page-meta';
import { lazyThemed } from '../../components/lazy-themed';
import { Island, useRenderMode } from '../../islands/island';
import LoadErrorIsland from './load-error-island';

/** A content item (src/contracts/content.ts); `D` is the shape of its kind's `data`. */
export type { ContentItem };

/** Items of `kind` (null: not yet, the query waits) (first `limit`, or a window via `_start`/`_end` in `params`). */
export function useContentList<D = Record<string, unknown>>(
  kind: ContentKind | null,
  query: ContentListQuery = { _start: 0, _end: 50 },
) {
  // The contract types `data` loosely (one schema for every kind); `D` is the kind's own shape.
  return useApi(api.content.list, { params: { kind: kind ?? 'page' }, query, enabled: !!kind }) as ApiQuery<
    Page<ContentItem<D>>
  >;
}

/** One item of `kind` by `slug`; a 404 is not retried (no 4xx is, providers/api-cache.ts). */
export function useContentItem<D = Record<string, unknown>>(kind: ContentKind, slug: string | undefined) {
  return useApi(api.content.show, { params: { kind, slug: slug ?? '' }, enabled: !!slug }) as ApiQuery<ContentItem<D>>;
}

/** A way to a page: path and translated label. */
interface Way {
  to: string;
  label: string;
}

/**
 * The frame of one content item's page (a news item, a partner, a segment, an apartment): its
 * title and description in the head, "not found" with a way back, the back link, a skeleton while
 * it loads, the error with a retry, then `children` with the loaded item.
 *
 * @param item - the item's query (`useContentItem`).
 * @param back - the back link above the item.
 * @param notFoundBack - the way back on 404 (default `back`).
 * @param rows - the skeleton's rows.
 * @param wide - a full-width page (`div`) instead of a narrow article.
 */
export function ContentItemPage<D>({
  item,
  back,
  notFoundBack = back,
  rows = 7,
  wide = false,
  children,
}: {
  item: ApiQuery<ContentItem<D>>;
  back: Way;
  notFoundBack?: Way;
  rows?: number;
  wide?: boolean;
  children: (data: ContentItem<D>) => ReactNode;
}) {
  usePageMeta(item.data?.title, item.data?.summary);
  if (item.isError && item.error?.statusCode === 404)
    return <NotFoundInline backTo={notFoundBack.to} backLabel={notFoundBack.label} />;
  const Frame = wide ? 'div' : 'article';
  return (
    <Frame className={wide ? 'page-container section site-page' : 'page-container section site-page narrow'}>
      <p>
        <BackLink to={back.to}>{back.label}</BackLink>
      </p>
      {item.isLoading ? (
        <ShellSkeleton rows={rows} />
      ) : item.isError || !item.data ? (
        <LoadError error={item.error} onRetry={() => item.refetch()} />
      ) : (
        children(item.data)
      )}
    </Frame>
  );
}

/** Renders the body text: paragraphs separated by a blank line. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

// In the portal's theme even on pages that draw no antd of their own (/news).
const LazyLoadError = lazyThemed(
  () => import('./content-states'),
  (m) => m.LoadError,
);
const LazyNotFound = lazyThemed(
  () => import('./content-states'),
  (m) => m.NotFoundInline,
);

/**
 * An error with the server's message and a retry button (./content-states.tsx, loaded only when
 * shown: antd Alert, Result and Empty stay out of the pages' hydration set).
 */
export function LoadError(props: { error: ApiFailure | null; onRetry: () => void }) {
  // In a server-rendered page's static HTML the retry is an island that reloads the page.
  if (useRenderMode() === 'static')
    return <Island name="load-error" component={LoadErrorIsland} props={{ error: props.error }} />;
  return (
    <Suspense fallback={null}>
      <LazyLoadError {...props} />
    </Suspense>
  );
}

/** "Not found" inside the public layout, with a way back (loaded only when shown). */
export function NotFoundInline(props: { backTo: string; backLabel: string }) {
  return (
    <Suspense fallback={null}>
      <LazyNotFound {...props} />
    </Suspense>
  );
}

const LazyEmpty = lazyThemed(
  () => import('./content-states'),
  (m) => m.EmptyList,
);

/** Loading skeletons for a grid of `n` cards. */
export function GridSkeleton({ n = 3 }: { n?: number }) {
  return (
    <ul className="card-grid" aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <li key={i} className="tile">
          <ShellSkeleton rows={3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The standard states of a list query: skeleton, error with retry, empty, else `children(items)`.
 */
export function ListStates<T>({
  query,
  children,
  skeleton = <GridSkeleton />,
}: {
  query: { isLoading: boolean; isError: boolean; error: ApiFailure | null; data?: Page<T>; refetch: () => unknown };
  children: (items: T[]) => ReactNode;
  skeleton?: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isLoading) return <>{skeleton}</>;
  if (query.isError || !query.data) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data.data.length) {
    return (
      <Suspense fallback={null}>
        <LazyEmpty description={t('site.empty')} />
      </Suspense>
    );
  }
  return <>{children(query.data.data)}</>;
}

/** A page wrapper: container, h1 and optional lead text. */
export function PageShell({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-container section site-page">
      <h1 className="page-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
}

/**
 * News, promotions and blog posts as photo cards (the /news page and the landing's section).
 * @param headingLevel 2 on the /news page, 3 inside a landing section (heading order, WCAG 1.3.1).
 * On the /news page the first card's photo is above the fold, the page's largest content: it
 * loads at once and first; the others, and all of the landing's, load when scrolled to.
 */
export function NewsCards({ items, headingLevel }: { items: ContentItem[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {items.map((n, i) => (
        <li key={n.id} className="tile tile-media">
          {n.image &&
            (headingLevel === 2 && i === 0 ? (
              <img src={n.image} alt="" width={800} height={450} fetchPriority="high" />
            ) : (
              <img src={n.image} alt="" width={800} height={450} loading="lazy" decoding="async" />
            ))}
          <p className="meta">{formatServerTimestamp(n.publishedAt, { kind: 'full' })}</p>
          <Heading className={headingLevel === 2 ? 'h3' : undefined}>
            <Link to={`/news/${n.slug}`}>{n.title}</Link>
          </Heading>
          <p>{n.summary}</p>
        </li>
      ))}
    </ul>
  );
}
