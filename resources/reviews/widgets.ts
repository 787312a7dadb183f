/** What other entities draw of reviews (docs/architecture.md § How to add a resource): the booking page's card. */
export { ReviewCard } from './components/review-card';
export { ReviewAwaited } from './components/review-awaited';
