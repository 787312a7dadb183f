/**
 * The landing / (docs/architecture.md § Screens): hero with the one call to action, the buildings of the complex and
 * the check-in conditions (GET app/v1/building, app/v1/check-in/condition), then the sections
 * of src/pages/site/sections.tsx (gallery, infrastructure, location, news, awards, advantages,
 * apartments, mobile app), loaded lazily.
 */
import { lazy, Suspense } from 'react';
import { ShellSkeleton } from '../components/shell-skeleton';
import { RetryButton } from '../components/shell-retry';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../providers/api-hooks';
import { api } from '../contracts/api';
import { useCompany } from '../components/company';
import { Island } from '../islands/island';
import HeroSearch from './landing-hero-search';

/**
 * Sections below the fold, loaded after the first paint (docs/architecture.md § The SPA). They draw
 * no antd component, so no theme provider: hydrating the landing computes no antd theme.
 */
const LandingSections = lazy(() => import('./site/sections'));

function Hero() {
  const { t } = useTranslation();
  const { company, isError } = useCompany();
  // Without the company's data (offline, never kept: docs/rules.md R19.6) the site's own name, not a bar forever.
  const title = company ? t('landing.heroTitle', { cityIn: company.cityIn }) : isError ? t('app.titleFallback') : null;
  return (
    <section className="hero">
      <img src="/images/hero-skyline.svg" alt="" width={960} height={480} fetchPriority="high" />
      <div className="page-container" style={{ position: 'relative', width: '100%' }}>
        <h1>{title ?? <ShellSkeleton inline />}</h1>
        <p>{t('landing.heroText')}</p>
        <Island name="hero-search" component={HeroSearch} />
      </div>
    </section>
  );
}

function Buildings() {
  const { t } = useTranslation();
  const query = useApi(api.content.buildings);
  const c = useApi(api.content.checkIn).data;
  return (
    <section className="section page-container" aria-labelledby="buildings-title">
      <h2 id="buildings-title" className="section-title">
        {t('landing.buildings')}
      </h2>
      {query.isError ? (
        <p role="alert">
          {t('error.loadFailed')} <RetryButton onRetry={() => void query.refetch()} />
        </p>
      ) : (
        <ul className="card-grid" aria-busy={query.isLoading}>
          {query.isLoading
            ? [1, 2, 3].map((i) => (
                <li key={i} className="tile">
                  <ShellSkeleton rows={3} />
                </li>
              ))
            : (query.data ?? []).map((b) => (
                <li key={b.id} className="tile">
                  <h3>{b.name}</h3>
                  <p>{b.address}</p>
                </li>
              ))}
        </ul>
      )}
      {c && (
        <p className="muted">
          <ClockCircleOutlined /> {t('landing.checkIn', { time: c.checkInTime })} ·{' '}
          {t('landing.checkOut', { time: c.checkOutTime })}
        </p>
      )}
    </section>
  );
}

export default function LandingPage() {
  return (
    <>
      <Hero />
      <Buildings />
      <Suspense
        fallback={
          <div className="page-container section">
            <ShellSkeleton rows={5} />
          </div>
        }
      >
        <LandingSections />
      </Suspense>
    </>
  );
}
