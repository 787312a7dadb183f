/**
 * Signing a document in the mobile app with a simple electronic signature (docs/rules.md R11.3,
 * R11.8): the app asks for a one-time code for one document (POST app/v1/documents/{id}/signature/code,
 * the SMS text names the document), then signs with it (POST app/v1/documents/{id}/sign).
 *
 * - Only a session of the mobile app signs (`sessions.client_type` ios/android, fixed at login with
 *   the app's push device, R2.13); a web session is refused with "Failed to sign document".
 * - The signer is the document's person, or an agent of the room's owner by a valid proxy that
 *   grants `sign` (R3.7, R12.3); no valid proxy → 404, one without `sign` → 403.
 * - The code is the login codes' (server/services/codes.ts): single use, expires, locks after
 *   wrong tries, bound to the document and the signer.
 * - The evidence (`document_signatures`): signer and role, time, the exact PDF bytes signed and
 *   their SHA-256, the code's channel and row, the app's client type and device, the client's
 *   address and User-Agent, the legal wording in force. The served PDF is those bytes plus a
 *   signature sheet ({@link signedPdf}).
 * - The person, the signer (when an agent) and the company's managers are notified.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { devices, documentEvents, documentSignatures, documents, objects, proxies, users } from '../db/schema';
import { requireUser, type AuthUser } from '../auth';
import { ApiError } from '../errors';
import { pick, tFor, type Lang } from '../i18n';
import { foundOr404, proxiedObjects } from '../scope';
import { CODE_PURPOSES, consumeCode, issueCode } from './codes';
import { documentPdf } from './document-pdf';
import { acceptanceById, requireAcceptance } from './esign';
import { pdfFields, pdfHeader, renderPdf } from './pdf';
import { notifyCompanyManagers, notifyUser } from './push';
import { companyToday, fullName } from './agents';
import { isAppClient } from '../../src/domain/clients';
import { maskPhone } from '../../src/domain/phone';
import { signatureTrack } from '../../src/domain/documents';
import { hotelDateTime } from '../../src/domain/hotel-time';
import type { CodeInfo } from '../../src/contracts/auth';

type DocRow = typeof documents.$inferSelect;
type SignatureRow = typeof documentSignatures.$inferSelect;

/** SHA-256 (hex) of bytes. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Refuses a session that is not the mobile app's (docs/rules.md R11.3, R2.13).
 * @throws ApiError 422 `documents.errors.signFailed` with `{ sign: [signInApp] }`.
 */
export function assertAppSession(req: FastifyRequest): void {
  if (!isAppClient(requireUser(req).clientType)) {
    throw new ApiError(422, req.t('documents.errors.signFailed'), { sign: [req.t('documents.errors.signInApp')] });
  }
}

/**
 * The document `id` the caller may sign, and the proxy an agent signs under (docs/rules.md R11.8):
 * the caller's own document; for an agent session, a document of a room it holds a valid proxy
 * for (its own or the room owner's), and only when that proxy grants `sign`.
 * @throws ApiError 404 `documents.errors.notFound`; 403 `agents.errors.actNotAllowed`;
 *         409 `documents.errors.notSignable` when no signature is required or it is signed already.
 */
export async function signableDocument(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
): Promise<{ doc: DocRow; proxyId: number | null }> {
  const user = requireUser(req);
  let doc: DocRow | undefined;
  let proxyId: number | null = null;
  if (user.role !== 'agent') {
    doc = await app.db.query.documents.findFirst({
      where: and(eq(documents.id, id), eq(documents.companyId, user.companyId), eq(documents.userId, user.id)),
    });
    foundOr404(req, doc, 'documents.errors.notFound');
  } else {
    const today = companyToday(app);
    const [row] = await app.db
      .select({ doc: documents })
      .from(documents)
      .innerJoin(objects, eq(objects.id, documents.objectId))
      .where(
        and(
          eq(documents.id, id),
          eq(documents.companyId, user.companyId),
          or(eq(documents.userId, user.id), eq(documents.userId, objects.ownerId)),
          proxiedObjects(user, today, 'view'),
        ),
      )
      .limit(1);
    doc = foundOr404(req, row?.doc, 'documents.errors.notFound');
    proxyId = await signingProxy(app, user, doc.objectId!, today);
    if (proxyId === null) throw new ApiError(403, req.t('agents.errors.actNotAllowed'));
  }
  if (signatureTrack(doc!) !== 'requires_signature') throw new ApiError(409, req.t('documents.errors.notSignable'));
  return { doc: doc!, proxyId };
}

/** The newest valid, verified proxy of `agent` for room `objectId` that grants `sign` on `today`, or null. */
async function signingProxy(
  app: FastifyInstance,
  agent: Pick<AuthUser, 'id' | 'companyId'>,
  objectId: number,
  today: string,
): Promise<number | null> {
  const rows = await app.db
    .select({ id: proxies.id })
    .from(proxies)
    .where(
      and(
        eq(proxies.agentId, agent.id),
        eq(proxies.companyId, agent.companyId),
        eq(proxies.verification, 'verified'),
        isNull(proxies.revokedAt),
        sql`${proxies.issuedOn} <= ${today}::date and ${today}::date <= ${proxies.expiresOn}`,
        sql`'sign' = any(${proxies.acts})`,
        sql`exists (select 1 from proxy_objects po where po.proxy_id = ${proxies.id} and po.object_id = ${objectId})`,
      ),
    )
    .orderBy(desc(proxies.expiresOn))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** `Name № number` of a document in `lang`: what the SMS and the notices name. */
const docLabel = (d: DocRow, lang: Lang) => `${pick(d.name, lang)} № ${d.number}`;

/**
 * Sends the caller a one-time code to sign document `id` (docs/rules.md R11.8); the SMS names the
 * document. Rate limits and locks are the login codes' (R2.5, R2.7). The caller must have accepted
 * the e-signature agreement in force (R11.9).
 * @throws ApiError 422 (not the app), 404, 403, 409 ({@link signableDocument}; the agreement not
 *         accepted, server/services/esign.ts `requireAcceptance`); 429 (too often, locked).
 */
export async function sendSignatureCode(app: FastifyInstance, req: FastifyRequest, id: number): Promise<CodeInfo> {
  assertAppSession(req);
  const user = requireUser(req);
  const { doc } = await signableDocument(app, req, id);
  await requireAcceptance(app, req);
  return issueCode(app, req, user.phone, CODE_PURPOSES.signDocument(doc.id, user.id), {
    document: docLabel(doc, req.lang),
  });
}

/**
 * Signs document `id` with the one-time `code` (docs/rules.md R11.8): records the evidence with the
 * exact PDF bytes signed and the acceptance of the e-signature agreement it rests on (R11.9), marks
 * the document signed, adds the history entry and notifies.
 * @returns the signed document.
 * @throws ApiError 422 (not the app; a wrong, used or expired code on `code`), 404, 403, 409 (also
 *         the agreement in force not accepted), 429.
 */
export async function signDocument(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  code: string,
): Promise<DocRow> {
  assertAppSession(req);
  const user = requireUser(req);
  const { doc, proxyId } = await signableDocument(app, req, id);
  const acceptance = await requireAcceptance(app, req);
  const used = await consumeCode(app, req, user.phone, CODE_PURPOSES.signDocument(doc.id, user.id), code);
  const pdf = await documentPdf(app, doc, req.lang);
  const now = app.clock.now();
  const signerName = fullName(user) || user.phone;
  const device = await app.db.query.devices.findFirst({
    where: and(eq(devices.sessionId, user.sessionId), eq(devices.type, user.clientType)),
    orderBy: desc(devices.id),
  });
  const signed = await app.db.transaction(async (tx) => {
    const done = await tx
      .update(documents)
      .set({
        signedAt: now,
        signerName,
        signerPhone: user.phone,
        signMethod: used.channel,
        signatureHash: sha256Hex(pdf),
      })
      .where(and(eq(documents.id, doc.id), isNull(documents.signedAt)))
      .returning({ id: documents.id });
    if (!done.length) return false;
    await tx.insert(documentSignatures).values({
      documentId: doc.id,
      companyId: doc.companyId,
      userId: user.id,
      role: user.role,
      proxyId,
      signerName,
      phone: user.phone,
      signedAt: now,
      pdfSha256: sha256Hex(pdf),
      pdf,
      pdfLang: req.lang,
      codeChannel: used.channel,
      codeId: used.id,
      clientType: user.clientType,
      deviceId: device?.id ?? null,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
      legalText: app.config.signatureLegalText,
      esignAcceptanceId: acceptance.id,
    });
    await tx.insert(documentEvents).values({ documentId: doc.id, kind: 'signed', actor: signerName, at: now });
    return true;
  });
  // A concurrent signature with another code got there first.
  if (!signed) throw new ApiError(409, req.t('documents.errors.notSignable'));
  await notifySigned(app, doc, user, signerName);
  return (await app.db.query.documents.findFirst({ where: eq(documents.id, doc.id) }))!;
}

/** Tells the document's person, the signing agent and the company's managers that it is signed. */
async function notifySigned(app: FastifyInstance, doc: DocRow, signer: AuthUser, signerName: string): Promise<void> {
  const text = (lang: Lang) => tFor(lang)('documents.notices.signed', { name: signerName });
  const message = {
    title: { ru: text('ru'), en: text('en') },
    body: { ru: docLabel(doc, 'ru'), en: docLabel(doc, 'en') },
  };
  const people = [...new Set([doc.userId, signer.id])];
  await Promise.all(people.map((userId) => notifyUser(app, userId, { ...message, link: `/documents/${doc.id}` })));
  await notifyCompanyManagers(app, doc.companyId, { ...message, link: `/backoffice/documents/${doc.id}` });
}

/** The signature evidence of document `documentId`, or undefined when it was not signed in the app. */
export async function signatureOf(
  app: Pick<FastifyInstance, 'db'>,
  documentId: number,
): Promise<SignatureRow | undefined> {
  return app.db.query.documentSignatures.findFirst({ where: eq(documentSignatures.documentId, documentId) });
}

/**
 * The PDF of a signed document (docs/rules.md R11.8): the exact bytes signed, unchanged, followed by
 * a signature sheet in `lang` with the evidence (signer, role and proxy, time, SHA-256 of the
 * signed bytes, the code's channel, the app and device, the address, the legal basis).
 */
export async function signedPdf(app: Pick<FastifyInstance, 'db'>, s: SignatureRow, lang: Lang): Promise<Buffer> {
  const t = tFor(lang);
  const f = (k: string) => t(`documents.signatureSheet.${k}`);
  const proxy = s.proxyId
    ? await app.db.query.proxies.findFirst({
        where: eq(proxies.id, s.proxyId),
        columns: { number: true, ownerId: true },
      })
    : undefined;
  const acceptance = s.esignAcceptanceId ? await acceptanceById(app, s.esignAcceptanceId) : undefined;
  const owner = proxy
    ? await app.db.query.users.findFirst({
        where: eq(users.id, proxy.ownerId),
        columns: { surname: true, name: true, patronymic: true },
      })
    : undefined;
  const sheet = await renderPdf({
    info: { title: f('title'), subject: s.pdfSha256 },
    content: [
      ...pdfHeader('', f('title'), f('subtitle')),
      pdfFields([
        [f('signer'), s.signerName],
        [f('phone'), maskPhone(s.phone)],
        [
          f('role'),
          proxy ? t('documents.signatureSheet.byProxy', { number: proxy.number, owner: fullName(owner) }) : null,
        ],
        [f('signedAt'), hotelDateTime(s.signedAt)],
        [f('hash'), s.pdfSha256],
        [f('channel'), t(`documents.signatureSheet.channels.${s.codeChannel}`)],
        [
          f('client'),
          `${t(`documents.signatureSheet.clients.${s.clientType}`)}${s.deviceId ? ` · ${f('device')} ${s.deviceId}` : ''}`,
        ],
        [f('ip'), s.ip],
        [
          f('agreement'),
          acceptance
            ? t('documents.signatureSheet.agreementAccepted', {
                version: acceptance.version,
                at: hotelDateTime(acceptance.acceptedAt),
              })
            : null,
        ],
      ]),
      { text: pick(s.legalText, lang), margin: [0, 12, 0, 0] },
    ],
  });
  let out: PDFDocument;
  try {
    out = await PDFDocument.load(s.pdf, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    // An uploaded file pdf-lib cannot parse: the sheet alone still states the hash of the bytes signed.
    return sheet;
  }
  const extra = await PDFDocument.load(sheet);
  for (const page of await out.copyPages(extra, extra.getPageIndices())) out.addPage(page);
  return Buffer.from(await out.save());
}
