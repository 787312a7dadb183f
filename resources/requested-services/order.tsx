/**
 * /request/{service} (docs/rules.md R15.5): ordering a service — option, dates, time slot (a full
 * slot cannot be chosen), persons, hours, comment — with the price computed live by
 * src/domain/services.ts `servicePrice` (the server computes the same). "Order and pay" creates
 * the order (`api['requested-services'].create` on `useEndpointForm`, field names the contract's;
 * a slot taken meanwhile answers 409 under the field and the slots are read again) and starts its
 * card payment (…/{id}/pay → the acquirer → /requested-service-payment-success/{id}); a free order
 * (luggage within 12 hours) opens its page.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Result, Select, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import type { OrderCreate } from '../../src/contracts/requested-services';
import { useEndpointMutation, useEndpointQuery } from '../../providers/endpoints';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { countsNights, countsPersons, servicePrice } from '../../src/domain/services';
import { nightsBetween } from '../../src/domain/datetime';
import { useServiceFormat } from './components/use-format';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';
import { hotelTodayDay } from '../../src/domain/hotel-time';
import { usePayMethod } from '../../src/components/pay-method';

/** The form's values: the contract's body fields, dates as pickers. */
interface Values {
  optionId?: number;
  dateFrom?: Dayjs;
  dateTo?: Dayjs;
  slotId?: number;
  persons?: number;
  hours?: number;
  comment?: string;
}

export default function OrderServicePage() {
  const { service } = useParams();
  const t = useTranslate();
  const f = useServiceFormat();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  // The form holds pickers (Dayjs), the body strings (`orderBody`, once the service is loaded).
  const { formProps, form, formLoading } = useEndpointForm(api['requested-services'].create, {
    toBody: (v: Values) => {
      setFormError(null);
      return orderBody(v);
    },
    onMutationSuccess: ({ data: o }) => {
      if (o.status !== 'awaiting_payment') return navigate(`/requested-service/${o.id}`);
      pay.mutate(
        { params: { id: o.id }, body: { method } },
        { onSuccess: ({ data }) => go(data.confirmationUrl!), onError: () => navigate(`/requested-service/${o.id}`) },
      );
    },
    onMutationError: (e) => {
      if (e.errors?.slotId) void query.refetch();
      setFormError(e.message);
    },
  });
  const values: Values = {
    dateFrom: Form.useWatch('dateFrom', form),
    dateTo: Form.useWatch('dateTo', form),
    optionId: Form.useWatch('optionId', form),
    persons: Form.useWatch('persons', form),
    hours: Form.useWatch('hours', form),
  };
  const day = values.dateFrom ? values.dateFrom.format('YYYY-MM-DD') : undefined;
  // The slots' free places follow the chosen day; the previous answer stays while the next loads.
  const { query } = useEndpointQuery(api.services.show, {
    params: { service: service ?? '' },
    query: day ? { date: day } : {},
    enabled: !!service,
    keepPrevious: true,
  });
  const pay = useEndpointMutation(api['requested-services'].pay);
  const { method, choice } = usePayMethod();
  const go = (url: string) => (url.startsWith('/') ? navigate(url) : window.location.assign(url));
  const s = query.data?.data;
  if (query.isLoading && !s) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!s)
    return (
      <Result
        status="404"
        title={query.error?.message ?? t('requested-services.errors.notFound')}
        extra={<Link to="/services">{t('services.back')}</Link>}
      />
    );
  if (!s.enabled)
    return (
      <Result
        status="warning"
        title={t('common.unavailable')}
        extra={<Link to="/services">{t('services.back')}</Link>}
      />
    );

  const persons = values.persons ?? 1;
  const nights =
    countsNights(s.chargeMode) && values.dateFrom && values.dateTo
      ? Math.max(1, nightsBetween(values.dateFrom.format('YYYY-MM-DD'), values.dateTo.format('YYYY-MM-DD')))
      : 1;
  const option = s.options.find((o) => o.id === values.optionId);
  const price = servicePrice({
    mode: s.chargeMode,
    priceKopecks: s.priceKopecks,
    optionKopecks: option?.priceKopecks ?? 0,
    persons,
    nights,
    hours: values.hours ?? 0,
    freeHours: s.freeHours,
  });

  const orderBody = (v: Values): OrderCreate => ({
    serviceId: s.id,
    optionId: v.optionId,
    slotId: v.slotId,
    dateFrom: v.dateFrom!.format('YYYY-MM-DD'),
    dateTo: v.dateTo?.format('YYYY-MM-DD'),
    persons: v.persons ?? 1,
    hours: v.hours,
    comment: v.comment ?? '',
  });

  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.rules}</Typography.Paragraph>
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values>
        {...formProps}
        layout="vertical"
        initialValues={{ persons: 1, optionId: s.options[0]?.id }}
        requiredMark
      >
        {s.options.length > 0 && (
          <Form.Item name="optionId" label={t('requested-services.fields.option')}>
            <Radio.Group
              optionType="button"
              options={s.options.map((o) => ({
                value: o.id,
                label: o.priceKopecks ? `${o.title} (+${f.money(o.priceKopecks)})` : o.title,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="dateFrom"
          label={t(
            countsNights(s.chargeMode) ? 'requested-services.fields.dateFrom' : 'requested-services.fields.date',
          )}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <DatePicker
            format="DD.MM.YYYY"
            disabledDate={(d) => d.isBefore(hotelTodayDay(), 'day')}
            onChange={() => form.setFieldValue('slotId', undefined)}
          />
        </Form.Item>
        {countsNights(s.chargeMode) && (
          <Form.Item
            name="dateTo"
            label={t('requested-services.fields.dateTo')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <DatePicker
              format="DD.MM.YYYY"
              disabledDate={(d) => !values.dateFrom || !d.isAfter(values.dateFrom, 'day')}
            />
          </Form.Item>
        )}
        {s.slots.length > 0 && (
          <Form.Item
            name="slotId"
            label={t('requested-services.fields.slot')}
            rules={[{ required: true, message: t('requested-services.errors.slotRequired') }]}
          >
            <Select
              placeholder={t(day ? 'requested-services.hints.pickSlot' : 'requested-services.hints.pickDateFirst')}
              disabled={!day}
              options={s.slots.map((x) => ({
                value: x.id,
                disabled: x.free !== null && x.free < (countsPersons(s.chargeMode) ? persons : 1),
                label: `${x.startsAt}–${x.endsAt} · ${x.free === 0 ? t('requested-services.hints.full') : t('requested-services.hints.places', { count: x.free ?? x.capacity })}`,
              }))}
            />
          </Form.Item>
        )}
        {(countsPersons(s.chargeMode) || s.chargeMode === 'once') && (
          <Form.Item name="persons" label={t('requested-services.fields.persons')} rules={[decimalRule(t, 0)]}>
            <DecimalInput min={1} max={s.maxPersons} precision={0} />
          </Form.Item>
        )}
        {s.chargeMode === 'per_hour' && (
          <Form.Item
            name="hours"
            label={t('requested-services.fields.hours')}
            rules={[{ required: true, message: t('validation.required') }, decimalRule(t, 0)]}
          >
            <DecimalInput min={1} max={720} precision={0} />
          </Form.Item>
        )}
        <Form.Item name="comment" label={t('requested-services.fields.comment')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <p aria-live="polite" data-testid="order-price" style={{ fontSize: 20 }}>
          {t('requested-services.fields.total')}:{' '}
          <strong>{price.totalKopecks ? f.money(price.totalKopecks) : t('requested-services.hints.free')}</strong>
          {price.units > 1 && (
            <Typography.Text type="secondary">
              {' '}
              ({t('requested-services.hints.units', { units: price.units, unit: f.money(price.unitKopecks) })})
            </Typography.Text>
          )}
        </p>
        {price.totalKopecks ? <p>{choice}</p> : null}
        <Button type="primary" size="large" htmlType="submit" loading={formLoading || pay.isPending}>
          {price.totalKopecks
            ? `${t('requested-services.actions.order')} · ${f.money(price.totalKopecks)}`
            : t('requested-services.actions.order')}
        </Button>
      </Form>
    </Card>
  );
}
