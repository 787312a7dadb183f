/**
 * Reviews after a stay (docs/rules.md R24): the four criteria, the overall score of a review, the
 * averages of an object, who may review a booking and how long its author may edit it. Shared by
 * the server (server/routes/reviews/, server/routes/backoffice/reviews/) and the screens.
 *
 * @module
 */
import { addDaysIso } from './datetime';

/** The criteria a guest scores 1–5 (docs/rules.md R24.2), in the order the screens show them. */
export const REVIEW_CRITERIA = ['cleanliness', 'location', 'staff', 'value'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

/** A review's scores: an integer 1–5 per criterion. */
export type ReviewScores = Record<ReviewCriterion, number>;

/** The lowest and highest score (schema.org `worstRating`/`bestRating`). */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;

/** The most characters of a review's text and of the company's answer (docs/rules.md R24.2). */
export const REVIEW_TEXT_MAX = 2000;
/** The most characters of a hide reason shown to the guest (docs/rules.md R24.5). */
export const REVIEW_HIDE_REASON_MAX = 500;

/** A review's moderation state (docs/rules.md R24.4). */
export const REVIEW_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The language a review or an answer was written in. */
export const REVIEW_LANGUAGES = ['ru', 'en'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

/**
 * How many days after it was first sent a review stays editable by its author, by the date the
 * rule took effect (docs/rules.md R24.3; the company's own rule, a dated table so a change keeps
 * the past reviews' windows). Day `days` is the last day an edit is accepted.
 */
export const REVIEW_EDIT_WINDOWS: readonly { from: string; days: number }[] = [{ from: '2026-01-01', days: 7 }];

/** Rounds to one decimal (the overall and the averages are shown so, docs/rules.md R24.2). */
export function oneDecimal(x: number): number {
  return Math.round(x * 10) / 10;
}

/** A review's overall score: the mean of its four criteria, one decimal (docs/rules.md R24.2). */
export function overallScore(s: ReviewScores): number {
  return oneDecimal(REVIEW_CRITERIA.reduce((sum, c) => sum + s[c], 0) / REVIEW_CRITERIA.length);
}

/** The averages of an object's published reviews (docs/rules.md R24.6); `overall` null when none. */
export interface ReviewSummary {
  count: number;
  overall: number | null;
  criteria: Record<ReviewCriterion, number | null>;
}

/**
 * The averages of a set of reviews: per criterion and overall (the mean of the reviews' overall
 * scores taken unrounded), each one decimal; all null for no reviews.
 */
export function reviewSummary(reviews: readonly ReviewScores[]): ReviewSummary {
  const n = reviews.length;
  const mean = (f: (r: ReviewScores) => number) => (n ? oneDecimal(reviews.reduce((s, r) => s + f(r), 0) / n) : null);
  const criteria = Object.fromEntries(REVIEW_CRITERIA.map((c) => [c, mean((r) => r[c])])) as ReviewSummary['criteria'];
  const overall = mean((r) => REVIEW_CRITERIA.reduce((s, c) => s + r[c], 0) / REVIEW_CRITERIA.length);
  return { count: n, overall, criteria };
}

/** What decides whether a booking may be reviewed (docs/rules.md R24.1). */
export interface ReviewableStay {
  status: string;
  checkOut: string;
}

/**
 * Whether a stay may be reviewed on the complex's date `today` (docs/rules.md R24.1): a paid
 * booking (a cancelled or unpaid one was not lived) whose check-out day has passed.
 * @returns `null` when it may, else the reason's key under `reviews.errors`.
 */
export function reviewRefusal(stay: ReviewableStay, today: string): 'notLived' | 'notYet' | null {
  if (stay.status !== 'paid') return 'notLived';
  return today > stay.checkOut ? null : 'notYet';
}

/** The edit window's length in days for a review first sent on `sentOn` (YYYY-MM-DD, complex's date). */
export function editWindowDays(sentOn: string): number {
  const row = [...REVIEW_EDIT_WINDOWS].reverse().find((w) => w.from <= sentOn) ?? REVIEW_EDIT_WINDOWS[0];
  return row.days;
}

/** The last day (YYYY-MM-DD) its author may edit a review first sent on `sentOn` (docs/rules.md R24.3). */
export function editDeadline(sentOn: string): string {
  return addDaysIso(sentOn, editWindowDays(sentOn));
}

/** Whether its author may still edit a review first sent on `sentOn`, on the complex's date `today`. */
export function editable(sentOn: string, today: string): boolean {
  return today <= editDeadline(sentOn);
}

/**
 * The author's name as the public list shows it (docs/rules.md R24.7): the first name and the
 * surname's initial ("Анна К."); an anonymised (deleted) account or no name → null (the screen
 * says "Guest").
 */
export function publicAuthor(name: string | null | undefined, surname: string | null | undefined): string | null {
  const first = name?.trim();
  if (!first) return null;
  const initial = surname?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The hour (Yekaterinburg) from which the day after check-out's invitations go out (docs/rules.md R24.8). */
export const REVIEW_INVITE_HOUR = 10;
/** Stays that checked out more days ago than this are not invited (a first run on old data invites nobody). */
export const REVIEW_INVITE_WITHIN_DAYS = 14;
