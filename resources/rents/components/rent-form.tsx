/**
 * Adding a tenant (docs/rules.md R12.4) on Refine's `useForm` (POST app/v1/rents): a
 * self-administered room of the caller (GET app/v1/rents/rooms), the tenant's phone, the period,
 * the monthly rent and deposit in rubles (sent as kopecks), the notice days and the payer type.
 * The server's 422/409 `errors` go under the fields; then the new lease opens.
 */
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { Alert, DatePicker, Form, Input, Select, Typography } from 'antd';
import { Create } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { RentCreate } from '../../../src/contracts/rents';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import { rublesToKopecks } from '../../../src/domain/money';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { RentTermsFields } from './rent-terms-fields';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { PageTitle } from '../../../src/components/page-title';

interface Values {
  objectId: number;
  phone: string;
  period: [Dayjs, Dayjs];
  monthlyRent: number;
  deposit?: number;
  noticeDays?: number;
  payerType: 'individual' | 'legal';
}

/** The add-tenant form; `objectId` (the room page's /my-rooms/{id}/add-tenant) preselects the room, else `?objectId=`. */
export function RentForm({ objectId }: { objectId?: number } = {}) {
  const t = useTranslate();
  const { formProps, saveButtonProps } = useEndpointForm(api.rents.create, {
    resource: 'rents',
    redirect: 'show',
    toBody: (v: Values): RentCreate => ({
      objectId: v.objectId,
      phone: v.phone,
      startDate: v.period[0].format('YYYY-MM-DD'),
      endDate: v.period[1].format('YYYY-MM-DD'),
      monthlyRentKopecks: rublesToKopecks(v.monthlyRent),
      depositKopecks: rublesToKopecks(v.deposit ?? 0),
      noticeDays: v.noticeDays ?? 30,
      payerType: v.payerType,
    }),
    // Refine's own notifications, as the resource's create has them.
    successNotification: undefined,
    errorNotification: undefined,
  });
  const { query } = useEndpointQuery(api.rents.rooms, {});
  const rooms = query.data?.data ?? [];
  // The room page of /my-rooms links here with the room chosen.
  const [params] = useSearchParams();
  const preset = objectId ?? (Number(params.get('objectId')) || undefined);
  return (
    <Create
      resource="rents"
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
      title={<PageTitle>{t('rents.titles.create')}</PageTitle>}
    >
      <Typography.Paragraph>{t('rents.create.intro')}</Typography.Paragraph>
      {!query.isLoading && !rooms.length ? (
        <Alert type="info" showIcon message={t('rents.errors.notSelf')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        {...formProps}
        layout="vertical"
        initialValues={{ payerType: 'individual', noticeDays: 30, objectId: preset }}
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="objectId"
          label={t('rents.fields.object')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          {/* Until the rooms arrive, a preset room shows nothing rather than its bare id. */}
          <Select
            options={rooms.map((r) => ({ value: r.id, label: r.title }))}
            loading={query.isLoading}
            labelRender={(o) => o.label ?? (query.isLoading ? '' : o.value)}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('rents.fields.phone')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="tel" autoComplete="off" placeholder="+7 999 000-00-00" />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('rents.fields.period')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <DatePicker.RangePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item
          name="monthlyRent"
          label={t('rents.fields.monthlyRent')}
          rules={[{ required: true, message: t('validation.required') }, decimalRule(t, 2)]}
        >
          <DecimalInput min={1} precision={2} addonAfter="₽" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="deposit" label={t('rents.fields.deposit')} rules={[decimalRule(t, 2)]}>
          <DecimalInput min={0} precision={2} addonAfter="₽" style={{ width: 220 }} />
        </Form.Item>
        <RentTermsFields />
      </Form>
    </Create>
  );
}
