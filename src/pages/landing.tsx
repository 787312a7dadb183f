/**
 * The landing / (docs/architecture.md § Screens): hero with the one call to action, the buildings of the complex and
 * the check-in conditions (GET app/v1/building, app/v1/check-in/condition), then the sections
 * of src/pages/site/sections.tsx (gallery, infrastructure, location, news, awards, advantages,
 * apartments, mobile app), loaded lazily.
 */
import { lazy, Suspense } from 'react';
import { Button, Skeleton } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../providers/api-hooks';
import { useCompany } from '../components/company';
import { ButtonLink } from '../components/button-link';
import type { BuildingBrief, CheckInConditions as Conditions } from '../contracts/content';

/** Sections below the fold, loaded after the first paint (docs/architecture.md § The SPA: the 250 KB budget). */
const LandingSections = lazy(() => import('./site/sections'));


function Hero() {
  const { t } = useTranslation();
  const { company } = useCompany();
  return (
    <section className="hero">
      <img src="/images/hero-skyline.svg" alt="" width={960} height={480} fetchPriority="high" />
      <div className="page-container" style={{ position: 'relative', width: '100%' }}>
        <h1>{company ? t('landing.heroTitle', { cityIn: company.cityIn }) : <Skeleton.Input active size="large" />}</h1>
        <p>{t('landing.heroText')}</p>
        <ButtonLink to="/objects" type="primary" size="large" style={{ background: '#fff', color: '#0f2f46' }}>
          {t('landing.heroCta')}
        </ButtonLink>
      </div>
    </section>
  );
}

function Buildings() {
  const { t } = useTranslation();
  const query = useApi<BuildingBrief[]>('app/v1/building');
  const c = useApi<Conditions>('app/v1/check-in/condition').data;
  return (
    <section className="section page-container" aria-labelledby="buildings-title">
      <h2 id="buildings-title" className="section-title">
        {t('landing.buildings')}
      </h2>
      {query.isError ? (
        <p role="alert">
          {t('error.loadFailed')} <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>
        </p>
      ) : (
        <ul className="card-grid" aria-busy={query.isLoading}>
          {query.isLoading
            ? [1, 2, 3].map((i) => (
                <li key={i} className="tile">
                  <Skeleton active paragraph={{ rows: 2 }} />
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
          <ClockCircleOutlined /> {t('landing.checkIn', { time: c.checkInTime })} · {t('landing.checkOut', { time: c.checkOutTime })}
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
      <Suspense fallback={<div className="page-container section"><Skeleton active paragraph={{ rows: 4 }} /></div>}>
        <LandingSections />
      </Suspense>
    </>
  );
}
