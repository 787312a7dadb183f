/**
 * Issue 35 item 18: the router provider's parsed params hold the address's query, never React
 * Router's splat `*` of the shell's catch-all route (it went into every synced table's pagination
 * links as `&*=backoffice/objects`).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import base from '@refinedev/react-router';
import type { RouterProvider } from '@refinedev/core';
import { routerProvider } from '../../../providers/router-provider';

function Probe({ provider }: { provider: RouterProvider }) {
  const parse = provider.parse!();
  const params = parse().params;
  // `currentPage` is read by name (it is not enumerable under the portal's provider, R8.11).
  return <pre data-testid="params">{JSON.stringify({ ...params, currentPage: params?.currentPage })}</pre>;
}

const parsedUnder = (provider: RouterProvider) => {
  render(
    <MemoryRouter initialEntries={['/backoffice/objects?currentPage=2&pageSize=10']}>
      <Routes>
        <Route path="*" element={<Probe provider={provider} />} />
      </Routes>
    </MemoryRouter>,
  );
  const params = JSON.parse(screen.getByTestId('params').textContent!) as Record<string, unknown>;
  return params;
};

describe('routerProvider.parse', () => {
  it('answers the query without the catch-all route’s splat', () => {
    const params = parsedUnder(routerProvider);
    expect(params).not.toHaveProperty('*');
    expect(params).toMatchObject({ currentPage: 2, pageSize: 10 });
  });

  it('is needed: the published provider passes the splat on', () => {
    expect(parsedUnder(base)).toHaveProperty('*', 'backoffice/objects');
  });
});
