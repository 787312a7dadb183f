/**
 * Lazy pages of a resource module that arrive with their strings (docs/architecture.md § The SPA):
 * the page's code and the locale areas it draws from (src/locales/areas) load in parallel, and the
 * page renders once both are there, so it never shows a raw key. A resource's `index.ts` declares
 * its areas once: `const page = lazyPages('utility-accounts')`, then `Component: page(() => import('./show'))`.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LocaleArea } from '../locales/areas';

/** A page module: its default export is the page. */
type PageModule = { default: ComponentType };

let loadStrings: ((...areas: LocaleArea[]) => Promise<void>) | undefined;

/**
 * Gives the loader of locale areas (`loadAreas` of src/locales/areas), called by the Refine root
 * (src/refine-app.tsx) when it loads. Not imported here: resource modules are also read outside
 * the browser (the server's route table, the browser tests' list of screens), where the strings'
 * JSON files cannot be imported; a page's load starts (and is registered with i18next) at once.
 */
export function provideAreaLoader(load: (...areas: LocaleArea[]) => Promise<void>): void {
  loadStrings = load;
}

/** A lazy page with `preload`: starts loading its code and strings without rendering it. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<PageModule> };

/**
 * A factory of lazy pages loaded with the strings of `areas` (besides `account`, which the
 * Refine root loads for every signed-in screen). The Refine root preloads the page of the address
 * it starts on, so the page and its strings load while the session is checked.
 */
export function lazyPages(...areas: LocaleArea[]) {
  return (load: () => Promise<PageModule>): LazyPage => {
    let loading: Promise<PageModule> | undefined;
    const preload = () => (loading ??= Promise.all([load(), loadStrings?.(...areas)]).then(([page]) => page));
    return Object.assign(lazy(preload), { preload });
  };
}
