/**
 * Parts of the shell that are not needed for the first paint — the cookie consent banner and the
 * feedback pop-up timer — in one lazily loaded chunk, so the landing's initial JS stays within
 * its budget (docs/architecture.md § The SPA: ≤ 250 KB gzip).
 */
import { CookieConsentBanner } from './cookie-consent';
import { FeedbackTimer } from './feedback-timer';

export default function ShellExtras() {
  return (
    <>
      <FeedbackTimer />
      <CookieConsentBanner />
    </>
  );
}
