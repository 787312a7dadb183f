/**
 * What a booking confirmation shows (docs/rules.md R5.12–R5.13): dates and nights, objects with
 * nights × rate, the address to come to (each building's once), guests, tariff, total, paid, due, the payment deadline while awaiting payment,
 * the state with its cancel reason, the payer and the contacts. Money in kopecks, shown in rubles.
 */
import { Link } from 'react-router';
import { Descriptions } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '../../../src/contracts/bookings';
import { tariffText } from '../../../src/domain/bookings';
import { formatServerTimestamp } from '../../../src/domain/datetime';
import { formatPhone } from '../../../src/domain/phone';
import { periodText, useGuestsText } from './status';
import { useMoney } from './use-money';

/** The booking's facts as a bordered list (`booking-total`, `booking-paid` test ids). */
export function BookingSummary({ booking: b }: { booking: BookingDetail }) {
  const t = useTranslate();
  const m = useMoney();
  const lang = useTranslation().i18n.language === 'en' ? 'en' : 'ru';
  const guestsText = useGuestsText();
  const nights = t('booking.nights', { count: b.nights });
  return (
    <Descriptions bordered column={1} size="small">
      <Descriptions.Item label={t('booking.dates')}>
        {periodText(b.checkIn, b.checkOut)} · {nights}
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.objects')}>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {b.objects.map((o) => (
            <li key={o.id}>
              <Link to={`/objects/${o.id}`}>{o.title}</Link> · {o.buildingName} ·{' '}
              {t('booking.nightsTimesRate', { nights, rate: m(o.rateKopecks) })} = {m(o.amountKopecks)}
            </li>
          ))}
        </ul>
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.address')}>
        <span data-testid="booking-address">{[...new Set(b.objects.map((o) => o.address))].join('; ')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.guests')}>{guestsText(b.guests)}</Descriptions.Item>
      <Descriptions.Item label={t('booking.tariff')}>
        {b.tariff ? tariffText(b.tariff.name, b.price.tariffAdjustmentKopecks, lang) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.total')}>
        <strong data-testid="booking-total">{m(b.totalKopecks)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.paid')}>
        <span data-testid="booking-paid">{m(b.paidKopecks)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.due')}>{m(b.dueKopecks)}</Descriptions.Item>
      {b.status === 'awaiting_payment' ? (
        <Descriptions.Item label={t('booking.deadlineLabel')}>
          {t('booking.deadline', { date: formatServerTimestamp(b.paymentDeadline) })}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('booking.state')}>
        {t(`booking.status.${b.status}`)}
        {b.cancelReason ? ` · ${t(`booking.cancelReason.${b.cancelReason}`)}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('booking.payerType')}>
        {t(`booking.payer.${b.payerType}`)}
        {b.contact.companyName ? ` · ${b.contact.companyName}` : ''}
        {b.contact.inn ? ` · ${t('booking.inn')} ${b.contact.inn}` : ''}
      </Descriptions.Item>
      {b.documents.length ? (
        // The documents a legal entity attached (issue 14 item 8).
        <Descriptions.Item label={t('booking.documents')}>
          <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="booking-documents">
            {b.documents.map((d, i) => (
              <li key={i}>
                {t(`booking.documentKind.${d.kind}`)}: {d.name}
              </li>
            ))}
          </ul>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('booking.contacts')}>
        {[b.contact.surname, b.contact.name, b.contact.patronymic].filter(Boolean).join(' ')} ·{' '}
        {formatPhone(b.contact.phone)}
        {b.contact.email ? ` · ${b.contact.email}` : ''}
      </Descriptions.Item>
    </Descriptions>
  );
}
