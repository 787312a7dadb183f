/**
 * The requested services' public surface (docs/architecture.md § Layout): their money and date
 * formatting, which the service requests' parts use too.
 */
export { useServiceFormat } from './components/use-format';
