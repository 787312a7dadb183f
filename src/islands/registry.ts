/**
 * Every island a server-rendered page may carry (./island.tsx), by name: the module whose default
 * export is the island's component (`load`) and its source path (`src`, the key of the module in
 * Vite's manifest: the server preloads the modules of the islands a page has, server/ssr.ts;
 * tests/unit/components/islands.test.tsx checks both name the same module). `extras` is not in the server's
 * HTML: the browser mounts it on every rendered page (the cookie banner, the feedback timer and the
 * `?m=` modals, docs/rules.md R6.6, R6.7, R6.11).
 */
import type { ComponentType } from 'react';

/** An island's module. */
export interface IslandModule {
  src: string;
  /**
   * The top-level groups of the dictionary (src/locales/ru.json) it draws: the server puts them in
   * the page (src/islands/strings.ts); an antd part inside it loads the whole dictionary itself.
   * `all`: the island needs the whole dictionary before it hydrates (a form, the search).
   */
  strings: string[] | 'all';
  /**
   * When it hydrates (issue 41 item 1): `eager` (the default) with the page, in document order;
   * `interaction` only when the visitor touches it (pointer, focus, key) or another island changes
   * the address — until then it is the server's HTML, whose links work without script. Its module
   * is still loaded with the page, so a touch hydrates at once and React replays the click. A
   * function chooses by the page's query (the search's plan view loads its buildings' details in
   * the browser, so it hydrates with the page).
   */
  hydrate?: 'eager' | 'interaction' | ((search: URLSearchParams) => 'eager' | 'interaction');
  // Props are whatever the island's component takes; they come from JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
}

export const ISLANDS = {
  header: {
    src: 'src/layouts/public-header-actions.tsx',
    strings: ['nav', 'languages'],
    load: () => import('../layouts/public-header-actions'),
  },
  'hero-search': {
    src: 'src/pages/landing-hero-search.tsx',
    strings: ['landing'],
    load: () => import('../pages/landing-hero-search'),
  },
  'modal-button': {
    src: 'src/components/shell-modal-button.tsx',
    strings: [],
    load: () => import('../components/shell-modal-button'),
  },
  faq: { src: 'src/pages/site/faq.tsx', strings: 'all', load: () => import('../pages/site/faq') },
  'promo-copy': {
    src: 'src/pages/site/promo-copy.tsx',
    strings: 'all',
    load: () => import('../pages/site/promo-copy'),
  },
  'ask-question': {
    src: 'src/pages/site/ask-question.tsx',
    strings: 'all',
    load: () => import('../pages/site/ask-question'),
  },
  // The search's three islands share their module (src/pages/objects/search.tsx).
  'search-filters': {
    src: 'src/pages/objects/search.tsx',
    strings: 'all',
    load: () => import('../pages/objects/search').then((m) => ({ default: m.SearchFiltersIsland })),
  },
  // The count, the sorting and the view: the server's HTML until touched or until the search changes.
  'search-toolbar': {
    src: 'src/pages/objects/search.tsx',
    strings: 'all',
    hydrate: 'interaction',
    load: () => import('../pages/objects/search').then((m) => ({ default: m.SearchToolbarIsland })),
  },
  // The results are links and a pager: the server's HTML until touched or until the search changes;
  // the plan view hydrates with the page (its markers and map links come from the browser's requests).
  'search-results': {
    src: 'src/pages/objects/search.tsx',
    strings: 'all',
    hydrate: (search) => (search.get('view') === 'map' ? 'eager' : 'interaction'),
    load: () => import('../pages/objects/search').then((m) => ({ default: m.SearchResultsIsland })),
  },
  // An object page's photos, calendar and further reviews answer a touch; the booking card is eager.
  'object-gallery': {
    src: 'src/pages/objects/object-gallery.tsx',
    strings: 'all',
    hydrate: 'interaction',
    load: () => import('../pages/objects/object-gallery'),
  },
  'object-calendar': {
    src: 'src/pages/objects/object-calendar.tsx',
    strings: 'all',
    hydrate: 'interaction',
    load: () => import('../pages/objects/object-calendar'),
  },
  // The next pages of an object's reviews (docs/rules.md R24.7).
  'object-reviews-more': {
    src: 'src/pages/objects/object-reviews-more.tsx',
    strings: ['objects'],
    hydrate: 'interaction',
    load: () => import('../pages/objects/object-reviews-more'),
  },
  'object-booking': {
    src: 'src/pages/objects/object-booking.tsx',
    strings: 'all',
    load: () => import('../pages/objects/object-booking'),
  },
  retry: {
    src: 'src/components/shell-retry.tsx',
    strings: ['common'],
    load: () => import('../components/shell-retry'),
  },
  // /mobile-app's install block (docs/rules.md R19.1): the browser's prompt, the iOS steps.
  'install-app': {
    src: 'src/pwa/install-app.tsx',
    strings: ['pwa'],
    load: () => import('../pwa/install-app'),
  },
  'load-error': {
    src: 'src/pages/site/load-error-island.tsx',
    strings: [],
    load: () => import('../pages/site/load-error-island'),
  },
} satisfies Record<string, IslandModule>;

/** The name of an island. */
export type IslandName = keyof typeof ISLANDS;

/** The parts every rendered page mounts in the browser after its islands (see the module's comment). */
export const EXTRAS: IslandModule = {
  src: 'src/islands/extras.tsx',
  strings: ['cookies'],
  load: () => import('./extras'),
};

/** The dictionary groups a page with the islands `names` needs (theirs and the extras'). */
export function stringGroups(names: Iterable<string>): string[] {
  const groups = new Set<string>(EXTRAS.strings);
  for (const n of names) {
    const strings = (ISLANDS as Record<string, IslandModule>)[n]?.strings;
    if (Array.isArray(strings)) strings.forEach((g) => groups.add(g));
  }
  return [...groups];
}
