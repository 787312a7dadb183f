/**
 * The account's sider on antd's own `Layout.Sider`, `Menu` and `Drawer` (issue 41 item 2, instead
 * of Refine's `ThemedLayout`/`ThemedSider`; antd docs: Layout "Sider", Menu `items`): the resources
 * the role may use, grouped by `meta.parent`, every group open, and "Выйти" at the end.
 *
 * What it saves against Refine's sider, which wrapped each of its ~50 items in `<CanAccess>` (one
 * react-query entry and one re-render of the menu per item as each answer came) and was called
 * twice per render by `ThemedLayout`: the items are filtered here in one pass by the one access
 * policy (`decide`, providers/access-control-provider.ts) for the session's role.
 *
 * On a wide screen (antd's `lg`, ≥ 992 px) it is a sider that collapses to icons (80 px); below it
 * is a drawer opened by the header's menu button ({@link SiderDrawerToggle}).
 */
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Drawer, Layout, Menu, Typography, type MenuProps } from 'antd';
import { BarsOutlined, LeftOutlined, LogoutOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  useGetIdentity,
  useLogout,
  useMenu,
  useTranslate,
  useWarnAboutChange,
  type TreeMenuItem,
} from '@refinedev/core';
import type { Role } from '../domain/access';
import { decide } from '../../providers/access-control-provider';
import type { Identity } from '../../providers/auth-provider';
import { useCompany } from '../components/company';

/** The sider's width open and collapsed, in px (Refine's sider had the same). */
const WIDTH = 200;
const COLLAPSED_WIDTH = 80;

/** antd's `lg` breakpoint (`screenLG`, 992 px) as a media query. */
const LG = '(min-width: 992px)';
/** The one `lg` media query list, made on first use (none on the server). */
let lgQuery: MediaQueryList | undefined;
/**
 * Whether the window is `lg` or wider, as the media query last said: read when a component
 * subscribes, then kept by its `change` event, so a render does not ask the browser again
 * (`matches` may recompute styles).
 */
let lgMatches: boolean | undefined;
const lg = () => (lgQuery ??= window.matchMedia(LG));
const wide = () => typeof window.matchMedia !== 'function' || (lgMatches ??= lg().matches);
const onWidthChange = (change: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = lg();
  // Read afresh on subscribing: the width may have crossed `lg` while nothing listened (React
  // compares the snapshot again after it subscribes).
  lgMatches = query.matches;
  const update = () => {
    lgMatches = query.matches;
    change();
  };
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

/**
 * True below antd's `lg` breakpoint (992 px): the menu is a drawer there. Read from the media query
 * on the first render (antd's `Grid.useBreakpoint` learns the width only in an effect, so a phone
 * drew the whole sider first and then removed it), and again when the width crosses it.
 */
export function useDrawerMenu(): boolean {
  return !useSyncExternalStore(onWidthChange, wide, () => true);
}

/** The brand in the sider's top: the site's mark and the company's name, a link to the landing. */
function SiderTitle({ collapsed }: { collapsed: boolean }) {
  const t = useTranslate();
  const { company } = useCompany();
  return (
    <div className={`account-sider-title${collapsed ? ' collapsed' : ''}`}>
      <Link to="/">
        <img src="/favicon.svg" alt="" width={24} height={24} />
        {!collapsed && (
          <Typography.Title style={{ fontSize: 'inherit', marginBottom: 0, fontWeight: 700 }}>
            {company?.name ?? t('app.titleFallback')}
          </Typography.Title>
        )}
      </Link>
    </div>
  );
}

/** antd Menu items of a Refine menu tree, leaving out what `role` may not list (docs/rules.md R3.3). */
function toItems(tree: TreeMenuItem[], role: Role | null): NonNullable<MenuProps['items']> {
  return tree.flatMap((item): NonNullable<MenuProps['items']> => {
    if (!decide(role, 'list', item, item.name)) return [];
    const label = item.label ?? item.name;
    const icon = item.meta?.icon as ReactNode | undefined;
    if (item.children.length > 0)
      return [
        { key: item.key, icon: icon ?? <UnorderedListOutlined />, label, children: toItems(item.children, role) },
      ];
    // A top-level item without its own icon gets the list icon; a group's child gets none (as Refine's sider).
    const topLevel = item.meta?.parent === undefined;
    return [
      {
        key: item.key,
        icon: icon ?? (topLevel ? <UnorderedListOutlined /> : undefined),
        label: <Link to={item.route ?? ''}>{label}</Link>,
      },
    ];
  });
}

/**
 * The menu: the role's items, the current one selected, every group open, "Выйти" last (asks first
 * when a form has unsaved changes). `onNavigate` runs on every click (the drawer closes).
 *
 * antd's Menu reads which groups are open once, when it mounts (and keeps them itself while the
 * sider is folded to icons); the back office's resources arrive after the sider
 * (src/refine-app.tsx), so the menu mounts again when its groups change, with the new one open
 * too (without this the manager's "Management company" group stayed shut when that chunk came
 * late, as it did on a busy 2-core CI machine).
 */
function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslate();
  const { menuItems, selectedKey } = useMenu();
  const { data: me } = useGetIdentity<Identity>();
  const role = (me?.role as Role | undefined) ?? null;
  const { mutate: logout } = useLogout();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const items = useMemo(() => toItems(menuItems, role), [menuItems, role]);
  const groups = items.flatMap((i) => (i && 'children' in i && i.key ? [String(i.key)] : []));
  const onLogout = () => {
    if (warnWhen && !window.confirm(t('warnWhenUnsavedChanges'))) return;
    setWarnWhen(false);
    logout();
  };
  return (
    <Menu
      key={groups.join(' ')}
      mode="inline"
      className="account-menu"
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={groups}
      onClick={() => onNavigate?.()}
      items={[...items, { key: 'logout', icon: <LogoutOutlined />, label: t('buttons.logout'), onClick: onLogout }]}
    />
  );
}

/**
 * The wide screen's sider: the brand, the menu, and at its foot the collapse trigger, named in the
 * current language. Nothing below `lg` (the header's button opens {@link AccountDrawer} there).
 */
export function AccountSider() {
  const t = useTranslate();
  const drawer = useDrawerMenu();
  const [collapsed, setCollapsed] = useState(false);
  if (drawer) return null;
  return (
    <Layout.Sider
      className="account-sider"
      theme="light"
      width={WIDTH}
      collapsible
      collapsed={collapsed}
      collapsedWidth={COLLAPSED_WIDTH}
      onCollapse={(next, type) => type === 'clickTrigger' && setCollapsed(next)}
      trigger={
        <Button
          type="text"
          className="account-sider-trigger"
          aria-label={t(collapsed ? 'nav.expandMenu' : 'nav.collapseMenu')}
        >
          {collapsed ? <RightOutlined /> : <LeftOutlined />}
        </Button>
      }
    >
      <SiderTitle collapsed={collapsed} />
      <AccountMenu />
    </Layout.Sider>
  );
}

/** Below `lg`: the menu button (in the header, before the user's name) and the drawer it opens. */
export function SiderDrawerToggle() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="sider-drawer-toggle"
        size="large"
        icon={<BarsOutlined />}
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        closable={false}
        width={WIDTH}
        styles={{ body: { padding: 0 } }}
      >
        <Layout.Sider className="account-sider" theme="light" width={WIDTH} style={{ minHeight: '100%' }}>
          <SiderTitle collapsed={false} />
          <AccountMenu onNavigate={() => setOpen(false)} />
        </Layout.Sider>
      </Drawer>
    </>
  );
}
