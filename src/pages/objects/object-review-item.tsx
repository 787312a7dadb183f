/**
 * One published review on an object's page and the query of a page of them (docs/rules.md R24.7),
 * shared by the server-rendered section (./object-reviews.tsx) and its "show more" island
 * (./object-reviews-more.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import type { PublicReview } from '../../contracts/reviews';
import { formatNumber } from '../../domain/numbers';
import type { Locale } from '../../domain/plural';
import { REVIEW_CRITERIA } from '../../domain/reviews';

/** Reviews per page: the first is in the server's HTML, "show more" adds the next (./object-reviews-more.tsx). */
export const REVIEWS_PAGE = 10;

export const oneDecimal = (x: number, lang: Locale) =>
  formatNumber(x, lang, { minFractionDigits: 1, maxFractionDigits: 1 });

/** "March 2026" / "март 2026" of a `YYYY-MM` month. */
function monthName(month: string, lang: Locale): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** The object's published reviews, first page (GET app/v1/objects/{id}/reviews). */
export const useObjectReviews = (id: string, start = 0) =>
  useApi(api.reviews.objectReviews, { params: { id }, query: { _start: start, _end: start + REVIEWS_PAGE } });

/** One published review. */
export function ReviewItem({ r, lang }: { r: PublicReview; lang: Locale }) {
  const { t } = useTranslation();
  return (
    <article className="object-review" data-testid="object-review">
      <div>
        <strong>{oneDecimal(r.overall, lang)}</strong> · {r.author ?? t('objects.reviews.guest')} ·{' '}
        {t('objects.reviews.stayed', { month: monthName(r.stayMonth, lang) })}
      </div>
      <div className="meta">
        {REVIEW_CRITERIA.map((c) => `${t(`objects.reviews.criteria.${c}`)} ${r[c]}`).join(' · ')}
      </div>
      {r.text ? <p lang={r.language}>{r.text}</p> : null}
      {r.language !== lang ? <div className="meta">{t(`objects.reviews.writtenIn.${r.language}`)}</div> : null}
      {r.answer ? (
        <blockquote lang={r.answer.language}>
          <strong>{t('objects.reviews.answer')}</strong> {r.answer.text}
        </blockquote>
      ) : null}
    </article>
  );
}
