/**
 * Islands of the server-rendered public pages (docs/architecture.md § Server rendering): the
 * registry names the module each island loads and the strings it needs; `<Island>` marks its part
 * of the server's HTML (and only there); the islands of one page share the document's history, in
 * which a new query stays in the page and a new path is a document navigation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island, IslandsUsedProvider, RenderModeProvider } from '../../../src/islands/island';
import { EXTRAS, ISLANDS, stringGroups, type IslandName } from '../../../src/islands/registry';
import { documentHistory, ShellLink, useShellLocation } from '../../../src/components/shell-router';
import ru from '../../../src/locales/ru.json';
import en from '../../../src/locales/en.json';

const root = join(__dirname, '../../..');

describe('the island registry', () => {
  it('names, for every island, the module it loads (the key the server preloads); each exists and its string groups do in both languages', () => {
    const source = readFileSync(join(root, 'src/islands/registry.ts'), 'utf8');
    for (const [name, entry] of Object.entries({ ...ISLANDS, extras: EXTRAS })) {
      // The path `load` imports, relative to src/islands/, is the one `src` names.
      const entryText = source.slice(source.indexOf(`src: '${entry.src}'`));
      const imported = /import\('([^']+)'\)/.exec(entryText)?.[1];
      expect(imported, name).toBeDefined();
      expect(join('src/islands', imported!) + '.tsx', name).toBe(entry.src);
      expect(() => readFileSync(join(root, entry.src)), name).not.toThrow();
      if (Array.isArray(entry.strings))
        for (const group of entry.strings) {
          expect(ru, `${name}: ${group}`).toHaveProperty(group);
          expect(en, `${name}: ${group}`).toHaveProperty(group);
        }
    }
  });

  it("puts the extras' strings and those of the page's islands in the page, each group once", () => {
    expect(stringGroups([])).toEqual(['cookies']);
    expect(stringGroups(['header', 'hero-search', 'search-filters', 'header']).sort()).toEqual([
      'cookies',
      'landing',
      'languages',
      'nav',
    ]);
  });
});

function Button({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}
function Outer() {
  return (
    <section>
      <Island name="modal-button" component={Button} props={{ label: 'inner' }} />
    </section>
  );
}

describe('<Island>', () => {
  it("wraps its part in the server's HTML with its name and JSON props", () => {
    const html = renderToString(
      <RenderModeProvider value="static">
        <p>static</p>
        <Island name="modal-button" component={Button} props={{ label: 'Call "me"' }} />
      </RenderModeProvider>,
    );
    expect(html).toBe(
      '<p>static</p><div class="island" data-island="modal-button" data-props="{&quot;label&quot;:&quot;Call \\&quot;me\\&quot;&quot;}"><button type="button">Call &quot;me&quot;</button></div>',
    );
  });

  it('is its component alone in the SPA, and inside another island; the server collects every name', () => {
    expect(renderToString(<Island name="modal-button" component={Button} props={{ label: 'x' }} />)).toBe(
      '<button type="button">x</button>',
    );
    const used = new Set<IslandName>();
    const html = renderToString(
      <RenderModeProvider value="static">
        <IslandsUsedProvider value={used}>
          <Island name="faq" component={Outer} />
        </IslandsUsedProvider>
      </RenderModeProvider>,
    );
    expect(html.match(/data-island=/g)).toHaveLength(1);
    expect(html).toContain('<section><button type="button">inner</button></section>');
    expect([...used].sort()).toEqual(['faq', 'modal-button']);
  });
});

function Where({ id }: { id: string }) {
  const { pathname, search } = useShellLocation();
  return <output data-testid={id}>{pathname + search}</output>;
}

describe("a server-rendered page's history (no router)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('a link to a query of this path stays in the page: a new entry, seen by every island root', async () => {
    window.history.replaceState(null, '', '/objects');
    // Two separate roots, as two islands are.
    render(<ShellLink to="/objects?kind=office">offices</ShellLink>);
    render(<Where id="other" />);
    const before = (window.history.state as { idx: number }).idx;
    fireEvent.click(screen.getByRole('link', { name: 'offices' }));
    expect(screen.getByTestId('other')).toHaveTextContent('/objects?kind=office');
    expect((window.history.state as { idx: number }).idx).toBe(before + 1);
    // Back: the previous entry, for every root.
    await act(async () => {
      // jsdom goes back in a later task and then fires popstate (no fixed wait: slow under load).
      const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
      window.history.back();
      await popped;
    });
    expect(screen.getByTestId('other')).toHaveTextContent(/^\/objects$/);
  });

  it('a link to another path leaves the page (the server renders the next one)', () => {
    window.history.replaceState(null, '', '/');
    const leave = vi.spyOn(documentHistory, 'leave').mockImplementation(() => {});
    const push = vi.spyOn(window.history, 'pushState');
    render(<ShellLink to="/news">news</ShellLink>);
    fireEvent.click(screen.getByRole('link', { name: 'news' }));
    expect(leave).toHaveBeenCalledWith(`${window.location.origin}/news`, false);
    expect(push).not.toHaveBeenCalled();
  });
});
