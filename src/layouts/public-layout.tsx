/**
 * The public layout (docs/architecture.md § Look and feel: the public site sells stays): a header with navigation, the
 * language switch, the call-back action and the login/account button; a footer with the
 * company's contacts, which are data (GET app/v1/company), and links to the information and
 * legal pages (FOOTER_LINKS). Plain landmarks (`header`, `main`, `footer`) laid out by
 * src/styles.css: antd's Layout, Space and Skeleton would add their code to the landing's initial
 * JS for what three CSS rules do (docs/architecture.md § The SPA).
 */
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { MenuOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getCookie } from '../../providers/cookies';
import { LanguageSwitch } from '../components/language-switch';
import { ShellButton, ShellButtonLink } from '../components/shell-button';
import { lazyThemed } from '../components/lazy-themed';
import { useCompany } from '../components/company';
import { useModalParam } from '../components/modal-host';
import { formatPhone } from '../domain/phone';
import { ShellSkeleton } from '../components/shell-skeleton';

const MobileMenu = lazyThemed(() => import('../components/mobile-menu'));

/** Public navigation: path and i18n key. */
export const PUBLIC_NAV = [
  // "Apartments" opens the search filtered to apartments (offices have their own page).
  { to: '/objects?kind=apartment', key: 'nav.objects' },
  { to: '/office', key: 'nav.office' },
  { to: '/services', key: 'nav.services' },
  { to: '/news', key: 'nav.news' },
  { to: '/partners', key: 'nav.partners' },
  { to: '/contacts', key: 'nav.contacts' },
] as const;

const noSubscribe = () => () => {};
const hasToken = () => !!(getCookie('user-token') || getCookie('auth-token'));

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
      { to: '/registersoftware', key: 'site.registerSoftware' },
    ],
  },
] as const;

function AccountButton() {
  const { t } = useTranslation();
  // The token cookie says "logged in" well enough for a button; the account checks for real.
  // The server (and hydration) draw "log in", so the server HTML is the same for everyone.
  const authed = useSyncExternalStore(noSubscribe, hasToken, () => false);
  return (
    <ShellButtonLink
      to={authed ? '/dashboard' : '/login'}
      kind="primary"
      icon={<UserOutlined />}
      className="account-btn"
    >
      <span className="btn-label">{authed ? t('nav.account') : t('nav.login')}</span>
    </ShellButtonLink>
  );
}

export function PublicHeader() {
  const { t } = useTranslation();
  const { company } = useCompany();
  const { open } = useModalParam();
  const [menu, setMenu] = useState(false);
  const links = PUBLIC_NAV.map((n) => (
    <NavLink key={n.to} to={n.to} onClick={() => setMenu(false)}>
      {t(n.key)}
    </NavLink>
  ));
  return (
    <header className="public-header">
      <Link to="/" className="brand">
        {company?.name ?? t('app.titleFallback')}
      </Link>
      <nav aria-label={t('nav.menu')}>{links}</nav>
      <div className="header-actions">
        {/* Hidden under 1096 px by CSS (the mobile menu has it), so the first paint is right; under
            1366 px its label hides (the icon and the accessible name stay), so the nav keeps room for all its links. */}
        <ShellButton
          kind="text"
          className="callback-btn"
          aria-label={t('nav.callback')}
          icon={<PhoneOutlined />}
          onClick={() => open('callback')}
        >
          <span className="btn-label">{t('nav.callback')}</span>
        </ShellButton>
        <LanguageSwitch size="small" />
        <AccountButton />
        <ShellButton
          className="menu-toggle btn-icon-only"
          kind="text"
          aria-label={t('nav.menu')}
          icon={<MenuOutlined />}
          onClick={() => setMenu(true)}
        />
      </div>
      {menu && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menu}
            onClose={() => setMenu(false)}
            links={links}
            onCallback={() => {
              setMenu(false);
              open('callback');
            }}
          />
        </Suspense>
      )}
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
            <span>
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
