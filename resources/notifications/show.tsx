/**
 * /notifications/{id} (docs/rules.md R7.5): one notification from GET app/v1/push/{id}, which marks it read;
 * the header counter and the list refresh once it has loaded. Someone else's notification → 404.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { refreshNotifications } from './components/unread';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function NotificationShowPage() {
  const t = useTranslate();
  const { id } = useParams();
  const { query, result } = useEndpointShow(api.notifications.show, {
    id: id ?? '',
    queryOptions: { enabled: !!id, retry: false },
    errorNotification: false,
  });
  const loadedId = result?.id;

  useEffect(() => {
    if (loadedId !== undefined) void refreshNotifications();
  }, [loadedId]);

  const back = (
    <LinkButton to="/notifications" icon={<ArrowLeftOutlined />}>
      {t('push.back')}
    </LinkButton>
  );

  if (query.isError) {
    if (query.error?.statusCode === 404) return <Result status="404" title={t('push.notFound')} extra={back} />;
    return (
      <Alert
        type="error"
        showIcon
        message={t('push.loadError')}
        description={query.error?.message}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  return (
    <Show
      resource="push"
      recordItemId={id}
      breadcrumb={false}
      goBack={false}
      headerButtons={back}
      title={
        result ? (
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="notification-title">
            {result.title}
          </Typography.Title>
        ) : (
          <Skeleton.Input active />
        )
      }
    >
      {query.isLoading || !result ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {formatServerTimestamp(result.createdAt, { t: (k) => t(`common.${k}`) })}
          </Typography.Text>
          <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-line' }}>{result.body}</Typography.Paragraph>
          {result.link && result.link.startsWith('/') && !result.link.startsWith('//') && (
            <LinkButton to={result.link} type="primary">
              {t('push.open')}
            </LinkButton>
          )}
        </>
      )}
    </Show>
  );
}
