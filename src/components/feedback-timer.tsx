/**
 * The feedback pop-up (docs/rules.md R6.7, R6.11): FEEDBACK_MODAL_DELAY_MS (50 000 ms) after a page opens, the
 * feedback form opens as `?m=feedback` — only if no modal is in the query at that moment, never
 * in the booking, payment and account flows (FEEDBACK_QUIET_PATHS), and never while the cookie
 * banner is on screen (the two are not stacked: with no cookie choice yet it waits for a later
 * page load). Once shown, it is remembered for the browser session in sessionStorage
 * (`feedback-shown`). That flag is strictly necessary storage, allowed without consent: it only
 * keeps the visitor's own dismissal for the session, is never sent to the server and ends with
 * the tab (a "user-interface customisation" item, exempt from consent under the cookie rules
 * that docs/rules.md follows; see src/components/cookie-consent.tsx). Issue 14 item 15.
 */
import { useEffect, useRef } from 'react';
import { useShellLocation } from './shell-router';
import { FEEDBACK_MODAL_DELAY_MS, FEEDBACK_SHOWN_KEY, shouldOpenFeedback } from '../domain/forms';
import { cookieChoiceMade } from './cookie-consent';
import { useModalParam } from './modal-host';

let shownThisLoad = false;

function shownInSession(): boolean {
  try {
    return sessionStorage.getItem(FEEDBACK_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberShown() {
  shownThisLoad = true;
  try {
    sessionStorage.setItem(FEEDBACK_SHOWN_KEY, '1');
  } catch {
    /* storage may be unavailable: then once per page load */
  }
}

/** Renders nothing; runs the timer once per page load. */
export function FeedbackTimer() {
  const location = useShellLocation();
  const { open } = useModalParam();
  const latest = useRef({ search: location.search, pathname: location.pathname, open });
  latest.current = { search: location.search, pathname: location.pathname, open };

  useEffect(() => {
    if (shownThisLoad || shownInSession()) return;
    // Counted from the page's start (performance.now() is ms since navigation), since this chunk loads a moment later.
    const delay = Math.max(0, FEEDBACK_MODAL_DELAY_MS - performance.now());
    const id = window.setTimeout(() => {
      const { search, pathname, open: openModal } = latest.current;
      if (!cookieChoiceMade()) return; // the cookie banner is up: not on top of it
      if (!shouldOpenFeedback(search, shownThisLoad || shownInSession(), pathname)) return;
      rememberShown();
      openModal('feedback');
    }, delay);
    return () => window.clearTimeout(id);
  }, []);

  return null;
}
