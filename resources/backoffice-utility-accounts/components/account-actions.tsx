/**
 * The verbs of a utility account in the back office (docs/rules.md R10.9, R10.11): replace a meter
 * (the old meter's final reading, the new meter's serial, digits and initial value) and record a
 * payment from a bank statement (amount, date, reference — a reference is recorded once).
 */
import { Form, Input } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BoAccountRow, BoMeter, ReplaceMeterBody } from '../../../src/contracts/backoffice-utility-accounts';
import { api } from '../../../src/contracts/api';
import { PostModal } from '../../../src/components/backoffice/post-modal';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { hotelToday } from '../../../src/domain/hotel-time';

const R = 'backoffice-utility-accounts';
const today = () => hotelToday();

export function ReplaceMeter({ account, meter }: { account: BoAccountRow; meter: BoMeter }) {
  const t = useTranslate();
  const f = (k: string) => t(`${R}.fields.${k}`);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <PostModal
      endpoint={api['backoffice-utility-accounts'].accountReplaceMeter}
      params={{ id: account.id }}
      resource={R}
      label={t(`${R}.actions.replace`)}
      title={`${t(`${R}.actions.replace`)}: ${t(`bills.meter.${meter.kind}`)} · ${meter.serial}`}
      successMessage={t(`${R}.messages.replaced`)}
      initialValues={{ finalValue: meter.lastValue, digits: meter.digits, initialValue: 0, date: today() }}
      toBody={(v: Omit<ReplaceMeterBody, 'meterId'>) => ({ ...v, meterId: meter.id })}
    >
      <Form.Item name="finalValue" label={f('finalValue')} rules={[...required, decimalRule(t)]}>
        <DecimalInput min={meter.lastValue} step={0.001} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="serial"
        label={f('serial')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="digits" label={f('digits')} rules={[...required, decimalRule(t, 0)]}>
        <DecimalInput min={1} max={9} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="initialValue" label={f('initialValue')} rules={[...required, decimalRule(t)]}>
        <DecimalInput min={0} step={0.001} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="date" label={f('date')} rules={required}>
        <Input type="date" />
      </Form.Item>
    </PostModal>
  );
}

export function RecordPayment({ account }: { account: BoAccountRow }) {
  const t = useTranslate();
  const f = (k: string) => t(`${R}.fields.${k}`);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <PostModal
      endpoint={api['backoffice-utility-accounts'].accountPayment}
      params={{ id: account.id }}
      resource={R}
      label={t(`${R}.actions.recordPayment`)}
      title={`${t(`${R}.actions.recordPayment`)}: ${account.number}`}
      successMessage={t(`${R}.messages.paymentRecorded`)}
      initialValues={{ date: today() }}
    >
      <Form.Item name="amountKopecks" label={f('amount')} {...kopecksField} rules={[...required, decimalRule(t, 2)]}>
        <DecimalInput min={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="date" label={f('date')} rules={required}>
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="reference"
        label={f('reference')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input maxLength={80} />
      </Form.Item>
    </PostModal>
  );
}
