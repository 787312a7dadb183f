/**
 * /objects/{id}/order — the booking form (docs/rules.md R5.1–R5.11): period with
 * the number of nights; adults and children with ages; tariff; more objects in one booking;
 * the capacity and maximum-guests messages; payer type, with the TIN certificate and guests'
 * documents for a legal entity; the booker's contacts; the price breakdown (nights × rate per
 * object, tariff, total in rubles) and the payment deadline. The same rules run on the server
 * (src/domain/booking.ts) with the same messages. A logged-out visitor is sent to SMS login
 * before paying; the booking is attached to the account afterwards (claim token).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, App, Button, DatePicker, Form, Input, Radio, Result, Select, Skeleton, Space, Upload, type UploadFile } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation, useGetIdentity, useOne, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { request } from '../../providers/http';
import type { Identity } from '../../providers/auth-provider';
import {
  bookingIssueKey,
  guestCount,
  MAX_GUESTS,
  PAYER_TYPES,
  PAYMENT_DEADLINE_HOURS,
  priceBreakdown,
  rangeHitsBooked,
  totalCapacity,
  validateBooking,
  type BookingIssue,
  type PayerType,
} from '../../src/domain/booking';
import { formatMoney } from '../../src/domain/money';
import { formatDisplayDate, nightsBetween } from '../../src/domain/datetime';
import type { Locale } from '../../src/domain/plural';
import { GuestsFields } from '../../src/components/guests-fields';
import { PhoneInput } from '../../src/components/phone-input';
import { disabledStayDate, useBookedNights } from '../../src/components/availability';
import { claimKey } from './claim';
import { readSearch } from '../../src/pages/objects/search-params';
import type { ObjectDetail, ObjectItem, Tariff } from '../../src/contracts/objects';
import type { Uploaded } from '../../src/contracts/uploads';
import type { BookingCreated } from '../../src/contracts/bookings';

interface OrderValues {
  period?: [Dayjs, Dayjs] | null;
  adults?: number | null;
  children?: number[];
  tariffId?: number;
  payerType: PayerType;
  contact: { surname?: string; name?: string; patronymic?: string; phone?: string; email?: string; companyName?: string; inn?: string };
  tinCertificate?: UploadFile[];
  guestDocuments?: UploadFile[];
}

/** Form field of a server/domain issue field. */
function formField(field: string): (string | number)[] | null {
  if (field === 'checkIn' || field === 'checkOut') return ['period'];
  if (field === 'guests' || field === 'guests.adults') return ['adults'];
  const child = /^guests\.children\.(\d+)$/.exec(field);
  if (child) return ['children', Number(child[1])];
  if (field.startsWith('contact.')) return ['contact', field.slice(8)];
  if (field === 'documents.tinCertificate') return ['tinCertificate'];
  if (field === 'documents.guestDocuments') return ['guestDocuments'];
  if (field === 'tariffId') return ['tariffId'];
  return null;
}

const uploadRequest = async ({ file, onSuccess, onError }: { file: unknown; onSuccess?: (b: unknown) => void; onError?: (e: Error) => void }) => {
  try {
    const r = await request<{ data: Uploaded }>('post', 'app/v1/uploads', { file: file as Blob });
    onSuccess?.(r.data);
  } catch (e) {
    onError?.(e instanceof Error ? e : new Error('upload'));
  }
};

export default function OrderPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const stay0 = readSearch(params);
  const [form] = Form.useForm<OrderValues>();
  const [extra, setExtra] = useState<ObjectItem[]>([]);
  const [toAdd, setToAdd] = useState<number | undefined>();
  const [general, setGeneral] = useState<string[]>([]);
  const { data: me } = useGetIdentity<Identity>();

  const { query: objQuery, result: primary } = useOne<ObjectDetail, HttpError>({ resource: 'objects', id, errorNotification: false });
  const tariffsQ = useCustom<Tariff[]>({ url: 'app/v1/tariffs', method: 'get', errorNotification: false });
  const tariffsData = tariffsQ.query.data?.data as unknown as Tariff[] | undefined;
  const tariffs = useMemo(() => tariffsData ?? [], [tariffsData]);
  const { booked } = useBookedNights(id);
  const disabled = useMemo(() => disabledStayDate(booked), [booked]);

  const values = Form.useWatch([], form) as OrderValues | undefined;
  const checkIn = values?.period?.[0]?.format('YYYY-MM-DD') ?? '';
  const checkOut = values?.period?.[1]?.format('YYYY-MM-DD') ?? '';
  const guests = { adults: values?.adults ?? 0, children: (values?.children ?? []).filter((a): a is number => typeof a === 'number') };
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  const chosen = useMemo(
    () => (primary ? [{ id: primary.id, title: primary.title, capacity: primary.capacity, pricePerNightKopecks: primary.pricePerNightKopecks }, ...extra] : []),
    [primary, extra],
  );
  const tariff = tariffs.find((x) => x.id === values?.tariffId);

  // Other objects free for the same dates, to add to the booking.
  const othersQ = useCustom<{ data: ObjectItem[] }>({
    url: 'app/v1/objects',
    method: 'get',
    config: { query: { kind: primary?.kind, checkIn, checkOut, _start: 0, _end: 50, _sort: 'price', _order: 'asc' } },
    queryOptions: { enabled: !!primary && nights > 0 },
    errorNotification: false,
  });
  const others = ((othersQ.query.data?.data as unknown as { data?: ObjectItem[] } | undefined)?.data ?? []).filter((o) => !chosen.some((c) => c.id === o.id));

  useEffect(() => {
    form.setFieldsValue({
      period: (stay0.checkIn && stay0.checkOut ? [dayjs(stay0.checkIn), dayjs(stay0.checkOut)] : undefined) as never,
      adults: stay0.adults ?? 1,
      children: stay0.children,
      payerType: 'individual',
    });
    // only on the first render: the URL seeds the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (tariffs.length && !form.getFieldValue('tariffId')) form.setFieldValue('tariffId', tariffs[0].id);
  }, [tariffs, form]);
  useEffect(() => {
    if (me) {
      const c = form.getFieldValue('contact') ?? {};
      form.setFieldValue('contact', { ...c, surname: c.surname || me.surname || '', name: c.name || me.name || '', patronymic: c.patronymic || me.patronymic || '', phone: c.phone || me.phone, email: c.email || me.email || '' });
      if (me.payerType) form.setFieldValue('payerType', me.payerType);
    }
  }, [me, form]);

  const today = dayjs().format('YYYY-MM-DD');
  const liveIssues: BookingIssue[] = primary ? validateBooking({ checkIn, checkOut, guests, capacities: chosen.map((c) => c.capacity), today }) : [];
  const guestIssue = liveIssues.find((i) => i.code === 'capacityExceeded' || i.code === 'maxGuests');
  const clash = !!(checkIn && checkOut && checkOut > checkIn && rangeHitsBooked(checkIn, checkOut, booked));
  const price =
    nights > 0 && tariff
      ? priceBreakdown({
          nights,
          objects: chosen.map((c) => ({ id: c.id, pricePerNightKopecks: c.pricePerNightKopecks })),
          tariffMultiplierPercent: tariff.percent,
          perGuestNightKopecks: tariff.perGuestNightKopecks,
          guests: guestCount(guests),
        })
      : null;

  const { mutate, mutation } = useCustomMutation<BookingCreated>();

  const applyIssues = (errors: Record<string, string[]>) => {
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const rest: string[] = [];
    for (const [f, msgs] of Object.entries(errors)) {
      const name = formField(f);
      if (name) fields.push({ name, errors: msgs });
      else rest.push(...msgs);
    }
    form.setFields(fields as never);
    setGeneral(rest);
  };

  const onFinish = (v: OrderValues) => {
    setGeneral([]);
    const issues = validateBooking({ checkIn, checkOut, guests, capacities: chosen.map((c) => c.capacity), today });
    if (!checkIn || !checkOut) issues.push({ field: 'checkIn', code: 'sameDates' });
    if (issues.length) {
      const errors: Record<string, string[]> = {};
      for (const i of issues) (errors[i.field] ??= []).push(!checkIn || !checkOut ? t('validation.required') : t(bookingIssueKey(i), { max: MAX_GUESTS }));
      applyIssues(errors);
      return;
    }
    const files = (list?: UploadFile[]) => (list ?? []).filter((f) => f.status === 'done' && f.response).map((f) => f.response as Uploaded);
    mutate(
      {
        url: 'app/v1/bookings',
        method: 'post',
        values: {
          objectIds: chosen.map((c) => c.id),
          checkIn,
          checkOut,
          guests,
          tariffId: v.tariffId,
          payerType: v.payerType,
          contact: {
            ...v.contact,
            ...(v.payerType === 'individual' ? { companyName: undefined, inn: undefined } : {}),
          },
          documents: v.payerType === 'legal' ? { tinCertificate: files(v.tinCertificate)[0], guestDocuments: files(v.guestDocuments) } : { guestDocuments: [] },
        },
        errorNotification: false,
        successNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          if (data.claimToken) {
            localStorage.setItem(claimKey(data.id), data.claimToken);
            notification.info({ message: t('booking.created'), description: t('booking.loginToPay') });
            navigate(`/login?to=${encodeURIComponent(`/bookings/${data.id}`)}`);
          } else {
            notification.success({ message: t('booking.created') });
            navigate(`/bookings/${data.id}`);
          }
        },
        onError: (e) => {
          applyIssues(e.errors ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, Array.isArray(v) ? v : [String(v)]])) : {});
          if (!e.errors || !Object.keys(e.errors).some((k) => formField(k))) setGeneral([e.message]);
        },
      },
    );
  };

  if (objQuery.isLoading) return <div className="page-container section"><Skeleton active paragraph={{ rows: 12 }} /></div>;
  if (objQuery.isError || !primary) {
    return (
      <div className="page-container section">
        <Result
          status={objQuery.error?.statusCode === 404 ? '404' : 'error'}
          title={objQuery.error?.statusCode === 404 ? t('objects.notFound') : t('error.loadFailed')}
          extra={<Button onClick={() => objQuery.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  }

  const payerType = values?.payerType ?? 'individual';
  const deadline = dayjs().add(PAYMENT_DEADLINE_HOURS, 'hour');
  return (
    <div className="page-container section">
      <Link to={`/objects/${primary.id}`}>{primary.title}</Link>
      <h1 className="section-title" style={{ marginTop: 12 }}>
        {t('booking.title')}
      </h1>
      <Form form={form} layout="vertical" onFinish={onFinish} scrollToFirstError requiredMark="optional">
        <div className="two-col">
          <div>
            <h2 style={{ fontSize: 20 }}>{t('booking.period')}</h2>
            <Form.Item name="period" label={`${t('booking.checkIn')} — ${t('booking.checkOut')}`} extra={nights > 0 ? t('booking.nights', { count: nights }) : undefined}>
              <DatePicker.RangePicker
                format="DD.MM.YYYY"
                allowEmpty={[false, false]}
                disabledDate={disabled}
                placeholder={[t('booking.checkIn'), t('booking.checkOut')]}
                style={{ width: '100%', maxWidth: 360 }}
                onChange={() => form.setFields([{ name: ['period'], errors: [] }])}
              />
            </Form.Item>
            {checkIn && checkIn === checkOut ? <Alert type="error" showIcon message={t('validation.sameDates')} style={{ marginBottom: 16 }} /> : null}
            {clash ? <Alert type="error" showIcon message={t('booking.objectBooked')} style={{ marginBottom: 16 }} /> : null}

            <h2 style={{ fontSize: 20 }}>{t('booking.guests')}</h2>
            <GuestsFields />
            {guestIssue ? (
              <Alert
                type="warning"
                showIcon
                role="alert"
                style={{ marginBottom: 16 }}
                message={t(bookingIssueKey(guestIssue), { max: MAX_GUESTS })}
              />
            ) : null}

            <h2 style={{ fontSize: 20 }}>{t('booking.objects')}</h2>
            <ul className="price-lines" aria-label={t('booking.objects')}>
              {chosen.map((c, i) => (
                <li key={c.id}>
                  <span>
                    {c.title} · {t('objects.capacityValue', { count: c.capacity })}
                  </span>
                  {i > 0 ? (
                    <Button size="small" icon={<DeleteOutlined />} onClick={() => setExtra((x) => x.filter((o) => o.id !== c.id))}>
                      {t('booking.removeObject')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="muted-inline">{t('booking.capacity', { count: totalCapacity(chosen.map((c) => c.capacity)) })}</p>
            {nights > 0 ? (
              <Space.Compact style={{ width: '100%', maxWidth: 520, marginBottom: 24 }}>
                <Select
                  aria-label={t('booking.addObject')}
                  placeholder={t('booking.addObject')}
                  value={toAdd}
                  onChange={setToAdd}
                  loading={othersQ.query.isLoading}
                  style={{ flex: 1 }}
                  options={others.map((o) => ({ value: o.id, label: `${o.title} · ${o.buildingName} · ${t('objects.capacityValue', { count: o.capacity })} · ${t('search.perNight', { amount: formatMoney(o.pricePerNightKopecks, lang) })}` }))}
                />
                <Button
                  icon={<PlusOutlined />}
                  disabled={!toAdd}
                  onClick={() => {
                    const o = others.find((x) => x.id === toAdd);
                    if (o) setExtra((x) => [...x, o]);
                    setToAdd(undefined);
                  }}
                >
                  {t('booking.addObject')}
                </Button>
              </Space.Compact>
            ) : null}

            <h2 style={{ fontSize: 20 }}>{t('booking.tariff')}</h2>
            <Form.Item name="tariffId" rules={[{ required: true, message: t('validation.required') }]}>
              <Radio.Group>
                <Space direction="vertical">
                  {tariffs.map((x) => (
                    <Radio key={x.id} value={x.id}>
                      <strong>{x.name}</strong> — {x.description}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>

            <h2 style={{ fontSize: 20 }}>{t('booking.payerType')}</h2>
            <Form.Item name="payerType">
              <Radio.Group optionType="button" options={PAYER_TYPES.map((p) => ({ value: p, label: t(`booking.payer.${p}`) }))} />
            </Form.Item>
            {payerType !== 'individual' ? (
              <>
                {payerType === 'legal' ? (
                  <Form.Item name={['contact', 'companyName']} label={t('booking.companyName')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
                    <Input autoComplete="organization" />
                  </Form.Item>
                ) : null}
                <Form.Item name={['contact', 'inn']} label={t('booking.inn')} rules={[{ required: true, pattern: /^(\d{10}|\d{12})$/, message: t('validation.innRequired') }]}>
                  <Input inputMode="numeric" maxLength={12} />
                </Form.Item>
              </>
            ) : null}
            {payerType === 'legal' ? (
              <>
                {me ? null : (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 16 }}
                    message={t('booking.loginForDocuments')}
                    action={<Link to={`/login?to=${encodeURIComponent(`/objects/${id}/order?${params.toString()}`)}`}>{t('nav.login')}</Link>}
                  />
                )}
                <Form.Item
                  name="tinCertificate"
                  label={t('booking.tinCertificate')}
                  valuePropName="fileList"
                  getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
                  rules={[{ validator: (_, v?: UploadFile[]) => (v?.some((f) => f.status === 'done') ? Promise.resolve() : Promise.reject(new Error(t('validation.tinRequired')))) }]}
                >
                  <Upload customRequest={uploadRequest as never} maxCount={1} accept=".pdf,.jpg,.jpeg,.png" disabled={!me}>
                    <Button icon={<UploadOutlined />}>{t('booking.upload')}</Button>
                  </Upload>
                </Form.Item>
                <Form.Item
                  name="guestDocuments"
                  label={t('booking.guestDocuments')}
                  valuePropName="fileList"
                  getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
                  rules={[
                    {
                      validator: (_, v?: UploadFile[]) =>
                        (v ?? []).filter((f) => f.status === 'done').length >= guestCount(guests) ? Promise.resolve() : Promise.reject(new Error(t('validation.guestDocsRequired'))),
                    },
                  ]}
                >
                  <Upload customRequest={uploadRequest as never} multiple accept=".pdf,.jpg,.jpeg,.png" disabled={!me}>
                    <Button icon={<UploadOutlined />}>{t('booking.upload')}</Button>
                  </Upload>
                </Form.Item>
              </>
            ) : null}

            <h2 style={{ fontSize: 20 }}>{t('booking.contacts')}</h2>
            <div className="search-filters">
              <Form.Item name={['contact', 'surname']} label={t('booking.surname')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
                <Input autoComplete="family-name" />
              </Form.Item>
              <Form.Item name={['contact', 'name']} label={t('booking.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
                <Input autoComplete="given-name" />
              </Form.Item>
              <Form.Item name={['contact', 'patronymic']} label={t('booking.patronymic')}>
                <Input autoComplete="additional-name" />
              </Form.Item>
              <Form.Item name={['contact', 'phone']} label={t('booking.phone')} rules={[{ required: true, message: t('validation.required') }]}>
                <PhoneInput />
              </Form.Item>
              <Form.Item name={['contact', 'email']} label={t('booking.email')} rules={[{ type: 'email', message: t('validation.email') }]}>
                <Input type="email" autoComplete="email" />
              </Form.Item>
            </div>
          </div>

          <aside className="tile sticky-card" aria-label={t('booking.price')}>
            <h2 style={{ fontSize: 20, marginTop: 0 }}>{t('booking.price')}</h2>
            {price && tariff ? (
              <>
                <ul className="price-lines" data-testid="price-lines">
                  {price.lines.map((l) => (
                    <li key={String(l.objectId)}>
                      <span>{t('booking.line', { title: chosen.find((c) => c.id === l.objectId)?.title, nights: t('booking.nights', { count: l.nights }), rate: formatMoney(l.rateKopecks, lang) })}</span>
                      <span>{formatMoney(l.amountKopecks, lang)}</span>
                    </li>
                  ))}
                  <li>
                    <span>{t('booking.tariffAdjustment', { name: tariff.name })}</span>
                    <span>{formatMoney(price.tariffAdjustmentKopecks, lang)}</span>
                  </li>
                </ul>
                <div className="price-total">
                  <span>{t('booking.total')}</span>
                  <span data-testid="price-total">{formatMoney(price.totalKopecks, lang)}</span>
                </div>
              </>
            ) : (
              <p className="muted-inline">{t('search.chooseDates')}</p>
            )}
            <p style={{ marginTop: 12 }}>{t('booking.deadline', { date: formatDisplayDate(deadline, 'dateTime') })}</p>
            <p className="muted-inline">{t('booking.deadlineNote', { hours: PAYMENT_DEADLINE_HOURS })}</p>
            {me ? null : <p className="muted-inline">{t('booking.holdNote')}</p>}
            {general.map((m) => (
              <Alert key={m} type="error" showIcon message={m} style={{ marginBottom: 12 }} role="alert" />
            ))}
            <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending} disabled={clash}>
              {t('booking.submit')}
            </Button>
          </aside>
        </div>
      </Form>
    </div>
  );
}
