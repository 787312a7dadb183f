/**
 * Post-build step (docs/architecture.md § The SPA): antd's styles of the account area as a
 * stylesheet, so that a signed-in screen neither computes nor inserts them at run time. antd 5's
 * CSS-in-JS (@ant-design/cssinjs) computes each component's styles on its first render and
 * inserts them as `<style>` elements inside React's commit — on the tenant's dashboard 43
 * elements, ~300 KB of CSS and about half of its blocking time (4× CPU: the two longest tasks,
 * 336 and 216 ms, were mostly cssinjs and rc-util's insertion). Here every antd component is
 * rendered once on the server in the account's theme — the public theme's ConfigProvider with the
 * account's inside it, as src/App.tsx (lazyThemed) and src/layouts/account-layout.tsx nest them —
 * and cssinjs's `extractStyle` writes their CSS with its cache-path map (the rule
 * `.data-ant-cssinjs-cache-path{content:…}`), which the browser's cssinjs reads at its first style:
 * a component whose path is in the map takes its styles from the sheet (antd's documented
 * static-extraction mode, `CSS_FILE_STYLE`). A component or theme the map does not hold (the
 * public pages' islands, a token changed at run time) is styled at run time as before.
 *
 * Writes `dist/assets/antd-account-<hash>.css` and `dist/spa.html`: index.html with that sheet
 * linked, and the account's common modules preloaded ({@link accountModules}), ahead of the entry and the app's own stylesheet (antd first, the app's rules after, as
 * cssinjs orders them). The server sends spa.html to every client-rendered route
 * (server/app.ts); the server-rendered pages keep index.html as their template, without it.
 * Run with NODE_ENV=production (antd's production class names), after `vite build`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import { accountTheme, publicTheme } from '../src/theme';

/**
 * The antd components the account draws: those the portal imports (src/, resources/, providers/)
 * and those of Refine's layout and buttons (Layout, Menu, Dropdown, Breadcrumb, Avatar, Divider,
 * Flex). Another one is styled at run time.
 */
const COMPONENTS = [
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Image',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'QRCode',
  'Radio',
  'Rate',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Timeline',
  'Tooltip',
  'Typography',
  'Upload',
] as const;

/** Each of {@link COMPONENTS} with no props, and the variants whose styles are separate paths. */
function everyComponent(): ReactNode[] {
  const all = antd as unknown as Record<string, ComponentType<Record<string, unknown>>>;
  const parts: ReactNode[] = COMPONENTS.map((name) => {
    const C = all[name];
    return <C key={name} />;
  });
  const { Tag, Layout, Menu, Table, Descriptions, Statistic, Input, DatePicker, Typography, Row, Col } = antd;
  return [
    ...parts,
    ...['green', 'red', 'blue', 'orange', 'gold', 'purple', 'cyan', 'volcano', 'geekblue', 'magenta', 'lime'].map(
      (c) => (
        <Tag key={`tag-${c}`} color={c}>
          .
        </Tag>
      ),
    ),
    <Layout.Sider key="sider" />,
    <Layout.Header key="header" />,
    <Layout.Content key="content" />,
    <Menu key="menu" items={[{ key: 'a', label: '.' }]} />,
    <Table key="table" dataSource={[]} columns={[]} />,
    <Descriptions key="descriptions" items={[{ key: 'a', label: '.', children: '.' }]} />,
    <Statistic key="statistic" value={1} />,
    <Input.Search key="search" />,
    <Input.TextArea key="textarea" />,
    <Input.OTP key="otp" />,
    <DatePicker.RangePicker key="range" />,
    <Typography.Title key="title">.</Typography.Title>,
    <Typography.Text key="text">.</Typography.Text>,
    <Typography.Paragraph key="paragraph">.</Typography.Paragraph>,
    <Row key="row">
      <Col span={12} />
    </Row>,
  ];
}

/** The roots every client-rendered screen loads: Refine's app (login and account) and the account's layout. */
const ACCOUNT_ROOTS = ['src/refine-app.tsx', 'src/layouts/account-layout.tsx'];

/**
 * The chunks of {@link ACCOUNT_ROOTS} and everything they import statically, from Vite's manifest
 * (issue 41 item 2): spa.html names them as `<link rel="modulepreload">`, which the HTML parser
 * handles, so Vite's loader finds them already linked when the app imports those roots instead of
 * creating and inserting ~100 link elements in one task of the main thread.
 * @throws Error when the build has no manifest or a root is missing from it.
 */
function accountModules(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of ACCOUNT_ROOTS) visit(root);
  return [...files];
}

const dist = resolve(process.argv[2] ?? 'dist');
const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <antd.ConfigProvider theme={publicTheme} locale={ruRU}>
      <antd.ConfigProvider theme={accountTheme} locale={ruRU}>
        <antd.App>{everyComponent()}</antd.App>
      </antd.ConfigProvider>
    </antd.ConfigProvider>
  </StyleProvider>,
);
const css = extractStyle(cache, { plain: true });
const file = `assets/antd-account-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
writeFileSync(join(dist, file), css);
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"/;
if (!entry.test(index)) throw new Error('dist/index.html has no module entry: run `vite build` first');
const preloads = accountModules(dist).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
writeFileSync(
  join(dist, 'spa.html'),
  index.replace(entry, `<link rel="stylesheet" href="/${file}">\n    ${preloads.join('\n    ')}\n    $&`),
);
const paths = /data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1].split(';').length ?? 0;
console.log(`account styles: ${file}, ${(css.length / 1024).toFixed(0)} KB, ${paths} component styles`);
