/**
 * The search state kept in the URL (docs/rules.md R4.3: a search can be shared and survives a reload):
 * `view` (list | map), `kind`, `buildingId`, `priceMin`, `priceMax` (rubles per night),
 * `checkIn`, `checkOut` (`YYYY-MM-DD`), `adults`, `children` (ages, comma-separated),
 * `sort` (price_asc | price_desc | area_desc | capacity_desc | rating_desc: docs/rules.md R24.6), `page` (1-based).
 */
import type { EndpointQuery } from '../../contracts/endpoint';
import type { ObjectKind, objectsEndpoints } from '../../contracts/objects';

/** The query of GET app/v1/objects (the server validates it: an unknown kind or sort answers 400). */
export type ObjectSearchParams = NonNullable<EndpointQuery<typeof objectsEndpoints.list>>;

export interface SearchState {
  view: 'list' | 'map';
  kind?: string;
  buildingId?: number;
  priceMin?: number;
  priceMax?: number;
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children: number[];
  sort: string;
  page: number;
}

export const SORTS = ['price_asc', 'price_desc', 'area_desc', 'capacity_desc', 'rating_desc'] as const;
export const PAGE_SIZE = 12;

const num = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
/** A whole number (ids, counts, pages); fractions like `adults=2.5` are malformed. */
const int = (v: string | null) => {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};
const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** Reads the search state from query parameters, ignoring malformed values. */
export function readSearch(p: URLSearchParams): SearchState {
  const sort = p.get('sort') ?? 'price_asc';
  return {
    view: p.get('view') === 'map' ? 'map' : 'list',
    kind: p.get('kind') || undefined,
    buildingId: int(p.get('buildingId')),
    priceMin: num(p.get('priceMin')),
    priceMax: num(p.get('priceMax')),
    checkIn: date(p.get('checkIn')),
    checkOut: date(p.get('checkOut')),
    adults: int(p.get('adults')),
    children: (p.get('children') ?? '')
      .split(',')
      .filter((s) => /^\d{1,2}$/.test(s))
      .map(Number),
    sort: (SORTS as readonly string[]).includes(sort) ? sort : 'price_asc',
    page: Math.max(1, int(p.get('page')) ?? 1),
  };
}

/** Writes the state as query parameters, leaving out defaults and empty values. */
export function writeSearch(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.view === 'map') p.set('view', 'map');
  const put = (k: string, v: unknown) => v !== undefined && v !== null && v !== '' && p.set(k, String(v));
  put('kind', s.kind);
  put('buildingId', s.buildingId);
  put('priceMin', s.priceMin);
  put('priceMax', s.priceMax);
  put('checkIn', s.checkIn);
  put('checkOut', s.checkOut);
  put('adults', s.adults);
  if (s.children.length) p.set('children', s.children.join(','));
  if (s.sort !== 'price_asc') p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

/** The API query of GET app/v1/objects for a state. */
export function apiQuery(s: SearchState): ObjectSearchParams {
  const [field, order] = s.sort.split('_') as [ObjectSearchParams['_sort'], ObjectSearchParams['_order']];
  return {
    kind: s.kind as ObjectKind | undefined,
    buildingId: s.buildingId,
    priceMin: s.priceMin,
    priceMax: s.priceMax,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    adults: s.adults,
    children: s.children.length ? s.children.join(',') : undefined,
    _sort: field,
    _order: order,
    _start: (s.page - 1) * PAGE_SIZE,
    _end: s.page * PAGE_SIZE,
  };
}

/** The stay part of the state, carried from search to object page to booking form. */
export function stayParams(s: Pick<SearchState, 'checkIn' | 'checkOut' | 'adults' | 'children'>): string {
  const p = new URLSearchParams();
  if (s.checkIn) p.set('checkIn', s.checkIn);
  if (s.checkOut) p.set('checkOut', s.checkOut);
  if (s.adults) p.set('adults', String(s.adults));
  if (s.children.length) p.set('children', s.children.join(','));
  const q = p.toString();
  return q ? `?${q}` : '';
}
