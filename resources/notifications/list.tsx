/**
 * /notifications (docs/rules.md R7.5): the user's notifications from GET app/v1/push (read from
 * `data.data`, unread first, paginated), each opening /notifications/{id}; the browser-push control
 * on top. A list on every width (an inbox reads top to bottom; on phones it is already card-like).
 */
import { Link } from 'react-router';
import { Alert, Badge, Button, Empty, List as AntList, Skeleton, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { BrowserPushCard } from './browser-push';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { PageTitle } from '../../src/components/page-title';

export default function NotificationListPage() {
  const t = useTranslate();
  const { tableQuery, result, currentPage, setCurrentPage, pageSize } = useEndpointTable(api.notifications.list, {
    pagination: { pageSize: 10 },
    syncWithLocation: true,
  });
  const items = result.data ?? [];

  return (
    <List resource="push" breadcrumb={false} title={<PageTitle>{t('push.title')}</PageTitle>}>
      <BrowserPushCard />
      {tableQuery.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('push.loadError')}
          description={tableQuery.error?.message}
          action={<Button onClick={() => tableQuery.refetch()}>{t('common.retry')}</Button>}
        />
      ) : tableQuery.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty
          description={
            <>
              <strong>{t('push.empty')}</strong>
              <br />
              {t('push.emptyText')}
            </>
          }
        />
      ) : (
        <AntList
          data-testid="notification-list"
          itemLayout="vertical"
          dataSource={items}
          pagination={
            (result.total ?? 0) > pageSize
              ? {
                  current: currentPage,
                  pageSize,
                  total: result.total,
                  onChange: (p) => setCurrentPage(p),
                  showSizeChanger: false,
                }
              : false
          }
          renderItem={(n) => (
            <AntList.Item
              key={n.id}
              data-testid="notification-item"
              data-read={n.read}
              style={{ background: n.read ? undefined : '#f5f9ff', paddingInline: 12 }}
            >
              <AntList.Item.Meta
                title={
                  <Link to={`/notifications/${n.id}`}>
                    {!n.read && <Badge status="processing" style={{ marginInlineEnd: 8 }} />}
                    <span style={{ fontWeight: n.read ? 400 : 600 }}>{n.title}</span>
                  </Link>
                }
                description={
                  <>
                    {formatServerTimestamp(n.createdAt, { t: (k) => t(`common.${k}`) })}
                    {' · '}
                    {n.read ? t('push.read') : t('push.unread')}
                  </>
                }
              />
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                {n.body}
              </Typography.Paragraph>
            </AntList.Item>
          )}
        />
      )}
    </List>
  );
}
