/**
 * The price card of the booking form (docs/rules.md R5.9, R5.12): nights × rate per object, the
 * tariff's adjustment and the total in rubles (`price-lines`, `price-total` test ids), the payment
 * deadline a booking made now would have, the hold note for a logged-out booker, the errors that
 * belong to no field, and the submit button.
 */
import { Alert, Button } from 'antd';
import { PolicyConsent } from '../../../src/components/policy-consent';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAYMENT_DEADLINE_HOURS, type PriceBreakdown } from '../../../src/domain/bookings';
import type { Tariff } from '../../../src/contracts/objects';
import { formatDisplayDate } from '../../../src/domain/datetime';
import type { ChosenObject } from './order-values';
import { useMoney } from '../../../src/components/bookings/use-money';

/** The price breakdown (kopecks) or, before dates and a tariff are chosen, the hint to choose dates. */
export function OrderPrice(props: {
  price: PriceBreakdown | null;
  tariff?: Tariff;
  chosen: ChosenObject[];
  loggedIn: boolean;
  /** Messages of errors that belong to no field. */
  general: string[];
  submitting: boolean;
  /** The dates hit a booked night: nothing to submit. */
  clash: boolean;
}) {
  const { t } = useTranslation();
  const m = useMoney();
  const { price, tariff } = props;
  const deadline = dayjs().add(PAYMENT_DEADLINE_HOURS, 'hour');
  return (
    <aside className="tile sticky-card" aria-label={t('booking.price')}>
      <h2 style={{ fontSize: 20, marginTop: 0 }}>{t('booking.price')}</h2>
      {price && tariff ? (
        <>
          <ul className="price-lines" data-testid="price-lines">
            {price.lines.map((l) => (
              <li key={String(l.objectId)}>
                <span>
                  {t('booking.line', {
                    title: props.chosen.find((c) => c.id === l.objectId)?.title,
                    nights: t('booking.nights', { count: l.nights }),
                    rate: m(l.rateKopecks),
                  })}
                </span>
                <span>{m(l.amountKopecks)}</span>
              </li>
            ))}
            <li>
              <span>{t('booking.tariffAdjustment', { name: tariff.name })}</span>
              <span>{m(price.tariffAdjustmentKopecks)}</span>
            </li>
          </ul>
          <div className="price-total">
            <span>{t('booking.total')}</span>
            <span data-testid="price-total">{m(price.totalKopecks)}</span>
          </div>
        </>
      ) : (
        <p className="muted-inline">{t('search.chooseDates')}</p>
      )}
      <p style={{ marginTop: 12 }}>{t('booking.deadline', { date: formatDisplayDate(deadline, 'dateTime') })}</p>
      <p className="muted-inline">{t('booking.deadlineNote', { hours: PAYMENT_DEADLINE_HOURS })}</p>
      {props.loggedIn ? null : <p className="muted-inline">{t('booking.holdNote')}</p>}
      <PolicyConsent />
      {props.general.map((msg) => (
        <Alert key={msg} type="error" showIcon message={msg} style={{ marginBottom: 12 }} role="alert" />
      ))}
      <Button type="primary" htmlType="submit" size="large" block loading={props.submitting} disabled={props.clash}>
        {t('booking.submit')}
      </Button>
    </aside>
  );
}
