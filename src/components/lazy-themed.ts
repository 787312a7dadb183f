/**
 * `React.lazy` for parts of the public site that draw antd components: the part's module and the
 * theme provider (./themed.tsx) load together, and the part renders inside {@link Themed}. Used
 * by the route table, the modals, the mobile menu and the shell's extras, so the antd theme is
 * everywhere antd is, and nowhere on the landing's first paint. The whole dictionary comes with
 * such a part too: a server-rendered page's islands start with only their own strings
 * (src/islands/strings.ts); and so does React Router, around a part drawn where there is no
 * router (in an island: src/islands/with-router.tsx).
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAllStrings } from '../islands/strings';

let themeModule: Promise<typeof import('./themed')> | undefined;

/** Loads the theme provider's module once (also awaited before hydrating a themed page). */
export const loadTheme = () => (themeModule ??= import('./themed'));

/**
 * A lazy component: `pick(module)` rendered inside the theme provider.
 * @param load - the module's dynamic import.
 * @param pick - the component of the module (default: its default export).
 */
export function lazyThemed<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>>;
export function lazyThemed<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>>;
export function lazyThemed<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P> = (m) => (m as { default: ComponentType<P> }).default,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [m, { Themed }, { withRouter }] = await Promise.all([
      load(),
      loadTheme(),
      import('../islands/with-router'),
      loadAllStrings(),
    ]);
    const Part = withRouter(pick(m));
    const ThemedPart = (props: P) => createElement(Themed, null, createElement(Part, props));
    ThemedPart.displayName = `Themed(${Part.displayName ?? Part.name ?? 'part'})`;
    return { default: ThemedPart };
  });
}
