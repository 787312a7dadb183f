/**
 * The back office's check of an agent's proxy (docs/rules.md R12.10): the route lives beside the
 * agents' own (server/routes/agents), registered here under /backoffice.
 */
import { proxyVerificationRoutes } from '../../agents';

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default proxyVerificationRoutes;
