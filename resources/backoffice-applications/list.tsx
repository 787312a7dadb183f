/**
 * /backoffice/applications (docs/rules.md R16.11): owners' applications newest first, filtered by
 * kind and state (in the address); a table on desktop, cards under 768 px.
 */
import { Link } from 'react-router';
import { Space, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { ApplicationRow } from '../../src/contracts/applications';
import { APPLICATION_KINDS, APPLICATION_STATUSES } from '../../src/contracts/applications';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { selectFilter } from '../../src/components/backoffice/select-filter';
import { ApplicationStatus } from '../owner-rooms/components/application-status';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

export default function BackofficeApplicationsList() {
  const t = useTranslate();
  const { platform } = useClientState();
  const { tableProps, filters } = useEndpointTable(api['backoffice-applications'].list, {
    syncWithLocation: true,
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'under_consideration' }] },
    sorters: { initial: [{ field: 'id', order: 'desc' }] },
  });
  const kind = (k: string) => t(`applications.kinds.${k}`);
  const link = (r: ApplicationRow) => <Link to={`/backoffice/applications/${r.id}`}>{`${kind(r.kind)} №${r.id}`}</Link>;
  return (
    <List title={t('backoffice-applications.titles.list')}>
      {platform === 'mobile' ? (
        <RecordCards<ApplicationRow> tableProps={tableProps} testId="bo-application-cards" title={link}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>{r.room}</span>
              <span>
                {r.applicant} · {formatServerTimestamp(r.createdAt)}
              </span>
              <ApplicationStatus row={r} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<ApplicationRow>
          {...tableProps}
          rowKey="id"
          columns={[
            {
              title: t('applications.fields.kind'),
              dataIndex: 'kind',
              ...selectFilter<ApplicationRow>(
                filters,
                'kind',
                APPLICATION_KINDS.map((k) => ({ value: k, label: kind(k) })),
              ),
              render: (_, r) => link(r),
            },
            { title: t('applications.fields.room'), dataIndex: 'room' },
            { title: t('applications.fields.applicant'), dataIndex: 'applicant' },
            {
              title: t('applications.fields.createdAt'),
              dataIndex: 'createdAt',
              render: (v: string) => formatServerTimestamp(v),
            },
            {
              title: t('applications.fields.status'),
              dataIndex: 'status',
              ...selectFilter<ApplicationRow>(
                filters,
                'status',
                APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`applications.status.${s}`) })),
              ),
              render: (_, r) => <ApplicationStatus row={r} />,
            },
          ]}
        />
      )}
    </List>
  );
}
