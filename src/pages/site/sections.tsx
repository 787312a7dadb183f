/**
 * The landing's sections below the hero (docs/architecture.md § Screens, "/": gallery, infrastructure, location,
 * news/promotions/blog, awards, advantages, apartments, mobile app), each also shown as a page
 * (/gallery, /infrastructure, /location, /mobile-app). Content comes from the backend
 * (app/v1/content/*, app/v1/company) in the current language. Loaded lazily: nothing here is on
 * the landing's first paint.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AndroidOutlined,
  AppleOutlined,
  EnvironmentOutlined,
  TrophyOutlined,
  CheckCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ShellButtonLink } from '../../components/shell-button';
import { useCompany } from '../../components/company';
import { useBuildings } from '../../components/use-buildings';
import { ComplexPlan } from '../../components/complex-plan';
import { formatMoney } from '../../domain/money';
import { ListStates, LoadError, Paragraphs, useContentItem, useContentList, NewsCards } from './content';
import type { RentalData } from '../../contracts/content';
import { ShellSkeleton } from '../../components/shell-skeleton';
import InstallApp from '../../pwa/install-app';
import { Island } from '../../islands/island';

/** A section on the landing (h2) or the page of the section (h1 with a lead text). */
function Section({
  id,
  title,
  lead,
  asPage,
  children,
  action,
}: {
  id: string;
  title: string;
  lead?: string;
  asPage?: boolean;
  children: ReactNode;
  action?: ReactNode;
}) {
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section className={`section page-container${asPage ? ' site-page' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="section-head">
        <Heading id={`${id}-title`} className={asPage ? 'page-title' : 'section-title'}>
          {title}
        </Heading>
        {action}
      </div>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </section>
  );
}

const lang = (l: string) => (l === 'en' ? 'en' : 'ru');

/** Photos of the apartments and shared spaces. */
export function GallerySection({ asPage }: { asPage?: boolean }) {
  const { t } = useTranslation();
  const query = useContentList('gallery');
  return (
    <Section
      id="gallery"
      title={t('site.gallery')}
      lead={asPage ? t('site.galleryText') : undefined}
      asPage={asPage}
      action={!asPage && <Link to="/gallery">{t('site.readMore')}</Link>}
    >
      <ListStates query={query}>
        {(items) => (
          <ul className="gallery-grid">
            {(asPage ? items : items.slice(0, 4)).map((g) => (
              <li key={g.id}>
                <figure>
                  <img src={g.image ?? ''} alt={g.title} width={800} height={600} loading="lazy" decoding="async" />
                  <figcaption>{g.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </Section>
  );
}

/** Restaurant, gym, coworking, parking… */
export function InfrastructureSection({ asPage }: { asPage?: boolean }) {
  const { t } = useTranslation();
  const query = useContentList('infrastructure');
  return (
    <Section
      id="infrastructure"
      title={t('site.infrastructure')}
      lead={asPage ? t('site.infrastructureText') : undefined}
      asPage={asPage}
      action={!asPage && <Link to="/infrastructure">{t('site.readMore')}</Link>}
    >
      <ListStates query={query}>
        {(items) => (
          <ul className="card-grid">
            {items.map((i) => (
              <li key={i.id} className="tile tile-media">
                {i.image && <img src={i.image} alt="" width={400} height={300} loading="lazy" decoding="async" />}
                <h3>{i.title}</h3>
                <p>{i.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </Section>
  );
}

/**
 * Where the complex is: the address, the drawn plan of the buildings placed by their coordinates
 * (the search map's {@link ComplexPlan}; no third-party map is loaded: nothing before cookie
 * consent) and a link to open the point in OpenStreetMap.
 */
export function LocationSection({ asPage }: { asPage?: boolean }) {
  const { t } = useTranslation();
  // Without the company's data (offline, never kept: docs/rules.md R19.6) no address, not a bar forever.
  const { company, isError: companyFailed } = useCompany();
  // The same buildings and coordinates as the search map (issue 14 item 14).
  const { list: buildings, details } = useBuildings();
  const page = useContentItem('page', 'location');
  const osm = company
    ? `https://www.openstreetmap.org/?mlat=${company.lat}&mlon=${company.lng}#map=17/${company.lat}/${company.lng}`
    : undefined;
  return (
    <Section
      id="location"
      title={t('site.location')}
      lead={asPage ? t('site.locationText') : undefined}
      asPage={asPage}
    >
      <div className="location-grid">
        <div>
          {company ? (
            <p className="address">
              <EnvironmentOutlined aria-hidden /> {company.address}
            </p>
          ) : companyFailed ? null : (
            <ShellSkeleton rows={2} />
          )}
          {page.isError ? (
            <LoadError error={page.error} onRetry={() => page.refetch()} />
          ) : page.data ? (
            <Paragraphs text={page.data.body} />
          ) : (
            <ShellSkeleton />
          )}
          {osm && (
            <a href={osm} target="_blank" rel="noopener noreferrer">
              {t('site.openMap')}
            </a>
          )}
        </div>
        <figure className="map-figure">
          <ComplexPlan buildings={buildings.data ?? []} details={details} interactive={false} />
          <figcaption className="sr-only">
            {(buildings.data ?? []).map((b) => `${b.name}: ${b.address}`).join('; ')}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}

/** The three latest news, promotions and blog posts. */
export function NewsSection() {
  const { t } = useTranslation();
  const query = useContentList('news', { _start: 0, _end: 3 });
  return (
    <Section id="news" title={t('site.news')} action={<Link to="/news">{t('site.allNews')}</Link>}>
      <ListStates query={query}>{(items) => <NewsCards items={items} headingLevel={3} />}</ListStates>
    </Section>
  );
}

/** A section of short items, each with an icon, a title and a summary (awards, advantages). */
function IconTilesSection({
  id,
  kind,
  title,
  icon,
}: {
  id: string;
  kind: 'award' | 'advantage';
  title: string;
  icon: ReactNode;
}) {
  const query = useContentList(kind);
  return (
    <Section id={id} title={title}>
      <ListStates query={query}>
        {(items) => (
          <ul className="card-grid compact">
            {items.map((a) => (
              <li key={a.id} className="tile">
                {icon}
                <h3>{a.title}</h3>
                <p>{a.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </Section>
  );
}

/** Awards of the complex. */
export function AwardsSection() {
  const { t } = useTranslation();
  return (
    <IconTilesSection
      id="awards"
      kind="award"
      title={t('site.awards')}
      icon={<TrophyOutlined className="tile-icon" aria-hidden />}
    />
  );
}

/** Why guests choose the complex. */
export function AdvantagesSection() {
  const { t } = useTranslation();
  return (
    <IconTilesSection
      id="advantages"
      kind="advantage"
      title={t('site.advantages')}
      icon={<CheckCircleOutlined className="tile-icon" aria-hidden />}
    />
  );
}

/** Apartments: the call to search, and long-term offers with their monthly price. */
export function ApartmentsSection() {
  const { t, i18n } = useTranslation();
  const query = useContentList<RentalData>('rental', { _start: 0, _end: 3 });
  return (
    <Section
      id="apartments"
      title={t('site.apartments')}
      lead={t('site.apartmentsText')}
      action={
        <ShellButtonLink to="/objects" kind="primary">
          {t('site.findApartment')}
        </ShellButtonLink>
      }
    >
      <ListStates query={query}>
        {(items) => (
          <ul className="card-grid">
            {items.map((r) => (
              <li key={r.id} className="tile tile-media">
                {r.image && <img src={r.image} alt="" width={800} height={600} loading="lazy" decoding="async" />}
                <h3>
                  <Link to={`/segments/apartments/${r.slug}`}>{r.title}</Link>
                </h3>
                <p>{r.summary}</p>
                <p className="price">
                  {t('site.perMonth', { price: formatMoney(r.data.priceMonthKopecks, lang(i18n.language)) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <p>
        <Link to="/segments/apartments">{t('site.longTerm')}</Link>
      </p>
    </Section>
  );
}

/** The mobile app promo (docs/architecture.md § Screens, /mobile-app); the page adds how to install the portal itself (docs/rules.md R19.1). */
export function MobileAppSection({ asPage }: { asPage?: boolean }) {
  const { t } = useTranslation();
  const page = useContentItem('page', 'mobile-app');
  return (
    <Section id="mobile-app" title={t('site.mobileApp')} lead={t('site.mobileAppText')} asPage={asPage}>
      {page.isError ? (
        <LoadError error={page.error} onRetry={() => page.refetch()} />
      ) : page.data ? (
        <Paragraphs text={asPage ? page.data.body : page.data.summary} />
      ) : (
        <ShellSkeleton />
      )}
      <div className="store-links">
        <ShellButtonLink
          to="https://apps.apple.com/"
          target="_blank"
          rel="noopener noreferrer"
          large
          icon={<AppleOutlined />}
        >
          {t('site.appStore')}
        </ShellButtonLink>
        <ShellButtonLink
          to="https://play.google.com/store/apps"
          target="_blank"
          rel="noopener noreferrer"
          large
          icon={<AndroidOutlined />}
        >
          {t('site.googlePlay')}
        </ShellButtonLink>
      </div>
      {asPage ? <Island name="install-app" component={InstallApp} /> : null}
    </Section>
  );
}

/** Every section below the hero, in the order docs/architecture.md § Screens lists them. */
export default function LandingSections() {
  return (
    <>
      <GallerySection />
      <InfrastructureSection />
      <LocationSection />
      <NewsSection />
      <AwardsSection />
      <AdvantagesSection />
      <ApartmentsSection />
      <MobileAppSection />
    </>
  );
}

/** /gallery */
export const GalleryPage = () => <GallerySection asPage />;
/** /infrastructure */
export const InfrastructurePage = () => <InfrastructureSection asPage />;
/** /location */
export const LocationPage = () => <LocationSection asPage />;
/** /mobile-app */
export const MobileAppPage = () => <MobileAppSection asPage />;
