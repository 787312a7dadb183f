/**
 * The period and guests of the booking form (docs/rules.md R5.2–R5.5): the date range with the
 * object's booked nights disabled and the number of nights; same dates and booked nights as
 * errors; adults and children, with the capacity or maximum-guests warning.
 */
import { Alert, DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { bookingIssueKey, MAX_GUESTS, type BookingIssue } from '../../../src/domain/bookings';
import { GuestsFields } from '../../../src/components/guests-fields';

/** Fields `period`, `adults` and `children` of the enclosing form. */
export function OrderStay(props: {
  /** `disabledDate` of the range picker: past days and booked nights. */
  disabledDate: (d: Dayjs) => boolean;
  nights: number;
  sameDates: boolean;
  /** The chosen dates hit a booked night. */
  clash: boolean;
  guestIssue?: BookingIssue;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <>
      <h2 style={{ fontSize: 20 }}>{t('booking.period')}</h2>
      <Form.Item name="period" required label={`${t('guests.checkIn')} — ${t('guests.checkOut')}`} extra={props.nights > 0 ? t('booking.nights', { count: props.nights }) : undefined}>
        <DatePicker.RangePicker
          format="DD.MM.YYYY"
          allowEmpty={[false, false]}
          disabledDate={props.disabledDate}
          placeholder={[t('guests.checkIn'), t('guests.checkOut')]}
          style={{ width: '100%', maxWidth: 360 }}
          onChange={() => form.setFields([{ name: ['period'], errors: [] }])}
        />
      </Form.Item>
      {props.sameDates ? <Alert type="error" showIcon message={t('validation.sameDates')} style={{ marginBottom: 16 }} /> : null}
      {props.clash ? <Alert type="error" showIcon message={t('booking.objectBooked')} style={{ marginBottom: 16 }} /> : null}

      <h2 style={{ fontSize: 20 }}>{t('booking.guests')}</h2>
      <GuestsFields required />
      {props.guestIssue ? (
        <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} message={t(bookingIssueKey(props.guestIssue), { max: MAX_GUESTS })} />
      ) : null}
    </>
  );
}
