/**
 * The web app manifests (docs/architecture.md § The installable app): one per language,
 * `/manifest.ru.webmanifest` and `/manifest.en.webmanifest`, written by the build (vite.config.ts)
 * from this module; every page links the one of its language (the server-rendered head:
 * server/ssr.ts; the SPA: src/components/route-meta.tsx). Both share `id`, so the installed app is
 * the same whichever language it was installed in. Colours come from the theme (src/theme.ts);
 * names from the locales (`pwa.*`); icons from scripts/gen-icons.ts.
 */
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import type { Language } from '../locales/resources';
import { publicTheme } from '../theme';

export { manifestHref } from './manifest-href';

/** The PNG icons in public/icons (scripts/gen-icons.ts): `any` and `maskable`, 192 and 512 px. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The manifest of `lang` (https://www.w3.org/TR/appmanifest/): opens at the account's dashboard
 * (a visitor without a session is asked to log in there), standalone, scope the whole site.
 */
export function webManifest(lang: Language) {
  const t = (lang === 'en' ? en : ru).pwa;
  return {
    id: '/',
    lang,
    dir: 'ltr',
    name: t.name,
    short_name: t.shortName,
    description: t.description,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: publicTheme.token!.colorPrimary!,
    background_color: publicTheme.components!.Layout!.bodyBg!,
    icons: MANIFEST_ICONS,
  };
}
