/**
 * Domain rules of the portal: pure TypeScript, no React, no Node APIs; importable by both the
 * browser SPA and the Fastify server. See SPEC §3, §5, §9 and DESIGN "Formats".
 *
 * @module
 */
export * from './datetime';
export * from './calendar';
export * from './plural';
export * from './platform';
export * from './money';
export * from './phone';
export * from './booking';
export * from './forms';
