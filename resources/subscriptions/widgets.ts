/**
 * The subscriptions' public surface (docs/architecture.md § Layout): the owner's room page
 * subscribes with the same form as the subscriptions' page.
 */
export { SubscriptionForm } from './components/subscription-form';
