/** Shared bits of the booking pages: the status tag, period text and guests text. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../src/domain/datetime';
import { childAgeKey } from '../../../src/domain/plural';

const COLORS: Record<string, string> = { awaiting_payment: 'gold', paid: 'green', cancelled: 'default' };

export function BookingStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="booking-status">
      {t(`bookings.status.${status}`)}
    </Tag>
  );
}

/** `DD.MM.YYYY – DD.MM.YYYY` (docs/rules.md R8.2 full dates). */
export const periodText = (checkIn: string, checkOut: string) =>
  `${formatDisplayDate(checkIn, 'full')} – ${formatDisplayDate(checkOut, 'full')}`;

/** "Adults: 2; Children: 2 (5 years, under 1 year)" — the count, then the ages (issue 14 item 8). */
export function useGuestsText() {
  const { t } = useTranslation();
  return (g: { adults: number; children: number[] }) =>
    [
      `${t('bookings.adultsCount')}: ${g.adults}`,
      g.children.length
        ? `${t('bookings.childrenCount')}: ${g.children.length} (${g.children
            .map((a) => {
              const k = childAgeKey(a);
              return t(k.key, { count: k.count });
            })
            .join(', ')})`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
}
