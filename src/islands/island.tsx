/**
 * Islands (docs/architecture.md § Server rendering): a server-rendered public page is HTML; only
 * its interactive parts — islands — get JavaScript. `<Island name component props>` marks such a
 * part in the server's render: its markup is wrapped in `<div class="island" data-island=NAME
 * data-props=JSON>`, which the browser hydrates on its own (`hydrateRoot` per island,
 * ./boot.tsx) with the module of {@link ISLANDS}[NAME]. Everything outside any island stays the
 * server's HTML and loads no code.
 *
 * The render mode says which of three places a component is drawn in:
 * - `spa`: the client-rendered app (account area, login, or a page the server did not render);
 *   an `Island` is just its component there;
 * - `static`: the server's render of a public page; an `Island` adds its wrapper;
 * - `island`: inside an island (on the server or hydrating in the browser); a nested `Island` is
 *   part of the outer one.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName } from './registry';

/** Where a component is drawn (see the module's comment). */
export type RenderMode = 'spa' | 'static' | 'island';

const ModeContext = createContext<RenderMode>('spa');

/** Gives a subtree its {@link RenderMode} (the server render: `static`; an island root: `island`). */
export const RenderModeProvider = ModeContext.Provider;

/** The {@link RenderMode} of the calling component. */
export const useRenderMode = (): RenderMode => useContext(ModeContext);

const UsedContext = createContext<Set<IslandName> | null>(null);

/** Collects the names of the islands a server render draws (nested ones too: their strings go in the page). */
export const IslandsUsedProvider = UsedContext.Provider;

/**
 * An interactive part of a server-rendered page.
 * @param name the island's module in {@link ISLANDS} (./registry.ts); its default export must be `component`.
 * @param props the component's props: JSON only (they travel in the `data-props` attribute).
 * @param inline wrap in a `<span>` (inside a paragraph) instead of a `<div>`; both are `display: contents`.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  inline,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props?: P;
  inline?: boolean;
}) {
  const mode = useRenderMode();
  useContext(UsedContext)?.add(name);
  const part = <Component {...((props ?? {}) as P)} />;
  if (mode !== 'static') return part;
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      className="island"
      data-island={name}
      data-props={props && Object.keys(props).length ? JSON.stringify(props) : undefined}
    >
      <RenderModeProvider value="island">{part}</RenderModeProvider>
    </Tag>
  );
}
