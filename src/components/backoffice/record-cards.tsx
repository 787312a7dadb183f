/**
 * The phone layout of a back-office list (docs/architecture.md § Look and feel: cards under 768 px): the same rows and
 * pagination `useTable` gives the desktop table, drawn as cards.
 */
import type { ReactNode } from 'react';
import { Card, Empty, Pagination, Skeleton } from 'antd';
import type { TableProps } from 'antd';

export interface RecordCardsProps<T> {
  tableProps: TableProps<T>;
  title: (row: T) => ReactNode;
  children: (row: T) => ReactNode;
  testId?: string;
}

export function RecordCards<T extends { id: number }>({ tableProps, title, children, testId }: RecordCardsProps<T>) {
  const rows = (tableProps.dataSource ?? []) as T[];
  const p = tableProps.pagination;
  if (tableProps.loading && !rows.length) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!rows.length) return <Empty />;
  return (
    <div data-testid={testId}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {rows.map((r) => (
          <li key={r.id}>
            <Card size="small" title={title(r)}>
              {children(r)}
            </Card>
          </li>
        ))}
      </ul>
      {p ? (
        <Pagination
          style={{ marginTop: 12, textAlign: 'center' }}
          size="small"
          current={p.current}
          pageSize={p.pageSize}
          total={p.total}
          onChange={(page, size) => p.onChange?.(page, size)}
        />
      ) : null}
    </div>
  );
}
