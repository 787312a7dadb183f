/**
 * Consent records of the company (docs/rules.md R21.3), read-only: whose (the account, or the phone
 * of an anonymous form), the kind and version, the form, when, from which address and browser, and
 * whether it was withdrawn. Filters (kind, state, phone or name, period) and the page live in the URL.
 */
import { Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import type { BackofficeConsentRow } from '../../src/contracts/backoffice-consents';
import { CONSENT_KINDS } from '../../src/domain/consents';
import { formatPhone } from '../../src/domain/phone';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { consentColumns } from '../profile/widgets';

interface Search {
  q?: string;
  kind?: string;
  state?: string;
  period?: [Dayjs, Dayjs] | null;
}

export default function ConsentsListPage() {
  const t = useTranslate();
  const { tableProps, searchFormProps, filters } = useEndpointTable(api['backoffice-consents'].list, {
    syncWithLocation: true,
    onSearch: (v: Search) => {
      const f: CrudFilters = [
        { field: 'q', operator: 'eq', value: v.q || undefined },
        { field: 'kind', operator: 'eq', value: v.kind || undefined },
        { field: 'state', operator: 'eq', value: v.state || undefined },
        { field: 'givenAt', operator: 'gte', value: v.period?.[0]?.format('YYYY-MM-DD') },
        { field: 'givenAt', operator: 'lte', value: v.period?.[1]?.format('YYYY-MM-DD') },
      ];
      return f;
    },
  });
  return (
    <List>
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[
          { kind: 'search', name: 'q', label: t('consents.backoffice.search'), live: true },
          {
            kind: 'select',
            name: 'kind',
            label: t('consents.mine.kind'),
            width: 260,
            options: CONSENT_KINDS.map((k) => ({ value: k, label: t(`consents.kind.${k}`) })),
          },
          {
            kind: 'select',
            name: 'state',
            label: t('consents.mine.state'),
            width: 160,
            options: [
              { value: 'active', label: t('consents.mine.active') },
              { value: 'withdrawn', label: t('consents.backoffice.withdrawnState') },
            ],
          },
          {
            kind: 'period',
            name: 'period',
            label: t('consents.backoffice.period'),
            from: { field: 'givenAt', operator: 'gte' },
            to: { field: 'givenAt', operator: 'lte' },
          },
        ]}
      />
      <Table<BackofficeConsentRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        data-testid="consents-table"
        columns={[
          {
            title: t('consents.backoffice.whose'),
            key: 'whose',
            render: (_, r) => (
              <>
                {r.userId ? (
                  <Link to={`/backoffice/users/${r.userId}`}>{r.userName || `#${r.userId}`}</Link>
                ) : (
                  t('consents.backoffice.anonymous')
                )}
                {r.phone && <div>{formatPhone(r.phone)}</div>}
              </>
            ),
          },
          ...consentColumns<BackofficeConsentRow>(t),
          { title: t('consents.backoffice.ip'), dataIndex: 'ip' },
          {
            title: t('consents.backoffice.userAgent'),
            dataIndex: 'userAgent',
            ellipsis: true,
            width: 220,
          },
        ]}
      />
    </List>
  );
}
