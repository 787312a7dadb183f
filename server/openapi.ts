/**
 * The OpenAPI document (`GET /api/docs/json`, `scripts/openapi.ts`) completed centrally for a
 * mobile team (issue 26 item 3; docs/rules.md R1.18): every operation gets an `operationId` from
 * its method and path, the security requirement its access-policy cell implies
 * (src/domain/access.ts: `public` → `security: []`, anything else the bearer token), its 4xx
 * answers with the `{ message, errors? }` schema, and an example of its JSON body. Routes added
 * later are covered without edits: the swagger `transform` runs for every route. Here: the
 * operation ids, the 4xx answers, the transform, the tags and the document's head; the examples
 * and the id conversion of the schemas are server/openapi-schema.ts (docs/architecture.md § The
 * api/ contract).
 */
import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ruleOf, type AccessRule } from '../src/domain/access';
import { apiFailure } from '../src/contracts/common';
import { apiTags } from '../src/contracts/index';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { RouteAccess } from './access';
import { exampleOf, idsAsIntegers, nullableEnums, type JsonSchema } from './openapi-schema';

export { exampleOf, idsAsIntegers, nullableEnums } from './openapi-schema';

/** The prefix of business routes, left out of operation ids. */
const V1 = '/api/app/v1';

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation id of `method` on `url` (Fastify syntax, `:param`): the method in lower case,
 * then each path segment in PascalCase, a parameter as `By<Name>`; the `/api/app/v1` prefix is
 * dropped. `GET /api/app/v1/objects/:id/availability` → `getObjectsByIdAvailability`,
 * `POST /api/app/v1/backoffice/utility-receipts/generate` → `postBackofficeUtilityReceiptsGenerate`.
 * Stable (a function of method and path only) and unique while paths differ by more than
 * punctuation ({@link assertUniqueOperationIds}).
 */
export function operationIdOf(method: string, url: string): string {
  const path = url.startsWith(`${V1}/`) || url === V1 ? url.slice(V1.length) : url;
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const param = /^[:{](\w+)}?$/.exec(seg);
      if (param) return `By${pascal(param[1])}`;
      return seg
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(pascal)
        .join('');
    });
  return method.toLowerCase() + (parts.join('') || 'Root');
}

/**
 * Checks that the operation ids of `routes` (`[method, url]`) are unique.
 * @throws Error naming the routes that share an id.
 */
export function assertUniqueOperationIds(routes: [string, string][]): void {
  const seen = new Map<string, string>();
  for (const [method, url] of routes) {
    const opId = operationIdOf(method, url);
    const other = seen.get(opId);
    if (other && other !== `${method} ${url}`)
      throw new Error(`operationId ${opId} of ${method} ${url} is also that of ${other}`);
    seen.set(opId, `${method} ${url}`);
  }
}

/** The failure body as JSON schema (docs/rules.md R1.6). */
const failureSchema = z.toJSONSchema(apiFailure, { target: 'openapi-3.0' }) as Record<string, unknown>;
delete failureSchema.$schema;

/** A failure answer: always JSON, also on routes that produce a file. */
const failure = (description: string, example: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: failureSchema, example } },
});

/** What an operation tells about itself for its 4xx answers ({@link failureResponses}). */
export interface FailureFacts {
  /** A business route under `/api/app/v1` (the `company` header, R1.7). */
  v1: boolean;
  /** The route's policy cell's rule; undefined without a cell. */
  rule: AccessRule | undefined;
  /** The path has a parameter (a row's id or slug). */
  pathParams: boolean;
  /** It takes input: params, query, body or headers the server validates. */
  input: boolean;
  /** The query or body names a row (an `id`/`…Id`/`…Ids` field, R1.8). */
  namesRow: boolean;
  /** A write: any method but GET (a body may come; the row's state may not admit the action). */
  write: boolean;
  /** 4xx statuses the route declares itself (its `response`), e.g. 401 of a public upload (R1.13). */
  declared: string[];
}

/**
 * The 4xx answers an operation can give, by what it declares (docs/rules.md R1.6–R1.8, R1.11,
 * R1.12, R1.15, R1.18, R3.7): each status a route can answer is documented, so an answer outside
 * its operation's list is a defect the API tests catch (tests/api/openapi-answers.ts).
 */
export function failureResponses(opts: FailureFacts): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  out['400'] = failure(
    opts.v1 ? 'Bad request: malformed body, or the `company` header missing or unknown' : 'Bad request',
    { message: 'Bad request' },
  );
  if ((opts.rule !== undefined && opts.rule !== 'public') || opts.declared.includes('401'))
    out['401'] = failure('Not logged in: no valid bearer token', { message: 'Please log in' });
  if (Array.isArray(opts.rule))
    out['403'] = failure(`The session acts in a role the operation does not admit (allowed: ${opts.rule.join(', ')})`, {
      message: 'You do not have permission for this action',
    });
  if (opts.pathParams || opts.namesRow || opts.declared.includes('404'))
    out['404'] = failure('No such row, or it belongs to someone else', { message: 'Not found' });
  if (opts.write || opts.declared.includes('409'))
    out['409'] = failure('The row is not in a state that admits the action (already decided, not awaiting payment…)', {
      message: 'The request has already moved on',
    });
  if (opts.write || opts.declared.includes('413'))
    out['413'] = failure('The body is too large (1 MB; an upload 10 MB)', { message: 'The request is too large' });
  out['415'] = failure('A body in a format the operation does not take, or compressed (`Content-Encoding`)', {
    message: 'Unsupported data format',
  });
  if (opts.input)
    out['422'] = failure('Invalid input: `errors` maps each field to its messages', {
      message: 'Please check the data you entered',
      errors: { id: ['Invalid value'] },
    });
  out['429'] = failure('Too many requests; `Retry-After` says when to try again', {
    message: 'Too many requests. Please try again later',
  });
  return out;
}

/** Whether JSON schema `s` (a query or body) has a field naming a row: `id`, `…Id`, `…Ids` (R1.8). */
function namesRow(s: JsonSchema | undefined, depth = 0): boolean {
  if (!s || depth > 8) return false;
  if (Object.keys(s.properties ?? {}).some((k) => /^id$|Ids?$/.test(k))) return true;
  return [
    ...Object.values(s.properties ?? {}),
    s.items,
    ...(s.anyOf ?? []),
    ...(s.oneOf ?? []),
    ...(s.allOf ?? []),
  ].some((p) => namesRow(p, depth + 1));
}

/**
 * The @fastify/swagger `transform`: fastify-type-provider-zod's conversion of the zod schemas,
 * then the operation id, security, 4xx answers and a body example added to every route.
 */
export const openApiTransform: typeof jsonSchemaTransform = (args) => {
  const base = jsonSchemaTransform(args);
  const schema: Record<string, unknown> = { ...base.schema };
  if (schema.hide) return { schema, url: base.url };
  const method =
    (Array.isArray(args.route.method) ? args.route.method.find((m) => m !== 'HEAD') : args.route.method) ?? 'GET';
  const cell = (args.route.config as { access?: RouteAccess } | undefined)?.access;
  const rule = cell ? ruleOf(cell.resource, cell.action) : undefined;
  const v1 = args.url.startsWith(`${V1}/`);

  schema.operationId ??= operationIdOf(method, args.url);
  // The policy cell decides: public → no requirement; any other → the bearer token (R3.3).
  schema.security ??= rule === undefined || rule === 'public' ? [] : [{ bearer: [] }];
  for (const part of ['params', 'querystring', 'body'] as const)
    if (schema[part]) schema[part] = nullableEnums(idsAsIntegers(schema[part] as JsonSchema));
  const body = schema.body as JsonSchema | undefined;
  if (body && body.example === undefined && !body.examples?.length) {
    const example = exampleOf(body);
    if (example !== undefined) schema.body = { ...body, examples: [example] };
  }
  // Every nullable enum admits its null (answers carry `cancelReason: null`, R1.18).
  const response = nullableEnums({ ...(schema.response as Record<string, unknown> | undefined) });
  const failures = failureResponses({
    v1,
    rule,
    pathParams: /:\w/.test(args.url),
    // Every /api/ request's params, query and body pass the control-character guard (R1.15); a v1
    // route's headers are validated too (R1.2).
    input: args.url.startsWith('/api/') || !!(schema.params || schema.querystring || schema.body || schema.headers),
    namesRow: namesRow(schema.querystring as JsonSchema | undefined) || namesRow(schema.body as JsonSchema | undefined),
    write: method !== 'GET' && method !== 'HEAD',
    declared: Object.keys(response).filter((s) => /^4/.test(s)),
  });
  // A 4xx the route declares itself gets the common description and example too.
  Object.assign(response, failures);
  // A route that declares no success schema (a file, a redirect) still documents its success.
  if (!Object.keys(response).some((s) => /^[23]/.test(s))) response['200'] = { description: 'Success' };
  schema.response = response;
  return { schema, url: base.url };
};

/**
 * What each tag groups, for the document's `tags` (a tag without one fails `npm run lint`): each
 * contract file declares its tags beside its endpoints (`apiTag`, src/contracts/endpoint.ts), and
 * `npm run api:table` lists them in src/contracts/index.ts.
 */
const TAG_DESCRIPTION = new Map(apiTags.map((t) => [t.name, t.description]));

/**
 * The swagger `transformObject`: the document's `tags` list, every tag the operations use with
 * its description (the contracts' `apiTag`s), in order of first use in the
 * sorted paths.
 */
export const openApiTransformObject: SwaggerTransformObject = (documentObject) => {
  const openapiObject = (
    'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
  ) as { paths?: Record<string, Record<string, { tags?: string[] }>> };
  // The routes register themselves from their folders (server/routes/v1.ts) in the order the file
  // system lists them, so the paths are sorted, and the tags follow them: the same document on
  // every machine.
  const paths = Object.fromEntries(
    Object.entries(openapiObject.paths ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const used = new Set<string>();
  for (const ops of Object.values(paths)) {
    for (const op of Object.values(ops)) for (const t of op.tags ?? []) used.add(t);
  }
  const tags = [...used].map((name) => {
    const description = TAG_DESCRIPTION.get(name);
    return description ? { name, description } : { name };
  });
  return { ...openapiObject, paths, tags } as ReturnType<SwaggerTransformObject>;
};

/** The document's info, servers and security schemes (`servers` from `PUBLIC_URL`). */
export function openApiDocument(publicUrl: string) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'Apart-hotel portal API',
      description:
        'The api/ contract of docs/architecture.md: `{data}` envelope, `{message, errors}` failures (translated by the `deviceLocale` header), the `company` header on every business call, a bearer token from `POST /api/app/v1/auth/login`.',
      version: '1.0.0',
      // The site's terms of use govern the API too (relative to the server without PUBLIC_URL).
      license: { name: 'Proprietary: the terms of use of the site', url: `${publicUrl}/terms-of-use` },
    },
    // Without PUBLIC_URL (development, tests) the API is where the document is served from.
    servers: [
      publicUrl
        ? { url: publicUrl, description: 'This site (PUBLIC_URL)' }
        : { url: '/', description: 'The server this document is served from (PUBLIC_URL unset)' },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http' as const, scheme: 'bearer', description: 'The token of `POST /api/app/v1/auth/login`' },
      },
    },
  };
}
