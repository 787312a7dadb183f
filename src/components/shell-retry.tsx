/**
 * "Try again" after a failed load, in the light shell's button (./shell-button.tsx). In the SPA
 * and inside an island it asks again (`onRetry`); in a server-rendered page's static HTML it is
 * an island of its own that reloads the page (the server renders it afresh: a render whose data
 * failed is not cached, server/ssr.ts).
 */
import { useTranslation } from 'react-i18next';
import { Island, useRenderMode } from '../islands/island';
import { ShellButton } from './shell-button';

/** The island: "try again" reloads the page. */
export default function ReloadButton() {
  const { t } = useTranslation();
  return <ShellButton onClick={() => window.location.reload()}>{t('common.retry')}</ShellButton>;
}

/** "Try again": `onRetry` where it can run, a reload in static HTML. */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  if (useRenderMode() === 'static') return <Island name="retry" component={ReloadButton} inline />;
  return <ShellButton onClick={onRetry}>{t('common.retry')}</ShellButton>;
}
