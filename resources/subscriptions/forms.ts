/**
 * The subscriptions' forms another entity embeds (docs/architecture.md § Layout): the owner's room
 * page subscribes with the same form as the subscriptions' page.
 */
export { SubscriptionForm } from './components/subscription-form';
