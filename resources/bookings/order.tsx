/**
 * /objects/{id}/order — the booking form (docs/rules.md R5.1–R5.11): period with
 * the number of nights; adults and children with ages; tariff; more objects in one booking;
 * the capacity and maximum-guests messages; payer type, with the TIN certificate and guests'
 * documents for a legal entity; the booker's contacts; a promo code (R5.32); the price breakdown
 * from the server's quote (nights × rate per object from the rate calendar, tariff, discounts, promo
 * code, the tourist tax (R5.26), total in rubles), a restriction the stay breaks (R5.29) and the
 * payment deadline. The same rules run on the server
 * (src/domain/bookings.ts) with the same messages. A logged-out visitor is sent to SMS login
 * before paying; the booking is attached to the account afterwards (claim token, ./claim.ts).
 * The page holds the form's state; its blocks are in ./components/order-*.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Form, Result, Skeleton } from 'antd';
import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Identity } from '../../providers/auth-provider';
import { guestCount, rangeHitsBooked, validateBooking } from '../../src/domain/bookings';
import { nightsBetween } from '../../src/domain/datetime';
import { maskPhone } from '../../src/components/phone-input';
import { useBookedNights, useStayPickerProps } from '../../src/components/availability';
import { readSearch } from '../../src/pages/objects/search-params';
import type { ObjectItem } from '../../src/contracts/objects';
import { api } from '../../src/contracts/api';
import { useEndpointOne, useEndpointQuery } from '../../providers/endpoints';
import type { OrderValues } from './components/order-values';
import { OrderStay, stayRules } from './components/order-stay';
import { OrderObjects } from './components/order-objects';
import { OrderTariff } from './components/order-tariff';
import { OrderContacts, OrderPayer } from './components/order-payer';
import { OrderPrice } from './components/order-price';
import { OrderExemptions } from './components/order-exemptions';
import { OrderPromo } from './components/order-promo';
import { useOrderQuote } from './components/use-order-quote';
import { readStay, useOrderSubmit } from './components/use-order-submit';
import { hotelToday } from '../../src/domain/hotel-time';
import { RegisterNumber } from '../../src/components/register-number';

export default function OrderPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const stay0 = readSearch(params);
  // The promo code the guest applied (R5.32): the quote prices it, the booking sends it if it applies.
  const [promoCode, setPromoCode] = useState('');
  const { formProps, form, general, submitting } = useOrderSubmit(
    () => chosen,
    () => (quote?.promo?.applied ? quote.promo.code : undefined),
  );
  const [extra, setExtra] = useState<ObjectItem[]>([]);
  const { data: me } = useGetIdentity<Identity>();

  const { query: objQuery, result: primary } = useEndpointOne(api.objects.show, {
    id,
    errorNotification: false,
  });
  const tariffsQ = useEndpointQuery(api.objects.tariffs, {});
  const tariffsData = tariffsQ.query.data?.data;
  const tariffs = useMemo(() => tariffsData ?? [], [tariffsData]);
  const { booked } = useBookedNights(id);
  const picker = useStayPickerProps(booked);

  const values = Form.useWatch([], form) as OrderValues | undefined;
  const { checkIn, checkOut, guests } = readStay(values);
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  const chosen = useMemo(
    () =>
      primary
        ? [
            {
              id: primary.id,
              title: primary.title,
              capacity: primary.capacity,
              pricePerNightKopecks: primary.pricePerNightKopecks,
              kind: primary.kind,
            },
            ...extra,
          ]
        : [],
    [primary, extra],
  );
  const tariff = tariffs.find((x) => x.id === values?.tariffId);
  const rules = stayRules(t, () => form.getFieldsValue(true), chosen, booked);

  useEffect(() => {
    form.setFieldsValue({
      period: (stay0.checkIn && stay0.checkOut ? [dayjs(stay0.checkIn), dayjs(stay0.checkOut)] : undefined) as never,
      guests: { adults: stay0.adults ?? 1, children: stay0.children },
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
      form.setFieldValue('contact', {
        ...c,
        surname: c.surname || me.surname || '',
        name: c.name || me.name || '',
        patronymic: c.patronymic || me.patronymic || '',
        phone: c.phone || maskPhone(me.phone),
        email: c.email || me.email || '',
      });
      if (me.payerType) form.setFieldValue('payerType', me.payerType);
    }
  }, [me, form]);

  const today = hotelToday();
  const liveIssues = primary
    ? validateBooking({ checkIn, checkOut, guests, capacities: chosen.map((c) => c.capacity), today })
    : [];
  const guestIssue = liveIssues.find((i) => i.code === 'capacityExceeded' || i.code === 'maxGuests');
  const clash = !!(checkIn && checkOut && checkOut > checkIn && rangeHitsBooked(checkIn, checkOut, booked));
  // A half-typed or fractional guest count has its field message; the price waits for whole numbers (issue 14 item 1).
  const guestsWhole = Number.isInteger(guests.adults) && guests.children.every((a) => Number.isInteger(a));
  // The server's quote (R5.9, R5.28–R5.32): asked once the stay passes the client's own rules.
  const dateIssue = liveIssues.some((i) => i.field === 'checkIn' || i.field === 'checkOut');
  const { quote, loading: quoteLoading } = useOrderQuote(
    nights > 0 && tariff && guestsWhole && !clash && !dateIssue && !guestIssue
      ? {
          objectIds: chosen.map((c) => c.id).join(','),
          checkIn,
          checkOut,
          adults: guests.adults,
          ...(guests.children.length ? { children: guests.children.join(',') } : {}),
          tariffId: tariff.id,
          ...(promoCode ? { promoCode } : {}),
        }
      : null,
  );
  const price = quote?.price ?? null;
  const restriction = quote?.issues[0]?.message;

  if (objQuery.isLoading)
    return (
      <div className="page-container section">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
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

  return (
    <div className="page-container section">
      <Link to={`/objects/${primary.id}`}>{primary.title}</Link>
      <h1 className="section-title" style={{ marginTop: 12 }}>
        {t('bookings.title')}
      </h1>
      <Form<OrderValues> {...formProps} form={form} layout="vertical" scrollToFirstError requiredMark="optional">
        <div className="two-col">
          <div>
            <OrderStay
              rules={rules}
              picker={picker}
              nights={nights}
              sameDates={!!checkIn && checkIn === checkOut}
              clash={clash}
              restriction={restriction}
              guestIssue={guestIssue}
            />
            <OrderObjects
              chosen={chosen}
              kind={primary.kind}
              checkIn={checkIn}
              checkOut={checkOut}
              nights={nights}
              onAdd={(o) => setExtra((x) => [...x, o])}
              onRemove={(objectId) => setExtra((x) => x.filter((o) => o.id !== objectId))}
            />
            <OrderTariff tariffs={tariffs} />
            <OrderPromo promo={promoCode ? quote?.promo : undefined} onApply={setPromoCode} />
            <OrderPayer
              payerType={values?.payerType ?? 'individual'}
              loggedIn={!!me}
              loginTo={`/objects/${id}/order?${params.toString()}`}
              guests={guestCount(guests)}
            />
            <OrderContacts />
            {me && price?.touristTax ? <OrderExemptions guests={guestCount(guests)} /> : null}
          </div>
          <OrderPrice
            price={price}
            loading={quoteLoading}
            checkIn={checkIn}
            restricted={!!restriction}
            tariff={tariff}
            chosen={chosen}
            loggedIn={!!me}
            general={general}
            submitting={submitting}
            clash={clash}
          />
        </div>
      </Form>
      <RegisterNumber as="p" className="muted-inline" />
    </div>
  );
}
