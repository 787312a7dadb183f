/**
 * The service requests' public surface (docs/architecture.md § Layout): their status tag, which the
 * requested services' list shows beside the orders.
 */
export { RequestStatusTag } from './components/status';
