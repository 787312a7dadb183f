/**
 * The rare states of the public content pages (src/pages/site/content.tsx loads this module only
 * when one is shown): a load error with retry, "not found" with a way back, an empty list.
 */
import { Alert, Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import type { ApiFailure } from '../../../providers/api-hooks';

/** An error with the server's message and a retry button. */
export function LoadError({ error, onRetry }: { error: ApiFailure | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t('error.loadFailed')}
      description={error?.message}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

/** "Not found" inside the public layout, with a way back. */
export function NotFoundInline({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={<h1 className="page-title">{t('site.notFound')}</h1>}
      extra={
        <ButtonLink to={backTo} type="primary">
          {backLabel}
        </ButtonLink>
      }
    />
  );
}

/** An empty list with its message. */
export function EmptyList({ description }: { description: string }) {
  return <Empty description={description} />;
}
