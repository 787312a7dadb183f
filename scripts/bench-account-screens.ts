/**
 * The screens `npm run bench:account` measures (scripts/bench-account.ts): each with its role, its
 * path, what shows it is drawn and, for the rate grid (`npm run bench:rates`), what a person then
 * does (scrolls it) and the mark its own drawing starts at.
 */
import type { Page } from '@playwright/test';
import { billEndpoints } from '../src/contracts/utility-accounts';
import { rentsEndpoints } from '../src/contracts/rents';
import { endpointUrl } from '../src/contracts/endpoint';

/** The demo phones (server/db/seed/users.ts) and the login option of each role. */
export const ROLES = {
  tenant: { phone: '+79990000001', owner: false },
  owner: { phone: '+79990000002', owner: true },
  agent: { phone: '+79990000003', owner: false },
  manager: { phone: '+79990000004', owner: false },
} as const;
export type RoleName = keyof typeof ROLES;

/**
 * A screen to open: its role, its path (a function when it needs an id of that role's rows) and
 * what shows it is drawn (a CSS selector).
 */
export interface Screen {
  role: RoleName;
  path: string | ((api: (url: string) => Promise<unknown>) => Promise<string>);
  label: string;
  drawn: string;
  /** What a person then does on the screen (measured with the load), e.g. scrolling a grid. */
  after?: (page: Page) => Promise<void>;
  /**
   * A performance mark the screen sets when its own part starts drawing: the longest task from
   * there on (the data drawn, then `after`) is printed apart from the whole load's.
   */
  mark?: string;
}
/** The first row's id of a list answer `{ data: { data: [{ id }] } }`. */
const firstId = async (api: (url: string) => Promise<unknown>, url: string) => {
  const body = (await api(url)) as { data: { data: { id: number }[] } };
  const id = body.data.data[0]?.id;
  if (!id) throw new Error(`no row in ${url} for the demo tenant`);
  return id;
};
export const SCREENS: Screen[] = [
  // The bookings: a table on a desktop, cards on a phone.
  {
    role: 'tenant',
    label: '/dashboard',
    path: '/dashboard',
    drawn: '.ant-layout-content .ant-table-wrapper, .ant-layout-content .booking-cards',
  },
  {
    role: 'tenant',
    label: '/bills/{id}',
    path: async (api) => `/bills/${await firstId(api, endpointUrl(billEndpoints.list))}`,
    drawn: '[data-testid="bill-debt"]',
  },
  {
    role: 'tenant',
    label: '/rents/{id}',
    path: async (api) => `/rents/${await firstId(api, endpointUrl(rentsEndpoints.list))}`,
    drawn: '[data-testid="rent-status"]',
  },
  {
    role: 'owner',
    label: '/dashboard',
    path: '/dashboard',
    drawn: '[data-testid="dashboard-rooms"], [data-testid="dashboard-role-empty"]',
  },
  {
    role: 'agent',
    label: '/dashboard',
    path: '/dashboard',
    drawn: '[data-testid="dashboard-rooms"], [data-testid="dashboard-role-empty"]',
  },
  { role: 'manager', label: '/backoffice', path: '/backoffice', drawn: '[data-testid="bo-arrivals"]' },
  {
    role: 'manager',
    label: '/backoffice/occupancy',
    // A month of 31 days: 150 objects × 31 days (the demo's objects, server/db/seed/objects.ts).
    path: `/backoffice/occupancy?month=${month31()}`,
    drawn: '[data-testid="chessboard"] [role="row"]:nth-child(151)',
  },
  {
    // The rate grid (docs/rules.md R5.28): 150 objects × 90 days, then scrolled to the bottom and across.
    role: 'manager',
    label: '/backoffice/rates',
    path: '/backoffice/rates',
    drawn: '[data-testid="rate-grid"] [role="gridcell"]',
    after: scrollGrid,
    mark: 'rates-grid-render',
  },
];

/** Scrolls the rate grid down to its last row and across to its last day in 40 steps, a frame each. */
async function scrollGrid(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap a named function in its `__name` helper, unknown in the page.
  await page.evaluate(`(async () => {
    const el = document.querySelector('[data-testid="rate-grid"]');
    for (let i = 1; i <= 40; i++) {
      el.scrollTop = ((el.scrollHeight - el.clientHeight) * i) / 40;
      el.scrollLeft = ((el.scrollWidth - el.clientWidth) * i) / 40;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  })()`);
}

/** This month when it has 31 days, else the next month that has (`YYYY-MM`). */
function month31(): string {
  const d = new Date();
  for (;;) {
    const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    if (days === 31) return d.toISOString().slice(0, 7);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
}
