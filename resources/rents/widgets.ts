/**
 * The rents' public surface for what another screen draws of them (docs/architecture.md § Layout):
 * the account dashboard's summary card (src/pages/dashboard.tsx) and the owner's room page's
 * tenants. Forms others embed are in ./forms.ts, so the dashboard does not load a form's code.
 */
export { TenantSummary } from './components/tenant-summary';
export { RoomTenants } from './components/room-tenants';
