/**
 * One object's line of the booking form's price card (docs/rules.md R5.9, R5.28): "Title: 3 nights ×
 * 5 000 ₽" when every night costs the same, else "Title: 3 nights, from 5 000 ₽" with each night's
 * date and price in a popover (the rate calendar's seasons and entries).
 */
import { Button, Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addDaysIso, formatDisplayDate } from '../../../src/domain/datetime';
import type { BookingQuote } from '../../../src/contracts/bookings';
import { useMoney } from './use-money';

type Line = BookingQuote['price']['lines'][number];

/** A `<li>` of the price lines: the object's nights and amount (kopecks), `nightly` per night when given. */
export function OrderPriceLine(props: { line: Line; nights: number; checkIn: string; title: string }) {
  const { t } = useTranslation();
  const m = useMoney();
  const { line } = props;
  const nightly = line.nightly ?? [];
  const nights = t('bookings.nights', { count: props.nights });
  const varies = nightly.some((k) => k !== nightly[0]);
  return (
    <li>
      <span>
        {varies ? (
          <>
            {t('bookings.lineFrom', { title: props.title, nights, rate: m(Math.min(...nightly)) })}{' '}
            <Popover
              trigger="click"
              title={t('bookings.nightlyTitle')}
              content={
                <ul className="price-lines" data-testid="price-nightly">
                  {nightly.map((k, i) => (
                    <li key={i}>
                      <span>{formatDisplayDate(addDaysIso(props.checkIn, i), 'full')}</span>
                      <span>{m(k)}</span>
                    </li>
                  ))}
                </ul>
              }
            >
              <Button
                type="link"
                size="small"
                icon={<InfoCircleOutlined />}
                aria-label={t('bookings.nightlyTitle')}
                style={{ padding: 0, height: 'auto' }}
              />
            </Popover>
          </>
        ) : (
          t('bookings.line', { title: props.title, nights, rate: m(line.rateKopecks) })
        )}
      </span>
      <span>{m(line.amountKopecks)}</span>
    </li>
  );
}
