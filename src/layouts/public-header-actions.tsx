/**
 * The public header's interactive part, an island of every server-rendered page
 * (docs/architecture.md § Server rendering): the call-back action (`?m=callback`), the language
 * switch, the login/account button and, on phones and tablets, the menu button with its drawer
 * (loaded on first open). The brand and the navigation around it are plain links.
 */
import { Suspense, useState, useSyncExternalStore } from 'react';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { getCookie } from '../../providers/cookies';
import { LanguageSwitch } from '../components/language-switch';
import { ShellButton, ShellButtonLink } from '../components/shell-button';
import { lazyThemed } from '../components/lazy-themed';
import { useModalParam } from '../components/modal-host';
import { ShellNavLink } from '../components/shell-router';
import { ShellIcon } from '../components/shell-icon';

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

function AccountButton() {
  const { t } = useTranslation();
  // The token cookie says "logged in" well enough for a button; the account checks for real.
  // The server (and hydration) draw "log in", so the server HTML is the same for everyone.
  const authed = useSyncExternalStore(noSubscribe, hasToken, () => false);
  return (
    <ShellButtonLink
      to={authed ? '/dashboard' : '/login'}
      kind="primary"
      icon={<ShellIcon icon={UserOutlined} />}
      className="account-btn"
    >
      <span className="btn-label">{authed ? t('nav.account') : t('nav.login')}</span>
    </ShellButtonLink>
  );
}

/** The navigation links (the header's, and the drawer's on phones); `onClick` closes the drawer. */
export function NavLinks({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {PUBLIC_NAV.map((n) => (
        <ShellNavLink key={n.to} to={n.to} onClick={onClick}>
          {t(n.key)}
        </ShellNavLink>
      ))}
    </>
  );
}

export default function HeaderActions() {
  const { t } = useTranslation();
  const { open } = useModalParam();
  const [menu, setMenu] = useState(false);
  return (
    <div className="header-actions">
      {/* Hidden under 1096 px by CSS (the mobile menu has it), so the first paint is right; under
          1366 px its label hides (the icon and the accessible name stay), so the nav keeps room for all its links. */}
      <ShellButton
        kind="text"
        className="callback-btn"
        aria-label={t('nav.callback')}
        icon={<ShellIcon icon={PhoneOutlined} />}
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
        icon={<ShellIcon icon={MenuOutlined} />}
        onClick={() => setMenu(true)}
      />
      {menu && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menu}
            onClose={() => setMenu(false)}
            links={<NavLinks onClick={() => setMenu(false)} />}
            onCallback={() => {
              setMenu(false);
              open('callback');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
