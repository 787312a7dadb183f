/**
 * /backoffice/channels (docs/rules.md R18): the company's calendar sync — the conflicts imported
 * spans raised (open first, acknowledged on the spot) and every channel feed with its state, last
 * success, spans in force and "Sync now"; each object leads to its own page. The tab is in the URL.
 */
import { Link, useSearchParams } from 'react-router';
import { Table, Tabs, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { FeedRow } from '../../src/contracts/backoffice-channels';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { ConflictsTable } from './components/conflicts-table';
import { FeedStatus } from './components/feed-status';
import { SyncButton } from './components/sync-button';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

function FeedsTable() {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { tableProps } = useEndpointTable(api['backoffice-channels'].feeds, {
    syncWithLocation: false,
    pagination: { pageSize: 50 },
  });
  const when = (v: string | null) => (v ? formatServerTimestamp(v) : '—');
  return (
    <Table<FeedRow>
      {...tableProps}
      rowKey="id"
      size="small"
      scroll={{ x: true }}
      locale={{ emptyText: t('backoffice-channels.feeds.empty') }}
      columns={[
        {
          title: t('backoffice-channels.fields.object'),
          render: (_, r) => <Link to={`/backoffice/channels/${r.objectId}`}>{r.objectNumber}</Link>,
        },
        {
          title: t('backoffice-channels.fields.channel'),
          render: (_, r) => (
            <>
              {r.channel}
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: 280, fontSize: 12 }}>
                {r.url}
              </Typography.Text>
            </>
          ),
        },
        { title: t('backoffice-channels.fields.status'), render: (_, r) => <FeedStatus feed={r} /> },
        { title: t('backoffice-channels.fields.lastSuccessAt'), render: (_, r) => when(r.lastSuccessAt) },
        { title: t('backoffice-channels.fields.spanCount'), dataIndex: 'spanCount' },
        {
          title: '',
          render: (_, r) => (
            <SyncButton
              id={r.id}
              onDone={() => void invalidate({ resource: 'backoffice-channel-feeds', invalidates: ['list'] })}
            />
          ),
        },
      ]}
    />
  );
}

export default function ChannelsPage() {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'feeds' ? 'feeds' : 'conflicts';
  return (
    <List title={t('backoffice-channels.titles.list')} canCreate={false}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'feeds' ? { tab: k } : {}, { replace: true })}
        items={[
          { key: 'conflicts', label: t('backoffice-channels.tabs.conflicts'), children: <ConflictsTable /> },
          { key: 'feeds', label: t('backoffice-channels.tabs.feeds'), children: <FeedsTable /> },
        ]}
      />
    </List>
  );
}
