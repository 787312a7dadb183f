/** The caller's applications (docs/rules.md R12.2): kind, room, filed, state with the reason. */
import { useTranslate } from '@refinedev/core';
import type { ApplicationRow } from '../../../src/contracts/applications';
import { ApplicationStatus } from './application-status';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { InlineTable } from '../../../src/components/inline-table';

export function ApplicationsTable({ rows, loading }: { rows: ApplicationRow[]; loading?: boolean }) {
  const t = useTranslate();
  return (
    <InlineTable<ApplicationRow>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      scroll={{ x: true }}
      locale={{ emptyText: t('applications.empty') }}
      data-testid="applications-table"
      columns={[
        { title: t('applications.fields.id'), dataIndex: 'id' },
        { title: t('applications.fields.kind'), render: (_, r) => t(`applications.kinds.${r.kind}`) },
        { title: t('applications.fields.room'), dataIndex: 'room' },
        {
          title: t('applications.fields.createdAt'),
          dataIndex: 'createdAt',
          render: (v: string) => formatServerTimestamp(v),
        },
        { title: t('applications.fields.status'), render: (_, r) => <ApplicationStatus row={r} /> },
      ]}
    />
  );
}
