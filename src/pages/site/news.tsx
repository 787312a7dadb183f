/** /news (paginated) and /news/{newsItemId} (docs/rules.md R6.2): news, promotions and blog from the backend. */
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatServerTimestamp } from '../../domain/datetime';
import { usePageMeta } from '../../components/page-meta';
import {
  ListStates,
  LoadError,
  NotFoundInline,
  PageShell,
  Paragraphs,
  useContentItem,
  useContentList,
  NewsCards,
} from './content';
import { ShellSkeleton } from '../../components/shell-skeleton';
import { lazyThemed, loadTheme } from '../../components/lazy-themed';
import { BackLink } from '../../components/shell-button';

const PER_PAGE = 4;

/**
 * antd's Pagination in the portal's theme, loaded only when there is more than one page: the news
 * pages draw no other antd component (they are routed without the theme provider, src/routes.tsx),
 * and a server-rendered pager stays until its code arrives.
 */
const loadPagination = () => import('antd/es/pagination');
const Pagination = lazyThemed(loadPagination);

/**
 * What the route awaits before hydrating (src/routes.tsx): the pager's code and the theme, so a
 * server-rendered pager is interactive as soon as the page is.
 */
export const preload = () => Promise.all([loadPagination(), loadTheme()]);

export function NewsListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
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
            onChange={setPage}
            showSizeChanger={false}
          />
        </Suspense>
      )}
    </PageShell>
  );
}

export function NewsItemPage() {
  const { t } = useTranslation();
  const { newsItemId } = useParams();
  const item = useContentItem('news', newsItemId);
  usePageMeta(item.data?.title, item.data?.summary);
  if (item.isError && item.error?.statusCode === 404)
    return <NotFoundInline backTo="/news" backLabel={t('site.backToNews')} />;
  return (
    <article className="page-container section site-page narrow">
      <p>
        <BackLink to="/news">{t('site.backToNews')}</BackLink>
      </p>
      {item.isLoading ? (
        <ShellSkeleton rows={9} />
      ) : item.isError || !item.data ? (
        <LoadError error={item.error} onRetry={() => item.refetch()} />
      ) : (
        <>
          <h1 className="page-title">{item.data.title}</h1>
          <p className="meta">
            {t('site.published', { date: formatServerTimestamp(item.data.publishedAt, { kind: 'full' }) })}
          </p>
          {item.data.image && <img className="article-image" src={item.data.image} alt="" width={800} height={450} />}
          <p className="lead">{item.data.summary}</p>
          <div className="prose">
            <Paragraphs text={item.data.body} />
          </div>
        </>
      )}
    </article>
  );
}
