/**
 * The results of /objects (docs/rules.md R4.3–R4.7): the cards of one page of the search, each with
 * the total for the stay and the price per night in rubles (with dates, both from the rate
 * calendar, R5.28), the pager, the loading, empty and error states, and above them the
 * restrictions that left objects out of the stay (R5.29: "From 30.12, at least 3 nights"). Memoised: the page re-renders as the buildings' details arrive (R4.9, one a
 * second), and the cards need none of them.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../providers/api-hooks';
import { formatMoney } from '../../domain/money';
import type { Locale } from '../../domain/plural';
import { priceKeys } from '../../domain/objects';
import type { ObjectItem } from '../../contracts/objects';
import type { Page } from '../../contracts/common';
import { PAGE_SIZE, type SearchState } from './search-params';
import { formatNumber } from '../../domain/numbers';

/**
 * One search result. `first`: the first card's photo is above the fold and the page's largest
 * content, so it loads at once and first; the others load when scrolled to.
 */
export function ObjectCard({ o, stay, first = false }: { o: ObjectItem; stay: string; first?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  return (
    <article className="object-card" data-testid="object-card">
      <Link to={`/objects/${o.id}${stay}`} tabIndex={-1} aria-hidden>
        <img
          src={o.photo ?? '/images/objects/apartment-1.svg'}
          alt=""
          width={400}
          height={180}
          {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      </Link>
      <div className="body">
        <h3>
          <Link to={`/objects/${o.id}${stay}`}>{o.title}</Link>
        </h3>
        <div className="meta">
          {o.buildingName} · {t('objects.floor')} {o.floor}
          {o.number ? ` · № ${o.number}` : ''} · {t('objects.areaValue', { area: formatNumber(o.area, lang) })} ·{' '}
          {t('objects.capacityValue', { count: o.capacity })}
        </div>
        {o.rating !== null && o.reviewCount > 0 ? (
          <div className="meta" data-testid="object-card-rating">
            {t('search.rating', {
              rating: formatNumber(o.rating, lang, { minFractionDigits: 1, maxFractionDigits: 1 }),
              reviews: t('objects.reviews.count', { count: o.reviewCount }),
            })}
          </div>
        ) : null}
        {o.totalKopecks !== null && o.nights !== null ? (
          <div className="price">
            {t(priceKeys(o.kind).total, { amount: formatMoney(o.totalKopecks, lang), count: o.nights })}
          </div>
        ) : null}
        <div className={o.totalKopecks === null ? 'price' : 'meta'}>
          {t(priceKeys(o.kind).per, { amount: formatMoney(o.perNightKopecks ?? o.pricePerNightKopecks, lang) })}
        </div>
      </div>
    </article>
  );
}

export interface SearchResultsProps {
  /** One page; `restrictions`: why objects were left out of the stay (translated). */
  data: (Page<ObjectItem> & { restrictions?: string[] }) | undefined;
  error: ApiFailure | null;
  isLoading: boolean;
  refetch: () => Promise<void>;
  /** The page shown, 1-based. */
  page: number;
  /** The stay's check-in (`YYYY-MM-DD`); without it the cards show prices per night only. */
  checkIn?: string;
  /** The stay's query (`?checkIn=…`) carried to each object's page. */
  stay: string;
  /** Changes the search in the address. */
  go: (next: Partial<SearchState>) => void;
}

/** One page of results, or the state in its place (error with a retry for 5xx, skeleton, empty). */
export const SearchResults = memo(function SearchResults({
  data,
  error,
  isLoading,
  refetch,
  page,
  checkIn,
  stay,
  go,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const found = !!data?.data.length;
  const restrictions = data?.restrictions?.length ? (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="search-restrictions"
      message={t(found ? 'search.restrictionsTitle' : 'search.restrictionsNone')}
      description={
        <ul className="plain-list">
          {data.restrictions.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      }
    />
  ) : null;
  return error ? (
    <Alert
      type="error"
      showIcon
      message={error.message}
      description={error.errors ? Object.values(error.errors).flat().join(' ') : undefined}
      action={
        error.statusCode >= 500 || !error.statusCode ? (
          <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
        ) : undefined
      }
    />
  ) : isLoading ? (
    <ul className="card-grid" aria-busy>
      {[1, 2, 3, 4, 5, 6].map((i) => (
        <li key={i} className="tile">
          <Skeleton active paragraph={{ rows: 3 }} />
        </li>
      ))}
    </ul>
  ) : !data || data.data.length === 0 ? (
    <>
      {restrictions}
      <Empty description={t('search.empty')} />
    </>
  ) : (
    <>
      {restrictions}
      {!checkIn ? <p className="muted-inline">{t('search.chooseDates')}</p> : null}
      <ul className="card-grid">
        {data.data.map((o, i) => (
          <li key={o.id}>
            <ObjectCard o={o} stay={stay} first={i === 0} />
          </li>
        ))}
      </ul>
      <Pagination
        style={{ marginTop: 24, textAlign: 'center' }}
        current={page}
        pageSize={PAGE_SIZE}
        total={data.total}
        showSizeChanger={false}
        onChange={(page) => {
          go({ page });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
});
