/**
 * POST app/v1/uploads — one file (legal entity documents; docs/rules.md R1.13), answers
 * `{ id, name }`. The caller must be logged in or send its anonymous booking's claim token
 * (server/services/uploads.ts); the file is checked by size, declared type and magic bytes
 * (server/services/file-storage.ts) and belongs to its uploader.
 * Schemas: src/contracts/uploads.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route';
import { ApiError, validationError } from '../../errors';
import { multipartFailure } from '../../hardening';
import { MAX_UPLOAD_BYTES, storeUpload, UploadRejected } from '../../services/file-storage';
import { recordUpload, uploaderOf } from '../../services/uploads';
import { uploadEndpoints } from '../../../src/contracts/uploads';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  route(
    app,
    uploadEndpoints.create,
    async (req) => {
      const by = await uploaderOf(app, req);
      if (!req.isMultipart()) throw new ApiError(415, req.t('error.unsupportedMedia'));
      const file = await req.file().catch((e: unknown) => {
        throw multipartFailure(req, e);
      });
      if (!file) throw validationError({ file: [req.t('validation.required')] });
      const body = await file.toBuffer().catch(() => null);
      try {
        const { id, kind } = await storeUpload(
          app.storage,
          body ?? Buffer.alloc(0),
          file.mimetype,
          !body || file.file.truncated,
        );
        const name = file.filename.slice(0, 200);
        await recordUpload(
          app.db,
          { id, companyId: req.companyId, name, kind, size: body!.length, createdAt: app.clock.now() },
          by,
        );
        return { data: { id, name } };
      } catch (e) {
        if (!(e instanceof UploadRejected)) throw e;
        if (e.status === 413) throw new ApiError(413, req.t(e.key));
        throw validationError({ file: [req.t(e.key)] });
      }
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 hour' } } },
  );
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default uploadRoutes;
