/**
 * The public layout (docs/architecture.md § Look and feel: the public site sells stays): a header with navigation, the
 * language switch, the call-back action and the login/account button (an island on a
 * server-rendered page: ./public-header-actions.tsx); a footer with the
 * company's contacts, which are data (GET app/v1/company), and links to the information and
 * legal pages (FOOTER_LINKS). Plain landmarks (`header`, `main`, `footer`) laid out by
 * src/styles.css: antd's Layout, Space and Skeleton would add their code to the landing's initial
 * JS for what three CSS rules do (docs/architecture.md § The SPA).
 */
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../components/company';
import { formatPhone } from '../domain/phone';
import { ShellSkeleton } from '../components/shell-skeleton';
import { Island } from '../islands/island';
import HeaderActions, { NavLinks } from './public-header-actions';

/** Footer link groups (issue 14 item 20): the information pages and the legal pages; path and i18n key. */
export const FOOTER_LINKS = [
  {
    key: 'footer.info',
    links: [
      { to: '/about', key: 'site.about' },
      { to: '/about-company', key: 'site.aboutCompany' },
      { to: '/questions', key: 'site.questions' },
      { to: '/payment', key: 'site.payment' },
      { to: '/for-investors', key: 'site.forInvestors' },
      { to: '/contacts', key: 'site.contacts' },
    ],
  },
  {
    key: 'footer.legalPages',
    links: [
      { to: '/policy', key: 'site.policy' },
      { to: '/personal-data-rules', key: 'site.personalDataRules' },
      { to: '/terms-of-use', key: 'site.agreement' },
      { to: '/esign-agreement', key: 'site.esignAgreement' },
      { to: '/registersoftware', key: 'site.registerSoftware' },
    ],
  },
] as const;

/** The header: the brand and the navigation as links, the actions an island (./public-header-actions.tsx). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { company } = useCompany();
  return (
    <header className="public-header">
      <Link to="/" className="brand">
        {company?.name ?? t('app.titleFallback')}
      </Link>
      <nav aria-label={t('nav.menu')}>
        <NavLinks />
      </nav>
      <Island name="header" component={HeaderActions} />
    </header>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  const { company } = useCompany();
  return (
    <footer className="public-footer">
      <div className="page-container footer-grid">
        {company ? (
          <div className="footer-contacts">
            <strong>{company.name}</strong>
            <span>
              {t('footer.address')}: {company.address}
            </span>
            <span>
              {t('footer.phone')}:{' '}
              {company.phones.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <a href={`tel:${p}`}>{formatPhone(p)}</a>
                </span>
              ))}
            </span>
            <span>
              {t('footer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
            </span>
            {company.registerNumber ? (
              <span data-testid="register-number">
                {t('footer.registerNumber', { number: company.registerNumber })}
              </span>
            ) : null}
            <span>
              {/* The copyright year: the shell stays without dayjs (src/domain/hotel-time.ts), and the
                  year differs from the complex's only in the first five hours of 1 January. */}
              {/* eslint-disable-next-line no-restricted-syntax */}
              {t('footer.rights', { year: new Date().getFullYear(), name: company.legal.name ?? company.name })}
            </span>
          </div>
        ) : (
          <ShellSkeleton rows={3} />
        )}
        {FOOTER_LINKS.map((g) => (
          <nav key={g.key} aria-label={t(g.key)} className="footer-links">
            <strong>{t(g.key)}</strong>
            <ul>
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
}

/** The layout around a route's `<Outlet>`, or around `children` when given (the 404 page). */
export default function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="public-content">
        <Suspense
          fallback={
            <div className="page-container section">
              <ShellSkeleton rows={6} />
            </div>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}

/**
 * `content` inside the public layout: where a part that draws a layout of its own (the Refine
 * root, the account layout) failed to load — offline, never kept on this device (docs/rules.md
 * R19.6) — its message keeps the site's header and menu.
 */
export const inPublicLayout = (content: ReactNode) => <PublicLayout>{content}</PublicLayout>;
