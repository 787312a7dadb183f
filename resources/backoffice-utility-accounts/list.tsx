/**
 * Utility accounts and meters per room (docs/rules.md R10.9, R10.11): searched by account, room or
 * tenant; each account's meters with their last reading (a replaced meter stays listed, marked),
 * a meter replaced from here, and a payment recorded from a bank statement. A table on desktop,
 * cards under 768 px.
 */
import { Space, Table, Tag, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BoAccountRow } from '../../src/contracts/backoffice-utility-accounts';
import { METER_UNITS } from '../../src/domain/utility-accounts';
import { formatMoney } from '../../src/domain/money';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { FilterBar } from '../../src/components/backoffice/filter-bar';
import { RecordPayment, ReplaceMeter } from './components/account-actions';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { useNumberFormat } from '../../src/components/use-number-format';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

const R = 'backoffice-utility-accounts';

export default function BackofficeUtilityAccounts() {
  const t = useTranslate();
  const lang = useLocale();
  const { tableProps, searchFormProps, filters } = useEndpointTable(api['backoffice-utility-accounts'].accountList, {
    syncWithLocation: true,
    onSearch: (v: { q?: string }) => [{ field: 'q', operator: 'eq', value: v.q || undefined }] as CrudFilters,
  });
  const f = (k: string) => t(`${R}.fields.${k}`);
  const { platform } = useClientState();
  const n = useNumberFormat();
  const meters = (r: BoAccountRow) => (
    <Space direction="vertical" size={4}>
      {r.meters.map((m) => (
        <Space key={m.id} size={6} wrap>
          <span>
            {t(`bills.meter.${m.kind}`)} · {m.serial} · {n.number(m.lastValue)} {t(`bills.unit.${METER_UNITS[m.kind]}`)}
          </span>
          {m.status === 'active' ? (
            <ReplaceMeter account={r} meter={m} />
          ) : (
            <Tag>{t(`${R}.status.replaced`, { date: (m.replacedOn ?? '').split('-').reverse().join('.') })}</Tag>
          )}
        </Space>
      ))}
    </Space>
  );
  return (
    <List title={t(`${R}.titles.list`)}>
      <FilterBar
        searchFormProps={searchFormProps}
        filters={filters}
        fields={[{ kind: 'search', name: 'q', label: t('backoffice-common.search'), width: 260 }]}
      />
      {platform === 'mobile' ? (
        <RecordCards<BoAccountRow>
          tableProps={tableProps}
          testId="bo-utility-account-cards"
          title={(r) => `${r.number} · ${r.room}`}
        >
          {(r) => (
            <Space direction="vertical" size={6} style={{ width: '100%' }}>
              <Typography.Text type="secondary">
                {t(`bills.category.${r.category}`)} · {r.providerName}
              </Typography.Text>
              {r.tenant ? (
                <span>
                  {f('tenant')}: {r.tenant}
                </span>
              ) : null}
              <span>
                {f('debt')}: {formatMoney(r.debtKopecks, lang)}
              </span>
              {meters(r)}
              <RecordPayment account={r} />
            </Space>
          )}
        </RecordCards>
      ) : (
        <Table<BoAccountRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: f('room'), dataIndex: 'room' },
            {
              title: f('number'),
              render: (_, r) => (
                <Space direction="vertical" size={0}>
                  <strong>{r.number}</strong>
                  <Typography.Text type="secondary">{t(`bills.category.${r.category}`)}</Typography.Text>
                </Space>
              ),
            },
            { title: f('tenant'), dataIndex: 'tenant' },
            { title: f('provider'), dataIndex: 'providerName' },
            { title: f('debt'), align: 'right', render: (_, r) => formatMoney(r.debtKopecks, lang) },
            { title: f('meters'), render: (_, r) => meters(r) },
            { title: '', render: (_, r) => <RecordPayment account={r} /> },
          ]}
        />
      )}
    </List>
  );
}
