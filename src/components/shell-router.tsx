/**
 * Navigation for the light shell's parts that are islands of server-rendered pages (the header's
 * actions, the hero's search, the cookie banner, the `?m=` modals and the feedback timer:
 * docs/architecture.md § Server rendering), without React Router's code, which those pages do not
 * need. Links ({@link ShellLink}, {@link ShellNavLink}) and hooks ({@link useShellLocation},
 * {@link useShellNavigate}) read a navigation context:
 * - in the SPA and in the server's render, React Router's (./shell-router-rr.tsx
 *   `RouterNavigation`, placed by src/App.tsx), so they behave as React Router's own;
 * - on a server-rendered page, by default, the document's history ({@link documentHistory}),
 *   shared by every island root: a change of the query, hash or state stays in the page
 *   (`history.pushState`, entries `{ usr, key, idx }` as React Router's `BrowserRouter` writes
 *   them); a change of the path is a document navigation (the server renders the next page).
 *   Islands that use React Router (the search, the object page) get its `<Router>` over the same
 *   history (src/islands/with-router.tsx).
 * Paths given to these links and `navigate` are absolute (`/news`, `?m=callback` on the current path).
 */
import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** Where the page is: React Router's `Location` shape. */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** How a navigation is made: React Router's `navigate` options that the shell uses. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A navigation: a path (absolute, or a query/hash on the current path) or a step in history (-1). */
export type Navigate = (to: string | number, options?: NavigateOptions) => void;

/** What {@link useShellLocation} and {@link useShellNavigate} read. */
export interface ShellNavigation {
  location: ShellLocation;
  navigate: Navigate;
}

const NavigationContext = createContext<ShellNavigation | null>(null);

/** Gives the shell's links and hooks a navigation (React Router's, ./shell-router-rr.tsx). */
export const ShellNavigationProvider = NavigationContext.Provider;

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The navigation actions of React Router (`NavigationType`). */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

const listeners = new Set<() => void>();
let current: ShellLocation | undefined;
let lastAction: HistoryAction = 'POP';

const historyState = () => (window.history.state ?? {}) as HistoryState;

function read(): ShellLocation {
  const s = historyState();
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: s.usr ?? null,
    key: s.key ?? 'default',
  };
}

function changed(action: HistoryAction) {
  lastAction = action;
  current = read();
  listeners.forEach((l) => l());
}

function install() {
  if (current) return;
  // As BrowserRouter does: the entry the page opened with gets index 0.
  if (historyState().idx == null) window.history.replaceState({ ...historyState(), idx: 0 }, '');
  current = read();
  window.addEventListener('popstate', () => changed('POP'));
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

/** A path, or React Router's `{ pathname, search, hash }`, as a string. */
const toHref = (to: string | { pathname?: string; search?: string; hash?: string }) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/**
 * The document's history on a server-rendered page (see the module's comment); its `navigator`
 * has the shape of React Router's `Navigator`, so a `<Router>` can run over it.
 */
export const documentHistory = {
  subscribe(listener: () => void): () => void {
    install();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  location(): ShellLocation {
    install();
    return current!;
  },
  action: (): HistoryAction => lastAction,
  /** Leaves the page for `href` (a document navigation; replaceable in tests, where jsdom cannot navigate). */
  leave(href: string, replace: boolean) {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
  },
  navigator: {
    createHref: toHref,
    go: (delta: number) => window.history.go(delta),
    push(to: string | { pathname?: string; search?: string; hash?: string }, state?: unknown) {
      install();
      const url = new URL(toHref(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname)
        return documentHistory.leave(url.href, false);
      window.history.pushState({ usr: state, key: randomKey(), idx: (historyState().idx ?? 0) + 1 }, '', url.href);
      changed('PUSH');
    },
    replace(to: string | { pathname?: string; search?: string; hash?: string }, state?: unknown) {
      install();
      const url = new URL(toHref(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname)
        return documentHistory.leave(url.href, true);
      window.history.replaceState({ usr: state, key: randomKey(), idx: historyState().idx ?? 0 }, '', url.href);
      changed('REPLACE');
    },
  },
};

const documentNavigate: Navigate = (to, options) => {
  if (typeof to === 'number') return documentHistory.navigator.go(to);
  if (options?.replace) documentHistory.navigator.replace(to, options.state);
  else documentHistory.navigator.push(to, options?.state);
};

/** The current location (React Router's in the SPA and on the server; the document's on a rendered page). */
export function useShellLocation(): ShellLocation {
  const nav = useContext(NavigationContext);
  // Always subscribed (hooks keep their order); the document's history is read only without a router.
  const doc = useSyncExternalStore(
    documentHistory.subscribe,
    nav ? () => nav.location : documentHistory.location,
    nav ? () => nav.location : documentHistory.location,
  );
  return nav?.location ?? doc;
}

/** `navigate(to, { replace, state })` or `navigate(-1)`, as React Router's `useNavigate`. */
export function useShellNavigate(): Navigate {
  return useContext(NavigationContext)?.navigate ?? documentNavigate;
}

const modified = (e: MouseEvent) => e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

/** Props of {@link ShellLink}: an `<a>`'s, with `to` for `href`. */
export type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  children?: ReactNode;
};

/**
 * A link that navigates in the page as React Router's `Link` does (a plain left click, no
 * `target`); a modified click, or one before any script, is the browser's.
 */
export function ShellLink({ to, replace, state, onClick, target, ...rest }: ShellLinkProps) {
  const navigate = useShellNavigate();
  const location = useShellLocation();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self') || modified(e)) return;
    e.preventDefault();
    // As React Router: a link to where the page already is replaces the entry.
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a {...rest} href={to} target={target} onClick={click} />;
}

/**
 * {@link ShellLink} that is `aria-current="page"` and has the class `active` on its path and the
 * paths below it, as React Router's `NavLink`.
 */
export function ShellNavLink({ className, ...props }: ShellLinkProps) {
  const { pathname } = useShellLocation();
  const path = props.to.split(/[?#]/)[0];
  const active =
    pathname.toLowerCase() === path.toLowerCase() ||
    (pathname.toLowerCase().startsWith(path.toLowerCase()) && pathname.charAt(path.length) === '/');
  return (
    <ShellLink
      {...props}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
