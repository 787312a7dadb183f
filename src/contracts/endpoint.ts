/**
 * Endpoints as contracts (docs/architecture.md § The typed seam): every app/v1 call is declared
 * once, next to its zod schemas in `src/contracts/<resource>.ts`, with its method, path, policy
 * cell, path parameters, query, body and answers. The server registers its route from the
 * declaration (server/route.ts `route()`), and the SPA calls it through the typed hooks of
 * providers/endpoints.ts, so a page reading a field its endpoint does not answer, or sending a body
 * it does not take, is a `tsc` error.
 *
 * ```ts
 * export const billEndpoints = {
 *   show: endpoint({ method: 'get', path: '/bills/:id', access: ['bills', 'show'], params: idParams,
 *                    responses: { 200: envelope(billDetail) }, summary: '…', tags: ['bills'] }),
 * };
 * ```
 *
 * Paths are Fastify's (`:name` parameters), relative to `/api/app/v1`. This module holds types
 * and two tiny functions only; it is imported by the SPA and by the server.
 */
import type { z } from 'zod';
import type { PolicyAction, PolicyResource } from '../domain/access';

/** Where every declared path is mounted, relative to the transport's `/api/` (docs/rules.md R1.1). */
export const API_BASE_PATH = 'app/v1';

/** HTTP methods the API uses. */
export type EndpointMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A policy cell `[resource, action]` of src/domain/access.ts (checked against the table). */
export type AccessCell = { [R in PolicyResource]: readonly [R, PolicyAction<R>] }[PolicyResource];

/** What one endpoint declares. */
export interface EndpointDef {
  method: EndpointMethod;
  /** Fastify path relative to `/api/app/v1`, e.g. `/bills/:id/readings`. */
  path: string;
  /** The policy cell that guards it (docs/architecture.md § Roles and access). */
  access: AccessCell;
  /** Path parameters (e.g. `idParams`). */
  params?: z.ZodType;
  /** Query string. */
  query?: z.ZodType;
  /** JSON (or multipart, see `multipart`) body. */
  body?: z.ZodType;
  /** Answers by status; the lowest 2xx one is what the SPA receives. `{}` for a file (see `produces`). */
  responses: { [status: number]: z.ZodType };
  /** Media types of a file answer (e.g. `['application/pdf']`); its handler sends the reply itself. */
  produces?: readonly string[];
  /** The body is multipart/form-data (file uploads); no body schema is validated by Fastify. */
  multipart?: boolean;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tags. */
  tags: readonly string[];
  /** Headers beyond the common `company`/`devicelocale` (e.g. an upload's claim token). */
  headers?: z.ZodObject;
  /** Leaves the `company`/`devicelocale` headers out of the OpenAPI description (public webhooks). */
  noAppHeaders?: boolean;
}

/** An OpenAPI tag: its name (what the endpoints' `tags` list) and what it groups. */
export interface ApiTag<N extends string = string> {
  readonly name: N;
  /** One line for the document's `tags` list (server/openapi.ts `openApiTransformObject`). */
  readonly description: string;
}

/**
 * Declares the OpenAPI tag a contract file's endpoints carry, beside them (`export const billsTag =
 * apiTag('bills', '…')`); `npm run api:table` collects every exported `…Tag` into `apiTags`
 * (src/contracts/index.ts) and the document lists each with its description.
 */
export function apiTag<const N extends string>(name: N, description: string): ApiTag<N> {
  return { name, description };
}

/**
 * Declares an endpoint; returns its argument unchanged, typed exactly (`const` inference keeps the
 * literal method and path).
 */
export function endpoint<const D extends EndpointDef>(def: D): D {
  return def;
}

type Schema<D, K extends 'params' | 'query' | 'body'> = D extends { [P in K]: infer S extends z.ZodType } ? S : never;
type SuccessStatus<R> = Extract<keyof R, 200 | 201 | 202 | 204>;

/** The part `K` as the SPA sends it (the schema's input), `undefined` when the endpoint has none. */
type Sent<D, K extends 'params' | 'query' | 'body'> = [Schema<D, K>] extends [never]
  ? undefined
  : z.input<Schema<D, K>>;
/** The part `K` as the server's handler receives it (the schema's output), `unknown` when there is none. */
type Parsed<D, K extends 'params' | 'query' | 'body'> = [Schema<D, K>] extends [never]
  ? unknown
  : z.output<Schema<D, K>>;

/** Path parameters as the SPA sends them (`{ id: number }`). */
export type EndpointParams<D extends EndpointDef> = Sent<D, 'params'>;
/** Query as the SPA sends it. */
export type EndpointQuery<D extends EndpointDef> = Sent<D, 'query'>;
/** Body as the SPA sends it. */
export type EndpointBody<D extends EndpointDef> = Sent<D, 'body'>;

/** A call's `{ params }` when the endpoint has path parameters, nothing otherwise (the SPA's hooks). */
export type ParamsArg<D extends EndpointDef> =
  EndpointParams<D> extends undefined ? { params?: undefined } : { params: EndpointParams<D> };
/** A call's `{ query? }` when the endpoint takes a query. */
export type QueryArg<D extends EndpointDef> =
  EndpointQuery<D> extends undefined ? { query?: undefined } : { query?: EndpointQuery<D> };
/** A call's `{ body }` when the endpoint takes a body. */
export type BodyArg<D extends EndpointDef> =
  EndpointBody<D> extends undefined ? { body?: undefined } : { body: EndpointBody<D> };

/** Path parameters, query and body as the server's handler receives them (parsed). */
export type ParsedParams<D extends EndpointDef> = Parsed<D, 'params'>;
export type ParsedQuery<D extends EndpointDef> = Parsed<D, 'query'>;
export type ParsedBody<D extends EndpointDef> = Parsed<D, 'body'>;

/** The whole success answer (the `{ data, …extra }` envelope) as the server sends it. */
export type EndpointAnswer<D extends EndpointDef> = z.input<D['responses'][SuccessStatus<D['responses']>]>;

/** The answer's `data` (what Refine's hooks hand a page), or the whole body when it has none. */
export type EndpointData<D extends EndpointDef> = EndpointAnswer<D> extends { data: infer T } ? T : EndpointAnswer<D>;

/** Top-level fields of the answer besides `data` (e.g. `anomalies`), kept by the data provider. */
export type EndpointExtra<D extends EndpointDef> = Omit<EndpointAnswer<D>, 'data'>;

/**
 * The path with its parameters filled in, relative to `/api/` (`app/v1/bills/5/readings`).
 * @throws Error when a parameter of the path is missing (a programming error).
 */
export function endpointUrl(def: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  const path = def.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`endpoint ${def.path}: parameter ${name} missing`);
    return encodeURIComponent(String(v));
  });
  return `${API_BASE_PATH}${path}`;
}
