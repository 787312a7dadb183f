/**
 * Lazy pages of a resource module that arrive with their strings (docs/architecture.md § The SPA):
 * the page's code and the locale areas it draws from (src/locales/areas) load in parallel, and the
 * page renders once both are there, so it never shows a raw key. A resource's `index.ts` declares
 * its areas once: `const page = lazyPages('bills')`, then `Component: page(() => import('./show'))`.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAreas, type LocaleArea } from '../locales/areas';

/** A page module: its default export is the page. */
type PageModule = { default: ComponentType };

/**
 * A factory of lazy pages loaded with the strings of `areas` (besides `account`, which the
 * Refine root loads for every signed-in screen).
 */
export function lazyPages(...areas: LocaleArea[]) {
  return (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> =>
    lazy(() => Promise.all([load(), loadAreas(...areas)]).then(([page]) => page));
}
