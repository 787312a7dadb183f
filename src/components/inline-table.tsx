/**
 * A record's lines inside a page (docs/architecture.md § Layout): payments, refunds, charges,
 * bookings of a person — a small antd table without paging, as every such list draws it.
 */
import { Table, type TableProps } from 'antd';

/**
 * A small table without paging; every other prop is antd's `Table`'s.
 *
 * @param props - antd `TableProps` of the rows `T` (`rowKey`, `dataSource`, `columns`…).
 */
export function InlineTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
