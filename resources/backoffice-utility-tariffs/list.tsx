/**
 * Utility tariffs per provider and period (docs/rules.md R10.11): the price of a unit and the
 * monthly norm of each service from a month on; "Set a tariff" adds one (the same provider,
 * service and month changes it). Audited on the server.
 */
import { Form, Input, Select, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { BoTariffRow } from '../../src/contracts/backoffice-utility-accounts';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { METER_KINDS, METER_UNITS } from '../../src/domain/utility-accounts';
import { formatMoney } from '../../src/domain/money';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { PostModal } from '../../src/components/backoffice/post-modal';
import { kopecksField } from '../../src/components/backoffice/kopecks-field';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';
import { useEndpointTable } from '../../providers/endpoint-tables';

const R = 'backoffice-utility-tariffs';

export default function BackofficeUtilityTariffs() {
  const t = useTranslate();
  const lang = useLocale();
  const { tableProps } = useEndpointTable(api['backoffice-utility-accounts'].tariffList, { syncWithLocation: true });
  const { query } = useEndpointQuery(api['backoffice-utility-accounts'].tariffProviders, {});
  const providers = query.data?.data ?? [];
  const f = (k: string) => t(`${R}.fields.${k}`);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <List
      title={t(`${R}.titles.list`)}
      headerButtons={
        <PostModal
          endpoint={api['backoffice-utility-accounts'].tariffCreate}
          resource={R}
          label={t(`${R}.actions.create`)}
          title={t(`${R}.titles.create`)}
          button={{ type: 'primary', size: 'middle' }}
          successMessage={t(`${R}.messages.saved`)}
        >
          <Form.Item name="providerId" label={f('provider')} rules={required}>
            <Select options={providers.map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
          <Form.Item name="service" label={f('service')} rules={required}>
            <Select options={METER_KINDS.map((k) => ({ value: k, label: t(`bills.meter.${k}`) }))} />
          </Form.Item>
          <Form.Item name="validFrom" label={f('validFrom')} rules={required}>
            <Input type="month" />
          </Form.Item>
          <Form.Item name="priceKopecks" label={f('price')} {...kopecksField} rules={[...required, decimalRule(t, 2)]}>
            <DecimalInput min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="normPerMonth" label={f('norm')} rules={[...required, decimalRule(t)]}>
            <DecimalInput min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </PostModal>
      }
    >
      <Table<BoTariffRow>
        {...tableProps}
        rowKey="id"
        columns={[
          { title: f('provider'), dataIndex: 'providerName' },
          { title: f('service'), render: (_, r) => t(`bills.meter.${r.service}`) },
          { title: f('validFrom'), render: (_, r) => r.validFrom.split('-').reverse().join('.') },
          {
            title: f('price'),
            align: 'right',
            render: (_, r) => `${formatMoney(r.priceKopecks, lang)} / ${t(`bills.unit.${METER_UNITS[r.service]}`)}`,
          },
          {
            title: f('norm'),
            align: 'right',
            render: (_, r) => `${r.normPerMonth} ${t(`bills.unit.${METER_UNITS[r.service]}`)}`,
          },
        ]}
      />
    </List>
  );
}
