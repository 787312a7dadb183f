/**
 * The price card of the booking form (docs/rules.md R5.9, R5.11, R5.12), the server's quote
 * (./use-order-quote.ts): nights × rate per object (nights of different prices: "3 nights, from
 * 5 000 ₽" with each night in a popover, R5.28), the tariff's adjustment, the discounts and the promo
 * code (`price-discounts`, R5.31, R5.32), the tourist tax as its own line (R5.26, `price-tourist-tax`) and the
 * total in rubles (`price-lines`, `price-total` test ids), the one
 * deadline a booking made now would have, in the complex's time (R8.10) — a signed-in booker's
 * payment deadline (24 h), a logged-out visitor's hold (30 min, until they log in and claim it) —
 * with its explanation (`booking-deadline` test id), the errors that belong to no field, and the
 * submit button.
 */
import { Alert, Button, Skeleton } from 'antd';
import { PolicyConsent } from '../../../src/components/policy-consent';
import { useTranslation } from 'react-i18next';
import { ANONYMOUS_HOLD_MINUTES, PAYMENT_DEADLINE_HOURS } from '../../../src/domain/bookings';
import type { BookingQuote } from '../../../src/contracts/bookings';
import type { Tariff } from '../../../src/contracts/objects';
import { formatDisplayDate } from '../../../src/domain/datetime';
import type { ChosenObject } from './order-values';
import { useMoney } from './use-money';
import { OrderPriceLine } from './order-price-line';
import { hotelNow } from '../../../src/domain/hotel-time';

/**
 * The price breakdown (kopecks) or, before dates and a tariff are chosen, the hint to choose dates;
 * a skeleton while the first quote loads.
 */
export function OrderPrice(props: {
  price: BookingQuote['price'] | null;
  /** The first quote is on its way. */
  loading: boolean;
  /** The check-in date, `YYYY-MM-DD` (the nights' dates of the popover). */
  checkIn: string;
  /** The stay breaks a restriction of the rate calendar (R5.29): nothing to submit. */
  restricted: boolean;
  tariff?: Tariff;
  chosen: ChosenObject[];
  loggedIn: boolean;
  /** Messages of errors that belong to no field. */
  general: string[];
  submitting: boolean;
  /** The dates hit a booked night: nothing to submit, and no price: docs/rules.md R5.7's message instead. */
  clash: boolean;
}) {
  const { t } = useTranslation();
  const m = useMoney();
  const { price, tariff } = props;
  // docs/rules.md R5.11, R5.12: the deadline that applies to who is booking, never both.
  const deadline = props.loggedIn
    ? hotelNow().add(PAYMENT_DEADLINE_HOURS, 'hour')
    : hotelNow().add(ANONYMOUS_HOLD_MINUTES, 'minute');
  const date = t('bookings.hotelTime', { date: formatDisplayDate(deadline, 'dateTime') });
  return (
    <aside className="tile sticky-card" aria-label={t('bookings.price')}>
      <h2 style={{ fontSize: 20, marginTop: 0 }}>{t('bookings.price')}</h2>
      {props.loading && !props.clash ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : props.clash ? (
        <p className="muted-inline" data-testid="price-clash">
          {t('search.empty')}
        </p>
      ) : price && tariff ? (
        <>
          <ul className="price-lines" data-testid="price-lines">
            {price.lines.map((l) => (
              <OrderPriceLine
                key={l.objectId}
                line={l}
                nights={price.nights}
                checkIn={props.checkIn}
                title={props.chosen.find((c) => c.id === l.objectId)?.title ?? ''}
              />
            ))}
            <li>
              <span>{t('bookings.tariffAdjustment', { name: tariff.name })}</span>
              <span>{m(price.tariffAdjustmentKopecks)}</span>
            </li>
          </ul>
          {price.discounts.length ? (
            <ul className="price-lines" data-testid="price-discounts">
              {price.discounts.map((d) => (
                <li key={`${d.kind}-${d.label}`} data-testid={d.kind === 'promo' ? 'price-promo' : undefined}>
                  <span>{d.kind === 'promo' ? t('bookings.promoLine', { code: d.label }) : d.label}</span>
                  <span>−{m(d.kopecks)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {price.touristTax ? (
            <ul className="price-lines">
              <li data-testid="price-tourist-tax">
                <span>{t('touristTax.line', { percent: price.touristTax.percent })}</span>
                <span>{m(price.touristTax.kopecks)}</span>
              </li>
            </ul>
          ) : null}
          <div className="price-total">
            <span>{t('bookings.total')}</span>
            <span data-testid="price-total">{m(price.totalKopecks)}</span>
          </div>
          {price.touristTax ? <p className="muted-inline">{t('touristTax.exemptHint')}</p> : null}
        </>
      ) : (
        <p className="muted-inline">{t('search.chooseDates')}</p>
      )}
      <div data-testid="booking-deadline">
        <p style={{ marginTop: 12 }}>{t(props.loggedIn ? 'bookings.deadline' : 'bookings.holdDeadline', { date })}</p>
        <p className="muted-inline">
          {props.loggedIn
            ? t('bookings.deadlineNote', { hours: PAYMENT_DEADLINE_HOURS })
            : t('bookings.holdNote', { minutes: ANONYMOUS_HOLD_MINUTES })}
        </p>
      </div>
      <PolicyConsent />
      {props.general.map((msg) => (
        <Alert key={msg} type="error" showIcon message={msg} style={{ marginBottom: 12 }} role="alert" />
      ))}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={props.submitting}
        disabled={props.clash || props.restricted}
      >
        {t('bookings.submit')}
      </Button>
    </aside>
  );
}
