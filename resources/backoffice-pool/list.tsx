/** /backoffice/pool (docs/rules.md R16.11): the owners' rooms under the MC with owner, agreement numbers and a termination date. */
import { Table } from 'antd';
import { List, useTable } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { PoolRow } from '../../src/contracts/applications';

export default function BackofficePoolList() {
  const t = useTranslate();
  const { tableProps } = useTable<PoolRow>({ resource: 'backoffice-pool', syncWithLocation: true, pagination: { pageSize: 50 } });
  const date = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—');
  return (
    <List title={t('backoffice-pool.titles.list')}>
      <Table<PoolRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          { title: t('owner-rooms.fields.building'), dataIndex: 'building' },
          { title: t('owner-rooms.fields.floor'), dataIndex: 'floor' },
          { title: t('owner-rooms.fields.number'), dataIndex: 'number' },
          { title: t('owner-rooms.fields.area'), dataIndex: 'area', align: 'right' },
          { title: t('backoffice-pool.fields.owner'), dataIndex: 'owner' },
          { title: t('owner-rooms.fields.mcAgreementNo'), render: (_, r) => r.mcAgreementNo ?? t('owner-rooms.notConcluded') },
          { title: t('owner-rooms.fields.serviceAgreementNo'), render: (_, r) => r.serviceAgreementNo ?? t('owner-rooms.notConcluded') },
          { title: t('backoffice-pool.fields.terminationDate'), render: (_, r) => date(r.terminationDate) },
        ]}
      />
    </List>
  );
}
