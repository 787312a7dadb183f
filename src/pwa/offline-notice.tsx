/**
 * The account's offline notice and write lock (docs/rules.md R19.2): while the page is offline or
 * shows answers the service worker kept, an alert says "Offline — as of today, 14:05" (the time
 * of the oldest kept answer, docs/rules.md R8.2) and every control inside is disabled (antd's
 * `componentDisabled`), so nothing can be sent; links and the menu still work.
 */
import type { ReactNode } from 'react';
import { Alert, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatServerTimestamp } from '../domain/datetime';
import { useOffline } from './offline';

/** Wraps the account's page content: the notice above it and its controls disabled while offline. */
export function OfflineGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { offline, asOf } = useOffline();
  const title =
    asOf === null
      ? t('pwa.offlineNow')
      : t('pwa.offline', {
          time: formatServerTimestamp(new Date(asOf), { t: (k) => t(`common.${k}`) }),
          interpolation: { escapeValue: false },
        });
  // The same tree online and offline: the page is not mounted again when the connection changes.
  return (
    <>
      {offline && (
        <Alert
          type="warning"
          showIcon
          role="status"
          data-testid="offline-notice"
          message={title}
          description={t('pwa.offlineActions')}
          style={{ marginBottom: 16 }}
        />
      )}
      <ConfigProvider componentDisabled={offline}>{children}</ConfigProvider>
    </>
  );
}
