/**
 * The typed seam's counts (docs/architecture.md § The typed seam), part of `npm run lint`: each
 * must be 0, and the script exits 1 when one is not. It prints:
 * - `app/v1/` URL strings written by hand in pages (`resources/`, `src/pages`, `src/components`):
 *   string and template literals only, not comments, and URLs built on `useApiUrl()` / `API_URL`;
 * - answer generics at Refine's custom hooks (`useCustom<…>`, `useCustomMutation<…>`) there;
 * - hand-stated generics on Refine's data hooks (`useTable<Row>`, `useShow<Detail>`, `useForm<…>`,
 *   `useSelect<…>`, `useList`, `useOne`, `useModalForm`…) there: a page names the endpoint once
 *   (`useEndpointTable(api['utility-accounts'].list)`, providers/endpoint-tables.ts) and the types follow;
 * - `as never` / `as object` casts in `providers/` and `formProps as object` in pages (the typed
 *   hooks hand out props that fit without them);
 * - escapes from the types in `providers/` and `resources/`: `as unknown as`, `as any`,
 *   `@ts-expect-error`, `@ts-ignore` (the helpers are typed by generic constraints and overloads);
 * - `setFields` calls (server errors land under fields by Refine's `useForm`, not by hand);
 * - imports of an entity's `components/` from outside its home (`resources/<x>/` and its back-office
 *   twins, `entityOf`), over every client folder, and entity folders left in `src/components/`;
 * - filter bars built by hand: `{...searchFormProps}` spread anywhere but the back office's one
 *   `FilterBar` (src/components/backoffice/filter-bar.tsx);
 * - runtime import cycles over `server/`, `src/`, `providers/`, `resources/` (dpdm, type-only
 *   imports left out);
 * - source files over 350 lines (scripts/file-lengths.ts).
 *
 *   npm run seam            # print; exit 1 when any count is not 0
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import ts from 'typescript';
import { longFilesInTree, MAX_LINES } from './file-lengths';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const p = join(dir, name);
    if (statSync(join(root, p)).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

/** One finding: where, and what. */
export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Walks one file's AST, calling `visit` on every node. */
function walk(file: string, visit: (node: ts.Node, sf: ts.SourceFile) => void): void {
  const text = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const go = (n: ts.Node) => {
    visit(n, sf);
    ts.forEachChild(n, go);
  };
  go(sf);
}

const at = (sf: ts.SourceFile, n: ts.Node, file: string): Finding => ({
  file,
  line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
  text: n.getText(sf).slice(0, 120),
});

/** Refine's data hooks (@refinedev/core, @refinedev/antd) whose generics the endpoint hooks infer. */
const REFINE_DATA_HOOKS = new Set([
  'useTable',
  'useShow',
  'useForm',
  'useModalForm',
  'useDrawerForm',
  'useStepsForm',
  'useSelect',
  'useList',
  'useInfiniteList',
  'useOne',
  'useMany',
  'useSimpleList',
]);

/**
 * Back-office resources whose folder is not `backoffice-<entity>`: the entity whose `components/`
 * each may import (docs/architecture.md § Layout, issue 36 point 4). The utility screens
 * (`backoffice-utility-*`) belong to the tenant's utility accounts, `UTILITY_ENTITY`.
 */
export const BACKOFFICE_ENTITY: Readonly<Record<string, string>> = {
  'backoffice-applications': 'owner-rooms',
  'backoffice-requests': 'service-requests',
  'backoffice-service-orders': 'requested-services',
};

/** The resource folder of the tenant's utility accounts, home of the back office's `backoffice-utility-*`. */
export const UTILITY_ENTITY = 'utility-accounts';

/**
 * The entity a resource folder belongs to: `backoffice-rents` → `rents`, `backoffice-utility-*` →
 * `UTILITY_ENTITY`, the names of `BACKOFFICE_ENTITY`; a back-office resource with no account
 * twin (`backoffice-audit`) and every account resource are their own entity.
 */
export function entityOf(resource: string): string {
  const named = BACKOFFICE_ENTITY[resource];
  if (named) return named;
  if (resource.startsWith('backoffice-utility-')) return UTILITY_ENTITY;
  const twin = /^backoffice-(.+)$/.exec(resource)?.[1];
  return twin && existsSync(join(root, 'resources', twin)) ? twin : resource;
}

/** The relative module specifier of an import, a re-export or a dynamic `import()`, if `n` is one. */
function relativeImport(n: ts.Node): string | undefined {
  let spec: ts.Expression | undefined;
  if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier) spec = n.moduleSpecifier;
  else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) spec = n.arguments[0];
  return spec && ts.isStringLiteral(spec) && spec.text.startsWith('.') ? spec.text : undefined;
}

/**
 * Does `file` (repository-relative) import past another entity's home with `spec`? A file may
 * import `resources/<x>/components/…` only from inside `resources/<x>/` or a back-office resource
 * of the same entity (`entityOf`); anything else (another entity, src/pages, src/layouts,
 * src/components, providers/) goes through the entity's public surface, `resources/<x>/widgets.ts` and `forms.ts`.
 */
export function crossesHome(file: string, spec: string): boolean {
  const target = relative(root, resolve(root, dirname(file), spec)).split(sep);
  if (target[0] !== 'resources' || target[2] !== 'components') return false;
  const from = file.split(sep);
  return !(from[0] === 'resources' && (from[1] === target[1] || entityOf(from[1]) === target[1]));
}

/**
 * Folders of `src/components/` named after an entity (a resource's folder, or the twin of a
 * back-office one): an entity's parts live in `resources/<entity>/components/`, and
 * `src/components/` keeps what several entities share. `src/components/backoffice/` is the
 * back office's shared kit (filter bar, record cards, CSV export…), used by every back-office list
 * and a few account lists, not an entity.
 */
export function entityFolders(): Finding[] {
  const resources = new Set(readdirSync(join(root, 'resources')));
  return readdirSync(join(root, 'src/components'))
    .filter((name) => name !== 'backoffice' && statSync(join(root, 'src/components', name)).isDirectory())
    .filter((name) => resources.has(name) || resources.has(`backoffice-${name}`))
    .map((name) => ({ file: join('src/components', name), line: 0, text: 'an entity folder in src/components/' }));
}

/** The back office's one filter bar; no other page spreads `useTable`'s `searchFormProps` into a form of its own. */
const FILTER_BAR = join('src', 'components', 'backoffice', 'filter-bar.tsx');

/** Computes every count but the cycles. */
export function seamFindings(): Record<
  | 'urls'
  | 'generics'
  | 'refineGenerics'
  | 'casts'
  | 'escapes'
  | 'setFields'
  | 'crossImports'
  | 'entityFolders'
  | 'filterBars',
  Finding[]
> {
  const pages = [...files('resources'), ...files('src/pages'), ...files('src/components')];
  const client = new Set(pages);
  const urls: Finding[] = [];
  const generics: Finding[] = [];
  const setFields: Finding[] = [];
  const crossImports: Finding[] = [];
  const filterBars: Finding[] = [];
  const refineGenerics: Finding[] = [];
  const casts: Finding[] = [];
  const escapes: Finding[] = [];
  const isCast = (n: ts.Node): n is ts.AsExpression =>
    ts.isAsExpression(n) && (n.type.kind === ts.SyntaxKind.NeverKeyword || n.type.kind === ts.SyntaxKind.ObjectKeyword);
  const isAny = (n: ts.Node) =>
    ts.isAsExpression(n) &&
    (n.type.kind === ts.SyntaxKind.AnyKeyword ||
      (n.type.kind === ts.SyntaxKind.UnknownKeyword && ts.isAsExpression(n.parent)));
  for (const file of files('providers'))
    walk(file, (n, sf) => {
      if (isCast(n)) casts.push(at(sf, n, file));
    });
  for (const file of [...files('providers'), ...files('resources')]) {
    // `x as unknown as T` is an `as T` whose expression is `x as unknown`: counted once, at the inner.
    walk(file, (n, sf) => {
      if (isAny(n)) escapes.push(at(sf, n, file));
    });
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (/@ts-(expect-error|ignore)/.test(text)) escapes.push({ file, line: i + 1, text: text.trim() });
      });
  }
  for (const file of pages) {
    walk(file, (n, sf) => {
      if (
        (ts.isStringLiteral(n) ||
          ts.isNoSubstitutionTemplateLiteral(n) ||
          ts.isTemplateHead(n) ||
          ts.isTemplateMiddle(n) ||
          ts.isTemplateTail(n)) &&
        n.text.includes('app/v1/')
      )
        urls.push(at(sf, n, file));
      // A URL built on Refine's API base (`${useApiUrl()}/bills`, `${API_URL}/…`) is as hand-written.
      if (ts.isIdentifier(n) && (n.text === 'useApiUrl' || n.text === 'API_URL') && !ts.isImportSpecifier(n.parent))
        urls.push(at(sf, n.parent, file));
      if (
        ts.isCallExpression(n) &&
        n.typeArguments?.length &&
        ts.isIdentifier(n.expression) &&
        /^useCustom(Mutation)?$/.test(n.expression.text)
      )
        generics.push(at(sf, n, file));
      if (
        ts.isCallExpression(n) &&
        n.typeArguments?.length &&
        ts.isIdentifier(n.expression) &&
        REFINE_DATA_HOOKS.has(n.expression.text)
      )
        refineGenerics.push(at(sf, n, file));
      if (isCast(n) && /formProps$/.test(n.expression.getText(sf))) casts.push(at(sf, n, file));
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        n.expression.name.text === 'setFields'
      )
        setFields.push(at(sf, n, file));
      const spec = relativeImport(n);
      if (spec && crossesHome(file, spec)) crossImports.push(at(sf, n, file));
      if (ts.isJsxSpreadAttribute(n) && /(^|\.)searchFormProps$/.test(n.expression.getText(sf)) && file !== FILTER_BAR)
        filterBars.push(at(sf, n.parent.parent, file));
    });
  }
  // The rest of the client (layouts, modals, islands, the shell, providers) crosses no home either.
  for (const file of [...files('src'), ...files('providers')].filter((f) => !client.has(f)))
    walk(file, (n, sf) => {
      const spec = relativeImport(n);
      if (spec && crossesHome(file, spec)) crossImports.push(at(sf, n, file));
    });
  return {
    urls,
    generics,
    refineGenerics,
    casts,
    escapes,
    setFields,
    crossImports,
    entityFolders: entityFolders(),
    filterBars,
  };
}

/** Runtime import cycles found by dpdm (type-only imports left out). */
export function importCycles(): string[] {
  const out = execFileSync(
    join(root, 'node_modules/.bin/dpdm'),
    [
      '-T',
      '--no-tree',
      '--no-warning',
      '--no-progress',
      'server/**/*.ts',
      'src/**/*.ts',
      'src/**/*.tsx',
      'providers/**/*.ts',
      'resources/**/*.ts',
      'resources/**/*.tsx',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return stripVTControlCharacters(out)
    .split('\n')
    .filter((l) => /^\s*\d+\)\s/.test(l))
    .map((l) => l.trim());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const f = seamFindings();
  const cycles = importCycles();
  const long = longFilesInTree();
  const rows: [string, number][] = [
    ['hand-written app/v1/ URLs in pages', f.urls.length],
    ['answer generics at useCustom/useCustomMutation', f.generics.length],
    ["hand-stated generics on Refine's data hooks in pages", f.refineGenerics.length],
    ['`as never`/`as object` in providers/, `formProps as object`', f.casts.length],
    ['`as unknown as`/`as any`/`@ts-expect-error`/`@ts-ignore` in providers/, resources/', f.escapes.length],
    ['setFields calls (server errors by hand)', f.setFields.length],
    [
      "imports of another entity's components/ (resources/<x>/widgets.ts and forms.ts are its surface)",
      f.crossImports.length,
    ],
    ['entity folders in src/components/', f.entityFolders.length],
    ['filter bars of their own (`{...searchFormProps}`; FilterBar is the one)', f.filterBars.length],
    ['runtime import cycles', cycles.length],
    [`source files over ${MAX_LINES} lines`, long.length],
  ];
  for (const [label, n] of rows) console.log(`${String(n).padStart(4)}  ${label}`);
  const detail = [
    ...f.urls,
    ...f.generics,
    ...f.refineGenerics,
    ...f.casts,
    ...f.escapes,
    ...f.setFields,
    ...f.crossImports,
    ...f.entityFolders,
  ].map((x) => `  ${x.file}:${x.line}  ${x.text}`);
  if (rows.some(([, n]) => n > 0)) {
    const longRows = long.map((f) => `  ${f.file}: ${f.lines} lines`);
    console.log([...detail, ...cycles.map((c) => `  cycle ${c}`), ...longRows].join('\n'));
    process.exit(1);
  }
}
