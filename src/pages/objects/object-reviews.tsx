/**
 * The reviews of an object's page (docs/rules.md R24.6, R24.7): the overall average (one decimal,
 * "4,6" / "4.6"), the count ("12 отзывов" / "12 reviews"), the four criteria's averages as bars
 * and the published reviews newest first — the author as first name and initial, the stay's month,
 * the scores, the text with its original language marked, the company's answer. Server-rendered
 * HTML, but for the "show more" island that adds the next pages (./object-reviews-more.tsx); the page's schema.org data (`ObjectJsonLd`) carries the `aggregateRating` and
 * the `Review`s when there is at least one review.
 */
import { Empty, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ObjectReviewsPage } from '../../contracts/reviews';
import type { Locale } from '../../domain/plural';
import { REVIEW_CRITERIA, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '../../domain/reviews';
import { Island } from '../../islands/island';
import ObjectReviewsMoreIsland from './object-reviews-more';
import { oneDecimal, REVIEWS_PAGE, ReviewItem, useObjectReviews } from './object-review-item';

/** The reviews section of /objects/{id}. */
export function ObjectReviews({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const d = useObjectReviews(id).data;
  if (!d) return null;
  const { summary } = d;
  return (
    <section aria-labelledby="object-reviews" data-testid="object-reviews" style={{ marginTop: 32 }}>
      <h2 id="object-reviews" style={{ fontSize: 20 }}>
        {t('objects.reviews.title')}
      </h2>
      {summary.count === 0 || summary.overall === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('objects.reviews.empty')} />
      ) : (
        <>
          <p style={{ fontSize: 18 }} data-testid="object-rating">
            <strong style={{ fontSize: 28 }}>{oneDecimal(summary.overall, lang)}</strong> ·{' '}
            {t('objects.reviews.count', { count: summary.count })}
          </p>
          {REVIEW_CRITERIA.map((c) => (
            <div key={c}>
              {t(`objects.reviews.criteria.${c}`)}
              <Progress
                percent={((summary.criteria[c] ?? 0) / REVIEW_SCORE_MAX) * 100}
                format={() => oneDecimal(summary.criteria[c] ?? 0, lang)}
                size="small"
                aria-label={t(`objects.reviews.criteria.${c}`)}
              />
            </div>
          ))}
          {d.data.map((r) => (
            <ReviewItem key={r.id} r={r} lang={lang} />
          ))}
          {d.total > REVIEWS_PAGE ? (
            <Island name="object-reviews-more" component={ObjectReviewsMoreIsland} props={{ id, total: d.total }} />
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The schema.org data of an object's page as JSON-LD (`<script type="application/ld+json">`: data
 * the browser never runs, so the CSP's script rules do not apply): a `Product`-like
 * `Accommodation` with its `aggregateRating` and `review`s, only with at least one review (Google
 * requires reviewCount ≥ 1). `<` is escaped so a review's text cannot close the element.
 */
export function reviewsJsonLd(name: string, reviews: ObjectReviewsPage | undefined): string | null {
  if (!reviews || reviews.summary.count === 0 || reviews.summary.overall === null) return null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.overall,
      reviewCount: reviews.summary.count,
      bestRating: REVIEW_SCORE_MAX,
      worstRating: REVIEW_SCORE_MIN,
    },
    review: reviews.data.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author ?? 'Guest' },
      datePublished: r.publishedAt.slice(0, 10),
      inLanguage: r.language,
      ...(r.text ? { reviewBody: r.text } : {}),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: r.overall,
        bestRating: REVIEW_SCORE_MAX,
        worstRating: REVIEW_SCORE_MIN,
      },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's JSON-LD element, or nothing without reviews. */
export function ObjectJsonLd({ id, name }: { id: string; name: string }) {
  const json = reviewsJsonLd(name, useObjectReviews(id).data);
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}
