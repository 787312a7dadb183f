/** The booking's facts: dates, objects, guests, tariff, the tourist tax (R5.26), payer and contacts, documents. */
import { Descriptions, List as AntList } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { BackofficeBookingDetail } from '../../../src/contracts/backoffice-bookings';
import { formatMoney } from '../../../src/domain/money';
import { formatDisplayDate, formatServerTimestamp } from '../../../src/domain/datetime';
import { formatPhone } from '../../../src/domain/phone';
import { useGuestsText } from '../../bookings/components/status';
import { useLocale } from '../../../src/components/backoffice/use-locale';
import { BookingState } from './status';

export function BookingSummary({ booking: b }: { booking: BackofficeBookingDetail }) {
  const t = useTranslate();
  const lang = useLocale();
  const guests = useGuestsText();
  const f = (k: string) => t(`backoffice-bookings.fields.${k}`);
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
      <Descriptions.Item label={f('status')}>
        <BookingState row={b} />
      </Descriptions.Item>
      <Descriptions.Item label={f('period')}>
        {formatDisplayDate(b.checkIn, 'full')} – {formatDisplayDate(b.checkOut, 'full')} ({f('nights')}: {b.nights})
      </Descriptions.Item>
      <Descriptions.Item label={f('objects')}>{b.objects.map((o) => o.title).join(', ')}</Descriptions.Item>
      <Descriptions.Item label={f('guests')}>{guests(b.guestsDetail)}</Descriptions.Item>
      <Descriptions.Item label={f('tariff')}>{b.tariff?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={f('payerType')}>{t(`backoffice-bookings.payerTypes.${b.payerType}`)}</Descriptions.Item>
      {b.touristTax && b.touristTaxKopecks > 0 ? (
        // The tourist tax on its own line (docs/rules.md R5.26).
        <Descriptions.Item label={t('touristTax.line', { percent: b.touristTax.percent })}>
          <span data-testid="bo-tourist-tax">{formatMoney(b.touristTaxKopecks, lang)}</span>
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={f('total')}>{formatMoney(b.totalKopecks, lang)}</Descriptions.Item>
      <Descriptions.Item label={f('paid')}>{formatMoney(b.paidKopecks, lang)}</Descriptions.Item>
      {b.status === 'awaiting_payment' ? (
        <Descriptions.Item label={f('deadline')}>{formatServerTimestamp(b.paymentDeadline)}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={f('contact')}>
        {[b.contact.surname, b.contact.name, b.contact.patronymic].filter(Boolean).join(' ')},{' '}
        {formatPhone(b.contact.phone)}
        {b.contact.email ? `, ${b.contact.email}` : ''}
      </Descriptions.Item>
      {b.contact.companyName ? (
        <Descriptions.Item label={f('company')}>
          {b.contact.companyName}, {f('inn')} {b.contact.inn}
        </Descriptions.Item>
      ) : null}
      {b.cancellationRequestedAt ? (
        <Descriptions.Item label={f('cancellation')}>
          {formatServerTimestamp(b.cancellationRequestedAt)}
        </Descriptions.Item>
      ) : null}
      {b.documents.length ? (
        <Descriptions.Item label={f('documents')} span={2}>
          <AntList size="small" dataSource={b.documents} renderItem={(d) => <AntList.Item>{d.name}</AntList.Item>} />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
