/**
 * A feed's state (docs/rules.md R18.4): synced, failing with the reason (an HTTP status or a byte
 * count where the server gave one), or not synced yet.
 */
import { Space, Tag, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { FeedRow } from '../../../src/contracts/backoffice-channels';

/** The failure's reason in the manager's language (`backoffice-channels.errors.*`). */
export function useFeedError() {
  const t = useTranslate();
  return (f: Pick<FeedRow, 'lastError' | 'lastErrorDetail'>) =>
    f.lastError ? t(`backoffice-channels.errors.${f.lastError}`, { detail: f.lastErrorDetail ?? '' }) : '';
}

export function FeedStatus({ feed }: { feed: FeedRow }) {
  const t = useTranslate();
  const reason = useFeedError();
  if (feed.lastError)
    return (
      <Space direction="vertical" size={0} data-testid={`feed-status-${feed.id}`}>
        <Tag color="error">{t('backoffice-channels.status.failed')}</Tag>
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {reason(feed)}
        </Typography.Text>
      </Space>
    );
  return (
    <span data-testid={`feed-status-${feed.id}`}>
      {feed.lastSuccessAt ? (
        <Tag color="success">{t('backoffice-channels.status.ok')}</Tag>
      ) : (
        <Tag>{t('backoffice-channels.status.never')}</Tag>
      )}
    </span>
  );
}
