/**
 * The map of the complex (docs/rules.md R4.7). With a tile URL from configuration (`VITE_MAP_TILE_URL`,
 * e.g. a local tile server `http://tiles.local/{z}/{x}/{y}.png`) the markers sit on map tiles
 * (Web Mercator, src/domain/map.ts); without one, over a static plan positioned from the
 * buildings' latitude and longitude. Either way each address is listed with a link to Yandex
 * Maps, and no map library is loaded.
 */
import { useTranslation } from 'react-i18next';
import { tilesFor } from '../domain/map';
import type { BuildingBrief, BuildingFull } from './use-buildings';

/** The configured tile URL template, or undefined for the static plan. */
export const MAP_TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
/** Zoom of the tile map: the complex's three buildings fit a 640×360 view. */
const TILE_ZOOM = 17;

export interface ComplexPlanProps {
  buildings: BuildingBrief[];
  details: Record<number, BuildingFull>;
  /** Results per building id (of the current search). */
  counts: Record<number, number>;
  selected?: number;
  onSelect?: (buildingId: number) => void;
  /** Tile URL template; defaults to {@link MAP_TILE_URL}. */
  tileUrl?: string;
}

/** Yandex Maps link with a point (`pt=lng,lat`). */
export const yandexMapsUrl = (lat: number, lng: number) => `https://yandex.ru/maps/?pt=${lng},${lat}&z=17`;

const W = 640;
const H = 360;

export function ComplexPlan({ buildings, details, counts, selected, onSelect, tileUrl = MAP_TILE_URL }: ComplexPlanProps) {
  const { t } = useTranslation();
  const located = buildings.map((b) => details[b.id]).filter(Boolean) as BuildingFull[];
  const lats = located.map((b) => b.lat);
  const lngs = located.map((b) => b.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const tiles = tileUrl && located.length ? tilesFor(tileUrl, (minLat + maxLat) / 2, (minLng + maxLng) / 2, TILE_ZOOM, W, H) : null;
  const pos = (b: BuildingFull) =>
    tiles
      ? tiles.project(b.lat, b.lng)
      : {
          x: 80 + (maxLng > minLng ? ((b.lng - minLng) / (maxLng - minLng)) * (W - 160) : (W - 160) / 2),
          y: 60 + (maxLat > minLat ? ((maxLat - b.lat) / (maxLat - minLat)) * (H - 120) : (H - 120) / 2),
        };
  return (
    <div className="complex-plan">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('search.planTitle')} style={{ width: '100%', height: 'auto', background: '#eef4f8', borderRadius: 12 }}>
        <title>{t('search.planTitle')}</title>
        {tiles ? (
          tiles.tiles.map((tile) => <image key={tile.url} href={tile.url} x={tile.left} y={tile.top} width={256} height={256} data-testid="map-tile" />)
        ) : (
          <>
            <path d={`M0 ${H * 0.72} C ${W * 0.3} ${H * 0.6}, ${W * 0.6} ${H * 0.9}, ${W} ${H * 0.78} L ${W} ${H} L 0 ${H} Z`} fill="#bcd9ea" />
            <path d={`M ${W * 0.1} 0 L ${W * 0.18} ${H}`} stroke="#fff" strokeWidth={14} />
            <path d={`M 0 ${H * 0.35} L ${W} ${H * 0.28}`} stroke="#fff" strokeWidth={14} />
          </>
        )}
        {located.map((b) => {
          const { x, y } = pos(b);
          const active = selected === b.id;
          return (
            <g
              key={b.id}
              transform={`translate(${x} ${y})`}
              role="button"
              tabIndex={0}
              aria-label={`${b.name}: ${t('search.inBuilding', { count: counts[b.id] ?? 0 })}`}
              aria-pressed={active}
              onClick={() => onSelect?.(b.id)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onSelect?.(b.id)}
              style={{ cursor: 'pointer' }}
            >
              <rect x={-44} y={-28} width={88} height={40} rx={8} fill={active ? '#0f2f46' : '#1f5f8b'} />
              <text x={0} y={-10} textAnchor="middle" fill="#fff" fontSize={12} fontWeight={600}>
                {b.name.length > 14 ? `${b.name.slice(0, 13)}…` : b.name}
              </text>
              <text x={0} y={6} textAnchor="middle" fill="#fff" fontSize={12}>
                {t('search.inBuilding', { count: counts[b.id] ?? 0 })}
              </text>
              <path d="M -6 12 L 0 22 L 6 12 Z" fill={active ? '#0f2f46' : '#1f5f8b'} />
            </g>
          );
        })}
      </svg>
      <ul className="plan-addresses">
        {buildings.map((b) => {
          const d = details[b.id];
          return (
            <li key={b.id}>
              <strong>{b.name}</strong> — {b.address}{' '}
              {d ? (
                <a href={yandexMapsUrl(d.lat, d.lng)} target="_blank" rel="noopener noreferrer">
                  {t('search.onYandex')}
                </a>
              ) : (
                <span className="muted-inline">{t('search.loadingDetails')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
