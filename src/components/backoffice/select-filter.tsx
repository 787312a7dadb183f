/**
 * A column filter that picks one value from a list, for back-office tables (docs/rules.md R16.2):
 * Refine's `FilterDropdown` around an antd `Select`, its value restored from the URL's filters.
 */
import { Select, type TableColumnType } from 'antd';
import { FilterDropdown, getDefaultFilter } from '@refinedev/antd';
import type { CrudFilters } from '@refinedev/core';

/**
 * Column props (`defaultFilteredValue`, `filterDropdown`) for an `eq` filter on `field`.
 *
 * @param filters - the table's current filters (from `useTable`).
 * @param field - the filtered field.
 * @param options - the choices, already translated.
 * @param width - the select's width, px.
 */
export function selectFilter<T>(
  filters: CrudFilters,
  field: string,
  options: { value: string; label: string }[],
  width = 200,
) {
  const value = getDefaultFilter(field, filters, 'eq') as string | undefined;
  return {
    defaultFilteredValue: value ? [value] : undefined,
    filterDropdown: ((props) => (
      <FilterDropdown {...props}>
        <Select style={{ width }} options={options} />
      </FilterDropdown>
    )) as TableColumnType<T>['filterDropdown'],
  };
}
