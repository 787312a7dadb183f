/** "Export to CSV" of a back-office list: Refine's `useExport` with the list's current filters and sorters. */
import { Button } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useExport, useTranslate, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';

export function ExportCsvButton<T extends BaseRecord>({
  resource,
  filters,
  sorters,
  mapData,
}: {
  resource: string;
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  mapData: (row: T) => Record<string, unknown>;
}) {
  const t = useTranslate();
  const { triggerExport, isLoading } = useExport<T>({
    resource,
    filters,
    sorters,
    mapData,
    pageSize: 100,
    maxItemCount: 10_000,
  });
  return (
    <Button icon={<ExportOutlined />} loading={isLoading} onClick={() => void triggerExport()}>
      {t('backoffice-common.export')}
    </Button>
  );
}
