/**
 * What the composer refuses before sending a photo (src/components/upload-field.tsx `photoProblem`,
 * docs/rules.md R1.13): anything but JPEG, PNG or WebP, and a photo over the upload limit.
 */
import { describe, expect, it } from 'vitest';
import { photoProblem } from '../../../src/components/upload-field';
import { MAX_UPLOAD_BYTES } from '../../../src/domain/uploads';

describe('photoProblem', () => {
  it('lets JPEG, PNG and WebP up to the limit go', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('refuses another type, also a PDF the uploads take, and an unknown one', () => {
    for (const type of ['application/pdf', 'image/gif', 'image/heic', 'text/plain', ''])
      expect(photoProblem({ type, size: 10 })).toBe('photoType');
  });
  it('refuses a photo one byte over the limit', () => {
    expect(photoProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('photoSize');
  });
});
