/**
 * The company's tax settings by date (docs/rules.md R5.25): the tax system and the VAT rate of each
 * item kind from a day on; a payment's receipt (R5.24) takes the row in force on its day. "Set from
 * a date" adds a row (the same date replaces it). Audited on the server.
 */
import { Alert, Form, Input, Select, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { TaxSettingsRow } from '../../src/contracts/backoffice-tax-settings';
import { api } from '../../src/contracts/api';
import { VAT_RATES } from '../../src/domain/fiscal';
import { FISCAL_ITEM_KINDS, TAX_SYSTEM_CODES } from '../../src/domain/fiscal-lines';
import { PostModal } from '../../src/components/backoffice/post-modal';
import { useEndpointTable } from '../../providers/endpoint-tables';

const R = 'backoffice-tax-settings';

export default function BackofficeTaxSettings() {
  const t = useTranslate();
  const { tableProps } = useEndpointTable(api[R].list, { syncWithLocation: true });
  const required = [{ required: true, message: t('validation.required') }];
  const rates = VAT_RATES.map((r) => ({ value: r, label: t(`${R}.rates.${r}`) }));
  return (
    <List
      title={t(`${R}.titles.list`)}
      headerButtons={
        <PostModal
          endpoint={api[R].create}
          resource={R}
          label={t(`${R}.actions.create`)}
          title={t(`${R}.titles.create`)}
          button={{ type: 'primary', size: 'middle' }}
          successMessage={t(`${R}.messages.saved`)}
          initialValues={{ taxSystemCode: 1, vat: Object.fromEntries(FISCAL_ITEM_KINDS.map((k) => [k, 'main'])) }}
        >
          <Form.Item name="effectiveFrom" label={t(`${R}.fields.effectiveFrom`)} rules={required}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="taxSystemCode" label={t(`${R}.fields.taxSystem`)} rules={required}>
            <Select options={TAX_SYSTEM_CODES.map((c) => ({ value: c, label: t(`${R}.taxSystems.${c}`) }))} />
          </Form.Item>
          {FISCAL_ITEM_KINDS.map((k) => (
            <Form.Item key={k} name={['vat', k]} label={t(`${R}.kinds.${k}`)} rules={required}>
              <Select options={rates} />
            </Form.Item>
          ))}
        </PostModal>
      }
    >
      <Alert type="info" showIcon message={t(`${R}.hint`)} style={{ marginBottom: 16 }} />
      <Table<TaxSettingsRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          {
            title: t(`${R}.fields.effectiveFrom`),
            render: (_, r) => r.effectiveFrom.split('-').reverse().join('.'),
          },
          { title: t(`${R}.fields.taxSystem`), render: (_, r) => t(`${R}.taxSystems.${r.taxSystemCode}`) },
          ...FISCAL_ITEM_KINDS.map((k) => ({
            title: t(`${R}.kinds.${k}`),
            render: (_: unknown, r: TaxSettingsRow) => t(`${R}.rates.${r.vat[k]}`),
          })),
        ]}
      />
    </List>
  );
}
