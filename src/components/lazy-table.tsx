/**
 * antd's `<Table>` whose code loads when it is first drawn (React `lazy`, a skeleton meanwhile;
 * docs/architecture.md § The SPA). For a screen that draws a table on a wide screen and cards or a
 * list on a phone (the dashboard's bookings, a lease's rent schedule): the phone's first load then
 * carries no table code (antd's Table with its filter tree, pagination and select, ~60 KB brotli).
 * Same props and generics as antd's `Table` (https://ant.design/components/table).
 */
import { lazy, Suspense } from 'react';
import { Skeleton, type Table as AntdTable } from 'antd';

const Table = lazy(() => import('antd/es/table'));

/** antd's `Table<Row>`, loaded on first draw; see the module comment. */
export const LazyTable = (<Row extends object>(props: Parameters<typeof AntdTable<Row>>[0]) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
    <Table {...(props as Parameters<typeof AntdTable>[0])} />
  </Suspense>
)) as typeof AntdTable;
