/**
 * A lease created by the management company (docs/rules.md R9.1) on Refine's `useModalForm`
 * (POST app/v1/backoffice/rents): a room of the company (searched by number or title), the
 * tenant's phone, the period and the terms; the server's errors go under the fields.
 */
import type { Dayjs } from 'dayjs';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useModalForm, useSelect } from '@refinedev/antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { BackofficeObjectRow } from '../../src/contracts/backoffice-objects';
import type { RentCreate } from '../../src/contracts/rents';
import { rublesToKopecks } from '../../src/domain/money';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';

interface Values {
  objectId: number;
  phone: string;
  period: [Dayjs, Dayjs];
  monthlyRent: number;
  deposit?: number;
  noticeDays?: number;
  payerType: 'individual' | 'legal';
}

export function useRentCreateModal() {
  const t = useTranslate();
  const { modalProps, formProps, show, onFinish } = useModalForm<never, never, Values>({ resource: 'backoffice-rents', action: 'create', redirect: false });
  const { selectProps } = useSelect<BackofficeObjectRow>({
    resource: 'backoffice-objects',
    optionLabel: (o) => `№ ${o.number} · ${o.title}`,
    optionValue: 'id',
    onSearch: (q) => [{ field: 'q', operator: 'eq', value: q || undefined }] as CrudFilters,
    pagination: { pageSize: 20 },
  });
  const submit = (v: Values) => {
    const body: RentCreate = {
      objectId: v.objectId,
      phone: v.phone,
      startDate: v.period[0].format('YYYY-MM-DD'),
      endDate: v.period[1].format('YYYY-MM-DD'),
      monthlyRentKopecks: rublesToKopecks(v.monthlyRent),
      depositKopecks: rublesToKopecks(v.deposit ?? 0),
      noticeDays: v.noticeDays ?? 30,
      payerType: v.payerType,
    };
    return onFinish(body as never);
  };
  const modal = (
    <Modal {...modalProps} title={t('rents.titles.create')} destroyOnHidden>
      <Form {...formProps} layout="vertical" onFinish={submit as never} initialValues={{ payerType: 'individual', noticeDays: 30 }}>
        <Form.Item name="objectId" label={t('rents.fields.object')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select {...selectProps} showSearch filterOption={false} />
        </Form.Item>
        <Form.Item name="phone" label={t('rents.fields.phone')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="period" label={t('rents.fields.period')} rules={[{ required: true, message: t('validation.required') }]}>
          <DatePicker.RangePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item name="monthlyRent" label={t('rents.fields.monthlyRent')} rules={[{ required: true, message: t('validation.required') }, decimalRule(t, 2)]}>
          <DecimalInput min={1} precision={2} addonAfter="₽" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="deposit" label={t('rents.fields.deposit')} rules={[decimalRule(t, 2)]}>
          <DecimalInput min={0} precision={2} addonAfter="₽" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="noticeDays" label={t('rents.fields.noticeDays')} rules={[decimalRule(t, 0)]}>
          <DecimalInput min={0} max={365} precision={0} />
        </Form.Item>
        <Form.Item name="payerType" label={t('rents.fields.payerType')}>
          <Select options={(['individual', 'legal'] as const).map((v) => ({ value: v, label: t(`rents.payerType.${v}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { modal, show };
}
