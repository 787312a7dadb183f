/**
 * Issue 35 item 18, labels a person reads: two sider items of one group never share a name (the
 * back office had two "Заявки": /backoffice/forms and /backoffice/requests), in either language;
 * and a row's state tag names the row's own state, never a filter's label (a filter names a set,
 * "Открытые", a tag one row, "Открыт").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceModules, resourcesOf, type ResourceModule } from '../../src/resources';
import { backofficeModules } from '../../src/resources-backoffice';
import i18n from '../../src/i18n';

// The labels as the sider reads them: the account area's `menu.*` and every area's own `menu.json`
// (src/locales/areas/index.ts; tests/unit/setup.ts loads every area in both languages).

describe('sider labels', () => {
  const modules: ResourceModule[] = [...resourceModules, ...backofficeModules];
  it.each(['ru', 'en'] as const)('%s: every sider item has a label of its own within its group', (lang) => {
    const t = i18n.getFixedT(lang);
    const resources = resourcesOf(modules, (k: string) => (i18n.exists(k, { lng: lang }) ? t(k) : k));
    const byGroup = new Map<string, string[]>();
    for (const r of resources) {
      if (!r.list) continue; // a group header or a resource without a page of its own
      const group = String(r.meta?.parent ?? '');
      const label = String(r.meta?.label);
      expect(label, `menu.${r.name}`).not.toBe(`menu.${r.name}`);
      byGroup.set(group, [...(byGroup.get(group) ?? []), label]);
    }
    for (const [group, labels] of byGroup) {
      const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
      expect(twice, `group "${group}" shows the same label twice`).toEqual([]);
    }
    expect(byGroup.get('backoffice')?.length).toBeGreaterThan(10);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) ? [path] : [];
  });
}

describe('state tags', () => {
  it("no Tag draws a filter's label (a set's plural name) as a row's state", () => {
    const root = process.cwd();
    const offenders = ['resources', 'src']
      .flatMap((d) => sources(join(root, d)))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(/<Tag\b[^>]*>\s*\{t\(\s*[`'"][^`'"]*\.filters?\.[^`'"]*[`'"]/g)].map(
          (m) => `${relative(root, file)}: ${m[0]}`,
        );
      });
    expect(offenders).toEqual([]);
  });
});
