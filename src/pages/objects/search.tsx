/**
 * /objects (docs/rules.md R4.3–R4.7): search free objects for dates and guests, as a list or on the
 * offline plan of the complex; filters by kind, building (loaded as docs/rules.md R4.9 says), minimum and
 * maximum cost; sorting; pagination. All state lives in the URL (./search-params.ts). Each card
 * shows the total for the stay and the price per night in rubles. On a server-rendered page the
 * filters, the toolbar (count, sorting, list or plan) and the results are three islands
 * (docs/architecture.md § Server rendering), each with React Router over the page's history:
 * what one of them puts in the address the others read; a card opens the object's page.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { DatePicker, Form, Radio, Select } from 'antd';
import { AppstoreOutlined, EnvironmentOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import dayjs, { type Dayjs } from 'dayjs';
import { OBJECT_KINDS } from '../../domain/objects';
import { ShellButton } from '../../components/shell-button';
import { GuestsFields } from '../../components/guests-fields';
import { useBuildings } from '../../components/use-buildings';
import { ComplexPlan } from '../../components/complex-plan';
import { apiQuery, readSearch, SORTS, stayParams, writeSearch, type SearchState } from './search-params';
import { SearchResults } from './search-results';
import { DecimalInput, decimalRule } from '../../components/decimal-input';
import { Themed } from '../../components/themed';
import { Island } from '../../islands/island';
import { withRouter } from '../../islands/with-router';
import { hotelTodayDay } from '../../domain/hotel-time';

interface FilterValues {
  kind?: string;
  buildingId?: number;
  priceMin?: number | null;
  priceMax?: number | null;
  period?: [Dayjs, Dayjs] | null;
  adults?: number | null;
  children?: number[];
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

/** The search in the address and `go(next)`, which puts a changed search there. */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearch(params), [params]);
  const go = useCallback(
    (next: Partial<SearchState>) => setParams(writeSearch({ ...state, ...next })),
    [state, setParams],
  );
  return { state, go, setParams };
}

/** The results of the search in the address, through the shell's cache (the server renders and embeds them). */
const useResults = (state: SearchState) => useApi(api.objects.list, { query: apiQuery(state) });

/**
 * The building filter (a form control: `value`, `onChange` from its `Form.Item`). It loads the
 * buildings itself (R4.9: the list, then each one's record a second apart), so each record's
 * arrival redraws this select alone, not the whole filter form.
 */
function BuildingSelect(props: { value?: number; onChange?: (id: number | undefined) => void; id?: string }) {
  const { t } = useTranslation();
  const { list, details } = useBuildings();
  const options = useMemo(
    () =>
      (list.data ?? []).map((b) => ({
        value: b.id,
        label: details[b.id] ? `${b.name} · ${t('search.floors', { count: details[b.id].floors })}` : b.name,
      })),
    [list.data, details, t],
  );
  return (
    <Select {...props} allowClear loading={list.isLoading} placeholder={t('search.allBuildings')} options={options} />
  );
}

/** "Filters" (on phones) and the filter form: dates, kind, building, price, guests; "Find", "Reset". */
function SearchFilters() {
  const { t } = useTranslation();
  const { state, go, setParams } = useSearchState();
  const [form] = Form.useForm<FilterValues>();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // The form shows the address's filters from the first render (the server's too) and follows
  // the address when it changes (back, forward, a shared link) — not on the first render, whose
  // values it already has (a needless update of every field right after hydrating).
  const values = useMemo(() => filterValues(state), [state]);
  const shown = useRef(values);
  useEffect(() => {
    if (shown.current === values) return;
    shown.current = values;
    // (antd types `setFieldsValue` without null arrays, yet null is how a cleared range picker reads.)
    form.setFieldsValue(values as never);
  }, [values, form]);

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
    <>
      {/* Under 860 px only the dates and "Find" show until "Filters" opens the rest (issue 14 item 13). */}
      {/* Shell buttons, not antd's: no antd Button on the page spares its 70 KB of styles in the HTML. */}
      <ShellButton
        className="filters-toggle"
        icon={<FilterOutlined />}
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={() => setFiltersOpen((o) => !o)}
        style={{ marginBottom: 12 }}
      >
        {t(filtersOpen ? 'search.hideFilters' : 'search.showFilters')}
      </ShellButton>
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
            disabledDate={(d) => d.isBefore(hotelTodayDay())}
            placeholder={[t('guests.checkIn'), t('guests.checkOut')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <div className="filter-extra">
          <Form.Item name="kind" label={t('search.kind')}>
            <Select
              allowClear
              placeholder={t('search.allKinds')}
              options={OBJECT_KINDS.map((k) => ({ value: k, label: t(`objects.kind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item name="buildingId" label={t('search.building')}>
            <BuildingSelect />
          </Form.Item>
          <Form.Item name="priceMin" label={t('search.priceMin')} rules={[decimalRule(t)]}>
            <DecimalInput min={0} step={500} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="priceMax" label={t('search.priceMax')} rules={[decimalRule(t)]}>
            <DecimalInput min={0} step={500} style={{ width: '100%' }} />
          </Form.Item>
          <GuestsFields compact />
        </div>
        <Form.Item label=" ">
          <ShellButton kind="primary" type="submit" className="btn-block">
            {t('search.find')}
          </ShellButton>
        </Form.Item>
        <Form.Item label=" " className="filter-extra">
          <ShellButton
            className="btn-block"
            onClick={() => setParams(new URLSearchParams(state.view === 'map' ? { view: 'map' } : {}))}
          >
            {t('search.reset')}
          </ShellButton>
        </Form.Item>
      </Form>
    </>
  );
}

/** How many were found, the sorting and the list or plan switch. */
function SearchToolbar() {
  const { t } = useTranslation();
  const { state, go } = useSearchState();
  const { data } = useResults(state);
  return (
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
        <Radio.Group
          value={state.view}
          onChange={(e) => go({ view: e.target.value as SearchState['view'] })}
          optionType="button"
          aria-label={t('search.map')}
        >
          <Radio.Button value="list">
            <AppstoreOutlined /> {t('search.list')}
          </Radio.Button>
          <Radio.Button value="map">
            <EnvironmentOutlined /> {t('search.map')}
          </Radio.Button>
        </Radio.Group>
      </div>
    </div>
  );
}

/** The plan of the complex (plan view) and the page of results. */
function SearchResultsPart() {
  const { state, go } = useSearchState();
  const { list: buildingList, details } = useBuildings();
  const query = useResults(state);
  const { data, error } = query;
  const counts = useMemo(() => {
    const c: Record<number, number> = {};
    for (const o of data?.data ?? []) c[o.buildingId] = (c[o.buildingId] ?? 0) + 1;
    return c;
  }, [data]);
  return (
    <>
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

      <SearchResults
        data={data}
        error={error}
        isLoading={query.isLoading}
        refetch={query.refetch}
        page={state.page}
        checkIn={state.checkIn}
        stay={stayParams(state)}
        go={go}
      />
    </>
  );
}

/** An island of the search: `Part` in the portal's theme, with React Router where there is none. */
function searchIsland(Part: ComponentType): ComponentType {
  return withRouter(function ThemedPart() {
    return (
      <Themed>
        <Part />
      </Themed>
    );
  });
}

/** The islands (src/islands/registry.ts). */
export const SearchFiltersIsland = searchIsland(SearchFilters);
export const SearchToolbarIsland = searchIsland(SearchToolbar);
export const SearchResultsIsland = searchIsland(SearchResultsPart);

/** The route's page: the title and the three islands. */
export function SearchRoute() {
  const { t } = useTranslation();
  return (
    <div className="page-container section">
      <h1 className="section-title">{t('search.title')}</h1>
      <Island name="search-filters" component={SearchFiltersIsland} />
      <Island name="search-toolbar" component={SearchToolbarIsland} />
      <Island name="search-results" component={SearchResultsIsland} />
    </div>
  );
}
