/**
 * The rents' public surface (docs/architecture.md § Layout): the account dashboard's summary card
 * (src/pages/dashboard.tsx) and the owner's room page's tenants and new-lease form.
 */
export { TenantSummary } from './components/tenant-summary';
export { RoomTenants } from './components/room-tenants';
export { RentForm } from './components/rent-form';
