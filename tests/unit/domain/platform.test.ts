import { describe, it, expect } from 'vitest';
import { MOBILE_MAX, PLATFORMS, PLATFORM_CLASSES, TABLET_MAX, platformFor } from '../../../src/domain/platform';

describe('platformFor (R8.6 breakpoints)', () => {
  it('breakpoints', () => {
    expect(MOBILE_MAX).toBe(768);
    expect(TABLET_MAX).toBe(1096);
  });
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [1000, 'tablet'],
    [1095, 'tablet'],
    [1096, 'desktop'],
    [1920, 'desktop'],
    [Number.NaN, 'desktop'],
    [Number.POSITIVE_INFINITY, 'desktop'],
  ])('%s px → %s', (w, p) => {
    expect(platformFor(w)).toBe(p);
  });
  it('has a distinct body class per platform', () => {
    const classes = PLATFORMS.map((p) => PLATFORM_CLASSES[p]);
    expect(new Set(classes).size).toBe(3);
    for (const c of classes) expect(c).toMatch(/^[a-z][a-z-]*$/);
  });
});
