/**
 * The landing / (docs/architecture.md § Screens): hero with the one call to action, the buildings of the complex and
 * the check-in conditions (GET app/v1/building, app/v1/check-in/condition), then the sections
 * of src/pages/site/sections.tsx (gallery, infrastructure, location, news, awards, advantages,
 * apartments, mobile app), loaded lazily.
 */
import { lazy, Suspense, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ShellSkeleton } from '../components/shell-skeleton';
import { ShellButton } from '../components/shell-button';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../providers/api-hooks';
import { api } from '../contracts/api';
import { useCompany } from '../components/company';

/**
 * Sections below the fold, loaded after the first paint (docs/architecture.md § The SPA). They draw
 * no antd component, so no theme provider: hydrating the landing computes no antd theme.
 */
const LandingSections = lazy(() => import('./site/sections'));

/**
 * The hero's search (docs/rules.md R4.3): check-in, check-out and guests, leading to the
 * apartments of `/objects` with those filters. A plain GET form with native date inputs: it works
 * in the server HTML before (and without) JavaScript, and costs the landing no date library; once
 * hydrated it navigates in the app. The search page validates the stay.
 */
export function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const out = data.get('checkOut');
    const checkOut = e.currentTarget.elements.namedItem('checkOut') as HTMLInputElement;
    if (out && String(out) <= String(data.get('checkIn') ?? '')) {
      checkOut.setCustomValidity(t('landing.search.checkOutAfter'));
      checkOut.reportValidity();
      return;
    }
    const q = new URLSearchParams();
    for (const [k, v] of data) if (v !== '') q.set(k, String(v));
    navigate(`/objects?${q}`);
  };
  return (
    <form
      className="hero-search"
      action="/objects"
      method="get"
      role="search"
      aria-label={t('landing.search.label')}
      onSubmit={submit}
    >
      <input type="hidden" name="kind" value="apartment" />
      <label>
        <span>{t('landing.search.checkIn')}</span>
        <input type="date" name="checkIn" required />
      </label>
      <label>
        <span>{t('landing.search.checkOut')}</span>
        <input type="date" name="checkOut" required onInput={(e) => e.currentTarget.setCustomValidity('')} />
      </label>
      <label className="guests">
        <span>{t('landing.search.guests')}</span>
        <input type="number" name="adults" min={1} max={20} defaultValue={2} required />
      </label>
      <ShellButton kind="primary" large type="submit">
        {t('landing.heroCta')}
      </ShellButton>
    </form>
  );
}

function Hero() {
  const { t } = useTranslation();
  const { company } = useCompany();
  return (
    <section className="hero">
      <img src="/images/hero-skyline.svg" alt="" width={960} height={480} fetchPriority="high" />
      <div className="page-container" style={{ position: 'relative', width: '100%' }}>
        <h1>{company ? t('landing.heroTitle', { cityIn: company.cityIn }) : <ShellSkeleton inline />}</h1>
        <p>{t('landing.heroText')}</p>
        <HeroSearch />
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
          {t('error.loadFailed')} <ShellButton onClick={() => void query.refetch()}>{t('common.retry')}</ShellButton>
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
