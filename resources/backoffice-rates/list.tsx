/**
 * The rate calendar at /backoffice/rates (docs/rules.md R5.28, R5.29): every object's nights as
 * sold from today for 90 days (another window of up to 120 days by the range picker, kept in the
 * URL), on the grid of ./components/rate-grid.tsx. Picking objects (rows, groups) and days
 * (header) opens the side panel that previews and saves a change; the seasons and rules are a
 * screen of their own (/backoffice/rate-rules).
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, DatePicker, Empty, Skeleton, Space } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { api } from '../../src/contracts/api';
import type { RateChangeResult } from '../../src/contracts/backoffice-rates';
import { useEndpointQuery } from '../../providers/endpoints';
import { addDaysIso, isIsoDate, nightsBetween } from '../../src/domain/datetime';
import { hotelToday } from '../../src/domain/hotel-time';
import { INTL_LOCALES } from '../../src/domain/money';
import { RATE_GRID_MAX_DAYS } from '../../src/domain/rate-grid';
import { LinkButton } from '../../src/components/link-button';
import { RateGrid, type DayRange, type PreviewCell } from './components/rate-grid';
import { ChangePanel } from './components/change-panel';
import { Legend } from './components/legend';

const R = 'backoffice-rates';

export default function RatesPage() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hotelToday();
  const qFrom = params.get('from') ?? '';
  const from = isIsoDate(qFrom) ? qFrom : today;
  const qTo = params.get('to') ?? '';
  const to =
    isIsoDate(qTo) && qTo >= from && nightsBetween(from, qTo) < RATE_GRID_MAX_DAYS ? qTo : addDaysIso(from, 89);
  const { query } = useEndpointQuery(api[R].list, { query: { from, to } });
  const data = useDeferredValue(query.data?.data);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [range, setRange] = useState<DayRange | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [preview, setPreview] = useState<RateChangeResult | null>(null);
  const format = useMemo(
    () => new Intl.NumberFormat(INTL_LOCALES[i18n.language === 'en' ? 'en' : 'ru']),
    [i18n.language],
  );
  const names = useMemo(() => new Map(data?.buildings.map((b) => [b.id, b.name])), [data?.buildings]);
  const buildingName = useCallback((id: number) => names.get(id) ?? '', [names]);
  const onSelect = useCallback(
    (ids: number[], on: boolean) =>
      setSelected((s) => {
        const n = new Set(s);
        for (const id of ids)
          if (on) n.add(id);
          else n.delete(id);
        return n;
      }),
    [],
  );
  const byObject = useMemo(() => {
    if (!preview) return null;
    const m = new Map<number, Map<string, PreviewCell>>();
    for (const c of preview.cells) (m.get(c.objectId) ?? m.set(c.objectId, new Map()).get(c.objectId)!).set(c.date, c);
    return m;
  }, [preview]);
  const lo = range ? Math.min(range.a, range.b) : 0;
  const hi = range ? Math.max(range.a, range.b) : 0;
  const pickFrom = range ? addDaysIso(from, lo) : from;
  const pickTo = range ? addDaysIso(from, hi) : from;
  const onDates = (f: string, tt: string) => {
    if (!isIsoDate(f) || !isIsoDate(tt)) return;
    setRange({ a: nightsBetween(from, f), b: nightsBetween(from, tt) });
  };
  const setWindow = (f: string, tt: string) => {
    const next = new URLSearchParams(params);
    next.set('from', f);
    next.set('to', tt);
    setParams(next, { replace: true });
    setRange(null);
  };
  const ids = useMemo(() => [...selected], [selected]);
  return (
    <List
      title={t(`${R}.titles.list`)}
      canCreate={false}
      headerButtons={<LinkButton to="/backoffice/rate-rules">{t(`${R}.rulesLink`)}</LinkButton>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          allowClear={false}
          format="DD.MM.YYYY"
          value={[dayjs(from), dayjs(to)]}
          aria-label={t(`${R}.window`)}
          disabledDate={(d, info) => !!info.from && Math.abs(d.diff(info.from, 'day')) >= RATE_GRID_MAX_DAYS}
          onChange={(v) => v?.[0] && v[1] && setWindow(v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD'))}
        />
        <Button onClick={() => setWindow(today, addDaysIso(today, 89))}>{t(`${R}.today`)}</Button>
        <span>{t(`${R}.hint`)}</span>
      </Space>
      <Legend />
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('backoffice-common.loadFailed')}
          action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : !data.objects.length ? (
        <Empty description={t(`${R}.empty`)} />
      ) : (
        // The panel goes under the grid on a narrow screen.
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
          <div style={{ flex: '1 1 480px', minWidth: 0 }}>
            <RateGrid
              data={data}
              selected={selected}
              onSelect={onSelect}
              range={range}
              onRange={setRange}
              weekdays={weekdays}
              preview={byObject}
              format={format}
              buildingName={buildingName}
            />
          </div>
          {selected.size && range ? (
            <Card size="small" title={t(`${R}.panel.title`)} style={{ flex: '0 1 320px', minWidth: 280 }}>
              <ChangePanel
                objectIds={ids}
                from={pickFrom}
                to={pickTo}
                onDates={onDates}
                onWeekdays={setWeekdays}
                onPreview={setPreview}
                onSaved={() => query.refetch()}
              />
            </Card>
          ) : (
            <Card size="small" style={{ flex: '0 1 320px', minWidth: 280 }}>
              {t(`${R}.pickFirst`)}
            </Card>
          )}
        </div>
      )}
    </List>
  );
}
