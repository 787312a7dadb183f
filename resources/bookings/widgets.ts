/**
 * The bookings' public surface (docs/architecture.md § Layout): the table the account dashboard
 * shows (src/pages/dashboard.tsx).
 */
export { BookingsTable } from './components/bookings-table';
