/**
 * docs/rules.md R8.11: every synced table's pagination links name their own page. Refine's
 * useTable (@refinedev/core 5) copied the address's `currentPage` over each link's own, so every
 * `href` read `currentPage=1`; the portal's router provider (providers/router-provider.ts) keeps it
 * out. A real antd `useTable` + `Table` under Refine, as each back-office list draws them.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Refine, type DataProvider, type ParseResponse, type RouterProvider } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import base from '@refinedev/react-router';
import { Table } from 'antd';
import { routerProvider, withLinkSafePage } from '../../../providers/router-provider';

/** 45 rows, ten a page: five pages. */
const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const dataProvider = {
  getApiUrl: () => '',
  getList: async ({ pagination }: { pagination?: { currentPage?: number; pageSize?: number } }) => {
    const size = pagination?.pageSize ?? 10;
    const from = ((pagination?.currentPage ?? 1) - 1) * size;
    return { data: rows.slice(from, from + size), total: rows.length };
  },
} as unknown as DataProvider;

function Things() {
  const { tableProps } = useTable({ resource: 'things', syncWithLocation: true });
  // jsdom matches no media query, so antd would draw the phone's "simple" pager (no page links).
  const pagination = tableProps.pagination && { ...tableProps.pagination, simple: false };
  return <Table {...tableProps} pagination={pagination} rowKey="id" columns={[{ dataIndex: 'name', title: 'Name' }]} />;
}

/** Each page link's `currentPage` by its page number, the list opened at `address`. */
async function pageLinks(provider: RouterProvider, address: string) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[address]}>
      <Refine routerProvider={provider} dataProvider={dataProvider} resources={[{ name: 'things', list: '/things' }]}>
        <Routes>
          <Route path="*" element={<Things />} />
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
  await screen.findByText('Row 11');
  const links = Object.fromEntries(
    [...container.querySelectorAll<HTMLAnchorElement>('.ant-pagination-item a')].map((a) => [
      a.textContent,
      new URL(a.getAttribute('href')!, 'http://x').searchParams.get('currentPage'),
    ]),
  );
  unmount();
  return links;
}

describe('a synced table’s pagination links (R8.11)', () => {
  it('name each its own page, whichever page the address shows', async () => {
    expect(await pageLinks(routerProvider, '/things?currentPage=2&pageSize=10')).toEqual({
      '1': '1',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5',
    });
  });

  it('is needed: under the published provider every link names the page shown', async () => {
    expect(Object.values(await pageLinks(base, '/things?currentPage=2&pageSize=10'))).toEqual(Array(5).fill('2'));
  });
});

describe('withLinkSafePage', () => {
  it('keeps currentPage readable but out of a spread copy', () => {
    const parsed: ParseResponse = { pathname: '/x', params: { currentPage: 3, pageSize: 10, q: 'a' } };
    const safe = withLinkSafePage(parsed);
    expect(safe.params?.currentPage).toBe(3);
    expect({ ...safe.params }).toEqual({ pageSize: 10, q: 'a' });
    expect(parsed.params).toEqual({ currentPage: 3, pageSize: 10, q: 'a' });
  });

  it('leaves params without a page as they are', () => {
    const parsed: ParseResponse = { pathname: '/x', params: { pageSize: 10 } };
    expect(withLinkSafePage(parsed)).toBe(parsed);
  });
});
