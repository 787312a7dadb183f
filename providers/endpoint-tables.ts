/**
 * The typed list hooks (docs/architecture.md § The typed seam): a page names the endpoint once —
 * `useEndpointTable(api['utility-accounts'].list, …)`, `useEndpointSelect(api['backoffice-objects'].list, …)` —
 * and the rows' type comes from its declaration, with no generic stated by hand. Underneath they
 * are @refinedev/antd's `useTable`/`useSelect` on the Refine resource the endpoint's path names
 * ({@link endpointResource}), so sorters, filters, pagination, `syncWithLocation` and the cache
 * invalidation after a mutation of that resource are Refine's, as before. Kept apart from
 * ./endpoints.ts so that the Refine root does not load @refinedev/antd.
 */
import { useSelect, useTable, type useTableProps as UseTableProps } from '@refinedev/antd';
import type { BaseRecord, CrudFilters, HttpError, UseSelectProps } from '@refinedev/core';
import type { ClientEndpoint } from '../src/contracts/api';
import type { EndpointDef, ParamsArg } from '../src/contracts/endpoint';
import { endpointResource, type EndpointRow, type RowRecord } from './endpoints';

export type { EndpointRow };

/** Options of {@link useEndpointTable}: the endpoint's path parameters and `useTable`'s own. */
export type EndpointTableOptions<D extends EndpointDef & { method: 'get' }, S> = ParamsArg<D> &
  Omit<UseTableProps<RowRecord<D>, HttpError, S, RowRecord<D>>, 'resource' | 'onSearch'> & {
    /** The search form's values to filters; `S` is inferred from this function's parameter. */
    onSearch?: (values: S) => CrudFilters | Promise<CrudFilters>;
  };

/**
 * A table over the list endpoint `e` on @refinedev/antd's `useTable`: `tableProps.dataSource` is
 * typed as the endpoint's rows; every option of `useTable` but `resource` passes through.
 * @param e a GET endpoint answering `{ data: { data: Row[], total } }`.
 */
export function useEndpointTable<D extends EndpointDef & { method: 'get' }, S extends BaseRecord = BaseRecord>(
  e: ClientEndpoint<D>,
  options: EndpointTableOptions<D, S> = {} as EndpointTableOptions<D, S>,
) {
  const { params, ...rest } = options as EndpointTableOptions<D, S> & { params?: Record<string, unknown> };
  return useTable<RowRecord<D>, HttpError, S>({ ...rest, resource: endpointResource(e, params) });
}

/** Options of {@link useEndpointSelect}: path parameters and `useSelect`'s own. */
export type EndpointSelectOptions<D extends EndpointDef & { method: 'get' }> = ParamsArg<D> &
  Omit<UseSelectProps<RowRecord<D>, HttpError, RowRecord<D>>, 'resource' | 'optionLabel' | 'optionValue'> & {
    /** A field of the rows, or a function of a row, that labels an option. */
    optionLabel?: (keyof EndpointRow<D> & string) | ((row: EndpointRow<D>) => string);
    /** A field of the rows that is an option's value. */
    optionValue?: keyof EndpointRow<D> & string;
  };

/**
 * A select's options from the list endpoint `e` on @refinedev/antd's `useSelect` (search, default
 * value, pagination as Refine does them).
 */
export function useEndpointSelect<D extends EndpointDef & { method: 'get' }>(
  e: ClientEndpoint<D>,
  options: EndpointSelectOptions<D> = {} as EndpointSelectOptions<D>,
) {
  const { params, ...rest } = options as EndpointSelectOptions<D> & { params?: Record<string, unknown> };
  const props: UseSelectProps<RowRecord<D>, HttpError, RowRecord<D>> = {
    ...(rest as Omit<UseSelectProps<RowRecord<D>, HttpError, RowRecord<D>>, 'resource'>),
    resource: endpointResource(e, params),
  };
  return useSelect<RowRecord<D>, HttpError, RowRecord<D>>(props);
}
