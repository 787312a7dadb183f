/**
 * The mark of a finished stay awaiting its guest's review in the bookings list and on /dashboard
 * (docs/rules.md R24.1, R24.8): a paid stay whose check-out day has passed within the invitation's
 * 14 days and that has no review yet (the caller's reviews, GET app/v1/reviews, one query shared
 * by every row) links to the booking's review card.
 */
import { Link } from 'react-router';
import { Tag } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { REVIEW_INVITE_WITHIN_DAYS, reviewRefusal } from '../../../src/domain/reviews';

/** The mark for the booking `row` (nothing when it is not awaiting a review). */
export function ReviewAwaited({ row }: { row: { id: number; status: string; checkOut: string } }) {
  const { t } = useTranslation();
  const today = hotelToday();
  const candidate = reviewRefusal(row, today) === null && row.checkOut >= addDaysIso(today, -REVIEW_INVITE_WITHIN_DAYS);
  const mine = useEndpointQuery(api.reviews.list, { query: { _start: 0, _end: 100 }, enabled: candidate });
  const reviewed = mine.result.data?.data.some((r) => r.bookingId === row.id);
  if (!candidate || !mine.result.data || reviewed) return null;
  return (
    <div>
      <Link to={`/bookings/${row.id}#review`}>
        <Tag icon={<StarOutlined />} color="blue" data-testid="review-awaited">
          {t('bookings.reviewAwaited')}
        </Tag>
      </Link>
    </div>
  );
}
