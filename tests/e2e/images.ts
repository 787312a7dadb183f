/**
 * Test pictures for the browser tests' uploads (docs/rules.md R1.13: JPEG, PNG, WebP checked by
 * their first bytes).
 */

/** A 1×1 PNG: an upload the server takes as an image, and a picture that loads (naturalWidth 1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
