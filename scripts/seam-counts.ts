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

/**
 * How many of a count are still allowed while the pages move to the endpoint hooks (issue 36
 * point 2): the script fails above it, and it only goes down; 0 is the goal. Counts not named
 * here must be 0.
 */
export const SEAM_CEILINGS: Partial<Record<string, number>> = {
  refineGenerics: 21,
  casts: 17,
};

/** Computes every count but the cycles. */
export function seamFindings(): Record<
  'urls' | 'generics' | 'refineGenerics' | 'casts' | 'setFields' | 'crossImports',
  Finding[]
> {
  const pages = [...files('resources'), ...files('src/pages'), ...files('src/components')];
  const urls: Finding[] = [];
  const generics: Finding[] = [];
  const setFields: Finding[] = [];
  const crossImports: Finding[] = [];
  const refineGenerics: Finding[] = [];
  const casts: Finding[] = [];
  const isCast = (n: ts.Node): n is ts.AsExpression =>
    ts.isAsExpression(n) && (n.type.kind === ts.SyntaxKind.NeverKeyword || n.type.kind === ts.SyntaxKind.ObjectKeyword);
  for (const file of files('providers'))
    walk(file, (n, sf) => {
      if (isCast(n)) casts.push(at(sf, n, file));
    });
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
  return { urls, generics, refineGenerics, casts, setFields, crossImports };
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
  const rows: [string, number, number][] = [
    ['hand-written app/v1/ URLs in pages', f.urls.length, 0],
    ['answer generics at useCustom/useCustomMutation', f.generics.length, 0],
    [
      "hand-stated generics on Refine's data hooks in pages",
      f.refineGenerics.length,
      SEAM_CEILINGS.refineGenerics ?? 0,
    ],
    ['`as never`/`as object` in providers/, `formProps as object`', f.casts.length, SEAM_CEILINGS.casts ?? 0],
    ['setFields calls (server errors by hand)', f.setFields.length, 0],
    ["imports of another resource's components/", f.crossImports.length, 0],
    ['runtime import cycles', cycles.length, 0],
  ];
  for (const [label, n, max] of rows)
    console.log(`${String(n).padStart(4)}  ${label}${max ? ` (at most ${max})` : ''}`);
  const detail = [...f.urls, ...f.generics, ...f.refineGenerics, ...f.casts, ...f.setFields, ...f.crossImports].map(
    (x) => `  ${x.file}:${x.line}  ${x.text}`,
  );
  if (rows.some(([, n, max]) => n > max)) {
    console.log([...detail, ...cycles.map((c) => `  cycle ${c}`)].join('\n'));
    process.exit(1);
  }
}
