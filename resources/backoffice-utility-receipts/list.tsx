/**
 * Utility receipts of a month (docs/rules.md R10.10, R10.11): the month chosen at the top (in the
 * URL); "Generate for the month" runs the monthly job for it — receipts from readings × tariffs,
 * once per account, so running it again adds nothing.
 */
import { Form, Input, Space, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BoReceiptRow } from '../../src/contracts/backoffice-utility-accounts';
import { api } from '../../src/contracts/api';
import { formatMoney } from '../../src/domain/money';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { PostModal } from '../../src/components/backoffice/post-modal';
import { useEndpointTable } from '../../providers/endpoint-tables';

const R = 'backoffice-utility-receipts';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export default function BackofficeUtilityReceipts() {
  const t = useTranslate();
  const lang = useLocale();
  const { tableProps, filters, setFilters } = useEndpointTable(api['backoffice-utility-accounts'].receiptList, {
    syncWithLocation: true,
  });
  const month = filters.find((f) => 'field' in f && f.field === 'month')?.value as string | undefined;
  const f = (k: string) => t(`${R}.fields.${k}`);
  return (
    <List
      title={t(`${R}.titles.list`)}
      headerButtons={
        <PostModal
          endpoint={api['backoffice-utility-accounts'].receiptGenerate}
          resource={R}
          label={t(`${R}.actions.generate`)}
          title={t(`${R}.actions.generate`)}
          button={{ type: 'primary', size: 'middle' }}
          initialValues={{ month }}
          successMessage={(r) =>
            t(`${R}.messages.generated`, { count: r.created, month: r.month.split('-').reverse().join('.') })
          }
        >
          <Form.Item
            name="month"
            label={f('month')}
            rules={[{ required: true, pattern: MONTH, message: t('validation.invalid') }]}
          >
            <Input type="month" />
          </Form.Item>
        </PostModal>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <label htmlFor="receipts-month">{f('month')}</label>
        <Input
          id="receipts-month"
          type="month"
          style={{ width: 180 }}
          defaultValue={month}
          onChange={(e) =>
            setFilters(
              [
                { field: 'month', operator: 'eq', value: MONTH.test(e.target.value) ? e.target.value : undefined },
              ] as CrudFilters,
              'replace',
            )
          }
        />
      </Space>
      <Table<BoReceiptRow>
        {...tableProps}
        rowKey="id"
        columns={[
          { title: f('account'), dataIndex: 'accountNumber' },
          { title: f('month'), render: (_, r) => r.month.split('-').reverse().join('.') },
          { title: f('total'), align: 'right', render: (_, r) => formatMoney(r.totalKopecks, lang) },
          { title: f('dueDate'), render: (_, r) => r.dueDate.split('-').reverse().join('.') },
          {
            title: f('bases'),
            render: (_, r) => [...new Set(r.bases)].map((b) => <Tag key={b}>{t(`bills.basis.${b}`)}</Tag>),
          },
        ]}
      />
    </List>
  );
}
