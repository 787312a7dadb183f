/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: react-i18next's
 * `useTranslation` imports the shim (a fallback for React < 18) into the landing's first scripts;
 * `vite.config.ts` aliases the shim's path here, so the landing carries React's own hook only
 * (`npm run size`, scripts/size.ts).
 */
export { useSyncExternalStore } from 'react';
