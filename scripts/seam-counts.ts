/**
 * The typed seam's counts (docs/architecture.md § The typed seam), part of `npm run lint`: each
 * must be 0, and the script exits 1 when one is not. It prints:
 * - `app/v1/` URL strings written by hand in pages (`resources/`, `src/pages`, `src/components`):
 *   string and template literals only, not comments, and URLs built on `useApiUrl()` / `API_URL`;
 * - answer generics at Refine's custom hooks (`useCustom<…>`, `useCustomMutation<…>`) there;
 * - hand-stated generics on Refine's data hooks (`useTable<Row>`, `useShow<Detail>`, `useForm<…>`,
 *   `useSelect<…>`, `useList`, `useOne`, `useModalForm`…) there: a page names the endpoint once
 *   (`useEndpointTable(api.bills.list)`, providers/endpoint-tables.ts) and the types follow;
 * - `as never` / `as object` casts in `providers/` and `formProps as object` in pages (the typed
 *   hooks hand out props that fit without them);
 * - escapes from the types in `providers/` and `resources/`: `as unknown as`, `as any`,
 *   `@ts-expect-error`, `@ts-ignore` (the helpers are typed by generic constraints and overloads);
 * - `setFields` calls (server errors land under fields by Refine's `useForm`, not by hand);
 * - imports of another resource's private `components/` from inside `resources/`;
 * - runtime import cycles over `server/`, `src/`, `providers/`, `resources/` (dpdm, type-only
 *   imports left out).
 *
 *   npm run seam            # print; exit 1 when any count is not 0
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import ts from 'typescript';

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

/** Computes every count but the cycles. */
export function seamFindings(): Record<
  'urls' | 'generics' | 'refineGenerics' | 'casts' | 'escapes' | 'setFields' | 'crossImports',
  Finding[]
> {
  const pages = [...files('resources'), ...files('src/pages'), ...files('src/components')];
  const urls: Finding[] = [];
  const generics: Finding[] = [];
  const setFields: Finding[] = [];
  const crossImports: Finding[] = [];
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
      if (
        file.startsWith(`resources${sep}`) &&
        (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) &&
        n.moduleSpecifier &&
        ts.isStringLiteral(n.moduleSpecifier)
      ) {
        const spec = n.moduleSpecifier.text;
        if (!spec.startsWith('.')) return;
        const target = relative(root, resolve(root, dirname(file), spec)).split(sep);
        const own = file.split(sep)[1];
        if (target[0] === 'resources' && target[1] !== own && target[2] === 'components')
          crossImports.push(at(sf, n, file));
      }
    });
  }
  return { urls, generics, refineGenerics, casts, escapes, setFields, crossImports };
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
  const rows: [string, number][] = [
    ['hand-written app/v1/ URLs in pages', f.urls.length],
    ['answer generics at useCustom/useCustomMutation', f.generics.length],
    ["hand-stated generics on Refine's data hooks in pages", f.refineGenerics.length],
    ['`as never`/`as object` in providers/, `formProps as object`', f.casts.length],
    ['`as unknown as`/`as any`/`@ts-expect-error`/`@ts-ignore` in providers/, resources/', f.escapes.length],
    ['setFields calls (server errors by hand)', f.setFields.length],
    ["imports of another resource's components/", f.crossImports.length],
    ['runtime import cycles', cycles.length],
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
  ].map((x) => `  ${x.file}:${x.line}  ${x.text}`);
  if (rows.some(([, n]) => n > 0)) {
    console.log([...detail, ...cycles.map((c) => `  cycle ${c}`)].join('\n'));
    process.exit(1);
  }
}
