/**
 * What other entities draw of reviews (docs/architecture.md § How to add a resource): the bookings
 * list's "awaiting your review" mark, and the booking page's review card — loaded when drawn, so
 * the list and the dashboard do not carry the form.
 */
import { lazy } from 'react';

export { ReviewAwaited } from './components/review-awaited';

/** The booking page's "Rate your stay" card (./components/review-card.tsx), a chunk of its own. */
export const ReviewCard = lazy(() => import('./components/review-card').then((m) => ({ default: m.ReviewCard })));
