/** /news (paginated) and /news/{newsItemId} (docs/rules.md R6.2): news, promotions and blog from the backend. */
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatServerTimestamp } from '../../domain/datetime';
import {
  ContentItemPage,
  ListStates,
  PageShell,
  Paragraphs,
  useContentItem,
  useContentList,
  NewsCards,
} from './content';
import { lazyThemed, loadTheme } from '../../components/lazy-themed';
import { ShellLink, useShellLocation } from '../../components/shell-router';

const PER_PAGE = 4;

/**
 * antd's Pagination in the portal's theme, loaded only when there is more than one page: the news
 * pages draw no other antd component (they are routed without the theme provider, src/routes.tsx).
 */
const loadPagination = () => import('antd/es/pagination');
const Pagination = lazyThemed(loadPagination);

/** What the SPA awaits before drawing the page (src/routes.tsx): the pager's code and the theme. */
export const preload = () => Promise.all([loadPagination(), loadTheme()]);

/** The page of the news list in `search` (`?page=N`, from 1). */
export function newsPage(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** The address of page `n` of the news list. */
const pageHref = (n: number) => (n > 1 ? `/news?page=${n}` : '/news');

/**
 * The news, {@link PER_PAGE} to a page; the page is in the address (`?page=2`) and the pager's
 * items are links, so a server-rendered list pages without any script (the server renders each
 * page, src/routes.tsx `canonicalQuery`).
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const page = newsPage(useShellLocation().search);
  const query = useContentList('news', { _start: (page - 1) * PER_PAGE, _end: page * PER_PAGE });
  return (
    <PageShell title={t('site.news')} lead={t('site.newsText')}>
      <ListStates query={query}>{(items) => <NewsCards items={items} headingLevel={2} />}</ListStates>
      {(query.data?.total ?? 0) > PER_PAGE && (
        <Suspense fallback={null}>
          <Pagination
            style={{ marginTop: 32 }}
            current={page}
            pageSize={PER_PAGE}
            total={query.data?.total}
            showSizeChanger={false}
            itemRender={(n, type, element) =>
              pagerLink(n, type, element, page, Math.ceil((query.data?.total ?? 0) / PER_PAGE))
            }
          />
        </Suspense>
      )}
    </PageShell>
  );
}

/**
 * A pager item as a link to its page (antd draws the `<li>` around it). An arrow that leads
 * nowhere (before the first page, past the last) stays antd's disabled button; an arrow link is
 * out of the tab order as antd's button is (its `<li>` takes the focus).
 */
function pagerLink(n: number, type: string, element: ReactNode, current: number, pages: number): ReactNode {
  if (type === 'page') return <ShellLink to={pageHref(n)}>{n}</ShellLink>;
  if (n < 1 || n > pages || n === current) return element;
  return (
    <ShellLink to={pageHref(n)} className="ant-pagination-item-link" tabIndex={-1}>
      {(element as { props?: { children?: ReactNode } }).props?.children}
    </ShellLink>
  );
}

export function NewsItemPage() {
  const { t } = useTranslation();
  const { newsItemId } = useParams();
  const item = useContentItem('news', newsItemId);
  return (
    <ContentItemPage item={item} back={{ to: '/news', label: t('site.backToNews') }} rows={9}>
      {(data) => (
        <>
          <h1 className="page-title">{data.title}</h1>
          <p className="meta">
            {t('site.published', { date: formatServerTimestamp(data.publishedAt, { kind: 'full' }) })}
          </p>
          {data.image && <img className="article-image" src={data.image} alt="" width={800} height={450} />}
          <p className="lead">{data.summary}</p>
          <div className="prose">
            <Paragraphs text={data.body} />
          </div>
        </>
      )}
    </ContentItemPage>
  );
}
