/**
 * The reference backend: `buildApp(options)` makes a Fastify instance that serves the api/
 * contract (docs/architecture.md § The api/ contract, § Request path) and, in production, the
 * built SPA. Tests build it
 * in-process on an in-memory PGlite.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import {
  hasZodFastifySchemaValidationErrors,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { serializerCompiler } from './serializer';
import type { TFunction } from 'i18next';
import { readConfig, trustProxyOption, type ServerConfig } from './config';
import { openDb } from './db/client';
import { seedAllDemo } from './db/seed';
import { ApiError, fieldErrors } from './errors';
import { langFrom, tFor } from './i18n';
import { createSmsService } from './services/sms';
import { createEmailService, SmtpEmailService } from './services/email/transport';
import { createPushService } from './services/push';
import { createFileStorage } from './services/storage';
import { createPersonalDataVault } from './services/personal-data';
import { zodIssueMessage } from './validation';
import { devRoutes } from './routes/dev';
import { paymentWebhookRoutes } from './routes/payments';
import { liveStreamRoutes } from './routes/live-stream';
import { startLiveEvents } from './services/live-events';
import sse from '@fastify/sse';
import { opsRoutes } from './routes/ops';
import { createPaymentService, paymentStartMessage, registerPaymentKinds } from './services/payments';
import {
  companyExists,
  dbErrorOf,
  helmetOptions,
  hstsHook,
  assetHeadersHook,
  privateAnswerHook,
  isDataException,
  logRequestError,
  logSerializers,
  registerGuards,
  frameworkFailure,
} from './hardening';
import { sitemapRoutes } from './routes/sitemap';
import { mediaRoutes } from './routes/media';
import { icalRoutes } from './routes/ical';
import { registerV1Routes } from './routes/v1';
import { loadUser } from './auth';
import { idFromText } from '../src/contracts/common';
import { openApiDocument, openApiTransform, openApiTransformObject } from './openapi';
import { collectAccess, enforceAccess, failClosed } from './access';
import { createSsrHandler, loadSsrEntry, readAppCss, readManifest, ssrToken } from './ssr';
import { PAYMENT_KINDS, type BuildAppOptions } from './app-options';
import { ESIGN_AGREEMENT_VERSIONS } from '../src/domain/esign-agreement';
export { PAYMENT_KINDS, type Clock, type BuildAppOptions } from './app-options';

/**
 * Builds the application.
 * @returns a Fastify instance, not yet listening; `await app.close()` closes the database too
 *          when buildApp opened it.
 * @throws when the database cannot be opened or migrated.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = { ...readConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger
      ? {
          level: config.logLevel,
          serializers: logSerializers,
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
        }
      : false,
    // X-Forwarded-* count only from the proxies the configuration names (TRUST_PROXY), so a
    // client cannot pick its own address for the per-IP limits (docs/rules.md R1.12).
    trustProxy: trustProxyOption(config.trustProxy),
    // Nothing hangs forever: a whole request within requestTimeout, an idle socket closed after
    // connectionTimeout, keep-alive sockets after keepAliveTimeout.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: 5_000,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Failures the router meets before any hook also answer `{ message }` (docs/rules.md R1.6, R1.11).
    frameworkErrors: frameworkFailure,
    // While closing (SIGTERM), new requests answer 503 and in-flight ones finish (server/main.ts).
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  const ownDb = !options.db;
  const handle = options.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Instances starting together on one PostgreSQL seed one after another (the first seeds, the
  // others find the data and add nothing): docs/architecture.md § Operations.
  // docs/rules.md R20.3: the key that seals guests' identity data; a missing one refuses the start.
  const personalData = createPersonalDataVault(config);
  if (config.seedDemo)
    await handle.exclusive(async () => {
      await seedAllDemo(handle.db, options.clock?.now(), personalData);
      await handle.analyze();
    });

  app.decorate('config', config);
  app.decorate('personalData', personalData);
  app.decorate('clearPageCache', () => undefined);
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.decorate('clock', options.clock ?? { now: () => new Date() });
  app.decorate('sms', options.sms ?? createSmsService({ ...config, logToConsole: !!options.logger }));
  app.decorate('email', options.email ?? createEmailService(config));
  if (!options.email && app.email instanceof SmtpEmailService) {
    const smtp = app.email;
    app.addHook('onClose', async () => smtp.close());
  }
  app.decorate('push', options.push ?? createPushService(config));
  app.decorate('payments', options.payments ?? createPaymentService(config));
  app.decorate('storage', options.storage ?? (await createFileStorage(config)));
  if (!options.storage) app.addHook('onClose', async () => app.storage.close());
  app.log.info(`file storage: ${app.storage.kind}, ${app.storage.location}`);
  if (personalData.keySource === 'file')
    app.log.warn(
      'PERSONAL_DATA_KEY is not set: personal data is sealed with the key in DATA_DIR/personal-data.key; set it (and back it up) on a real site',
    );
  app.decorate('esignAgreements', options.esignAgreements ?? ESIGN_AGREEMENT_VERSIONS);
  registerPaymentKinds(app, options.paymentKinds ?? PAYMENT_KINDS);
  {
    const { level, msg } = paymentStartMessage(app.payments, config.production);
    app.log[level](msg);
  }
  // docs/rules.md R2.14: the SMS outbox in production is a hole; say so as loudly as the log can.
  if (config.production && config.devRoutes)
    app.log.error(
      'DEV_ROUTES is on in production (DEV_ROUTES_IN_PRODUCTION=true): /api/dev/* hands every login code to anyone. Tests and demos only',
    );
  else if (config.devRoutesRefused)
    app.log.error('DEV_ROUTES=true is refused in production without DEV_ROUTES_IN_PRODUCTION=true: /api/dev/* is off');
  app.decorateRequest('lang', 'ru');
  app.decorateRequest('t', null as unknown as TFunction);
  app.decorateRequest('companyId', 0);
  app.decorateRequest('user', null);
  if (ownDb) app.addHook('onClose', async () => handle.close());
  // onClose hooks run last-registered first: this one, before the database and the file store close.
  app.decorate('beforeDbClose', new Set<() => Promise<void>>());
  app.addHook('onClose', async () => void (await Promise.all([...app.beforeDbClose].map((stop) => stop()))));

  app.decorate('routeAccess', collectAccess(app));
  failClosed(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plain http behind a trusted proxy goes to the https PUBLIC_URL (docs/rules.md R6.3); the
  // request's Host is never used to build it.
  const httpsOrigin = config.publicUrl.startsWith('https://') && config.trustProxy !== false ? config.publicUrl : null;
  app.addHook('onRequest', async (req, reply) => {
    if (httpsOrigin && req.headers['x-forwarded-proto'] === 'http') {
      return reply.redirect(`${httpsOrigin}${req.url}`, 301);
    }
    req.lang = langFrom(req.headers['devicelocale']);
    req.t = tFor(req.lang);
  });
  registerGuards(app);
  await app.register(helmet, helmetOptions());
  app.addHook('onSend', hstsHook(config));
  app.addHook('onSend', assetHeadersHook);
  app.addHook('onSend', privateAnswerHook);

  await app.register(cookie);
  // API answers are compressed on the fly (Brotli at a fast level); static files come precompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // With REDIS_URL the counts live in Redis, so every instance sees the same ones (docs/rules.md
  // R1.12). When Redis cannot answer, a request passes rather than fails (skipOnError): the limits
  // are a brake, and the wrong-code lockouts (R2.7) are kept in the database anyway.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'Redis (rate limits) error'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, skipOnError: true, nameSpace: 'portal-rate-limit:' } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Pages and static files are not limited, nor the server's own calls while rendering a page.
    allowList: (req: FastifyRequest) => !req.url.startsWith('/api/') || req.headers['x-ssr'] === ssrToken,
    errorResponseBuilder: (req, ctx) =>
      new ApiError(429, tFor(langFrom(req.headers['devicelocale']))('error.tooManyRequests'), undefined, {
        'retry-after': String(Math.ceil(ctx.ttl / 1000)),
      }),
  });
  const web = (options.surface ?? 'web') === 'web';
  // The document completed centrally: operation ids, security, 4xx answers, examples, tags (server/openapi.ts).
  if (web) {
    await app.register(swagger, {
      openapi: openApiDocument(config.publicUrl),
      transform: openApiTransform,
      transformObject: openApiTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  app.setErrorHandler((err, req, reply) => {
    const t = req.t ?? tFor('ru');
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors();
      for (const v of err.validation) {
        const issue = { ...(v.params as object), code: v.keyword, message: v.message ?? '' };
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[path] ??= []).push(zodIssueMessage(issue, t));
      }
      return reply.code(422).send({ message: t('validation.failed'), errors });
    }
    const db = dbErrorOf(err);
    if (isDataException(db)) {
      // A value the database cannot hold (an id beyond 32 bits, a malformed number): bad input.
      logRequestError(req.log, req, err, 'warn');
      return reply.code(422).send({ message: t('validation.failed'), errors: { _: [t('validation.invalid')] } });
    }
    const status = db ? undefined : (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = (err as { code?: string }).code;
      const key =
        code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'error.tooLarge'
          : code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'error.unsupportedMedia'
            : status === 404
              ? 'error.notFoundApi'
              : 'error.badRequest';
      return reply.code(status).send({ message: t(key) });
    }
    logRequestError(req.log, req, err);
    return reply.code(500).send({ message: t('error.server') });
  });

  // Probes and metrics (docs/architecture.md § Operations), before the routes they measure.
  await opsRoutes(app, handle);
  if (!web) return app;

  // Business routes: /api/app/v1/…, scoped by the `company` header (docs/rules.md R1.7).
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', async (req) => {
        // Only the canonical decimal id (docs/rules.md R1.7, R1.8): not `01`, ` 1`, `1\t`.
        const raw = req.headers['company'];
        const id = typeof raw === 'string' ? idFromText(raw) : null;
        if (id === null) throw new ApiError(400, req.t('error.companyRequired'));
        if (!(await companyExists(app, id))) throw new ApiError(400, req.t('error.companyUnknown'));
        req.companyId = id;
        req.user = await loadUser(app, req);
        enforceAccess(req);
      });
      // Every folder of server/routes/ registers itself (server/routes/v1.ts).
      await registerV1Routes(v1);
    },
    { prefix: '/api/app/v1' },
  );
  await app.register(paymentWebhookRoutes, { prefix: '/api/app/v1' });
  // Live events (docs/rules.md R23.10): the stream's ticket is its key, so it sits outside the
  // `company` scope (EventSource sends no headers); the bus reaches the other instances.
  startLiveEvents(app);
  await app.register(sse, { heartbeatInterval: config.liveHeartbeatMs });
  await app.register(liveStreamRoutes, { prefix: '/api/app/v1' });
  if (config.devRoutes) await app.register(devRoutes, { prefix: '/api/dev' });

  await app.register(sitemapRoutes);
  await app.register(mediaRoutes);
  // Availability feeds for the booking sites: the token in the path is the key (docs/rules.md R18.1).
  await app.register(icalRoutes);

  // Old entry points go home (docs/rules.md R6.3).
  for (const path of ['/index.php', '/index.html', '/index.htm']) {
    app.get(path, { schema: { hide: true } }, (_req, reply) => reply.redirect('/', 301));
  }

  const dist = resolve(config.distDir);
  const serveSpa = config.production && existsSync(join(dist, 'index.html'));
  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      preCompressed: true,
      // dist/.vite/ holds the build's own files (Vite's manifest, vite.config.ts `chunkModules`),
      // which are not the site's: a dotted path is not served (the SPA's 404 answers instead).
      dotfiles: 'ignore',
      setHeaders: (res, path) => {
        if (path.includes(`${join(dist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker is checked for a new build at every navigation (docs/rules.md R19.4).
        else if (path === join(dist, 'sw.js')) res.header('cache-control', 'no-cache');
      },
    });
  }
  // The SPA's document: index.html with antd's account styles linked (scripts/account-styles.tsx),
  // when the build wrote it; server-rendered pages keep index.html as their template.
  const spaFile = existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html';
  const sendSpa = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile(spaFile, { cacheControl: false });
  // Public pages rendered on the server; unknown paths answer 404 (server/ssr.ts).
  const ssrEntry = serveSpa ? (options.ssrEntry ?? (await loadSsrEntry(dist))) : undefined;
  let page = (_req: FastifyRequest, reply: FastifyReply): unknown => sendSpa(reply);
  if (ssrEntry) {
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    const handle = createSsrHandler(app, {
      entry: ssrEntry,
      template,
      appCss: readAppCss(dist, template),
      manifest: readManifest(dist),
      ttlMs: config.ssrCacheSeconds * 1000,
    });
    page = (req, reply) => handle(req, reply, sendSpa);
  }
  if (serveSpa) app.get('/', { schema: { hide: true } }, page);
  app.setNotFoundHandler((req, reply) => {
    if (serveSpa && req.method === 'GET' && !req.url.startsWith('/api/')) {
      // Client routes: the SPA shell; public routes: rendered; unknown paths: the 404 page with status 404 (docs/rules.md R6.4).
      return page(req, reply);
    }
    return reply.code(404).send({ message: req.t('error.notFoundApi') });
  });

  return app;
}
