/**
 * Contract of uploads (docs/rules.md R1.13): one file per multipart request (field `file`; PDF,
 * JPEG, PNG or WebP, at most 10 MB). The caller must be logged in or send the claim token of its
 * own anonymous booking (header `x-claim-token`); the file belongs to its uploader, only the
 * uploader may cite it in a booking, and a file no booking cites is deleted after 24 hours.
 */
import { z } from 'zod';
import { apiFailure, envelope } from './common';
import { apiTag, endpoint } from './endpoint';

/** Hours an upload no booking cites is kept. */
export const UPLOAD_TTL_HOURS = 24;

/** Headers of POST app/v1/uploads besides the common ones. */
export const uploadHeaders = z.object({
  'x-claim-token': z
    .string()
    .max(200)
    .optional()
    .describe('claim token of the caller’s anonymous booking, when not logged in'),
});

/** POST app/v1/uploads answer: the file's id (cite it in a booking) and name. */
export const uploaded = z.object({ id: z.string(), name: z.string() });
export type Uploaded = z.infer<typeof uploaded>;

/** The OpenAPI tag `uploads` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const uploadsTag = apiTag('uploads', 'Uploads of document scans (R1.13)');

/** The endpoints of `uploads` (docs/architecture.md § The typed seam); route: server/routes/uploads/. */
export const uploadEndpoints = {
  create: endpoint({
    method: 'post',
    path: '/uploads',
    access: ['uploads', 'create'],
    multipart: true,
    headers: uploadHeaders,
    // 401 although the cell is public: the handler wants a login or a claim token (R1.13).
    responses: { 201: envelope(uploaded), 401: apiFailure },
    summary:
      'Upload one document scan (multipart, field `file`; PDF, JPEG, PNG or WebP, ≤ 10 MB, checked by magic bytes); needs a login or a claim token',
    tags: ['uploads'],
  }),
};
