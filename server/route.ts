/**
 * Registers a route from its declaration (src/contracts/endpoint.ts; docs/architecture.md § The
 * typed seam): method, path, policy cell, schemas, summary and tags come from the contract, so the
 * route and the SPA's call cannot drift apart. The handler's `req.params`, `req.query` and
 * `req.body` are the parsed types of the declaration, and what it returns must be the declared
 * answer (`tsc` checks both). The status is the declaration's success status (201 for a create)
 * unless the handler sets another with `reply.code()`.
 *
 * ```ts
 * route(app, billEndpoints.show, async (req) => ({ data: await repo.accountDetail(app, req, …) }));
 * ```
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { appHeaders } from '../src/contracts/common';
import { compressSmall } from './sync-compress';
import type { EndpointAnswer, EndpointDef, ParsedBody, ParsedParams, ParsedQuery } from '../src/contracts/endpoint';

/** The mount point of every declared path. */
const API_PREFIX = '/api/app/v1';

/** The request a handler of `D` receives: parsed params, query and body. */
export type EndpointRequest<D extends EndpointDef> = FastifyRequest<{
  Params: ParsedParams<D>;
  Querystring: ParsedQuery<D>;
  Body: ParsedBody<D>;
}>;

/** A handler of `D`: returns the declared answer, or the reply it sent itself (files, redirects). */
export type EndpointHandler<D extends EndpointDef> = (
  req: EndpointRequest<D>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<D> | FastifyReply>;

/** Route options a declaration does not carry: rate limits, hooks, body limits. */
export interface RouteExtras {
  /** Merged into the route's `config` (e.g. `{ rateLimit: { max: 20, timeWindow: '1 hour' } }`). */
  config?: Record<string, unknown>;
  preValidation?: RouteShorthandOptions['preValidation'];
  onSend?: RouteShorthandOptions['onSend'];
  bodyLimit?: number;
}

/** The lowest 2xx status the declaration answers with (200 when none). */
export function successStatus(def: Pick<EndpointDef, 'responses'>): number {
  const ok = Object.keys(def.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  return ok.length ? Math.min(...ok) : 200;
}

/**
 * Registers `def` on `app` (any plugin scope under `/api/app/v1`; the scope's own prefix is taken
 * off the declared path).
 * @throws Error at start-up when the path does not lie under the scope's prefix.
 */
export function route<D extends EndpointDef>(
  app: FastifyInstance,
  def: D,
  handler: EndpointHandler<D>,
  extras: RouteExtras = {},
): void {
  const base = app.prefix.startsWith(API_PREFIX) ? app.prefix.slice(API_PREFIX.length) : null;
  if (base === null || !def.path.startsWith(base))
    throw new Error(`endpoint ${def.path} registered under ${app.prefix}`);
  const status = successStatus(def);
  const headers = def.noAppHeaders ? undefined : def.headers ? appHeaders.extend(def.headers.shape) : appHeaders;
  const schema = Object.fromEntries(
    Object.entries({
      tags: [...def.tags],
      summary: def.summary,
      headers,
      params: def.params,
      querystring: def.query,
      body: def.multipart ? undefined : def.body,
      response: Object.keys(def.responses).length ? def.responses : undefined,
      produces: def.produces ? [...def.produces] : undefined,
    }).filter(([, v]) => v !== undefined),
  );
  const [resource, action] = def.access;
  app.route({
    method: def.method.toUpperCase() as 'GET',
    url: def.path.slice(base.length) || '/',
    config: { access: { resource, action }, ...extras.config },
    schema,
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    // JSON answers up to 128 KB compressed in one call, not through a zlib stream (server/sync-compress.ts).
    onSend: extras.onSend ?? compressSmall,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: async (req, reply) => {
      reply.code(status);
      return handler(req as EndpointRequest<D>, reply);
    },
  });
}
