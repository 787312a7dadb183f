/**
 * /backoffice/pool (docs/rules.md R16.11): the owners' rooms under the MC with owner, agreement
 * numbers and a termination date. A table on desktop, cards under 768 px.
 */
import { Space, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { PoolRow } from '../../src/contracts/applications';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { useNumberFormat } from '../../src/components/use-number-format';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

export default function BackofficePoolList() {
  const t = useTranslate();
  const n = useNumberFormat();
  const { tableProps } = useEndpointTable(api['backoffice-applications'].pool, {
    syncWithLocation: true,
    pagination: { pageSize: 50 },
  });
  const date = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—');
  const { platform } = useClientState();
  const agreements = (r: PoolRow) => ({
    mc: r.mcAgreementNo ?? t('owner-rooms.notConcluded'),
    service: r.serviceAgreementNo ?? t('owner-rooms.notConcluded'),
  });
  return (
    <List title={t('backoffice-pool.titles.list')}>
      {platform === 'mobile' ? (
        <RecordCards<PoolRow> tableProps={tableProps} testId="pool-cards" title={(r) => `${r.building} · ${r.number}`}>
          {(r) => (
            <Space direction="vertical" size={2}>
              <span>
                {t('owner-rooms.fields.floor')}: {r.floor} · {t('owner-rooms.fields.area')}: {n.number(r.area)}
              </span>
              <span>
                {t('backoffice-pool.fields.owner')}: {r.owner}
              </span>
              <span>
                {t('owner-rooms.fields.mcAgreementNo')}: {agreements(r).mc}
              </span>
              <span>
                {t('owner-rooms.fields.serviceAgreementNo')}: {agreements(r).service}
              </span>
              {r.terminationDate ? (
                <span>
                  {t('backoffice-pool.fields.terminationDate')}: {date(r.terminationDate)}
                </span>
              ) : null}
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<PoolRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: t('owner-rooms.fields.building'), dataIndex: 'building' },
            { title: t('owner-rooms.fields.floor'), dataIndex: 'floor' },
            { title: t('owner-rooms.fields.number'), dataIndex: 'number' },
            {
              title: t('owner-rooms.fields.area'),
              dataIndex: 'area',
              align: 'right',
              render: (v: number) => n.number(v),
            },
            { title: t('backoffice-pool.fields.owner'), dataIndex: 'owner' },
            { title: t('owner-rooms.fields.mcAgreementNo'), render: (_, r) => agreements(r).mc },
            { title: t('owner-rooms.fields.serviceAgreementNo'), render: (_, r) => agreements(r).service },
            { title: t('backoffice-pool.fields.terminationDate'), render: (_, r) => date(r.terminationDate) },
          ]}
        />
      )}
    </List>
  );
}
