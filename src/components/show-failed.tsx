/**
 * What a record's page draws when its record did not load (docs/rules.md R1.11): "not found" (404)
 * with a way back to the list, or "could not load" with a retry.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A record's page that failed to load.
 *
 * @param query - the page's query: its `error.statusCode` (404 = not found) and `refetch`.
 * @param notFound - the translated "not found" title.
 * @param back - the way back on 404 (and on any failure where `retry` is false): path and label.
 * @param retry - offer a retry on a failure other than 404 (default true).
 * @param subTitle - a line under the title.
 */
export function ShowFailed({
  query,
  notFound,
  back,
  retry = true,
  subTitle,
}: {
  query: { error?: { statusCode?: number } | null; refetch: () => unknown };
  notFound: string;
  back: { to: string; label: string };
  retry?: boolean;
  subTitle?: ReactNode;
}) {
  const { t } = useTranslation();
  const missing = query.error?.statusCode === 404;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? notFound : t('error.loadFailed')}
      subTitle={subTitle}
      extra={
        missing || !retry ? (
          <Link to={back.to}>{back.label}</Link>
        ) : (
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        )
      }
    />
  );
}
