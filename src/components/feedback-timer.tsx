/**
 * The feedback pop-up (docs/rules.md R6.7): FEEDBACK_MODAL_DELAY_MS (50 000 ms) after a page opens, the
 * feedback form opens as `?m=feedback` — only if no modal is in the query at that moment. Once per
 * page load, and never in the booking, payment and account flows (FEEDBACK_QUIET_PATHS); with cookie consent "accept all" it is also remembered for the browser session
 * (sessionStorage), without consent nothing is stored (src/components/cookie-consent.tsx).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FEEDBACK_MODAL_DELAY_MS } from '../domain/booking';
import { shouldOpenFeedback } from '../domain/forms';
import { canStoreOptional } from './cookie-consent';
import { useModalParam } from './modal-host';

/** sessionStorage key of the "already shown this session" flag (stored only with consent). */
export const FEEDBACK_SHOWN_KEY = 'feedback-shown';

let shownThisLoad = false;

function shownInSession(): boolean {
  try {
    return canStoreOptional() && sessionStorage.getItem(FEEDBACK_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Renders nothing; runs the timer once per page load. */
export function FeedbackTimer() {
  const location = useLocation();
  const { open } = useModalParam();
  const latest = useRef({ search: location.search, pathname: location.pathname, open });
  latest.current = { search: location.search, pathname: location.pathname, open };

  useEffect(() => {
    if (shownThisLoad || shownInSession()) return;
    // Counted from the page's start (performance.now() is ms since navigation), since this chunk loads a moment later.
    const delay = Math.max(0, FEEDBACK_MODAL_DELAY_MS - performance.now());
    const id = window.setTimeout(() => {
      const { search, pathname, open: openModal } = latest.current;
      if (!shouldOpenFeedback(search, shownThisLoad || shownInSession(), pathname)) return;
      shownThisLoad = true;
      if (canStoreOptional()) {
        try {
          sessionStorage.setItem(FEEDBACK_SHOWN_KEY, '1');
        } catch {
          /* storage may be unavailable */
        }
      }
      openModal('feedback');
    }, delay);
    return () => window.clearTimeout(id);
  }, []);

  return null;
}
