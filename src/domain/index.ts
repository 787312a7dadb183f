/**
 * Domain rules of the portal: pure TypeScript, no React, no Node APIs; importable by both the
 * browser SPA and the Fastify server. See docs/rules.md (R5, R8) and docs/architecture.md § The SPA.
 *
 * @module
 */
export * from './datetime';
export * from './calendar';
export * from './plural';
export * from './platform';
export * from './money';
export * from './phone';
export * from './bookings';
export { BANK_TRANSFER_BUSINESS_DAYS, hotelToday, transferDeadline } from './hotel-time';
export * from './forms';
export * from './numbers';
