/**
 * A restriction issue of the rate calendar (src/domain/rates.ts) as the guest reads it, in the
 * request's language (docs/rules.md R5.29): "from 30.12 at least 3 nights", "no arrivals on 31.12".
 */
import type { FastifyRequest } from 'fastify';
import type { RestrictionIssue } from '../../src/domain/rates';
import { restrictionText } from '../../src/domain/stay-rate';

/** The translated message of a restriction issue, with its date as `DD.MM` (R8.2) and its nights. */
export function restrictionMessage(req: Pick<FastifyRequest, 't'>, issue: RestrictionIssue): string {
  return restrictionText((key, options) => req.t(key, options), issue);
}
