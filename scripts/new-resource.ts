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
 * It writes a resource whose record is a title and a note owned by the person who created it: the
 * contract with its endpoints (list, show, create), the policy row, the Drizzle table and its
 * generated migration, demo rows, the server's routes and repo, the client module (list on
 * `useTable`, show on `useShow`, create on `useForm`), ru and en strings, an API test, a Playwright
 * smoke test and the access matrix's fixture; then it regenerates src/contracts/api.ts and formats
 * what it touched with Prettier. Every edit of an existing file is found by an anchor; when one is
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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Roles a generated resource may be given (the back office is written by hand, under /backoffice). */
const ALLOWED_ROLES = ['guest', 'owner'] as const;
type GenRole = (typeof ALLOWED_ROLES)[number];

/** The sider group: the person's own pages (`account`) when a guest may use it, else the owner's. */
const groupOf = (roles: readonly GenRole[]) => (roles.includes('guest') ? 'account' : 'owner');

/** Every spelling of the resource's name the files need. */
export interface Names {
  /** `parking-permits`: Refine resource, policy row, URL path, folders, i18n key. */
  kebab: string;
  /** `parkingPermits`: the table, the endpoints, the module, the routes. */
  camel: string;
  /** `ParkingPermits`. */
  pascal: string;
  /** `ParkingPermit`: the record's types. */
  one: string;
  /** `parkingPermit`: the record's schemas. */
  oneCamel: string;
  /** `parking_permits`: the SQL table. */
  snake: string;
  /** `PARKING_PERMITS`: constants. */
  upper: string;
}

const camelOf = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascalOf = (kebab: string) => camelOf(kebab).replace(/^./, (c) => c.toUpperCase());
/** `permits` → `permit`, `categories` → `category`, `addresses` → `address`; otherwise the word itself. */
const singularOf = (kebab: string) =>
  kebab
    .replace(/ies$/, 'y')
    .replace(/(ss|x|ch|sh)es$/, '$1')
    .replace(/([^s])s$/, '$1');

export function namesOf(kebab: string, singular = singularOf(kebab)): Names {
  const pascal = pascalOf(kebab);
  const one = pascalOf(singular === kebab ? `${kebab}-item` : singular);
  return {
    kebab,
    camel: camelOf(kebab),
    pascal,
    one,
    oneCamel: one.replace(/^./, (c) => c.toLowerCase()),
    snake: kebab.replace(/-/g, '_'),
    upper: kebab.replace(/-/g, '_').toUpperCase(),
  };
}

/** A key of an object literal: bare when it can be, quoted otherwise (Prettier's `as-needed`). */
const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`);

/** What the generator was asked for. */
export interface Spec {
  n: Names;
  roles: GenRole[];
  titleEn: string;
  titleRu: string;
}

// ---------------------------------------------------------------------------------------------
// New files
// ---------------------------------------------------------------------------------------------

function domainFile({ n }: Spec): string {
  return `/**
 * Rules of \`${n.kebab}\` (docs/architecture.md § How to add a resource): what both the form and the
 * server check. Pure: no React, no Node. Written by \`npm run new:resource\`; a rule of the business
 * goes to docs/rules.md with its id and is cited here.
 */

/** Longest title, characters. */
export const ${n.upper}_TITLE_MAX = 200;

/** Longest note, characters. */
export const ${n.upper}_NOTE_MAX = 2000;
`;
}

function contractFile({ n, titleEn }: Spec): string {
  return `/**
 * Contract of ${titleEn.toLowerCase()} (Refine resource \`${n.kebab}\`): the caller's own records, one
 * record, creating one. The server validates with these schemas (server/routes/${n.kebab}/); the SPA
 * imports the types only (\`import type\`). Written by \`npm run new:resource\`.
 */
import { z } from 'zod';
import { envelope, idParams, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import { ${n.upper}_NOTE_MAX, ${n.upper}_TITLE_MAX } from '../domain/${n.kebab}';

/** One record in GET app/v1/${n.kebab}. */
export const ${n.oneCamel}Row = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Server timestamp \`HH:mm:ss DD.MM.YYYY\`, UTC (docs/rules.md R1.10). */
  createdAt: z.string(),
});
export type ${n.one}Row = z.infer<typeof ${n.oneCamel}Row>;

/** GET app/v1/${n.kebab}/{id}. */
export const ${n.oneCamel}Detail = ${n.oneCamel}Row.extend({ note: z.string() });
export type ${n.one}Detail = z.infer<typeof ${n.oneCamel}Detail>;

export const ${n.oneCamel}ListQuery = listQuery;
export const ${n.oneCamel}List = paginated(${n.oneCamel}Row);

/** POST app/v1/${n.kebab}: a title (required) and a note. */
export const ${n.oneCamel}Create = z.object({
  title: z.string().trim().min(1).max(${n.upper}_TITLE_MAX),
  note: z.string().trim().max(${n.upper}_NOTE_MAX).optional(),
});
export type ${n.one}Create = z.infer<typeof ${n.oneCamel}Create>;

const tags = ['${n.kebab}'];

/** The endpoints of \`${n.kebab}\` (docs/architecture.md § The typed seam). */
export const ${n.camel}Endpoints = {
  list: endpoint({
    method: 'get',
    path: '/${n.kebab}',
    access: ['${n.kebab}', 'list'],
    query: ${n.oneCamel}ListQuery,
    responses: { 200: ${n.oneCamel}List },
    summary: "The caller's ${titleEn.toLowerCase()}, newest first (Refine resource \`${n.kebab}\`)",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/${n.kebab}/:id',
    access: ['${n.kebab}', 'show'],
    params: idParams,
    responses: { 200: envelope(${n.oneCamel}Detail) },
    summary: 'One record of the caller',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/${n.kebab}',
    access: ['${n.kebab}', 'create'],
    body: ${n.oneCamel}Create,
    responses: { 201: envelope(${n.oneCamel}Detail) },
    summary: 'Create a record of the caller',
    tags,
  }),
};
`;
}

function schemaFile({ n }: Spec): string {
  return `/**
 * \`${n.snake}\` (Refine resource \`${n.kebab}\`; docs/architecture.md § Data): a record of a person —
 * its company, its owner (\`user_id\`: server/scope.ts \`ownRows\` scopes every query by both), a
 * title and a note. Written by \`npm run new:resource\`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './company';
import { users } from './users';

export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Whose record it is (the person who created it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('${n.snake}_owner_idx').on(t.companyId, t.userId),
    check('${n.snake}_title_ck', sql\`char_length(\${t.title}) > 0\`),
  ],
);
`;
}

function seedFile({ n, roles }: Spec): string {
  const who = roles[0];
  return `/**
 * Demo rows of \`${n.kebab}\` (docs/architecture.md § Data): two records of the demo ${who}, so the
 * screen is not empty in a demo. Runs once (while that person has none). Written by
 * \`npm run new:resource\`.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { ${n.camel}, users } from '../schema';
import { DEMO_USERS } from './users';

/** Seeds the demo ${who}'s records once. */
export async function seed${n.pascal}Demo(db: Db): Promise<void> {
  const person = await db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.${who}) });
  if (!person) return;
  const [{ n }] = await db.select({ n: count() }).from(${n.camel}).where(eq(${n.camel}.userId, person.id));
  if (n > 0) return;
  await db.insert(${n.camel}).values([
    { companyId: person.companyId, userId: person.id, title: 'Пример 1', note: 'Демонстрационная запись' },
    { companyId: person.companyId, userId: person.id, title: 'Пример 2' },
  ]);
}
`;
}

function repoFile({ n }: Spec): string {
  return `/**
 * Queries of \`${n.kebab}\`: every query is scoped to the caller's own rows (server/scope.ts
 * \`ownRows\`: the request's company and \`user_id\`), so someone else's record answers 404 like a
 * missing one (docs/rules.md R3.4); rows → DTOs of src/contracts/${n.kebab}.ts. Written by
 * \`npm run new:resource\`.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ${n.camel} } from '../../db/schema';
import { requireUser } from '../../auth';
import { foundOr404, ownRows } from '../../scope';
import { toServerTimestamp } from '../../../src/domain/datetime';
import type { ${n.one}Create, ${n.one}Detail, ${n.one}Row } from '../../../src/contracts/${n.kebab}';

/** A stored record. */
type Stored = typeof ${n.camel}.$inferSelect;

/** The caller's records, newest first: one page (\`start\`, \`limit\`) and the total. @throws ApiError 401. */
export async function list${n.pascal}(
  app: FastifyInstance,
  req: FastifyRequest,
  start: number,
  limit: number,
): Promise<{ rows: ${n.one}Row[]; total: number }> {
  const where = ownRows(${n.camel}, requireUser(req));
  const [rows, [{ n }]] = await Promise.all([
    app.db.select().from(${n.camel}).where(where).orderBy(desc(${n.camel}.id)).limit(limit).offset(start),
    app.db.select({ n: count() }).from(${n.camel}).where(where),
  ]);
  return { rows: rows.map(toRow), total: n };
}

/** One record of the caller. @throws ApiError 404 \`${n.kebab}.errors.notFound\` (missing or someone else's). */
export async function own${n.one}(app: FastifyInstance, req: FastifyRequest, id: number): Promise<Stored> {
  const [row] = await app.db
    .select()
    .from(${n.camel})
    .where(and(eq(${n.camel}.id, id), ownRows(${n.camel}, requireUser(req))));
  return foundOr404(req, row, '${n.kebab}.errors.notFound');
}

/** Creates a record of the caller in the caller's company. */
export async function create${n.one}(app: FastifyInstance, req: FastifyRequest, body: ${n.one}Create): Promise<Stored> {
  const user = requireUser(req);
  const [row] = await app.db
    .insert(${n.camel})
    .values({ companyId: user.companyId, userId: user.id, title: body.title, note: body.note ?? '', createdAt: app.clock.now() })
    .returning();
  return row;
}

/** A record → its list row. */
export function toRow(r: Stored): ${n.one}Row {
  return { id: r.id, title: r.title, createdAt: toServerTimestamp(r.createdAt) };
}

/** A record → its page. */
export function toDetail(r: Stored): ${n.one}Detail {
  return { ...toRow(r), note: r.note };
}
`;
}

function routesFile({ n }: Spec): string {
  return `/**
 * The routes of \`${n.kebab}\` (docs/architecture.md § The typed seam), each registered from its
 * declaration in src/contracts/${n.kebab}.ts with its policy cell (src/domain/access.ts, row
 * \`${n.kebab}\`):
 * - GET app/v1/${n.kebab} — the caller's records (paginated);
 * - GET app/v1/${n.kebab}/{id} — one of them (someone else's: 404);
 * - POST app/v1/${n.kebab} — create one (422 with the field's translated message).
 * Queries: ./repo.ts. Written by \`npm run new:resource\`.
 */
import type { FastifyInstance } from 'fastify';
import { ${n.camel}Endpoints as e } from '../../../src/contracts/${n.kebab}';
import { route } from '../../route';
import { pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export async function ${n.camel}Routes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const { start, end, limit } = pageWindow(req.query);
    const { rows, total } = await repo.list${n.pascal}(app, req, start, limit);
    return paginate(rows, total, start, end);
  });

  route(app, e.show, async (req) => ({ data: repo.toDetail(await repo.own${n.one}(app, req, req.params.id)) }));

  route(app, e.create, async (req) => ({ data: repo.toDetail(await repo.create${n.one}(app, req, req.body)) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default ${n.camel}Routes;
`;
}

function moduleFile({ n, roles, titleEn }: Spec): string {
  const parent = groupOf(roles);
  return `/**
 * The Refine resource \`${n.kebab}\`: ${titleEn.toLowerCase()} of the signed-in person — the list
 * /${n.kebab}, a new record /${n.kebab}/create and one record /${n.kebab}/{id}. Roles from the policy
 * table (row \`${n.kebab}\`), sider group \`${parent}\`. Written by \`npm run new:resource\`.
 */
import { createElement } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import { rolesFor } from '../../src/domain/access';
import type { ResourceModule } from '../../src/resources';
import { lazyPages } from '../../src/components/lazy-page';

/** Its pages, each loaded with the strings of the area ${n.kebab} (src/locales/areas). */
const page = lazyPages('${n.kebab}');

export const ${n.camel}Module: ResourceModule = {
  resource: {
    name: '${n.kebab}',
    list: '/${n.kebab}',
    create: '/${n.kebab}/create',
    show: '/${n.kebab}/:id',
    meta: { icon: createElement(FileTextOutlined), roles: rolesFor('${n.kebab}', 'list'), parent: '${parent}' },
  },
  routes: [
    { path: '/${n.kebab}', titleKey: '${n.kebab}.titles.list', Component: page(() => import('./list')) },
    { path: '/${n.kebab}/create', titleKey: '${n.kebab}.titles.create', Component: page(() => import('./create')) },
    { path: '/${n.kebab}/:id', titleKey: '${n.kebab}.titles.show', Component: page(() => import('./show')) },
  ],
};
`;
}

function listPage({ n }: Spec): string {
  return `/**
 * /${n.kebab} on \`<List>\` + \`useEndpointTable\` (GET app/v1/${n.kebab}): the caller's records, newest first —
 * a table on desktop, cards under 768 px (\`RecordCards\`); "nothing yet" while there is none.
 * Written by \`npm run new:resource\`.
 */
import { Link } from 'react-router';
import { Table, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { ${n.one}Row } from '../../src/contracts/${n.kebab}';
import { api } from '../../src/contracts/api';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';

export default function ${n.pascal}ListPage() {
  const t = useTranslate();
  const { tableProps } = useEndpointTable(api['${n.kebab}'].list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const rows = (tableProps.dataSource ?? []) as ${n.one}Row[];
  const { platform } = useClientState();
  const title = (r: ${n.one}Row) => <Link to={\`/${n.kebab}/\${r.id}\`}>{r.title}</Link>;
  return (
    <List
      resource="${n.kebab}"
      breadcrumb={false}
      createButtonProps={{ children: t('${n.kebab}.actions.create') }}
      title={
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {t('${n.kebab}.titles.list')}
        </Typography.Title>
      }
    >
      {!tableProps.loading && !rows.length ? <p>{t('${n.kebab}.hints.empty')}</p> : null}
      {platform === 'mobile' ? (
        rows.length ? (
          <RecordCards<${n.one}Row> tableProps={tableProps} testId="${n.kebab}-cards" title={title}>
            {(r) => (
              <Typography.Text type="secondary">
                {t('${n.kebab}.fields.createdAt')}: {formatServerTimestamp(r.createdAt)}
              </Typography.Text>
            )}
          </RecordCards>
        ) : null
      ) : (
        <Table<${n.one}Row>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            { title: t('${n.kebab}.fields.title'), render: (_, r) => title(r) },
            { title: t('${n.kebab}.fields.createdAt'), render: (_, r) => formatServerTimestamp(r.createdAt) },
          ]}
        />
      )}
    </List>
  );
}
`;
}

function showPage({ n }: Spec): string {
  return `/**
 * /${n.kebab}/{id} on \`<Show>\` + \`useEndpointShow\` (GET app/v1/${n.kebab}/{id}): the record's title, note
 * and creation time; a missing record (or someone else's) shows "not found" with the way back.
 * Written by \`npm run new:resource\`.
 */
import { Link, useParams } from 'react-router';
import { Descriptions, Result, Skeleton, Typography } from 'antd';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointShow } from '../../providers/endpoints';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { LinkButton } from '../../src/components/link-button';

export default function ${n.one}ShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { query, result: r } = useEndpointShow(api['${n.kebab}'].show, { id, errorNotification: false });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError || !r) {
    const notFound = query.error?.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('${n.kebab}.errors.notFound') : t('error.loadFailed')}
        extra={<Link to="/${n.kebab}">{t('${n.kebab}.titles.list')}</Link>}
      />
    );
  }
  return (
    <Show
      resource="${n.kebab}"
      recordItemId={r.id}
      breadcrumb={false}
      goBack={false}
      headerButtons={<LinkButton to="/${n.kebab}">{t('${n.kebab}.titles.list')}</LinkButton>}
      title={
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {r.title}
        </Typography.Title>
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('${n.kebab}.fields.note')}>{r.note || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('${n.kebab}.fields.createdAt')}>{formatServerTimestamp(r.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Show>
  );
}
`;
}

function createPage({ n }: Spec): string {
  return `/**
 * /${n.kebab}/create on \`<Create>\` + \`useEndpointRecordForm\` (@refinedev/antd's \`useForm\`, POST
 * app/v1/${n.kebab}, plain CRUD: the data provider derives the URL from the resource): a title and a note; the server's
 * field errors land under the fields by themselves; on success the new record's page opens.
 * Written by \`npm run new:resource\`.
 */
import { Form, Input, Typography } from 'antd';
import { Create } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointRecordForm } from '../../providers/endpoint-forms';
import { ${n.upper}_NOTE_MAX, ${n.upper}_TITLE_MAX } from '../../src/domain/${n.kebab}';

export default function ${n.one}CreatePage() {
  const t = useTranslate();
  const { formProps, saveButtonProps } = useEndpointRecordForm(api['${n.kebab}'].show, api['${n.kebab}'].create, {
    action: 'create',
    redirect: 'show',
  });
  return (
    <Create
      resource="${n.kebab}"
      breadcrumb={false}
      goBack={false}
      saveButtonProps={saveButtonProps}
      title={
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {t('${n.kebab}.titles.create')}
        </Typography.Title>
      }
    >
      <Form {...formProps} layout="vertical" requiredMark="optional" style={{ maxWidth: 640 }}>
        <Form.Item
          name="title"
          label={t('${n.kebab}.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input maxLength={${n.upper}_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="note" label={t('${n.kebab}.fields.note')}>
          <Input.TextArea rows={4} maxLength={${n.upper}_NOTE_MAX} />
        </Form.Item>
      </Form>
    </Create>
  );
}
`;
}

/** The area's strings (the same keys in both languages, one top-level key: the resource). */
function locales({ n, titleEn, titleRu }: Spec): { ru: object; en: object } {
  const strings = (lang: 'ru' | 'en') =>
    lang === 'en'
      ? {
          [n.kebab]: titleEn,
          titles: { list: titleEn, create: 'New record', show: 'Record' },
          fields: { title: 'Title', note: 'Note', createdAt: 'Created' },
          actions: { create: 'Add' },
          hints: { empty: 'Nothing here yet. Add the first record.' },
          errors: { notFound: 'Record not found' },
        }
      : {
          [n.kebab]: titleRu,
          titles: { list: titleRu, create: 'Новая запись', show: 'Запись' },
          fields: { title: 'Название', note: 'Примечание', createdAt: 'Создано' },
          actions: { create: 'Добавить' },
          hints: { empty: 'Здесь пока пусто. Добавьте первую запись.' },
          errors: { notFound: 'Запись не найдена' },
        };
  return { ru: { [n.kebab]: strings('ru') }, en: { [n.kebab]: strings('en') } };
}

function apiTest(s: Spec, msg: { requiredRu: string; requiredEn: string; failedEn: string }): string {
  const { n, roles, titleEn } = s;
  const own = roles[0];
  const ownLogin = own === 'owner' ? 't.login(undefined, { owner: true })' : 't.login()';
  const wrong = ALLOWED_ROLES.find((r) => !roles.includes(r));
  const { ru, en } = locales(s) as { ru: Record<string, { errors: { notFound: string } }>; en: typeof ru };
  return `/**
 * ${titleEn} (Refine resource \`${n.kebab}\`; docs/rules.md R3.4): a ${own} creates a record and finds it
 * in the list and on its page; someone else's record answers 404 with the resource's message in ru
 * and en; a role the policy row does not admit 403, no session 401; an empty title 422 with the
 * field's translated message. Written by \`npm run new:resource\`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seed${n.pascal}Demo } from '../../server/db/seed/${n.kebab}';
import { H, testApp, testDb, type TestApp } from './helpers';

const PATH = '/api/app/v1/${n.kebab}';
let t: TestApp;
let app: FastifyInstance;
let mine: string;
let someoneElse: string;

const get = (url: string, token?: string, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'GET', url, headers: H(lang, token) });
const create = (payload: object, token?: string, lang: 'ru' | 'en' = 'en') =>
  app.inject({ method: 'POST', url: PATH, headers: H(lang, token), payload });

beforeAll(async () => {
  const db = await testDb();
  await seed${n.pascal}Demo(db.db);
  t = await testApp({ db });
  app = t.app;
  mine = await ${ownLogin};
  someoneElse = await ${ownLogin};
});
afterAll(async () => {
  await t?.close();
  await t?.db.close();
});

describe('${n.kebab}', () => {
  it('shows the demo ${own} the two demo records', async () => {
    const token = await t.login('${own}');
    const r = await get(PATH, token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.total).toBe(2);
  });

  it('creates a record that its author finds in the list and on its page', async () => {
    const c = await create({ title: '  Проверка  ', note: 'Первая' }, mine);
    expect(c.statusCode, c.body).toBe(201);
    const created = c.json().data;
    expect(created).toMatchObject({ title: 'Проверка', note: 'Первая' });
    const list = (await get(PATH, mine)).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: created.id, title: 'Проверка' });
    const one = await get(\`\${PATH}/\${created.id}\`, mine);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: created.id, title: 'Проверка', note: 'Первая' });
  });

  it('answers 404 for someone else’s record, as for a missing one, in ru and en', async () => {
    const id = (await create({ title: 'Чужая' }, mine)).json().data.id;
    const en = await get(\`\${PATH}/\${id}\`, someoneElse);
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe(${JSON.stringify(en[n.kebab].errors.notFound)});
    const ru = await get(\`\${PATH}/\${id}\`, someoneElse, 'ru');
    expect(ru.json().message).toBe(${JSON.stringify(ru[n.kebab].errors.notFound)});
    expect((await get(\`\${PATH}/2147483647\`, mine)).statusCode).toBe(404);
    expect((await get(PATH, someoneElse)).json().data.total).toBe(0);
  });

  it('refuses a role the policy row does not admit (403) and no session (401)', async () => {
    ${
      wrong
        ? `const wrongRole = await ${wrong === 'owner' ? 't.login(undefined, { owner: true })' : 't.login()'};`
        : `const wrongRole = await t.login('manager');`
    }
    expect((await get(PATH, wrongRole)).statusCode).toBe(403);
    expect((await create({ title: 'x' }, wrongRole)).statusCode).toBe(403);
    expect((await get(PATH)).statusCode).toBe(401);
    expect((await create({ title: 'x' })).statusCode).toBe(401);
  });

  it('refuses an empty title with 422 and the field’s message in ru and en', async () => {
    const en = await create({ title: '   ' }, mine);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({ message: ${JSON.stringify(msg.failedEn)}, errors: { title: [${JSON.stringify(msg.requiredEn)}] } });
    const ru = await create({ note: 'без названия' }, mine, 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors).toEqual({ title: [${JSON.stringify(msg.requiredRu)}] });
  });
});
`;
}

function e2eTest(s: Spec): string {
  const { n, roles } = s;
  const { ru } = locales(s) as {
    ru: Record<
      string,
      { titles: { list: string; create: string }; fields: Record<string, string>; actions: { create: string } }
    >;
  };
  const L = ru[n.kebab];
  // A world's guest is its tenant (tests/e2e/world.ts ROLES: the tenant acts as a guest, R2.9).
  const who = roles[0] === 'guest' ? 'tenant' : roles[0];
  return `/**
 * ${s.titleEn} in the browser (Refine resource \`${n.kebab}\`): a ${roles[0]} opens the list, adds a record
 * through the form, lands on its page and finds it in the list. One happy path; the rules are the
 * API test's (tests/api/${n.kebab}.test.ts). Written by \`npm run new:resource\`.
 */
import { expect, test } from './test';

test('ru: a ${roles[0]} adds a record and finds it in the list', async ({ page, signIn }) => {
  // The ${who} of this worker's own world (tests/e2e/world.ts), signed in once by the setup project.
  await signIn(page, '${who}', '/${n.kebab}');
  await expect(page.getByRole('heading', { level: 1, name: ${JSON.stringify(L.titles.list)} })).toBeVisible();
  await page.getByRole('button', { name: ${JSON.stringify(L.actions.create)} }).click();
  await expect(page.getByRole('heading', { level: 1, name: ${JSON.stringify(L.titles.create)} })).toBeVisible();
  await page.getByLabel(${JSON.stringify(L.fields.title)}).fill('Проверка браузером');
  await page.getByLabel(${JSON.stringify(L.fields.note)}).fill('Заметка');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\\/${n.kebab}\\/\\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка браузером' })).toBeVisible();
  await expect(page.getByText('Заметка', { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: ${JSON.stringify(L.titles.list)} }).click();
  await expect(page.getByRole('link', { name: 'Проверка браузером' })).toBeVisible();
});
`;
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
  edit('src/contracts/index.ts', (src) =>
    insertBeforeClose(
      addImport(src, `import { ${n.camel}Endpoints } from './${n.kebab}';`, 'src/contracts/index.ts'),
      /^export const endpoints = \{/m,
      `  ${key(n.kebab)}: ${n.camel}Endpoints,\n`,
      'src/contracts/index.ts',
    ),
  );
  edit('server/db/schema/index.ts', (src) => `${src.trimEnd()}\nexport * from './${n.kebab}';\n`);
  // The demo seed: one step more at the end of the list the seed index walks (no other file names it).
  edit('server/db/seed/index.ts', (src) =>
    insertBeforeClose(
      addImport(src, `import { seed${n.pascal}Demo } from './${n.kebab}';`, 'server/db/seed/index.ts'),
      /^export const DEMO_SEEDS: readonly DemoSeed\[\] = \[/m,
      `  seed${n.pascal}Demo,\n`,
      'server/db/seed/index.ts',
    ),
  );
  // The routes register themselves from server/routes/${n.kebab}/ (server/routes/v1.ts): no edit.
  edit('server/openapi.ts', (src) =>
    insertBeforeClose(
      src,
      /^export const TAG_DESCRIPTIONS: Record<string, string> = \{/m,
      `  ${key(n.kebab)}: ${JSON.stringify(`${titleEn}: the caller's own records`)},\n`,
      'server/openapi.ts',
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
  // The area's strings load with its pages (src/locales/areas/index.ts LOCALE_AREAS, kept sorted).
  edit('src/locales/areas/index.ts', (src) => {
    const m = /^export const LOCALE_AREAS = \[\n([\s\S]*?)\] as const;/m.exec(src);
    if (!m) throw new AnchorError('src/locales/areas/index.ts: LOCALE_AREAS not found');
    const names = [...m[1].matchAll(/'([^']+)'/g)]
      .map((x) => x[1])
      .concat(n.kebab)
      .sort();
    const list = names.map((x) => `  '${x}',\n`).join('');
    return `${src.slice(0, m.index)}export const LOCALE_AREAS = [\n${list}] as const;${src.slice(m.index + m[0].length)}`;
  });
  // The sider's label, menu.<name>, is in the account area the Refine root loads (src/resources.ts).
  for (const lang of ['ru', 'en'] as const)
    edit(`src/locales/areas/account/${lang}.json`, (src) => {
      const strings = JSON.parse(src) as { menu?: Record<string, string> };
      if (!strings.menu) throw new AnchorError(`src/locales/areas/account/${lang}.json: no "menu"`);
      const menu = { ...strings.menu, [n.kebab]: lang === 'ru' ? s.titleRu : titleEn };
      strings.menu = Object.fromEntries(Object.entries(menu).sort(([a], [b]) => a.localeCompare(b)));
      return `${JSON.stringify(strings, null, 2)}\n`;
    });
  // The sider each role sees names every resource (the new one comes last in its group).
  const parent = groupOf(roles);
  edit('tests/unit/providers/access-control-provider.test.ts', (src) => {
    let out = src;
    for (const role of roles) {
      const block = new RegExp(`expect\\(sider\\('${role}'\\)\\)\\.toEqual\\(\\[[\\s\\S]*?\\]\\);`).exec(out);
      const group = block && new RegExp(`'${parent}: ([^']*)'`).exec(block[0]);
      if (!block || !group)
        throw new AnchorError(
          `tests/unit/providers/access-control-provider.test.ts: sider('${role}') has no '${parent}: …'`,
        );
      const at = block.index + group.index;
      out = `${out.slice(0, at)}'${parent}: ${group[1]}, ${n.kebab}'${out.slice(at + group[0].length)}`;
    }
    return out;
  });
  if (roles.includes('owner'))
    edit('tests/unit/domain/access.test.ts', (src) => {
      const m = /(expect\(listable\.filter\([^\n]*\.sort\(\)\)\.toEqual\(\[\n)([\s\S]*?)(\n\s*\]\);)/.exec(src);
      if (!m) throw new AnchorError("tests/unit/domain/access.test.ts: the owner's listable resources not found");
      const names = [...m[2].matchAll(/'([^']+)'/g)]
        .map((x) => x[1])
        .concat(n.kebab)
        .sort();
      const lines = names.map((x) => `      '${x}',`).join('\n');
      return src.slice(0, m.index) + m[1] + lines + m[3] + src.slice(m.index + m[0].length);
    });
  edit('tests/api/access-matrix.test.ts', (src) =>
    insertBeforeClose(
      addImport(src, `import { ${n.camel} } from '../../server/db/schema';`, 'tests/api/access-matrix.test.ts'),
      /^const OWN_ROW_RESOURCES: [^=]+= \[/m,
      `  { segment: '${n.kebab}', table: ${n.camel}, values: { title: 'M' } },\n`,
      'tests/api/access-matrix.test.ts',
    ),
  );
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

const words = (kebab: string) => kebab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The files to write, by path. */
function newFiles(s: Spec): Record<string, string> {
  const { n } = s;
  const en = JSON.parse(readFileSync(join(root, 'src/locales/en.json'), 'utf8'));
  const ru = JSON.parse(readFileSync(join(root, 'src/locales/ru.json'), 'utf8'));
  const loc = locales(s);
  return {
    [`src/domain/${n.kebab}.ts`]: domainFile(s),
    [`src/contracts/${n.kebab}.ts`]: contractFile(s),
    [`server/db/schema/${n.kebab}.ts`]: schemaFile(s),
    [`server/db/seed/${n.kebab}.ts`]: seedFile(s),
    [`server/routes/${n.kebab}/repo.ts`]: repoFile(s),
    [`server/routes/${n.kebab}/index.ts`]: routesFile(s),
    [`resources/${n.kebab}/index.ts`]: moduleFile(s),
    [`resources/${n.kebab}/list.tsx`]: listPage(s),
    [`resources/${n.kebab}/show.tsx`]: showPage(s),
    [`resources/${n.kebab}/create.tsx`]: createPage(s),
    [`src/locales/areas/${n.kebab}/ru.json`]: `${JSON.stringify(loc.ru, null, 2)}\n`,
    [`src/locales/areas/${n.kebab}/en.json`]: `${JSON.stringify(loc.en, null, 2)}\n`,
    [`tests/api/${n.kebab}.test.ts`]: apiTest(s, {
      requiredRu: ru.validation.required,
      requiredEn: en.validation.required,
      failedEn: en.validation.failed,
    }),
    [`tests/e2e/${n.kebab}.spec.ts`]: e2eTest(s),
  };
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
    console.log(`write  ${migration}\nedit   src/contracts/api.ts (npm run api:table)`);
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
  console.log(`wrote   server/db/migrations/${sql.at(-1)} (drizzle-kit generate)\nedited  src/contracts/api.ts`);
  console.log(`new:resource: ${n.kebab} in ${((performance.now() - started) / 1000).toFixed(1)} s. By hand now:
  - the record's real fields: src/contracts/${n.kebab}.ts, server/db/schema/${n.kebab}.ts (the migration has not
    landed: npx drizzle-kit drop, then npm run db:generate -- --name ${n.snake}), server/routes/${n.kebab}/repo.ts,
    the pages, the strings and the tests (docs/architecture.md § How to add a resource);
  - its rules in docs/rules.md (new ids) and src/domain/${n.kebab}.ts;
  - check the sider per role it added to tests/unit/providers/access-control-provider.test.ts (and, for
    --roles owner, to the owner's list in tests/unit/domain/access.test.ts) where you move the module;
  - the titles in ru and en (src/locales/areas/${n.kebab}/), the icon and sider group (resources/${n.kebab}/index.ts).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
