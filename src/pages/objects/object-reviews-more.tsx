/**
 * "Show more" under an object's reviews (docs/rules.md R24.7): an island of the server-rendered
 * page (./object-reviews.tsx draws the first page) that adds the next page of published reviews
 * (GET app/v1/objects/{id}/reviews) on each press while there are more.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/plural';
import { REVIEWS_PAGE, ReviewItem, useObjectReviews } from './object-review-item';

function ReviewsPage({ id, start, lang }: { id: string; start: number; lang: Locale }) {
  const d = useObjectReviews(id, start).data;
  return (
    <>
      {d?.data.map((r) => (
        <ReviewItem key={r.id} r={r} lang={lang} />
      ))}
    </>
  );
}

/** The next pages of the object `id`'s `total` published reviews, one more per press. */
export default function ObjectReviewsMoreIsland({ id, total }: { id: string; total: number }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const [pages, setPages] = useState(1);
  const starts = Array.from({ length: pages - 1 }, (_, i) => (i + 1) * REVIEWS_PAGE);
  return (
    <>
      {starts.map((s) => (
        <ReviewsPage key={s} id={id} start={s} lang={lang} />
      ))}
      {pages * REVIEWS_PAGE < total ? (
        <Button onClick={() => setPages((p) => p + 1)} style={{ marginTop: 12 }}>
          {t('objects.reviews.more')}
        </Button>
      ) : null}
    </>
  );
}
