/**
 * Layout platform by viewport width (docs/rules.md R8.6 "Layout platform: mobile under 768px width, tablet
 * under 1096px, desktop otherwise. It changes on window resize and switches a body class";
 * breakpoints 768 px (mobile) and 1096 px (tablet)).
 *
 * @module
 */

/** Widths below this (in CSS px) are `mobile` (docs/rules.md R8.6). */
export const MOBILE_MAX = 768;

/** Widths below this (in CSS px), and at least {@link MOBILE_MAX}, are `tablet` (docs/rules.md R8.6). */
export const TABLET_MAX = 1096;

/** All platforms, narrowest first. */
export const PLATFORMS = ['mobile', 'tablet', 'desktop'] as const;

/** Layout platform. */
export type Platform = (typeof PLATFORMS)[number];

/**
 * Body class per platform (our naming); the app sets exactly one of them on `<body>`.
 */
export const PLATFORM_CLASSES: Readonly<Record<Platform, string>> = {
  mobile: 'platform-mobile',
  tablet: 'platform-tablet',
  desktop: 'platform-desktop',
};

/**
 * Platform for a viewport width in CSS pixels: `mobile` when width < 768, `tablet` when
 * width < 1096, `desktop` otherwise (so exactly 768 is tablet, exactly 1096 is desktop).
 * A non-finite width (NaN, Infinity) gives `desktop`.
 */
export function platformFor(widthPx: number): Platform {
  if (!Number.isFinite(widthPx)) return 'desktop';
  if (widthPx < MOBILE_MAX) return 'mobile';
  if (widthPx < TABLET_MAX) return 'tablet';
  return 'desktop';
}
