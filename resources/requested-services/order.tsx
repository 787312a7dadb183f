/**
 * /request/{service} (docs/rules.md R15.5): ordering a service — option, dates, time slot (a full
 * slot cannot be chosen), persons, hours, comment — with the price computed live by
 * src/domain/services.ts `servicePrice` (the server computes the same). "Order and pay" creates
 * the order (POST app/v1/requested-services; a slot taken meanwhile answers 409 under the field)
 * and starts its card payment (…/{id}/pay → the acquirer → /requested-service-payment-success/{id});
 * a free order (luggage within 12 hours) opens its page.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, DatePicker, Form, Input, Radio, Result, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCustom, useCustomMutation, useTranslate, type HttpError } from '@refinedev/core';
import type { OrderRow } from '../../src/contracts/requested-services';
import type { ServiceDetail } from '../../src/contracts/services';
import { countsNights, countsPersons, servicePrice } from '../../src/domain/services';
import { nightsBetween } from '../../src/domain/datetime';
import { useServiceFormat } from '../../src/components/requested-services/use-format';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';

interface Values {
  optionId?: number;
  date?: Dayjs;
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
  const { notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const values: Values = {
    date: Form.useWatch('date', form),
    dateTo: Form.useWatch('dateTo', form),
    optionId: Form.useWatch('optionId', form),
    persons: Form.useWatch('persons', form),
    hours: Form.useWatch('hours', form),
  };
  const day = values.date ? values.date.format('YYYY-MM-DD') : undefined;
  // The slots' free places follow the chosen day; the previous answer stays while the next loads.
  const { query } = useCustom<ServiceDetail, HttpError>({
    url: `app/v1/services/${service}`,
    method: 'get',
    config: { query: day ? { date: day } : {} },
    errorNotification: false,
    queryOptions: { placeholderData: (prev) => prev },
  });
  const create = useCustomMutation<OrderRow>();
  const pay = useCustomMutation<{ confirmationUrl: string | null }>();
  const [formError, setFormError] = useState<string | null>(null);
  const s = query.data?.data;
  if (query.isLoading && !s) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!s) return <Result status="404" title={query.error?.message ?? t('requested-services.errors.notFound')} extra={<Link to="/services">{t('services.back')}</Link>} />;
  if (!s.enabled) return <Result status="warning" title={t('common.unavailable')} extra={<Link to="/services">{t('services.back')}</Link>} />;

  const persons = values.persons ?? 1;
  const nights = countsNights(s.chargeMode) && values.date && values.dateTo ? Math.max(1, nightsBetween(values.date.format('YYYY-MM-DD'), values.dateTo.format('YYYY-MM-DD'))) : 1;
  const option = s.options.find((o) => o.id === values.optionId);
  const price = servicePrice({ mode: s.chargeMode, priceKopecks: s.priceKopecks, optionKopecks: option?.priceKopecks ?? 0, persons, nights, hours: values.hours ?? 0, freeHours: s.freeHours });

  const go = (url: string) => (url.startsWith('/') ? navigate(url) : window.location.assign(url));
  const submit = (v: Values) => {
    setFormError(null);
    create.mutate(
      {
        url: 'app/v1/requested-services',
        method: 'post',
        values: {
          serviceId: s.id,
          optionId: v.optionId,
          slotId: v.slotId,
          dateFrom: v.date!.format('YYYY-MM-DD'),
          dateTo: v.dateTo?.format('YYYY-MM-DD'),
          persons: v.persons ?? 1,
          hours: v.hours,
          comment: v.comment ?? '',
        },
        errorNotification: false,
        successNotification: false,
      },
      {
        onSuccess: ({ data: o }) => {
          if (o.status !== 'awaiting_payment') return navigate(`/requested-service/${o.id}`);
          pay.mutate(
            { url: `app/v1/requested-services/${o.id}/pay`, method: 'post', values: {}, errorNotification: false, successNotification: false },
            { onSuccess: ({ data }) => go(data.confirmationUrl!), onError: () => navigate(`/requested-service/${o.id}`) },
          );
        },
        onError: (e) => {
          const errors = (e as HttpError).errors as Record<string, string[]> | undefined;
          if (errors) {
            const map: Record<string, keyof Values> = { dateFrom: 'date', dateTo: 'dateTo', slotId: 'slotId', persons: 'persons', hours: 'hours', optionId: 'optionId', comment: 'comment' };
            form.setFields(Object.entries(errors).filter(([k]) => map[k]).map(([k, m]) => ({ name: map[k], errors: m })));
            if (errors.slotId) void query.refetch();
          }
          setFormError(e.message);
          if (!errors) notification.error({ message: e.message });
        },
      },
    );
  };

  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.rules}</Typography.Paragraph>
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ persons: 1, optionId: s.options[0]?.id }} requiredMark>
        {s.options.length > 0 && (
          <Form.Item name="optionId" label={t('requested-services.fields.option')}>
            <Radio.Group optionType="button" options={s.options.map((o) => ({ value: o.id, label: o.priceKopecks ? `${o.title} (+${f.money(o.priceKopecks)})` : o.title }))} />
          </Form.Item>
        )}
        <Form.Item name="date" label={t(countsNights(s.chargeMode) ? 'requested-services.fields.dateFrom' : 'requested-services.fields.date')} rules={[{ required: true, message: t('validation.required') }]}>
          <DatePicker format="DD.MM.YYYY" disabledDate={(d) => d.isBefore(dayjs(), 'day')} onChange={() => form.setFieldValue('slotId', undefined)} />
        </Form.Item>
        {countsNights(s.chargeMode) && (
          <Form.Item name="dateTo" label={t('requested-services.fields.dateTo')} rules={[{ required: true, message: t('validation.required') }]}>
            <DatePicker format="DD.MM.YYYY" disabledDate={(d) => !values.date || !d.isAfter(values.date, 'day')} />
          </Form.Item>
        )}
        {s.slots.length > 0 && (
          <Form.Item name="slotId" label={t('requested-services.fields.slot')} rules={[{ required: true, message: t('requested-services.errors.slotRequired') }]}>
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
          <Form.Item name="hours" label={t('requested-services.fields.hours')} rules={[{ required: true, message: t('validation.required') }, decimalRule(t, 0)]}>
            <DecimalInput min={1} max={720} precision={0} />
          </Form.Item>
        )}
        <Form.Item name="comment" label={t('requested-services.fields.comment')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <p aria-live="polite" data-testid="order-price" style={{ fontSize: 20 }}>
          {t('requested-services.fields.total')}: <strong>{price.totalKopecks ? f.money(price.totalKopecks) : t('requested-services.hints.free')}</strong>
          {price.units > 1 && <Typography.Text type="secondary"> ({t('requested-services.hints.units', { units: price.units, unit: f.money(price.unitKopecks) })})</Typography.Text>}
        </p>
        <Button type="primary" size="large" htmlType="submit" loading={create.mutation.isPending || pay.mutation.isPending}>
          {price.totalKopecks ? `${t('requested-services.actions.order')} · ${f.money(price.totalKopecks)}` : t('requested-services.actions.order')}
        </Button>
      </Form>
    </Card>
  );
}
