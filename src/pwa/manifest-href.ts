/**
 * The web app manifest's URL for a page in `lang` (ru for anything but `en`); kept apart from
 * ./manifest.ts so that the pages carry no manifest contents (docs/architecture.md § The installable app).
 */
export const manifestHref = (lang: string): string => `/manifest.${lang === 'en' ? 'en' : 'ru'}.webmanifest`;
