/**
 * One resource module from its pages (docs/architecture.md § The SPA, § How to add a resource): a
 * resource folder's `index.ts` names each page once — its Refine action or its own key, and the
 * `import()` of its file — and the paths, title keys and the resource's action paths follow the
 * conventions below, so no path or title is written twice.
 */
import type { ResourceModule, ResourceMeta } from './resources';
import type { PageRoute } from './routes';
import type { LazyPage } from './components/lazy-page';

/** The loader of a page: a dynamic `import()` of a file of the resource's folder (Vite splits it). */
export type PageLoad = () => Promise<{ default: import('react').ComponentType }>;

/** A page the conventions do not fully fit: its own path and/or title key. */
export interface PageOverride {
  /** The page's path: absolute (`/request-repair`) or relative to the module's `base` (`:id/add-agent`). */
  path?: string;
  /** The i18n key of its title, when not `<name>.titles.<key>`. */
  title?: string;
  load: PageLoad;
}

/** A page: its loader alone when the conventions fit, else {@link PageOverride}. */
export type PageSpec = PageLoad | PageOverride;

/** Refine's actions and their paths under the module's base. */
const ACTION_PATHS = { list: '', create: '/create', show: '/:id', edit: '/:id/edit' } as const;
type Action = keyof typeof ACTION_PATHS;
const isAction = (key: string): key is Action => key in ACTION_PATHS;

/** What a resource folder states: its name, the list's path, the sider's meta and its pages. */
export interface ModuleSpec {
  /** The Refine resource's name (and the prefix of its title keys, `<name>.titles.<key>`). */
  name: string;
  /** The list's path; `create`, `show` and `edit` are `<base>/create`, `<base>/:id`, `<base>/:id/edit`. */
  base: string;
  /** Icon, roles (`rolesFor(<policy row>, 'list')`), sider group. */
  meta: ResourceMeta;
  /** Refine's `identifier` when it differs from the name. */
  identifier?: string;
  /**
   * The pages in route order, keyed by Refine action (`list`, `create`, `show`, `edit`: the
   * resource's action paths) or by a key of their own (its title `<name>.titles.<key>`; a path is
   * then required).
   */
  pages: Record<string, PageSpec>;
}

/**
 * The module of one resource folder: the Refine resource with its action paths and meta, and one
 * route per page, each a lazy page of `page` (`lazyPages(<areas>)`, src/components/lazy-page.ts).
 * Pages given the same loader share one lazy component.
 * @throws Error at load when a page that is not a Refine action has no path (a mistake in the folder).
 */
export function resourceModule(page: (load: PageLoad) => LazyPage, spec: ModuleSpec): ResourceModule {
  const resource: ResourceModule['resource'] = { name: spec.name, meta: spec.meta };
  if (spec.identifier) resource.identifier = spec.identifier;
  // One lazy page per loader: pages that share a loader share their component.
  const lazyOf = new Map<PageLoad, LazyPage>();
  const routes: PageRoute[] = Object.entries(spec.pages).map(([key, s]) => {
    const { path, title, load } = typeof s === 'function' ? { load: s, path: undefined, title: undefined } : s;
    const full =
      path === undefined
        ? isAction(key)
          ? spec.base + ACTION_PATHS[key]
          : undefined
        : path.startsWith('/')
          ? path
          : `${spec.base}/${path}`;
    if (full === undefined) throw new Error(`${spec.name}: the page "${key}" needs a path`);
    if (isAction(key)) resource[key] = full;
    if (!lazyOf.has(load)) lazyOf.set(load, page(load));
    return { path: full, titleKey: title ?? `${spec.name}.titles.${key}`, Component: lazyOf.get(load)! };
  });
  return { resource, routes };
}
