/**
 * The back office's filter bar (docs/rules.md R16.1; docs/architecture.md § Layout): one inline
 * antd `Form` over Refine's
 * `useTable` `searchFormProps`, so the filters go through the list's `onSearch` and live in the URL
 * (`syncWithLocation`). A search box sends on Enter or its button; any other field sends as soon as
 * it changes. The first values come back from the URL's filters, so a reload or a shared link shows
 * the same bar.
 */
import { DatePicker, Form, Input, Select, Space, Switch, type FormProps, type SelectProps } from 'antd';
import { getDefaultFilter } from '@refinedev/antd';
import type { CrudFilters, CrudOperators } from '@refinedev/core';
import dayjs from 'dayjs';

/** A filter of the URL: its field and operator (`eq` when left out). */
export interface FilterKey {
  field: string;
  operator?: Extract<CrudOperators, 'eq' | 'gte' | 'lte'>;
}

/** What one field of the bar shows; `label` is translated, the placeholder and the accessible name. */
export type FilterField = { name: string; label: string; width?: number; testId?: string } & (
  | {
      /** A search box; `live` sends at every change (the audit log), otherwise on Enter. */
      kind: 'search';
      live?: boolean;
    }
  | {
      /** A single choice: `options`, or Refine's `selectProps` of a `useEndpointSelect`. */
      kind: 'select';
      options?: { value: string; label: string }[];
      selectProps?: SelectProps;
      /** Typing filters the choices by their label. */
      searchable?: boolean;
      /** The URL's value is an id: read it back as a number. */
      numeric?: boolean;
      /** The first value when it is not the URL's filter of the same name. */
      initial?: unknown;
    }
  | {
      /** An on/off switch with its label beside it; on is the filter `true`, off no filter. */
      kind: 'switch';
    }
  | {
      /** A date range (DD.MM.YYYY) whose ends are the filters `from` and `to` (YYYY-MM-DD). */
      kind: 'period';
      from: FilterKey;
      to: FilterKey;
    }
);

/** The value of the filter `key` in `filters`, as the URL holds it. */
export function filterValue(filters: CrudFilters, key: FilterKey | string): string | undefined {
  const { field, operator = 'eq' } = typeof key === 'string' ? { field: key } : key;
  return getDefaultFilter(field, filters, operator) as string | undefined;
}

/** The form's first values: each field's filter read back from the URL. */
function initialValues(fields: FilterField[], filters: CrudFilters): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.kind === 'period') {
        const from = filterValue(filters, f.from);
        const to = filterValue(filters, f.to);
        return [f.name, from && to ? [dayjs(from), dayjs(to)] : null];
      }
      if (f.kind === 'select' && 'initial' in f) return [f.name, f.initial];
      const v = filterValue(filters, f.name);
      if (f.kind === 'switch') return [f.name, String(v) === 'true'];
      return [f.name, f.kind === 'select' && f.numeric && v ? Number(v) : v];
    }),
  );
}

/**
 * The filter bar of a back-office list.
 *
 * @param searchFormProps - `useTable`'s (or `useEndpointTable`'s) form props; its `onSearch` turns
 *   the form's values into filters.
 * @param filters - the table's current filters, to restore the fields from the URL.
 * @param fields - the fields, in order.
 */
export function FilterBar({
  searchFormProps,
  filters,
  fields,
}: {
  searchFormProps: FormProps;
  filters: CrudFilters;
  fields: FilterField[];
}) {
  const submit = () => searchFormProps.form?.submit();
  const typed = new Set(fields.filter((f) => f.kind === 'search' && !f.live).map((f) => f.name));
  return (
    <Form
      {...searchFormProps}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      initialValues={initialValues(fields, filters)}
      onValuesChange={(changed: Record<string, unknown>) => {
        if (!Object.keys(changed).every((name) => typed.has(name))) submit();
      }}
    >
      {fields.map((f) =>
        f.kind === 'switch' ? (
          <Form.Item key={f.name}>
            <Space>
              <Form.Item name={f.name} valuePropName="checked" noStyle>
                <Switch aria-label={f.label} data-testid={f.testId} />
              </Form.Item>
              <span aria-hidden>{f.label}</span>
            </Space>
          </Form.Item>
        ) : (
          <Form.Item key={f.name} name={f.name}>
            {f.kind === 'search' ? (
              <Input.Search
                allowClear
                placeholder={f.label}
                aria-label={f.label}
                onSearch={submit}
                style={f.width ? { width: f.width } : undefined}
              />
            ) : f.kind === 'select' ? (
              <Select
                {...(f.selectProps ?? { options: f.options })}
                {...(f.searchable ? { showSearch: true, optionFilterProp: 'label' } : {})}
                allowClear
                style={{ width: f.width ?? 200 }}
                placeholder={f.label}
                aria-label={f.label}
                data-testid={f.testId}
              />
            ) : (
              <DatePicker.RangePicker format="DD.MM.YYYY" aria-label={f.label} />
            )}
          </Form.Item>
        ),
      )}
    </Form>
  );
}
