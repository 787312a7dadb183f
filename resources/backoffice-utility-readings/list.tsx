/**
 * Meter readings to review (docs/rules.md R10.11): by default those flagged for review (an unusual
 * consumption or a rollover); accept as sent, or correct the value with a note the tenant sees
 * on /bills/{id}. Every decision is audited on the server.
 */
import { Form, Input, Segmented, Space, Table, Tag } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BoReadingRow } from '../../src/contracts/backoffice-utility-accounts';
import { api } from '../../src/contracts/api';
import { METER_UNITS, READING_REVIEW_TABS } from '../../src/domain/utility-accounts';
import { PostModal } from '../../src/components/backoffice/post-modal';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';
import { useNumberFormat } from '../../src/components/use-number-format';
import { useEndpointTable } from '../../providers/endpoint-tables';

const R = 'backoffice-utility-readings';

export default function BackofficeUtilityReadings() {
  const t = useTranslate();
  const n = useNumberFormat();
  const { tableProps, filters, setFilters } = useEndpointTable(api['backoffice-utility-accounts'].readingList, {
    syncWithLocation: true,
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'needs_review' }] },
  });
  const status =
    (filters.find((f) => 'field' in f && f.field === 'status')?.value as string | undefined) ?? 'needs_review';
  const f = (k: string) => t(`${R}.fields.${k}`);
  return (
    <List title={t(`${R}.titles.list`)}>
      <Segmented
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(v) => setFilters([{ field: 'status', operator: 'eq', value: v }] as CrudFilters, 'replace')}
        options={READING_REVIEW_TABS.map((s) => ({ value: s, label: t(`${R}.statuses.${s}`) }))}
      />
      <Table<BoReadingRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          { title: f('account'), dataIndex: 'accountNumber' },
          { title: f('meter'), render: (_, r) => `${t(`bills.meter.${r.kind}`)} · ${r.serial}` },
          { title: f('month'), render: (_, r) => r.month.split('-').reverse().join('.') },
          { title: f('previous'), dataIndex: 'previousValue', align: 'right', render: (v: number) => n.number(v) },
          { title: f('value'), dataIndex: 'value', align: 'right', render: (v: number) => n.number(v) },
          {
            title: f('consumption'),
            align: 'right',
            render: (_, r) => `${n.number(r.consumption)} ${t(`bills.unit.${METER_UNITS[r.kind]}`)}`,
          },
          {
            title: f('flags'),
            render: (_, r) => (
              <Space size={4} wrap>
                {r.anomaly ? <Tag color="orange">{t(`${R}.flags.anomaly`)}</Tag> : null}
                {r.rollover ? <Tag color="blue">{t(`${R}.flags.rollover`)}</Tag> : null}
              </Space>
            ),
          },
          { title: f('note'), dataIndex: 'note' },
          {
            title: f('status'),
            render: (_, r) =>
              r.status === 'billed' ? (
                <Tag>{t('bills.status.billed')}</Tag>
              ) : (
                <Space size={4}>
                  {r.status !== 'accepted' ? (
                    <PostModal
                      direct
                      endpoint={api['backoffice-utility-accounts'].readingAccept}
                      params={{ id: r.id }}
                      resource={R}
                      label={t(`${R}.actions.accept`)}
                      title=""
                      successMessage={t(`${R}.messages.accepted`)}
                      button={{ type: 'primary' }}
                    />
                  ) : null}
                  <PostModal
                    endpoint={api['backoffice-utility-accounts'].readingCorrect}
                    params={{ id: r.id }}
                    resource={R}
                    label={t(`${R}.actions.correct`)}
                    title={`${t(`${R}.actions.correct`)}: ${r.accountNumber}, ${t(`bills.meter.${r.kind}`)}`}
                    successMessage={t(`${R}.messages.corrected`)}
                    initialValues={{ value: r.value }}
                  >
                    <Form.Item
                      name="value"
                      label={f('value')}
                      rules={[{ required: true, message: t('validation.required') }, decimalRule(t)]}
                    >
                      <DecimalInput min={0} step={0.001} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item
                      name="note"
                      label={f('note')}
                      rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
                    >
                      <Input.TextArea rows={3} maxLength={500} />
                    </Form.Item>
                  </PostModal>
                </Space>
              ),
          },
        ]}
      />
    </List>
  );
}
