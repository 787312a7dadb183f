/**
 * Request hardening shared by every route (docs/rules.md R1.6, R1.8, R1.11, R1.15–R1.17):
 * text fields without control characters, ids within the database's 32-bit range, no compressed
 * request bodies, multipart only with a boundary, security headers, and error logs that name the
 * route and the database error code but never the query's parameters.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { MAX_ID } from '../src/contracts/common';
import { ruleOf } from '../src/domain/access';
import { ApiError, fieldErrors } from './errors';
import { langFrom, tFor } from './i18n';
import type { ServerConfig } from './config';
import { BOOT_SCRIPT_CSP } from './boot-script';
import type { Db } from './db/client';

/**
 * C0 control characters except tab, line feed and carriage return, and DEL (U+007F): they have
 * no place in a name, an address or a message, and NUL breaks PostgreSQL text columns.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Keys that hold row ids: `id`, `…Id`, `…_id`, and lists `…Ids`. */
const ID_KEY = /^(id|ids|.*Ids?|.*_ids?)$/;

/**
 * Walks a parsed body, query or params and collects the paths (`contact.name`,
 * `objectIds.2`) of strings with control characters and of ids above {@link MAX_ID}.
 * Keys are checked too (a key with a control character is reported as its parent's path).
 */
export function findBadInput(value: unknown, prefix = ''): { control: string[]; bigIds: string[] } {
  const control: string[] = [];
  const bigIds: string[] = [];
  const tooBig = (v: unknown) =>
    (typeof v === 'number' && Number.isFinite(v) && v > MAX_ID) ||
    (typeof v === 'string' && /^\d{10,}$/.test(v) && Number(v) > MAX_ID);
  const walk = (v: unknown, path: string, idKey: boolean, depth: number) => {
    if (depth > 32) return;
    if (typeof v === 'string') {
      if (CONTROL_CHARS.test(v)) control.push(path || '_');
      if (idKey && tooBig(v)) bigIds.push(path || '_');
    } else if (typeof v === 'number') {
      if (idKey && tooBig(v)) bigIds.push(path || '_');
    } else if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, path ? `${path}.${i}` : String(i), idKey, depth + 1));
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (CONTROL_CHARS.test(k)) control.push(path || '_');
        walk(x, p, ID_KEY.test(k), depth + 1);
      }
    }
  };
  walk(value, prefix, false, 0);
  return { control: [...new Set(control)], bigIds: [...new Set(bigIds)] };
}

/**
 * preValidation hook of the API: 422 `{ message, errors: { field: ["No control characters"] } }`
 * for any control character in params, query or body; ids of 2^31 and above answer 404 in the
 * path and 422 in a query or body (the database column is a 32-bit integer). Pages are left to
 * render: the search passes its query to the API, which answers this, and the page shows it.
 */
export async function guardInput(req: FastifyRequest): Promise<void> {
  if (!req.url.startsWith('/api/')) return;
  const params = findBadInput(req.params);
  const query = findBadInput(req.query);
  const body = findBadInput(req.body);
  const errors = fieldErrors();
  for (const f of [...params.control, ...query.control, ...body.control])
    (errors[f] ??= []).push(req.t('validation.controlChars'));
  if (Object.keys(errors).length) throw new ApiError(422, req.t('validation.failed'), errors);
  if (params.bigIds.length) throw new ApiError(404, req.t('error.notFoundApi'));
  for (const f of [...query.bigIds, ...body.bigIds]) (errors[f] ??= []).push(req.t('validation.invalid'));
  if (Object.keys(errors).length) throw new ApiError(422, req.t('validation.failed'), errors);
}

/**
 * onRequest hook: request bodies are never decoded, so any `Content-Encoding` other than
 * `identity` answers 415; multipart without a boundary answers 400 (the parser cannot split it).
 */
export async function guardEncoding(req: FastifyRequest): Promise<void> {
  const enc = req.headers['content-encoding'];
  if (enc !== undefined && String(enc).trim().toLowerCase() !== 'identity')
    throw new ApiError(415, req.t('error.unsupportedMedia'));
  const type = req.headers['content-type'];
  if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) {
    throw new ApiError(400, req.t('error.badRequest'));
  }
}

/**
 * Fastify's `frameworkErrors`: a failure the router meets before any hook — a path that does not
 * decode (`%zz`, `%C0%80`) answers 400 `error.badRequest`, a path segment past the router's limit
 * of 100 characters (it names no row) 404 `error.notFoundApi`, anything else 500 — as `{ message }`
 * in the `devicelocale` language like every other failure (docs/rules.md R1.6, R1.11), not
 * Fastify's own `{ error, code, statusCode }`. Found by the API fuzz test checking answers against
 * the OpenAPI document (issue 35 item 3).
 */
export function frameworkFailure(err: { code?: string }, req: FastifyRequest, reply: FastifyReply): void {
  const t = tFor(langFrom(req.headers['devicelocale']));
  const [status, key] =
    err.code === 'FST_ERR_BAD_URL'
      ? [400, 'error.badRequest']
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [404, 'error.notFoundApi']
        : [500, 'error.server'];
  void reply.code(status).send({ message: t(key) });
}

/**
 * The answer to a failure of the multipart parser (docs/rules.md R17.2): its own 4xx errors keep
 * their status (413 past a limit, 406 not multipart), anything else it throws — a boundary that
 * does not match the body, a part cut short, a malformed part header — is the client's fault, 400.
 * @returns an ApiError with the translated message; `err` itself when it already is one.
 */
export function multipartFailure(req: FastifyRequest, err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const status = (err as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(
      status,
      req.t(
        status === 413
          ? 'error.tooLarge'
          : status === 406 || status === 415
            ? 'error.unsupportedMedia'
            : 'error.badRequest',
      ),
    );
  }
  return new ApiError(400, req.t('error.badRequest'));
}

/**
 * Helmet's options (https://helmetjs.github.io): the Content-Security-Policy the SPA needs and no
 * more. `style-src 'unsafe-inline'`: antd's cssinjs writes `<style>` elements at run time and
 * components set `style` attributes (a nonce cannot cover attributes); scripts stay `'self'` plus the
 * one constant inline loader of rendered pages, by its hash (server/boot-script.ts).
 * Images: the site itself, data:/blob: (QR codes, previews) and https: (map tiles of
 * `VITE_MAP_TILE_URL`). Frames: only `blob:` — the documents' PDF preview frames the object URL of
 * the PDF it fetched with the session's headers (src/components/pdf-viewer.tsx);
 * nothing else is framed. Connections: the API (same origin) and Google's endpoints Firebase
 * messaging registers with. HSTS is added separately, only behind https ({@link hstsHook}).
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", BOOT_SCRIPT_CSP],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https://*.googleapis.com'],
        'frame-src': ['blob:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
    // The og:image and icons may be fetched by other sites' link previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers that only a document or a worker obeys (its policy, its framing, its window):
 * a hashed asset under `/assets/` (a module script, a style sheet) is sent without them. They were
 * ~700 of the ~1,100 header bytes of each of the 130–170 scripts a signed-in screen loads
 * (issue 24). Kept: `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy`, which
 * the browser checks on the asset itself, and `Referrer-Policy`, which a module script passes to
 * the modules it imports.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** onSend hook: drops {@link DOCUMENT_ONLY_HEADERS} from the built SPA's hashed assets (`/assets/…`). */
export async function assetHeadersHook(req: FastifyRequest, reply: FastifyReply) {
  if (req.url.startsWith('/assets/')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * Whether an /api/ answer may stay in shared and browser caches (docs/rules.md R1.19): only a GET
 * or HEAD without credentials (no bearer token, no claim token, no session) of a route whose
 * policy cell is `public`, or of a route outside app/v1 that chose a `public` Cache-Control itself
 * (photos). Everything else — a signed-in or private request, a write, a login — is private.
 */
export function isPublicAnswer(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.user || req.headers.authorization || req.headers['x-claim-token']) return false;
  const cell = req.routeOptions.config?.access;
  if (cell) return ruleOf(cell.resource, cell.action) === 'public';
  return /^\s*public\b/i.test(String(reply.getHeader('cache-control') ?? ''));
}

/**
 * onSend hook, one for every route present and future (docs/rules.md R1.19): an /api/ answer that
 * is not {@link isPublicAnswer} gets `Cache-Control: no-store` (and `Pragma: no-cache` for HTTP/1.0
 * caches), whatever its status, so no cache keeps personal data or a token; a route's own
 * `private, no-store` (a PDF) stays.
 */
export async function privateAnswerHook(req: FastifyRequest, reply: FastifyReply) {
  if (!req.url.startsWith('/api/') || isPublicAnswer(req, reply)) return;
  if (!/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

/** onSend hook: `Strict-Transport-Security` when the site is served over https (PUBLIC_URL or the request). */
export function hstsHook(config: ServerConfig) {
  const httpsSite = config.publicUrl.startsWith('https://');
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (httpsSite || req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}

/** The fields of a database error (pg's and PGlite's DatabaseError) that are safe to log. */
interface DbErrorLike {
  code?: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
}

/** The database error inside `err` (Drizzle wraps it as `cause`), if any. */
export function dbErrorOf(err: unknown): DbErrorLike | null {
  for (
    let e = err as { cause?: unknown; code?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as DbErrorLike;
  }
  return null;
}

/** SQLSTATE class 22 (data exception: out of range, bad syntax for a type, bad encoding): the input's fault. */
export const isDataException = (db: DbErrorLike | null) => !!db?.code?.startsWith('22');

/**
 * Logs a failed request without its data: the route, the method, the error's class and, for a
 * database error, its SQLSTATE code, table, column and constraint — never the SQL text, the
 * parameters or the database's message and detail (they quote values: phones, names, tokens).
 * Our own errors keep their message and the stack's frames.
 */
export function logRequestError(
  log: FastifyBaseLogger,
  req: FastifyRequest,
  err: unknown,
  level: 'error' | 'warn' = 'error',
): void {
  const db = dbErrorOf(err);
  const e = err as Error;
  const frames =
    typeof e?.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 12)
          .join('\n')
      : undefined;
  const entry: Record<string, unknown> = {
    route: req.routeOptions?.url ?? req.url.split('?')[0],
    method: req.method,
    reqId: req.id,
    errorName: e?.name ?? typeof err,
  };
  if (db) {
    entry.db = {
      code: db.code,
      severity: db.severity,
      table: db.table,
      column: db.column,
      constraint: db.constraint,
      routine: db.routine,
    };
    entry.stack = frames;
    log[level](entry, `database error ${db.code} on ${req.method} ${entry.route}`);
  } else {
    entry.errorMessage = e?.message;
    entry.stack = frames;
    log[level](entry, `request failed on ${req.method} ${entry.route}`);
  }
}

/**
 * Pages whose path carries a secret: the online check-in link a booker shares, `/check-in/{token}`
 * (docs/rules.md R20.2). The browser loads the page from this server, so its path reaches the
 * request log unless masked.
 */
const SECRET_PATHS: readonly RegExp[] = [/^(\/check-in\/)[^/?#]+/];

/** `path` with the secret of a {@link SECRET_PATHS} page replaced by `***`. */
export function maskSecretPath(path: string): string {
  return SECRET_PATHS.reduce((p, re) => p.replace(re, '$1***'), path);
}

/**
 * Log serializers: the request line without its query string (it may carry phones or tokens) and
 * with a page's secret path segment masked ({@link maskSecretPath}).
 */
export const logSerializers = {
  req(req: FastifyRequest) {
    return { method: req.method, url: maskSecretPath(req.url.split('?')[0] ?? ''), remoteAddress: req.ip };
  },
};

/** Registers the global guards (call before the routes are registered). */
export function registerGuards(app: FastifyInstance): void {
  app.addHook('onRequest', guardEncoding);
  app.addHook('preValidation', guardInput);
}

const knownCompanies = new WeakMap<Db, Set<number>>();

/** Whether company `id` exists (the `company` header of a request); known ids are kept per database. */
export async function companyExists(app: FastifyInstance, id: number): Promise<boolean> {
  let known = knownCompanies.get(app.db);
  if (!known) knownCompanies.set(app.db, (known = new Set()));
  if (known.has(id)) return true;
  const row = await app.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.id, id), columns: { id: true } });
  if (row) known.add(id);
  return !!row;
}
