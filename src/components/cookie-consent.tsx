/**
 * Cookie consent (docs/rules.md R6.11: accept all or reject): a banner until the
 * visitor chooses; the choice is remembered in the essential cookie `cookie-consent`
 * (`all` | `essential`, one year). Until "accept all", nothing non-essential is stored: the site
 * has no analytics or third-party scripts. What is stored without consent is strictly necessary:
 * the language and session cookies, a booking's claim token, and the session-only
 * "feedback pop-up already shown" flag (FEEDBACK_SHOWN_KEY: the visitor's own dismissal, never
 * sent anywhere, gone with the tab), which "only essential" keeps while clearing the rest.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { ShellButton } from './shell-button';
import { ShellLink } from './shell-router';
import { useTranslation } from 'react-i18next';
import { getCookie, setCookie } from '../../providers/cookies';
import {
  COOKIE_CONSENT_COOKIE,
  FEEDBACK_SHOWN_KEY,
  parseCookieConsent,
  type CookieConsent as Consent,
} from '../domain/forms';

const listeners = new Set<() => void>();
const read = () => parseCookieConsent(getCookie(COOKIE_CONSENT_COOKIE));

/** Records the visitor's choice and tells every subscriber. */
export function setCookieConsent(value: Consent) {
  setCookie(COOKIE_CONSENT_COOKIE, value, 365);
  if (value === 'essential') {
    try {
      const shown = sessionStorage.getItem(FEEDBACK_SHOWN_KEY);
      sessionStorage.clear();
      localStorage.clear();
      if (shown) sessionStorage.setItem(FEEDBACK_SHOWN_KEY, shown);
    } catch {
      /* storage may be unavailable */
    }
  }
  listeners.forEach((l) => l());
}

/** The current choice, or null while undecided. */
export function useCookieConsent(): Consent | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => null,
  );
}

/** Whether optional (non-essential) storage may be used now: only after "accept all". */
export function canStoreOptional(): boolean {
  return read() === 'all';
}

/** Whether the visitor has answered the banner (so it is not on screen). */
export function cookieChoiceMade(): boolean {
  return read() !== null;
}

/** The banner; renders nothing once a choice is remembered. Shell buttons: no antd code on every public page. */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  // While the banner is shown the page gets room at the bottom, so nothing stays hidden under it.
  useEffect(() => {
    document.body.classList.toggle('has-cookie-banner', !consent);
    return () => document.body.classList.remove('has-cookie-banner');
  }, [consent]);
  if (consent) return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner-inner">
        <div>
          <h2 id="cookie-banner-title">{t('cookies.title')}</h2>
          <p>
            {t('cookies.text')} <ShellLink to="/privacy-policy">{t('cookies.more')}</ShellLink>
          </p>
        </div>
        <div className="cookie-banner-actions">
          <ShellButton kind="primary" onClick={() => setCookieConsent('all')}>
            {t('cookies.accept')}
          </ShellButton>
          <ShellButton onClick={() => setCookieConsent('essential')}>{t('cookies.reject')}</ShellButton>
        </div>
      </div>
    </section>
  );
}
