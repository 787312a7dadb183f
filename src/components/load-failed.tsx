/**
 * The account's "could not load" notice (docs/rules.md R1.11): an error alert with a retry button,
 * drawn where a list or a page's data failed to load. The public content pages have their own,
 * lighter one (src/pages/site/content-states.tsx).
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * "Could not load" with a retry.
 *
 * @param onRetry - loads again (the query's `refetch`).
 */
export function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={t('error.loadFailed')}
      action={<Button onClick={() => void onRetry()}>{t('common.retry')}</Button>}
    />
  );
}
