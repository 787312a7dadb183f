/**
 * A lease created by the management company (docs/rules.md R9.1) on `useEndpointModalForm` (Refine's `useModalForm`)
 * (POST app/v1/backoffice/rents): a room of the company (searched by number or title), the
 * tenant's phone, the period and the terms. The fields carry the body's names (amounts in kopecks
 * typed in rubles), so the server's errors go under them; a start in the past, a room taken on a
 * night or a period too long (`startDate`, `endDate`) stand under the period.
 */
import type { Dayjs } from 'dayjs';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useTranslate, type CrudFilters } from '@refinedev/core';
import type { RentCreate } from '../../src/contracts/rents';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';
import { kopecksField } from '../../src/components/backoffice/kopecks-field';
import { ErrorSlots } from '../../src/components/error-slots';
import { useEndpointSelect } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { RentTermsFields } from '../rents/components/rent-terms-fields';
import { useEndpointModalForm } from '../../providers/endpoint-forms';

/** The form: the body's fields, the period picked as one range instead of `startDate`/`endDate`. */
type Values = Omit<RentCreate, 'startDate' | 'endDate'> & { period: [Dayjs, Dayjs] };

export function useRentCreateModal() {
  const t = useTranslate();
  const { modalProps, formProps, show } = useEndpointModalForm(api['backoffice-rents'].create, {
    resource: 'backoffice-rents',
    // Refine's own notifications, as the resource's create has them.
    successNotification: undefined,
    errorNotification: undefined,
    toBody: ({ period, depositKopecks, noticeDays, ...v }: Values): RentCreate => ({
      ...v,
      startDate: period[0].format('YYYY-MM-DD'),
      endDate: period[1].format('YYYY-MM-DD'),
      depositKopecks: depositKopecks ?? 0,
      noticeDays: noticeDays ?? 30,
    }),
  });
  const { selectProps } = useEndpointSelect(api['backoffice-objects'].list, {
    optionLabel: (o) => `№ ${o.number} · ${o.title}`,
    optionValue: 'id',
    onSearch: (q) => [{ field: 'q', operator: 'eq', value: q || undefined }] as CrudFilters,
    pagination: { pageSize: 20 },
  });
  const modal = (
    <Modal {...modalProps} title={t('rents.titles.create')} destroyOnHidden>
      <Form<Values> {...formProps} layout="vertical" initialValues={{ payerType: 'individual', noticeDays: 30 }}>
        <Form.Item
          name="objectId"
          label={t('rents.fields.object')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select {...selectProps} showSearch filterOption={false} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('rents.fields.phone')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('rents.fields.period')} htmlFor="rent-period" required>
          <Form.Item name="period" noStyle rules={[{ required: true, message: t('validation.required') }]}>
            <DatePicker.RangePicker id="rent-period" format="DD.MM.YYYY" />
          </Form.Item>
          <ErrorSlots names={['startDate', 'endDate']} of="period" />
        </Form.Item>
        <Form.Item
          name="monthlyRentKopecks"
          label={t('rents.fields.monthlyRent')}
          {...kopecksField}
          rules={[{ required: true, message: t('validation.required') }, decimalRule(t, 2)]}
        >
          <DecimalInput min={1} precision={2} addonAfter="₽" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="depositKopecks"
          label={t('rents.fields.deposit')}
          {...kopecksField}
          rules={[decimalRule(t, 2)]}
        >
          <DecimalInput min={0} precision={2} addonAfter="₽" style={{ width: 220 }} />
        </Form.Item>
        <RentTermsFields />
      </Form>
    </Modal>
  );
  return { modal, show };
}
