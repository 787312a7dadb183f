/**
 * /backoffice/polls (docs/rules.md R14.1, R16.2): the company's polls — subject, who votes,
 * period, state, rooms and turnout — and a new poll (a draft) in a modal.
 */
import { Link } from 'react-router';
import { Button, Progress, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { formatServerTimestamp } from '../../src/domain/datetime';
import type { BackofficePollRow } from '../../src/contracts/polls';
import { PollForm, usePollForm } from './components/poll-form';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

const statusColor = { draft: 'default', published: 'green', closed: 'blue' } as const;

export default function BackofficePollsPage() {
  const t = useTranslate();
  const { tableProps } = useEndpointTable(api['backoffice-polls'].list, {
    pagination: { pageSize: 20 },
    syncWithLocation: true,
  });
  const modal = usePollForm();
  return (
    <List
      title={t('backoffice-polls.titles.list')}
      headerButtons={
        <Button type="primary" onClick={() => modal.show()}>
          {t('backoffice-polls.titles.create')}
        </Button>
      }
    >
      <Table<BackofficePollRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          {
            title: t('backoffice-polls.fields.title'),
            render: (_, p) => <Link to={`/backoffice/polls/${p.id}`}>{p.title}</Link>,
          },
          {
            title: t('backoffice-polls.fields.scope'),
            render: (_, p) => (p.scope === 'building' ? p.building : t('backoffice-polls.scope.pool')),
          },
          {
            title: t('backoffice-polls.fields.period'),
            render: (_, p) => `${formatServerTimestamp(p.startsAt)} — ${formatServerTimestamp(p.endsAt)}`,
          },
          {
            title: t('backoffice-polls.fields.status'),
            render: (_, p) => <Tag color={statusColor[p.status]}>{t(`backoffice-polls.status.${p.status}`)}</Tag>,
          },
          { title: t('backoffice-polls.fields.rooms'), dataIndex: 'electorateRooms', align: 'right' },
          {
            title: t('polls.fields.turnout'),
            render: (_, p) => (
              <Progress percent={p.turnout.percent} size="small" aria-label={t('polls.fields.turnout')} />
            ),
          },
        ]}
      />
      <PollForm modal={modal} />
    </List>
  );
}
