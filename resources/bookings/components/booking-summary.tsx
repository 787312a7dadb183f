/**
 * What a booking confirmation shows (docs/rules.md R5.12–R5.13): dates and nights, objects with
 * nights × rate, the address to come to (each building's once), guests, tariff and its cancellation
 * terms (R5.30), the tourist tax
 * (R5.26), total, paid, due, the payment deadline while awaiting payment,
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
  const nights = t('bookings.nights', { count: b.nights });
  return (
    <Descriptions bordered column={1} size="small">
      <Descriptions.Item label={t('bookings.dates')}>
        {periodText(b.checkIn, b.checkOut)} · {nights}
      </Descriptions.Item>
      <Descriptions.Item label={t('bookings.objects')}>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {b.objects.map((o) => (
            <li key={o.id}>
              <Link to={`/objects/${o.id}`}>{o.title}</Link> · {o.buildingName} ·{' '}
              {t('bookings.nightsTimesRate', { nights, rate: m(o.rateKopecks) })} = {m(o.amountKopecks)}
            </li>
          ))}
        </ul>
      </Descriptions.Item>
      <Descriptions.Item label={t('bookings.address')}>
        <span data-testid="booking-address">{[...new Set(b.objects.map((o) => o.address))].join('; ')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('bookings.guests')}>{guestsText(b.guests)}</Descriptions.Item>
      <Descriptions.Item label={t('bookings.tariff')}>
        {b.tariff ? tariffText(b.tariff.name, b.price.tariffAdjustmentKopecks, lang) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('cancellationPolicy.title')}>
        {/* The tariff's cancellation policy as booked, with its deadline (docs/rules.md R5.30). */}
        <span data-testid="booking-cancellation-terms">{b.cancellationTerms.text}</span>
      </Descriptions.Item>
      {b.price.touristTax && b.touristTaxKopecks > 0 ? (
        // The tourist tax on its own line (docs/rules.md R5.26); gone when every guest is exempt.
        <Descriptions.Item label={t('touristTax.line', { percent: b.price.touristTax.percent })}>
          <span data-testid="booking-tourist-tax">{m(b.touristTaxKopecks)}</span>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('bookings.total')}>
        <strong data-testid="booking-total">{m(b.totalKopecks)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('bookings.paid')}>
        <span data-testid="booking-paid">{m(b.paidKopecks)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('bookings.due')}>{m(b.dueKopecks)}</Descriptions.Item>
      {b.status === 'awaiting_payment' ? (
        <Descriptions.Item label={t('bookings.deadlineLabel')}>
          {t('bookings.deadline', { date: formatServerTimestamp(b.paymentDeadline) })}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('bookings.state')}>
        {t(`bookings.status.${b.status}`)}
        {b.cancelReason ? ` · ${t(`bookings.cancelReason.${b.cancelReason}`)}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('bookings.payerType')}>
        {t(`bookings.payer.${b.payerType}`)}
        {b.contact.companyName ? ` · ${b.contact.companyName}` : ''}
        {b.contact.inn ? ` · ${t('bookings.inn')} ${b.contact.inn}` : ''}
      </Descriptions.Item>
      {b.documents.length ? (
        // The documents a legal entity attached (issue 14 item 8).
        <Descriptions.Item label={t('bookings.documents')}>
          <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="booking-documents">
            {b.documents.map((d, i) => (
              <li key={i}>
                {t(`bookings.documentKind.${d.kind}`)}: {d.name}
              </li>
            ))}
          </ul>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('bookings.contacts')}>
        {[b.contact.surname, b.contact.name, b.contact.patronymic].filter(Boolean).join(' ')} ·{' '}
        {formatPhone(b.contact.phone)}
        {b.contact.email ? ` · ${b.contact.email}` : ''}
      </Descriptions.Item>
    </Descriptions>
  );
}
