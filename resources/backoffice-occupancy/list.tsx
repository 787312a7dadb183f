/**
 * The occupancy chart page (docs/rules.md R16.9): a month at a time, filtered by building and
 * kind (both in the URL), stays as bars; a click opens the booking.
 */
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Select, Skeleton, Space } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import dayjs from 'dayjs';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { OBJECT_KINDS, type ObjectKind } from '../../src/domain/objects';
import { addMonths } from '../../src/domain/backoffice';
import { hotelToday } from '../../src/domain/hotel-time';
import { useClientState } from '../../src/components/client-state';
import { Chessboard } from './components/chessboard';

export default function OccupancyPage() {
  const t = useTranslate();
  const { platform } = useClientState();
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : hotelToday().slice(0, 7);
  const buildingId = params.get('buildingId') ?? undefined;
  const kind = OBJECT_KINDS.find((k) => k === params.get('kind'));
  const set = (k: string, v: string | undefined) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };
  const { query } = useEndpointQuery(api['backoffice-occupancy'].list, { query: { month, buildingId, kind } });
  // Drawn in a transition (a deferred value): the answer's arrival does not hold the main thread.
  const data = useDeferredValue(query.data?.data);
  const shift = (d: number) => set('month', addMonths(`${month}-01`, d).slice(0, 7));
  return (
    <List title={t('backoffice-occupancy.titles.list')} canCreate={false}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<LeftOutlined />} aria-label={t('backoffice-occupancy.prev')} onClick={() => shift(-1)} />
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          format="MM.YYYY"
          onChange={(d) => d && set('month', d.format('YYYY-MM'))}
          aria-label={t('backoffice-occupancy.month')}
        />
        <Button icon={<RightOutlined />} aria-label={t('backoffice-occupancy.next')} onClick={() => shift(1)} />
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('backoffice-occupancy.building')}
          aria-label={t('backoffice-occupancy.building')}
          value={buildingId ? Number(buildingId) : undefined}
          onChange={(v?: number) => set('buildingId', v ? String(v) : undefined)}
          options={(data?.buildings ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('backoffice-occupancy.kind')}
          aria-label={t('backoffice-occupancy.kind')}
          value={kind}
          onChange={(v?: ObjectKind) => set('kind', v)}
          options={OBJECT_KINDS.map((k) => ({ value: k, label: t(`backoffice-occupancy.kinds.${k}`) }))}
        />
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('backoffice-common.loadFailed')}
          action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        // A new month or filter draws its rows in steps again.
        <Chessboard key={`${month}|${buildingId}|${kind}`} data={data} cell={platform === 'mobile' ? 28 : 36} />
      )}
    </List>
  );
}
