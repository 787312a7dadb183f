/**
 * A rate plan's cancellation policy (docs/rules.md R5.30), as TravelLine and Bnovo set it on a
 * tariff: free cancellation until so many days or hours before arrival (the check-in hour in
 * the complex's time zone), then a penalty — the first night, a percentage of the stay or a fixed
 * sum — or non-refundable. A booking keeps a copy of its tariff's policy as it was when booked.
 * Pure: no I/O; amounts integer kopecks.
 *
 * @module
 */

/** What a late cancellation keeps. */
export type CancellationPenalty =
  { kind: 'first_night' } | { kind: 'percent'; percent: number } | { kind: 'fixed'; kopecks: number };

/** A rate plan's cancellation policy. */
export type CancellationPolicy =
  | { kind: 'non_refundable' }
  | { kind: 'free_until'; before: number; unit: 'days' | 'hours'; penalty: CancellationPenalty };

/** The kinds of a policy and of a penalty, for forms and schemas. */
export const CANCELLATION_POLICY_KINDS = ['free_until', 'non_refundable'] as const;
export const CANCELLATION_PENALTY_KINDS = ['first_night', 'percent', 'fixed'] as const;
