/**
 * Limits of an upload (docs/rules.md R1.13) that the browser checks before sending and the server
 * enforces (server/services/file-storage.ts): its size and which media types are photos.
 */

/** Largest accepted upload, bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The media types of an upload that is a photo: JPEG, PNG, WebP. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
