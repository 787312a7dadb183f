/**
 * /objects (docs/rules.md R4.3–R4.7): search free objects for dates and guests, as a list or on the
 * offline plan of the complex; filters by kind, building (loaded as docs/rules.md R4.9 says), minimum and
 * maximum cost; sorting; pagination. All state lives in the URL (./search-params.ts). Each card
 * shows the total for the stay and the price per night in rubles.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Empty, Form, InputNumber, Pagination, Radio, Select, Skeleton } from 'antd';
import { AppstoreOutlined, EnvironmentOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../providers/api-hooks';
import dayjs, { type Dayjs } from 'dayjs';
import { formatMoney } from '../../domain/money';
import type { Locale } from '../../domain/plural';
import { OBJECT_KINDS, priceKeys } from '../../domain/objects';
import { GuestsFields } from '../../components/guests-fields';
import { useBuildings } from '../../components/use-buildings';
import { ComplexPlan } from '../../components/complex-plan';
import type { ObjectItem } from '../../contracts/objects';
import type { Page } from '../../contracts/common';
import { apiQuery, PAGE_SIZE, readSearch, SORTS, stayParams, writeSearch, type SearchState } from './search-params';

interface FilterValues {
  kind?: string;
  buildingId?: number;
  priceMin?: number | null;
  priceMax?: number | null;
  period?: [Dayjs, Dayjs] | null;
  adults?: number | null;
  children?: number[];
}

/**
 * One search result. `first`: the first card's photo is above the fold and the page's largest
 * content, so it loads at once and first; the others load when scrolled to.
 */
export function ObjectCard({ o, stay, first = false }: { o: ObjectItem; stay: string; first?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  return (
    <article className="object-card" data-testid="object-card">
      <Link to={`/objects/${o.id}${stay}`} tabIndex={-1} aria-hidden>
        <img src={o.photo ?? '/images/objects/apartment-1.svg'} alt="" width={400} height={180} {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
      </Link>
      <div className="body">
        <h3>
          <Link to={`/objects/${o.id}${stay}`}>{o.title}</Link>
        </h3>
        <div className="meta">
          {o.buildingName} · {t('objects.floor')} {o.floor}
          {o.number ? ` · № ${o.number}` : ''} · {t('objects.areaValue', { area: o.area })} · {t('objects.capacityValue', { count: o.capacity })}
        </div>
        {o.totalKopecks !== null && o.nights !== null ? (
          <div className="price">{t(priceKeys(o.kind).total, { amount: formatMoney(o.totalKopecks, lang), count: o.nights })}</div>
        ) : null}
        <div className={o.totalKopecks === null ? 'price' : 'meta'}>{t(priceKeys(o.kind).per, { amount: formatMoney(o.pricePerNightKopecks, lang) })}</div>
      </div>
    </article>
  );
}

/** The filter form's values for a search state (dates as dayjs for the range picker). */
function filterValues(state: SearchState): FilterValues {
  return {
    kind: state.kind,
    buildingId: state.buildingId,
    priceMin: state.priceMin ?? null,
    priceMax: state.priceMax ?? null,
    period: state.checkIn && state.checkOut ? [dayjs(state.checkIn), dayjs(state.checkOut)] : null,
    adults: state.adults ?? null,
    children: state.children,
  };
}

export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(params), [params]);
  const [form] = Form.useForm<FilterValues>();
  const { list: buildingList, details } = useBuildings();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // The form shows the address's filters from the first render (the server's too) and follows
  // the address when it changes (back, forward, a shared link).
  const values = useMemo(() => filterValues(state), [state]);
  // (antd types `setFieldsValue` without null arrays, yet null is how a cleared range picker reads.)
  useEffect(() => form.setFieldsValue(values as never), [values, form]);

  const go = (next: Partial<SearchState>) => setParams(writeSearch({ ...state, ...next }));

  // Through the shell's cache: the server renders the results and embeds them (docs/architecture.md § Server rendering).
  const query = useApi<Page<ObjectItem>>('app/v1/objects', apiQuery(state));
  const { data, error } = query;
  const stay = stayParams(state);

  const counts = useMemo(() => {
    const c: Record<number, number> = {};
    for (const o of data?.data ?? []) c[o.buildingId] = (c[o.buildingId] ?? 0) + 1;
    return c;
  }, [data]);

  const onFinish = (v: FilterValues) =>
    go({
      kind: v.kind || undefined,
      buildingId: v.buildingId || undefined,
      priceMin: v.priceMin ?? undefined,
      priceMax: v.priceMax ?? undefined,
      checkIn: v.period?.[0]?.format('YYYY-MM-DD'),
      checkOut: v.period?.[1]?.format('YYYY-MM-DD'),
      adults: v.adults ?? undefined,
      children: (v.children ?? []).filter((a) => typeof a === 'number'),
      page: 1,
    });

  return (
    <div className="page-container section">
      <h1 className="section-title">{t('search.title')}</h1>
      {/* Under 860 px only the dates and "Find" show until "Filters" opens the rest (issue 14 item 13). */}
      <Button
        className="filters-toggle"
        icon={<FilterOutlined />}
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={() => setFiltersOpen((o) => !o)}
        style={{ marginBottom: 12 }}
      >
        {t(filtersOpen ? 'search.hideFilters' : 'search.showFilters')}
      </Button>
      <Form
        form={form}
        initialValues={values}
        layout="vertical"
        onFinish={onFinish}
        id="search-filters"
        className={`search-filters${filtersOpen ? ' open' : ''}`}
        aria-label={t('search.title')}
      >
        <Form.Item name="period" label={t('search.dates')}>
          <DatePicker.RangePicker
            format="DD.MM.YYYY"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            placeholder={[t('guests.checkIn'), t('guests.checkOut')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <div className="filter-extra">
        <Form.Item name="kind" label={t('search.kind')}>
          <Select allowClear placeholder={t('search.allKinds')} options={OBJECT_KINDS.map((k) => ({ value: k, label: t(`objects.kind.${k}`) }))} />
        </Form.Item>
        <Form.Item name="buildingId" label={t('search.building')}>
          <Select
            allowClear
            loading={buildingList.isLoading}
            placeholder={t('search.allBuildings')}
            options={(buildingList.data ?? []).map((b) => ({
              value: b.id,
              label: details[b.id] ? `${b.name} · ${t('search.floors', { count: details[b.id].floors })}` : b.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="priceMin" label={t('search.priceMin')}>
          <InputNumber min={0} step={500} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="priceMax" label={t('search.priceMax')}>
          <InputNumber min={0} step={500} style={{ width: '100%' }} />
        </Form.Item>
        <GuestsFields compact />
        </div>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" block>
            {t('search.find')}
          </Button>
        </Form.Item>
        <Form.Item label=" " className="filter-extra">
          <Button block onClick={() => setParams(new URLSearchParams(state.view === 'map' ? { view: 'map' } : {}))}>
            {t('search.reset')}
          </Button>
        </Form.Item>
      </Form>

      <div className="search-toolbar">
        <span aria-live="polite">{data ? t('search.found', { count: data.total }) : null}</span>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Select
            aria-label={t('search.sort')}
            value={state.sort}
            onChange={(sort) => go({ sort, page: 1 })}
            options={SORTS.map((s) => ({ value: s, label: t(`search.sortBy.${s}`) }))}
            style={{ minWidth: 200 }}
          />
          <Radio.Group value={state.view} onChange={(e) => go({ view: e.target.value as SearchState['view'] })} optionType="button" aria-label={t('search.map')}>
            <Radio.Button value="list">
              <AppstoreOutlined /> {t('search.list')}
            </Radio.Button>
            <Radio.Button value="map">
              <EnvironmentOutlined /> {t('search.map')}
            </Radio.Button>
          </Radio.Group>
        </div>
      </div>

      {state.view === 'map' && buildingList.data ? (
        <div style={{ marginBottom: 24 }}>
          <ComplexPlan
            buildings={buildingList.data}
            details={details}
            counts={counts}
            selected={state.buildingId}
            onSelect={(id) => go({ buildingId: state.buildingId === id ? undefined : id, page: 1 })}
          />
        </div>
      ) : null}

      {error ? (
        <Alert
          type="error"
          showIcon
          message={error.message}
          description={error.errors ? Object.values(error.errors).flat().join(' ') : undefined}
          action={error.statusCode >= 500 || !error.statusCode ? <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button> : undefined}
        />
      ) : query.isLoading ? (
        <ul className="card-grid" aria-busy>
          {[1, 2, 3, 4, 5, 6].map((i) => (
            <li key={i} className="tile">
              <Skeleton active paragraph={{ rows: 3 }} />
            </li>
          ))}
        </ul>
      ) : !data || data.data.length === 0 ? (
        <Empty description={t('search.empty')} />
      ) : (
        <>
          {!state.checkIn ? <p className="muted-inline">{t('search.chooseDates')}</p> : null}
          <ul className="card-grid">
            {data.data.map((o, i) => (
              <li key={o.id}>
                <ObjectCard o={o} stay={stay} first={i === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            style={{ marginTop: 24, textAlign: 'center' }}
            current={state.page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(page) => {
              go({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
