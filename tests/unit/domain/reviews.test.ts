import { describe, expect, it } from 'vitest';
import {
  editDeadline,
  editable,
  overallScore,
  publicAuthor,
  reviewRefusal,
  reviewSummary,
} from '../../../src/domain/reviews';

describe('reviews (docs/rules.md R24)', () => {
  it('scores a review as the mean of its four criteria, one decimal', () => {
    expect(overallScore({ cleanliness: 5, location: 4, staff: 5, value: 3 })).toBe(4.3);
    expect(overallScore({ cleanliness: 5, location: 5, staff: 5, value: 5 })).toBe(5);
  });

  it('averages per criterion and overall; nothing for no reviews', () => {
    expect(reviewSummary([])).toEqual({
      count: 0,
      overall: null,
      criteria: { cleanliness: null, location: null, staff: null, value: null },
    });
    const s = reviewSummary([
      { cleanliness: 5, location: 4, staff: 5, value: 3 },
      { cleanliness: 4, location: 4, staff: 4, value: 5 },
    ]);
    expect(s).toEqual({ count: 2, overall: 4.3, criteria: { cleanliness: 4.5, location: 4, staff: 4.5, value: 4 } });
  });

  it('lets a paid stay be reviewed from the day after check-out', () => {
    expect(reviewRefusal({ status: 'paid', checkOut: '2026-12-12' }, '2026-12-12')).toBe('notYet');
    expect(reviewRefusal({ status: 'paid', checkOut: '2026-12-12' }, '2026-12-13')).toBeNull();
    expect(reviewRefusal({ status: 'cancelled', checkOut: '2026-12-12' }, '2026-12-13')).toBe('notLived');
    expect(reviewRefusal({ status: 'awaiting_payment', checkOut: '2026-12-12' }, '2026-12-13')).toBe('notLived');
  });

  it('keeps a review editable for 7 days after it was sent', () => {
    expect(editDeadline('2026-12-13')).toBe('2026-12-20');
    expect(editable('2026-12-13', '2026-12-20')).toBe(true);
    expect(editable('2026-12-13', '2026-12-21')).toBe(false);
  });

  it('names the author by first name and initial, nobody for a deleted account', () => {
    expect(publicAuthor('Анна', 'кузнецова')).toBe('Анна К.');
    expect(publicAuthor('Anna', null)).toBe('Anna');
    expect(publicAuthor(null, 'X')).toBeNull();
  });
});
