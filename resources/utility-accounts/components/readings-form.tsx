/**
 * This month's readings (docs/rules.md R10.3–R10.6): one field per meter with the previous value
 * and what a missed month is charged; outside the provider's window the form says when it opens.
 * A value below the previous one asks to confirm a rollover of the meter; the rules come from
 * src/domain/utility-accounts.ts (the server checks the same) and the server's 422 `errors` go under the
 * fields. POST app/v1/bills/{id}/readings, then the account is refetched (`useInvalidate`).
 * Once this month's readings are sent, the card shows them with their state (R10.12) and offers
 * the form again only to change them while no manager has accepted them.
 */
import { useState } from 'react';
import { Alert, App, Button, Checkbox, Descriptions, Form, Space, type UploadFile } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { BillDetail, ReadingsCreate } from '../../../src/contracts/utility-accounts';
import { api } from '../../../src/contracts/api';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { checkReading } from '../../../src/domain/utility-accounts';
import { useBillFormat } from './use-account-format';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { UploadField, uploadFieldItem, uploadedIds } from '../../../src/components/upload-field';
import { BillStatusTag } from './account-status';

/** States of this month's reading in which the tenant may still change it (R10.12). */
const CHANGEABLE = new Set(['submitted', 'needs_review']);

/**
 * This month's readings as sent (docs/rules.md R10.12): per meter the value, its state (received,
 * under review, accepted…) and the management company's note; `onChange` (absent once a reading
 * was accepted or billed) opens the form again.
 */
function SentReadings({ bill: b, onChange }: { bill: BillDetail; onChange?: () => void }) {
  const t = useTranslate();
  const f = useBillFormat();
  return (
    <div data-testid="readings-sent">
      <Descriptions column={1} size="small" title={t('bills.sent.title')}>
        {b.meters.map((m) => (
          <Descriptions.Item key={m.id} label={`${t(`bills.meter.${m.kind}`)} · ${m.serial}`}>
            {m.currentStatus && m.currentValue !== null ? (
              <Space wrap>
                {f.volume(m.currentValue, m.unit)}
                <BillStatusTag status={m.currentStatus} />
                {m.currentNote}
              </Space>
            ) : (
              t('bills.sent.notSent')
            )}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {onChange ? (
        <Button onClick={onChange} style={{ marginTop: 8 }}>
          {t('bills.actions.change')}
        </Button>
      ) : null}
    </div>
  );
}

interface Values {
  readings: { meterId: number; value: number | null; rollover?: boolean; photo?: UploadFile[] }[];
}

export function ReadingsForm({ bill: b }: { bill: BillDetail }) {
  const t = useTranslate();
  const f = useBillFormat();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState(false);
  const { formProps, formLoading, form } = useEndpointForm(api['utility-accounts'].readings, {
    params: { id: b.id },
    toBody: (v: Values): ReadingsCreate => ({
      readings: v.readings
        .filter((r) => r.value !== null && r.value !== undefined)
        .map((r) => ({
          meterId: r.meterId,
          value: r.value!,
          rollover: r.rollover || undefined,
          photoUploadId: uploadedIds(r.photo)[0],
        })),
    }),
    onMutationSuccess: ({ data, anomalies }) => {
      // The data provider keeps the answer's top-level `anomalies` beside `data` (unwrapEnvelope).
      void message.success(t('bills.messages.sent'));
      if (anomalies.length) void message.warning(t('bills.messages.anomaly'));
      void invalidate({ resource: 'bills', id: data.id, invalidates: ['detail', 'list'] });
      setEditing(false);
    },
  });
  const values = Form.useWatch('readings', form) ?? [];
  const w = b.window;
  if (!w.open)
    return (
      <Alert type="info" showIcon message={t('bills.window.closed', { from: f.date(w.from), to: f.date(w.to) })} />
    );
  const sent = b.meters.filter((m) => m.currentStatus !== null);
  if (sent.length && !editing) {
    const changeable = sent.every((m) => CHANGEABLE.has(m.currentStatus!));
    return <SentReadings bill={b} onChange={changeable ? () => setEditing(true) : undefined} />;
  }

  return (
    <Form<Values>
      {...formProps}
      layout="vertical"
      initialValues={{ readings: b.meters.map((m) => ({ meterId: m.id, value: m.currentValue, rollover: false })) }}
    >
      <Alert
        type="success"
        showIcon
        message={t('bills.window.open', { to: f.date(w.to) })}
        style={{ marginBottom: 12 }}
      />
      {b.meters.map((m, i) => {
        const v = values[i]?.value;
        const lower = typeof v === 'number' && v < m.previousValue;
        return (
          <div key={m.id} style={{ marginBottom: 8 }}>
            <Form.Item name={['readings', i, 'meterId']} hidden>
              <DecimalInput />
            </Form.Item>
            <Form.Item
              name={['readings', i, 'value']}
              label={`${t(`bills.meter.${m.kind}`)} · ${m.serial}`}
              extra={
                <>
                  {t('bills.messages.lowerHint', { previous: f.volume(m.previousValue, m.unit) })}
                  <br />
                  {t('bills.window.missed', {
                    volume: f.volume(m.missed.volume, m.unit),
                    basis: t(`bills.basis.${m.missed.basis}`),
                  })}
                </>
              }
              rules={[
                decimalRule(t, 3),
                {
                  validator: async (_, value: number | null) => {
                    if (value === null || value === undefined || Number.isNaN(value)) return;
                    const r = checkReading({
                      value,
                      previous: m.previousValue,
                      digits: m.digits,
                      rolloverConfirmed: form.getFieldValue(['readings', i, 'rollover']),
                      history: m.history,
                    });
                    if (!r.ok) throw new Error(t(`bills.errors.${r.error}`, { previous: m.previousValue }));
                  },
                },
              ]}
            >
              <DecimalInput
                min={0}
                step={m.unit === 'kWh' ? 1 : 0.001}
                precision={3}
                style={{ width: 220 }}
                addonAfter={t(`bills.unit.${m.unit}`)}
              />
            </Form.Item>
            <Form.Item name={['readings', i, 'photo']} {...uploadFieldItem} style={{ marginTop: -8 }}>
              <UploadField
                maxCount={1}
                accept=".jpg,.jpeg,.png,.webp"
                listType="text"
                size="small"
                icon={<CameraOutlined />}
                label={t('bills.fields.photo')}
              />
            </Form.Item>
            {lower ? (
              <Form.Item name={['readings', i, 'rollover']} valuePropName="checked" style={{ marginTop: -8 }}>
                <Checkbox onChange={() => setTimeout(() => void form.validateFields([['readings', i, 'value']]))}>
                  {t('bills.actions.rollover')}
                </Checkbox>
              </Form.Item>
            ) : null}
          </div>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit" loading={formLoading}>
          {t('bills.actions.send')}
        </Button>
      </Space>
    </Form>
  );
}
