/**
 * The notifications' public surface (docs/architecture.md § Layout): the unread count of the
 * account layout's bell (src/layouts/account-layout.tsx).
 */
export { useUnreadCount } from './components/unread';
