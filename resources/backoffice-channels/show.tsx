/**
 * /backoffice/channels/{objectId} (docs/rules.md R18): one object's calendar sync — our export link
 * (copy, replace), the channels' calendars attached to it (attach, sync now, remove, their nights
 * and state) and the conflicts their nights raised with our stays.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Alert, Badge, Button, Card, Skeleton, Space } from 'antd';
import { Show } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { ExportCard } from './components/export-card';
import { FeedsCard } from './components/feeds-card';
import { ConflictsTable } from './components/conflicts-table';

/** How often the sheet is read while a feed's first import is under way, ms. */
const PENDING_IMPORT_POLL_MS = 2_000;

export default function ObjectChannelsPage() {
  const t = useTranslate();
  const id = Number(useParams().id);
  const invalidate = useInvalidate();
  // A feed just attached is imported on the server at once (docs/rules.md R18.3); while one has not
  // been tried yet (a slow channel), the sheet is read again until its state and nights show.
  const { query } = useEndpointQuery(api['backoffice-channels'].sheet, {
    params: { id },
    refetchInterval: (d) => (d?.feeds.some((f) => !f.lastAttemptAt) ? PENDING_IMPORT_POLL_MS : false),
  });
  const sheet = query.data?.data;
  const refresh = () => {
    void query.refetch();
    void invalidate({ resource: 'backoffice-channel-conflicts', invalidates: ['list'] });
    void invalidate({ resource: 'backoffice-channel-feeds', invalidates: ['list'] });
  };
  // A first import finished after the attach answered may have raised conflicts: list them.
  const openConflicts = sheet?.openConflicts;
  useEffect(() => {
    if (openConflicts !== undefined)
      void invalidate({ resource: 'backoffice-channel-conflicts', invalidates: ['list'] });
  }, [openConflicts, invalidate]);
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('backoffice-common.loadFailed')}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!sheet) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Show
      title={t('backoffice-channels.titles.show', { number: `${sheet.number} · ${sheet.title}` })}
      canEdit={false}
      canDelete={false}
      headerButtons={() => null}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ExportCard
          objectId={sheet.objectId}
          exportPath={sheet.exportPath}
          rotatedAt={sheet.rotatedAt}
          onRotated={() => void query.refetch()}
        />
        <FeedsCard objectId={sheet.objectId} feeds={sheet.feeds} onChange={refresh} />
        <Card
          size="small"
          title={
            <Space>
              {t('backoffice-channels.tabs.conflicts')}
              <Badge count={sheet.openConflicts} data-testid="open-conflicts" />
            </Space>
          }
        >
          <ConflictsTable objectId={sheet.objectId} onChange={() => void query.refetch()} />
        </Card>
      </Space>
    </Show>
  );
}
