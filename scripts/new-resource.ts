/**
 * `npm run new:resource <name>`: scaffolds a Refine resource in the house style in every place it
 * lives (docs/architecture.md § How to add a resource), so that the result typechecks, lints,
 * passes the seam counts, the access matrix and the endpoint test, and its own API and browser
 * tests, before anyone edits it:
 *
 *   npm run new:resource -- parking-permits --title-en "Parking permits" --title-ru "Пропуска на парковку"
 *   npm run new:resource -- parking-permits --roles owner --dry-run
 *
 * Options: `--roles guest|owner|guest,owner` (who may list, open and create; default guest; the
 * rows are always the caller's own, server/scope.ts `ownRows`), `--title-en`, `--title-ru` (the
 * sider label and list title; default: the name in words), `--singular <kebab>` (the type names;
 * default: the name without its plural ending), `--dry-run` (print the plan, write nothing).
 *
 * It writes, from the templates of scripts/templates/resource/ (one file each, `@@key@@` placeholders),
 * a resource whose record is a title and a note owned by the person who created it: the
 * contract with its endpoints (list, show, create), the policy row, the Drizzle table and its
 * generated migration, demo rows, the server's routes and repo, the client module (list on
 * `useTable`, show on `useShow`, create on `useForm`), ru and en strings with the sider label
 * (`menu.json`), an API test and a Playwright smoke test. It edits three shared files by hand — the
 * policy table (src/domain/access.ts), the SPA's resource list (src/resources.ts) and the demo
 * seed's ordered steps (server/db/seed/index.ts) — then `npm run api:table` lists the contract, its
 * OpenAPI tag and the table (src/contracts/index.ts, api.ts, server/db/schema/index.ts) and it
 * formats what it touched with Prettier. The routes, the locale area and the tests' fixtures (the
 * access matrix, the sider per role) find the new resource themselves. Every edit of an existing file is found by an anchor; when one is
 * missing, nothing is written (CI runs this script on a throwaway copy, scripts/test-generator.ts,
 * so a moved anchor fails there first).
 *
 * Why not Refine's CLI (`@refinedev/cli`, `refine create-resource` / `refine add resource`),
 * evaluated on v2.16: it covers only the client pages, and not in this repository's shape. Its
 * templates render `<AntdListInferencer />`-style pages that guess the fields from the API's answer
 * at run time and install `@refinedev/inferencer@latest` from the registry (a new runtime
 * dependency, no i18n keys, no types from src/contracts); it registers the resource by rewriting
 * the `resources` prop of `<Refine>` with jscodeshift (here `<Refine resources={resources}>` would
 * become an inline array beside src/resources.ts, skipping `ResourceModule`, lazy routes and
 * `meta.roles`); it pluralises the folder name and formats with its own Prettier 2. The contract,
 * policy, server, schema, migration, seed, locales and tests — most of the work — it does not know.
 * So this script writes the client part too, in the style of the resources already here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  root,
  bin,
  ALLOWED_ROLES,
  type GenRole,
  groupOf,
  type Names,
  namesOf,
  key,
  type Spec,
  words,
} from './new-resource-names';
export { type Names, namesOf, type Spec } from './new-resource-names';

// ---------------------------------------------------------------------------------------------
// New files: scripts/templates/resource/
// ---------------------------------------------------------------------------------------------

/**
 * The templates: each file of this folder is one file of the resource, at the same path with
 * `__name__` for the kebab name and without `.tmpl` (so no tool reads a template as code). In the
 * text, `@@key@@` is a value of {@link templateValues}.
 */
const TEMPLATES = join(root, 'scripts/templates/resource');

/** The template files under `dir`, relative to {@link TEMPLATES}, sorted. */
function templateFiles(dir = TEMPLATES): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? templateFiles(join(dir, d.name)) : [relative(TEMPLATES, join(dir, d.name))]))
    .sort();
}

/** A string as it stands between double quotes in JSON or TypeScript. */
const inQuotes = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The values the templates' `@@key@@` placeholders take: the name's spellings ({@link Names}), the
 * titles, the roles' wording and the shell's validation messages the API test expects (from
 * src/locales/{ru,en}.json, so a changed message does not break the generated test).
 */
function templateValues({ n, roles, titleEn, titleRu }: Spec): Record<string, string> {
  const en = JSON.parse(readFileSync(join(root, 'src/locales/en.json'), 'utf8'));
  const ru = JSON.parse(readFileSync(join(root, 'src/locales/ru.json'), 'utf8'));
  const own = roles[0];
  const login = (role: GenRole | 'manager') =>
    role === 'owner' ? 't.login(undefined, { owner: true })' : role === 'guest' ? 't.login()' : `t.login('${role}')`;
  return {
    ...n,
    titleEn: inQuotes(titleEn),
    titleEnLower: inQuotes(titleEn.toLowerCase()),
    titleRu: inQuotes(titleRu),
    own,
    ownLogin: login(own),
    // A role the row does not admit: the other generated role, else a manager.
    wrongLogin: login(ALLOWED_ROLES.find((r) => !roles.includes(r)) ?? 'manager'),
    // A world's guest is its tenant (tests/e2e/world.ts ROLES: the tenant acts as a guest, R2.9).
    who: own === 'guest' ? 'tenant' : own,
    parent: groupOf(roles),
    // Its endpoints in the SPA's table (src/contracts/api.ts): `api.notes`, `api['parking-permits']`.
    api: /^[a-z]\w*$/.test(n.kebab) ? `api.${n.kebab}` : `api['${n.kebab}']`,
    requiredRu: inQuotes(ru.validation.required),
    requiredEn: inQuotes(en.validation.required),
    failedEn: inQuotes(en.validation.failed),
  };
}

/** The files to write, by path: every template with its placeholders filled in. */
function newFiles(s: Spec): Record<string, string> {
  const values = templateValues(s);
  return Object.fromEntries(
    templateFiles().map((file) => {
      const text = readFileSync(join(TEMPLATES, file), 'utf8').replace(/@@(\w+)@@/g, (_, k: string) => {
        if (!(k in values)) throw new AnchorError(`scripts/templates/resource/${file}: unknown placeholder @@${k}@@`);
        return values[k];
      });
      return [file.replace(/__name__/g, s.n.kebab).replace(/\.tmpl$/, ''), text];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Edits of existing files, each at an anchor
// ---------------------------------------------------------------------------------------------

/** One file's change: its text before and after. */
interface Change {
  file: string;
  before: string | null;
  after: string;
}

class AnchorError extends Error {}

/** Inserts `text` before the first match of `anchor` (a regex matching at a line start). */
function insertBefore(src: string, anchor: RegExp, text: string, file: string): string {
  const m = anchor.exec(src);
  if (!m) throw new AnchorError(`${file}: anchor ${anchor} not found`);
  return src.slice(0, m.index) + text + src.slice(m.index);
}

/** Inserts `line` after the file's last `import … from '…';` statement. */
function addImport(src: string, line: string, file: string): string {
  const all = [...src.matchAll(/^import [\s\S]*?from '[^']+';\n/gm)];
  const last = all.at(-1);
  if (!last) throw new AnchorError(`${file}: no import statement`);
  const at = last.index + last[0].length;
  return src.slice(0, at) + line + '\n' + src.slice(at);
}

/**
 * Inserts `text` before the `};` or `];` that closes the object or array opened on the line that
 * matches `opener` (the first line at the opener's indentation that starts with `}` or `]`).
 */
function insertBeforeClose(src: string, opener: RegExp, text: string, file: string): string {
  const m = opener.exec(src);
  if (!m) throw new AnchorError(`${file}: anchor ${opener} not found`);
  const after = m.index + m[0].length;
  // Empty and on one line (`= [];`): open it.
  if (/^[}\]]/.test(src.slice(after))) return `${src.slice(0, after)}\n${text}${src.slice(after)}`;
  const lineStart = src.lastIndexOf('\n', m.index) + 1;
  const indent = /^\s*/.exec(src.slice(lineStart))![0];
  const close = new RegExp(`^${indent}[}\\]]`, 'gm');
  close.lastIndex = src.indexOf('\n', m.index) + 1;
  const c = close.exec(src);
  if (!c) throw new AnchorError(`${file}: the end of ${opener} not found`);
  return src.slice(0, c.index) + text + src.slice(c.index);
}

function edits(s: Spec): Change[] {
  const { n, roles, titleEn } = s;
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const out: Change[] = [];
  const edit = (file: string, fn: (src: string) => string) => {
    const before = read(file);
    out.push({ file, before, after: fn(before) });
  };

  edit('src/domain/access.ts', (src) =>
    insertBefore(
      src,
      /^} as const satisfies Record<string, Record<string, AccessRule>>;/m,
      `  /** ${titleEn}: a person's own records (rows: server/scope.ts \`ownRows\`). */\n` +
        `  ${key(n.kebab)}: { list: ${JSON.stringify(roles)}, show: ${JSON.stringify(roles)}, create: ${JSON.stringify(roles)} },\n`,
      'src/domain/access.ts',
    ),
  );
  // The contract's endpoints and tag (src/contracts/index.ts) and the table (server/db/schema/index.ts)
  // are listed by `npm run api:table`, which runs last; the routes register themselves from their
  // folder (server/routes/v1.ts).
  // The demo seed: one step more at the end of the list the seed index walks (no other file names it).
  edit('server/db/seed/index.ts', (src) =>
    insertBeforeClose(
      addImport(src, `import { seed${n.pascal}Demo } from './${n.kebab}';`, 'server/db/seed/index.ts'),
      /^export const DEMO_SEEDS: readonly DemoSeed\[\] = \[/m,
      `  seed${n.pascal}Demo,\n`,
      'server/db/seed/index.ts',
    ),
  );
  edit('src/resources.ts', (src) =>
    insertBeforeClose(
      addImport(src, `import { ${n.camel}Module } from '../resources/${n.kebab}';`, 'src/resources.ts'),
      /^export const resourceModules: ResourceModule\[\] = \[/m,
      `  ${n.camel}Module,\n`,
      'src/resources.ts',
    ),
  );
  // The area's strings load with its pages (src/locales/areas/ finds the folder), its sider label is
  // its own menu.json, and the sider, policy and access-matrix tests derive the new rows themselves.
  return out;
}

// ---------------------------------------------------------------------------------------------
// Checks, plan, run
// ---------------------------------------------------------------------------------------------

/** Why `kebab` cannot be a new resource, or null. */
function refusal(n: Names): string | null {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(n.kebab))
    return `"${n.kebab}" is not a kebab-case name (e.g. parking-permits)`;
  if (n.kebab.startsWith('backoffice')) return 'back-office resources live under /backoffice and are written by hand';
  const taken = [
    `resources/${n.kebab}`,
    `src/contracts/${n.kebab}.ts`,
    `src/domain/${n.kebab}.ts`,
    `server/routes/${n.kebab}`,
    `server/db/schema/${n.kebab}.ts`,
    `server/db/seed/${n.kebab}.ts`,
    `src/locales/areas/${n.kebab}`,
    `tests/api/${n.kebab}.test.ts`,
    `tests/e2e/${n.kebab}.spec.ts`,
  ].find((p) => existsSync(join(root, p)));
  if (taken) return `${taken} exists already`;
  const access = readFileSync(join(root, 'src/domain/access.ts'), 'utf8');
  if (new RegExp(`^ {2}${key(n.kebab).replace(/[-']/g, '\\$&')}: `, 'm').test(access))
    return `the policy table has a row "${n.kebab}"`;
  const schema = readdirSync(join(root, 'server/db/schema'))
    .map((f) => readFileSync(join(root, 'server/db/schema', f), 'utf8'))
    .join('\n');
  if (schema.includes(`pgTable('${n.snake}'`) || new RegExp(`export const ${n.camel}\\b`).test(schema))
    return `the schema has a table "${n.snake}" or an export "${n.camel}"`;
  // The area's top-level key must be the shell's or another area's (tests/unit/providers/i18n.test.ts).
  const topKeys = [
    ...Object.keys(JSON.parse(readFileSync(join(root, 'src/locales/ru.json'), 'utf8'))),
    ...readdirSync(join(root, 'src/locales/areas'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        Object.keys(JSON.parse(readFileSync(join(root, 'src/locales/areas', d.name, 'ru.json'), 'utf8'))),
      ),
  ];
  if (topKeys.includes(n.kebab)) return `the locales have a top-level key "${n.kebab}"`;
  if (readFileSync(join(root, 'src/routes.tsx'), 'utf8').includes(`'/${n.kebab}'`))
    return `the public routes have a path /${n.kebab}`;
  return null;
}

/** Runs a tool of node_modules/.bin quietly; its output is shown only when it fails. */
function run(tool: string, args: string[]) {
  try {
    execFileSync(bin(tool), args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    console.error(`new:resource: ${tool} ${args.join(' ')} failed\n${stdout ?? ''}${stderr ?? ''}`);
    process.exit(1);
  }
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      roles: { type: 'string', default: 'guest' },
      'title-en': { type: 'string' },
      'title-ru': { type: 'string' },
      singular: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(
      'usage: npm run new:resource -- <kebab-name> [--roles guest|owner|guest,owner] [--title-en "…"] [--title-ru "…"] [--singular <kebab>] [--dry-run]',
    );
    process.exit(values.help ? 0 : 2);
  }
  const started = performance.now();
  const n = namesOf(positionals[0], values.singular);
  const roles = values.roles.split(',').map((r) => r.trim()) as GenRole[];
  const badRole = roles.find((r) => !(ALLOWED_ROLES as readonly string[]).includes(r));
  const why = badRole ? `--roles: "${badRole}" is not one of ${ALLOWED_ROLES.join(', ')}` : refusal(n);
  if (why) {
    console.error(`new:resource: ${why}`);
    process.exit(1);
  }
  const titleEn = values['title-en'] ?? words(n.kebab);
  const spec: Spec = { n, roles, titleEn, titleRu: values['title-ru'] ?? titleEn };

  let changes: Change[];
  try {
    changes = [
      ...Object.entries(newFiles(spec)).map(([file, after]) => ({ file, before: null, after })),
      ...edits(spec),
    ];
  } catch (e) {
    if (e instanceof AnchorError) {
      console.error(`new:resource: nothing written — ${e.message} (update scripts/new-resource.ts)`);
      process.exit(1);
    }
    throw e;
  }
  const migration = `server/db/migrations/NNNN_${n.snake}.sql (npm run db:generate)`;
  if (values['dry-run']) {
    for (const c of changes) console.log(`${c.before === null ? 'write' : 'edit '}  ${c.file}`);
    console.log(
      `write  ${migration}\nwrite  src/contracts/index.ts, src/contracts/api.ts, server/db/schema/index.ts (npm run api:table)`,
    );
    return;
  }
  for (const c of changes) {
    mkdirSync(dirname(join(root, c.file)), { recursive: true });
    writeFileSync(join(root, c.file), c.after);
  }
  // The migration (drizzle-kit compares the schema with the last snapshot) and the SPA's endpoint table.
  run('drizzle-kit', ['generate', '--name', n.snake]);
  run('tsx', ['scripts/api-table.ts']);
  run('prettier', ['--write', '--log-level', 'warn', ...changes.map((c) => c.file)]);
  for (const c of changes) console.log(`${c.before === null ? 'wrote ' : 'edited'}  ${c.file}`);
  const sql = readdirSync(join(root, 'server/db/migrations')).filter((f) => f.endsWith(`_${n.snake}.sql`));
  console.log(
    `wrote   server/db/migrations/${sql.at(-1)} (drizzle-kit generate)\nwrote   src/contracts/index.ts, src/contracts/api.ts, server/db/schema/index.ts (npm run api:table)`,
  );
  console.log(`new:resource: ${n.kebab} in ${((performance.now() - started) / 1000).toFixed(1)} s. By hand now:
  - the record's real fields: src/contracts/${n.kebab}.ts, server/db/schema/${n.kebab}.ts (the migration has not
    landed: npx drizzle-kit drop, then npm run db:generate -- --name ${n.snake}), server/routes/${n.kebab}/repo.ts,
    the pages, the strings and the tests (docs/architecture.md § How to add a resource);
  - its rules in docs/rules.md (new ids) and src/domain/${n.kebab}.ts;
  - the titles in ru and en (src/locales/areas/${n.kebab}/, the sider's in menu.json), the icon and sider group (resources/${n.kebab}/index.ts).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
