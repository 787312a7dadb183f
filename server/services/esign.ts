/**
 * The agreement on the use of a simple electronic signature (docs/rules.md R11.9; 63-FZ art. 6
 * p. 2 and art. 9 p. 2): the version in force and its text, a person's acceptance of it, and the
 * check signing makes. The versions are data (src/domain/esign-agreement.ts, replaceable per app
 * for tests through buildApp's `esignAgreements`); the texts are files in src/legal/esign-agreement/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { esignAcceptances } from '../db/schema';
import { requireUser } from '../auth';
import { ApiError } from '../errors';
import type { Lang } from '../i18n';
import { companyToday } from './agents';
import { agreementInForce, type EsignAgreementVersion } from '../../src/domain/esign-agreement';

export type EsignAcceptance = typeof esignAcceptances.$inferSelect;
type App = Pick<FastifyInstance, 'db' | 'clock' | 'esignAgreements'>;

const textDir = fileURLToPath(new URL('../../src/legal/esign-agreement/', import.meta.url));
const texts = new Map<string, string>();

/**
 * The text (Markdown) of agreement `version` in `lang`, read once from
 * `src/legal/esign-agreement/<version>.<lang>.md`.
 * @throws Error when the file is missing (a version listed without its text: a deployment error).
 */
export function agreementText(version: string, lang: Lang): string {
  const key = `${version}.${lang}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = readFileSync(`${textDir}${key}.md`, 'utf8');
    texts.set(key, text);
  }
  return text;
}

/** The agreement version in force today (hotel date by the app's clock). */
export const currentAgreement = (app: Pick<App, 'clock' | 'esignAgreements'>): EsignAgreementVersion =>
  agreementInForce(app.esignAgreements, companyToday(app));

/** `userId`'s acceptance of `version`, or undefined. */
export async function acceptanceOf(app: App, userId: number, version: string): Promise<EsignAcceptance | undefined> {
  return app.db.query.esignAcceptances.findFirst({
    where: and(eq(esignAcceptances.userId, userId), eq(esignAcceptances.version, version)),
  });
}

/** Acceptance `id` (the one a signature points at), or undefined. */
export async function acceptanceById(app: Pick<App, 'db'>, id: number): Promise<EsignAcceptance | undefined> {
  return app.db.query.esignAcceptances.findFirst({ where: eq(esignAcceptances.id, id) });
}

/**
 * Records the caller's acceptance of `version` with the time, address and User-Agent
 * (docs/rules.md R11.9); accepting it again answers the first acceptance unchanged.
 * @throws ApiError 409 `esign.errors.versionOutdated` (on `version`) when `version` is not the one in force.
 */
export async function acceptAgreement(app: App, req: FastifyRequest, version: string): Promise<EsignAcceptance> {
  const user = requireUser(req);
  const current = currentAgreement(app);
  if (version !== current.version) {
    throw new ApiError(409, req.t('esign.errors.versionOutdated', { version: current.version }), {
      version: [req.t('esign.errors.versionOutdated', { version: current.version })],
    });
  }
  await app.db
    .insert(esignAcceptances)
    .values({
      companyId: user.companyId,
      userId: user.id,
      version,
      acceptedAt: app.clock.now(),
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    })
    .onConflictDoNothing();
  return (await acceptanceOf(app, user.id, version))!;
}

/**
 * The caller's acceptance of the agreement in force, which a signing needs (docs/rules.md R11.9).
 * @throws ApiError 409 `esign.errors.agreementRequired` with `{ agreement: [version in force] }`
 *         when the caller has not accepted that version (never, or only an older one).
 */
export async function requireAcceptance(app: App, req: FastifyRequest): Promise<EsignAcceptance> {
  const current = currentAgreement(app);
  const accepted = await acceptanceOf(app, requireUser(req).id, current.version);
  if (!accepted) {
    throw new ApiError(409, req.t('esign.errors.agreementRequired', { version: current.version }), {
      agreement: [current.version],
    });
  }
  return accepted;
}
