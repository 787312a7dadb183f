/**
 * /services and /services/{serviceId} (docs/rules.md R15.1–R15.4): the public catalog, rendered on
 * the server like the other public pages — each service with its photo, price and how it is
 * charged, options, time slots, lead time and cut-off and its rules (luggage storage free up to
 * 12 hours, anti-smoking cleaning 5,000 ₽). A switched-off service says "This functionality is
 * temporarily unavailable". Ordering (/request/{service}) needs the login and a stay.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import { usePageMeta } from '../../components/page-meta';
import { ShellSkeleton } from '../../components/shell-skeleton';
import { formatMoney } from '../../domain/money';
import type { ServiceRow } from '../../contracts/services';
import { GridSkeleton, LoadError, NotFoundInline, PageShell, Paragraphs } from './content';
import { BackLink } from '../../components/shell-button';

/** "650 ₽ per person", or "The first 12 h are free · 100 ₽ per hour". */
function PriceLine({ s }: { s: ServiceRow }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <p className="service-price">
      <strong>{formatMoney(s.priceKopecks, lang)}</strong> {t(`services.charge.${s.chargeMode}`)}
      {s.freeHours > 0 && <> · {t('services.freeHours', { count: s.freeHours })}</>}
    </p>
  );
}

/** The "temporarily unavailable" note of a switched-off service (docs/rules.md R15.4). */
function Unavailable() {
  const { t } = useTranslation();
  return (
    <p className="service-off" role="status">
      {t('common.unavailable')}
    </p>
  );
}

export function ServicesPage() {
  const { t } = useTranslation();
  const query = useApi(api.services.list);
  return (
    <PageShell title={t('services.title')} lead={t('services.lead')}>
      {query.isLoading ? (
        <GridSkeleton n={6} />
      ) : query.isError || !query.data ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <ul className="card-grid" data-testid="services">
          {query.data.map((s) => (
            <li key={s.id} className="tile tile-media">
              {s.photos[0] && <img src={s.photos[0]} alt="" width={400} height={200} loading="lazy" decoding="async" />}
              <h2 className="h3">
                <Link to={`/services/${s.code}`}>{s.title}</Link>
              </h2>
              <p>{s.summary}</p>
              <PriceLine s={s} />
              {!s.enabled && <Unavailable />}
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

export function ServicePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const { serviceId } = useParams();
  const valid = !!serviceId && /^[a-z0-9-]{1,60}$/.test(serviceId);
  const item = useApi(api.services.show, { params: { service: serviceId ?? '' }, enabled: valid });
  usePageMeta(item.data?.title, item.data?.summary);
  if ((item.isError && item.error?.statusCode === 404) || (serviceId && !valid)) {
    return <NotFoundInline backTo="/services" backLabel={t('services.back')} />;
  }
  const s = item.data;
  return (
    <article className="page-container section site-page narrow">
      <p>
        <BackLink to="/services">{t('services.back')}</BackLink>
      </p>
      {item.isLoading ? (
        <ShellSkeleton rows={7} />
      ) : item.isError || !s ? (
        <LoadError error={item.error} onRetry={() => item.refetch()} />
      ) : (
        <>
          <h1 className="page-title">{s.title}</h1>
          {s.photos[0] && <img className="article-image" src={s.photos[0]} alt="" width={400} height={200} />}
          <PriceLine s={s} />
          <div className="prose">
            <Paragraphs text={s.description} />
          </div>
          {s.options.length > 0 && (
            <>
              <h2 className="h3">{t('services.options')}</h2>
              <ul>
                {s.options.map((o) => (
                  <li key={o.id}>
                    {o.title}
                    {o.priceKopecks > 0 && ` (+${formatMoney(o.priceKopecks, lang)})`}
                  </li>
                ))}
              </ul>
            </>
          )}
          {s.slots.length > 0 && (
            <>
              <h2 className="h3">{t('services.slots')}</h2>
              <p>{s.slots.map((x) => `${x.startsAt}–${x.endsAt}`).join(', ')}</p>
            </>
          )}
          <h2 className="h3">{t('services.rules')}</h2>
          <ul>
            <li>{s.rules}</li>
            {s.leadHours > 0 && <li>{t('services.leadTime', { count: s.leadHours })}</li>}
            {s.cutoffTime && <li>{t('services.cutoff', { time: s.cutoffTime })}</li>}
          </ul>
          {s.enabled ? (
            <p>
              <Link className="btn btn-primary btn-lg" to={`/request/${s.code}`} data-testid="order-service">
                {t('services.order')}
              </Link>
            </p>
          ) : (
            <Unavailable />
          )}
        </>
      )}
    </article>
  );
}
