/**
 * Who owns an uploaded file and who may cite it (docs/rules.md R1.13), shared by the uploads,
 * bookings and claim routes and by the purge job:
 * - an upload needs a logged-in caller or the claim token of the caller's own unclaimed booking
 *   (header `x-claim-token`), and belongs to that uploader;
 * - only its uploader may cite it in a booking, once;
 * - a file no booking cites is deleted after {@link UPLOAD_TTL_HOURS} hours ({@link purgeUnreferencedUploads}).
 */
import { and, eq, inArray, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  applications,
  bookings,
  conversationMessagePhotos,
  documents,
  leaseDocuments,
  meterReadings,
  proxies,
  serviceRequestPhotos,
  uploads,
} from '../db/schema';
import type { Db } from '../db/client';
import { sha256 } from '../auth';
import { ApiError } from '../errors';
import { deleteFiles, uploadKey } from './storage';
import { UPLOAD_TTL_HOURS } from '../../src/contracts/uploads';

/** The uploader: a user, or the hash of an anonymous booking's claim token. */
export type Uploader = { userId: number; claimTokenHash?: undefined } | { userId?: undefined; claimTokenHash: string };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The claim token the request carries in `x-claim-token`, or null. */
export function claimTokenOf(req: FastifyRequest): string | null {
  const raw = req.headers['x-claim-token'];
  return typeof raw === 'string' && raw.length > 0 && raw.length <= 200 ? raw : null;
}

/**
 * Who uploads: the logged-in user, or the claim token of an unclaimed booking of the company
 * still awaiting payment. @throws ApiError 401 (translated `uploads.errors.loginRequired`) otherwise.
 */
export async function uploaderOf(app: FastifyInstance, req: FastifyRequest): Promise<Uploader> {
  if (req.user) return { userId: req.user.id };
  const token = claimTokenOf(req);
  if (token) {
    const hash = sha256(token);
    const b = await app.db.query.bookings.findFirst({
      columns: { id: true },
      where: and(
        eq(bookings.companyId, req.companyId),
        eq(bookings.claimTokenHash, hash),
        isNull(bookings.userId),
        eq(bookings.status, 'awaiting_payment'),
      ),
    });
    if (b) return { claimTokenHash: hash };
  }
  throw new ApiError(401, req.t('uploads.errors.loginRequired'));
}

/** Who may cite files in this request: the user, or the claim token sent; null for nobody. */
export function citerOf(req: FastifyRequest): Uploader | null {
  if (req.user) return { userId: req.user.id };
  const token = claimTokenOf(req);
  return token ? { claimTokenHash: sha256(token) } : null;
}

/** Records a stored file as its uploader's. */
export async function recordUpload(
  db: Db,
  row: { id: string; companyId: number; name: string; kind: string; size: number; createdAt: Date },
  by: Uploader,
) {
  await db.insert(uploads).values({ ...row, userId: by.userId ?? null, claimTokenHash: by.claimTokenHash ?? null });
}

/** The ids among `ids` that `by` uploaded in the company and no booking cites yet. */
export async function citableUploads(
  db: Db | Tx,
  companyId: number,
  by: Uploader | null,
  ids: string[],
): Promise<Set<string>> {
  if (!by || ids.length === 0) return new Set();
  const owner = by.userId !== undefined ? eq(uploads.userId, by.userId) : eq(uploads.claimTokenHash, by.claimTokenHash);
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), inArray(uploads.id, ids), owner, isNull(uploads.bookingId)));
  return new Set(rows.map((r) => r.id));
}

/** Marks the files as cited by `bookingId` (inside the booking's transaction). */
export async function citeUploads(tx: Tx, bookingId: number, ids: string[]): Promise<void> {
  if (ids.length)
    await tx
      .update(uploads)
      .set({ bookingId })
      .where(and(inArray(uploads.id, ids), isNull(uploads.bookingId)));
}

/** Hands the files of an anonymous uploader (claim token hash) to the user who claimed the booking. */
export async function claimUploads(db: Db, claimTokenHash: string, userId: number): Promise<void> {
  await db
    .update(uploads)
    .set({ userId, claimTokenHash: null })
    .where(and(eq(uploads.claimTokenHash, claimTokenHash), isNull(uploads.userId)));
}

/**
 * Deletes files no booking, no meter reading (docs/rules.md R10.5, a meter's photo), no lease
 * document (R9.5, a registration scan), no document (R11.4, an uploaded PDF), no service-request
 * photo, no conversation message photo (R23.3), no application (R12.1) and no proxy (R12.3, an agent's scans) cites that
 * are older than {@link UPLOAD_TTL_HOURS} hours: the rows, then the stored bytes (`app.storage`).
 * @returns the ids deleted. @throws AggregateError when the store failed to delete some files (the rows are gone).
 */
export async function purgeUnreferencedUploads(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  now: Date,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UPLOAD_TTL_HOURS * 3_600_000);
  /** `not exists (select 1 from <table> where <cites>)`: no row of `table` cites the upload. */
  const citedByNone = (table: PgTable, cites: SQL | undefined) =>
    notExists(
      app.db
        .select({ one: sql`1` })
        .from(table)
        .where(cites),
    );
  const rows = await app.db
    .delete(uploads)
    .where(
      and(
        isNull(uploads.bookingId),
        lt(uploads.createdAt, cutoff),
        citedByNone(meterReadings, eq(meterReadings.photoUploadId, uploads.id)),
        citedByNone(leaseDocuments, eq(leaseDocuments.uploadId, uploads.id)),
        citedByNone(serviceRequestPhotos, eq(serviceRequestPhotos.uploadId, uploads.id)),
        // Photos of a conversation's message (docs/rules.md R23.3) are kept with it.
        citedByNone(conversationMessagePhotos, eq(conversationMessagePhotos.uploadId, uploads.id)),
        citedByNone(documents, eq(documents.fileId, uploads.id)),
        // Scans an application to the MC cites (docs/rules.md R12.1) are kept with it.
        citedByNone(applications, sql`${uploads.id} = any(${applications.uploadIds})`),
        // An agent's passport and proxy scans (docs/rules.md R12.3) are kept while the proxy exists.
        citedByNone(proxies, sql`${proxies.proxyScanId} = ${uploads.id} or ${proxies.passportScanIds} ? ${uploads.id}`),
      ),
    )
    .returning({ id: uploads.id });
  await deleteFiles(
    app.storage,
    rows.map((r) => uploadKey(r.id)),
  );
  return rows.map((r) => r.id);
}

/** The image kinds a message or a request may carry as a photo (docs/rules.md R15.8, R23.3). */
const PHOTO_KINDS = ['jpeg', 'png', 'webp'] as const;

/**
 * Checks that every id of `photos` is an image the caller uploaded in `companyId` and that no row
 * of `usedBy` (a photo table with an `upload_id` column) cites yet (docs/rules.md R1.13): a photo
 * is attached once, by its uploader.
 * @throws ApiError 422 with `errorKey`'s message under `photos` when one is not.
 */
export async function requireOwnPhotos(
  app: FastifyInstance,
  req: FastifyRequest,
  input: { photos: string[]; companyId: number; userId: number; usedBy: AnyPgColumn; errorKey: string },
): Promise<void> {
  if (!input.photos.length) return;
  const mine = await app.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, input.photos),
        eq(uploads.companyId, input.companyId),
        eq(uploads.userId, input.userId),
        inArray(uploads.kind, [...PHOTO_KINDS]),
        notExists(sql`(select 1 from ${input.usedBy.table} where ${input.usedBy} = ${uploads.id})`),
      ),
    );
  if (mine.length !== input.photos.length)
    throw new ApiError(422, req.t('validation.failed'), { photos: [req.t(input.errorKey)] });
}
