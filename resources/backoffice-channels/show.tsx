/**
 * /backoffice/channels/{objectId} (docs/rules.md R18): one object's calendar sync — our export link
 * (copy, replace), the channels' calendars attached to it (attach, sync now, remove, their nights
 * and state) and the conflicts their nights raised with our stays.
 */
import { useParams } from 'react-router';
import { Alert, Badge, Button, Card, Skeleton, Space } from 'antd';
import { Show } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { ExportCard } from './components/export-card';
import { FeedsCard } from './components/feeds-card';
import { ConflictsTable } from './components/conflicts-table';

export default function ObjectChannelsPage() {
  const t = useTranslate();
  const id = Number(useParams().id);
  const invalidate = useInvalidate();
  const { query } = useEndpointQuery(api['backoffice-channels'].sheet, { params: { id } });
  const sheet = query.data?.data;
  const refresh = () => {
    void query.refetch();
    void invalidate({ resource: 'backoffice-channel-conflicts', invalidates: ['list'] });
  };
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
