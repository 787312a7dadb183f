/**
 * /backoffice/rents (docs/rules.md R9, R16; issue 10 item 6): the company's leases created and
 * ended, newest first, filtered by status (in the URL); a lease created for a tenant by phone
 * (modal) and an early end behind the same confirmation the tenant and owner see
 * (resources/rents/components/end-modal.tsx). A table on desktop, cards under 768 px.
 */
import { useState } from 'react';
import { Button, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { BackofficeRentRow } from '../../src/contracts/backoffice-rents';
import { api } from '../../src/contracts/api';
import { RENT_STATUSES } from '../../src/domain/rents';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { selectFilter } from '../../src/components/backoffice/select-filter';
import { EndModal } from '../rents/components/end-modal';
import { RentStatusTag } from '../rents/components/rent-status';
import { useRentFormat } from '../rents/components/use-rent-format';
import { useRentCreateModal } from './create-modal';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { PageTitle } from '../../src/components/page-title';

export default function BackofficeRentsList() {
  const t = useTranslate();
  const f = useRentFormat();
  const { platform } = useClientState();
  const [ending, setEnding] = useState<BackofficeRentRow | null>(null);
  const { modal, show } = useRentCreateModal();
  const { tableProps, filters } = useEndpointTable(api['backoffice-rents'].list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const endable = (r: BackofficeRentRow) =>
    !r.endedEarlyOn && (r.status === 'active' || r.status === 'ending' || r.status === 'upcoming');
  const endButton = (r: BackofficeRentRow) =>
    endable(r) ? (
      <Button size="small" danger onClick={() => setEnding(r)}>
        {t('rents.backoffice.end')}
      </Button>
    ) : null;
  return (
    <List
      resource="backoffice-rents"
      breadcrumb={false}
      title={<PageTitle>{t('rents.backoffice.title')}</PageTitle>}
      headerButtons={
        <Button type="primary" onClick={() => show()}>
          {t('rents.actions.create')}
        </Button>
      }
    >
      {platform === 'mobile' ? (
        <RecordCards<BackofficeRentRow>
          tableProps={tableProps}
          title={(r) => `${r.objectTitle} · ${r.tenantName ?? r.tenantPhone}`}
        >
          {(r) => (
            <>
              <div>{f.period(r.startDate, r.endedEarlyOn ?? r.endDate)}</div>
              <div>
                <RentStatusTag status={r.status} /> {f.money(r.monthlyRentKopecks)}
              </div>
              {endButton(r)}
            </>
          )}
        </RecordCards>
      ) : (
        <Table<BackofficeRentRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: '№', dataIndex: 'id' },
            { title: t('rents.fields.object'), dataIndex: 'objectTitle' },
            { title: t('rents.fields.tenant'), render: (_, r) => `${r.tenantName ?? ''} ${r.tenantPhone}`.trim() },
            { title: t('rents.fields.period'), render: (_, r) => f.period(r.startDate, r.endedEarlyOn ?? r.endDate) },
            { title: t('rents.fields.monthlyRent'), align: 'right', render: (_, r) => f.money(r.monthlyRentKopecks) },
            {
              title: t('rents.fields.status'),
              key: 'status',
              render: (_, r) => <RentStatusTag status={r.status} />,
              ...selectFilter<BackofficeRentRow>(
                filters,
                'status',
                RENT_STATUSES.map((s) => ({ value: s, label: t(`rents.status.${s}`) })),
              ),
            },
            {
              title: t('rents.fields.debt'),
              align: 'right',
              render: (_, r) => (r.debtKopecks ? f.money(r.debtKopecks) : '—'),
            },
            {
              title: t('rents.backoffice.created'),
              dataIndex: 'createdAt',
              render: (v: string) => formatServerTimestamp(v),
            },
            { title: '', render: (_, r) => endButton(r) },
          ]}
        />
      )}
      {modal}
      {ending ? (
        <EndModal
          rent={{ ...ending, utilityAccountId: null }}
          open
          endpoints={{ quote: api['backoffice-rents'].endQuote, end: api['backoffice-rents'].end }}
          resource="backoffice-rents"
          onClose={() => setEnding(null)}
        />
      ) : null}
    </List>
  );
}
