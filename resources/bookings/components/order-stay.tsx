/**
 * The period and guests of the booking form (docs/rules.md R5.2–R5.5, R5.7): the date range with
 * the object's booked nights struck through and the number of nights; same dates and dates over
 * booked nights as errors (the latter with the catalogue's "No available properties for the
 * selected dates; choose another date", `search.empty`, typed or picked); a restriction of the rate
 * calendar the server's quote reports ("From 30.12, at least 3 nights", R5.29, `stay-restriction`);
 * adults and children,
 * with the capacity or maximum-guests warning.
 */
import { Alert, DatePicker, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Dayjs } from 'dayjs';
import type { ReactElement, ReactNode } from 'react';
import {
  bookingIssueKey,
  MAX_GUESTS,
  rangeHitsBooked,
  validateBooking,
  type BookingIssue,
} from '../../../src/domain/bookings';
import { GuestsFields } from '../../../src/components/guests-fields';
import type { ChosenObject, OrderValues } from './order-values';
import { readStay } from './use-order-submit';
import { hotelToday } from '../../../src/domain/hotel-time';

/**
 * The domain rules of the period and the guests (src/domain/bookings.ts `validateBooking`, the
 * server's too) as the fields' rules, checked when the form is sent (`validateTrigger: 'submit'`:
 * while typing, the capacity warning above speaks instead). `values()` reads the form, `chosen` the
 * objects booked, `booked` the primary object's booked nights (`YYYY-MM-DD`, R5.7).
 */
export function stayRules(
  t: TFunction,
  values: () => Partial<OrderValues>,
  chosen: ChosenObject[],
  booked: ReadonlySet<string>,
) {
  const issues = () => {
    const s = readStay(values());
    return {
      s,
      issues: validateBooking({ ...s, capacities: chosen.map((c) => c.capacity), today: hotelToday() }),
    };
  };
  const fail = (i: BookingIssue | undefined) =>
    i ? Promise.reject(new Error(t(bookingIssueKey(i), { max: MAX_GUESTS }))) : Promise.resolve();
  const period: FormRule[] = [
    {
      validateTrigger: 'submit',
      validator: () => {
        const { s, issues: found } = issues();
        if (!s.checkIn || !s.checkOut) return Promise.reject(new Error(t('validation.required')));
        if (s.checkOut > s.checkIn && rangeHitsBooked(s.checkIn, s.checkOut, booked))
          return Promise.reject(new Error(t('search.empty')));
        return fail(found.find((i) => i.field === 'checkIn' || i.field === 'checkOut'));
      },
    },
  ];
  const adults: FormRule[] = [
    {
      validateTrigger: 'submit',
      validator: () => fail(issues().issues.find((i) => i.field === 'guests.adults' || i.field === 'guests')),
    },
  ];
  return { period, adults };
}

/** Fields `period`, `guests.adults` and `guests.children` of the enclosing form. */
export function OrderStay(props: {
  /** Rules of the period and adults fields ({@link stayRules}). */
  rules: { period: FormRule[]; adults: FormRule[] };
  /** The range picker's `disabledDate` (past days) and `cellRender` (booked nights), `useStayPickerProps`. */
  picker: {
    disabledDate: (d: Dayjs) => boolean;
    cellRender: (current: Dayjs | number | string, info: { type: string; originNode: ReactElement }) => ReactNode;
  };
  nights: number;
  sameDates: boolean;
  /** The chosen dates hit a booked night. */
  clash: boolean;
  /** The message of the rate calendar's restriction the stay breaks (the quote's first issue). */
  restriction?: string;
  guestIssue?: BookingIssue;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('bookings.period')}</h2>
      <Form.Item
        name="period"
        required
        label={`${t('guests.checkIn')} — ${t('guests.checkOut')}`}
        extra={props.nights > 0 ? t('bookings.nights', { count: props.nights }) : undefined}
        rules={props.rules.period}
      >
        <DatePicker.RangePicker
          format="DD.MM.YYYY"
          allowEmpty={[false, false]}
          disabledDate={props.picker.disabledDate}
          cellRender={props.picker.cellRender as never}
          placeholder={[t('guests.checkIn'), t('guests.checkOut')]}
          style={{ width: '100%', maxWidth: 360 }}
        />
      </Form.Item>
      {props.sameDates ? (
        <Alert type="error" showIcon message={t('validation.sameDates')} style={{ marginBottom: 16 }} />
      ) : null}
      {props.clash ? (
        <Alert type="error" showIcon role="alert" message={t('search.empty')} style={{ marginBottom: 16 }} />
      ) : null}
      {props.restriction && !props.clash ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="stay-restriction"
          message={props.restriction}
          style={{ marginBottom: 16 }}
        />
      ) : null}

      <h2 style={{ fontSize: 20 }}>{t('bookings.guests')}</h2>
      <GuestsFields required prefix={['guests']} adultsRules={props.rules.adults} />
      {props.guestIssue ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t(bookingIssueKey(props.guestIssue), { max: MAX_GUESTS })}
        />
      ) : null}
    </>
  );
}
