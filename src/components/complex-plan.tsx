/**
 * The map of the complex (issue #3; issue 14 item 14). With a tile URL from configuration
 * (`VITE_MAP_TILE_URL`, e.g. a local tile server `http://tiles.local/{z}/{x}/{y}.png`) the markers
 * sit on map tiles (Web Mercator, src/domain/map.ts); without one, over a static plan whose
 * positions come from the buildings' latitude and longitude through `planPositions` — the same
 * coordinates the landing's location section uses ({@link ComplexPlan} with `interactive=false`).
 * The markers are HTML over the drawing, so their labels keep a readable size on a phone and
 * their pills grow with the text. Each address is listed with a link to Yandex Maps; no map
 * library is loaded.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { planPositions, tilesFor } from '../domain/map';
import type { BuildingBrief, BuildingFull } from './use-buildings';

/** The configured tile URL template, or undefined for the static plan. */
export const MAP_TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
/** Zoom of the tile map: the complex's three buildings fit a 640×360 view. */
const TILE_ZOOM = 17;

export interface ComplexPlanProps {
  buildings: BuildingBrief[];
  details: Record<number, BuildingFull>;
  /** Results per building id (of the current search); without it the markers show names only. */
  counts?: Record<number, number>;
  selected?: number;
  onSelect?: (buildingId: number) => void;
  /** Tile URL template; defaults to {@link MAP_TILE_URL}. */
  tileUrl?: string;
  /** False on the landing: markers are labels, not buttons, and the address list is left out. */
  interactive?: boolean;
}

/** Yandex Maps link with a point (`pt=lng,lat`). */
export const yandexMapsUrl = (lat: number, lng: number) => `https://yandex.ru/maps/?pt=${lng},${lat}&z=17`;

const W = 640;
const H = 360;

export function ComplexPlan({
  buildings,
  details,
  counts,
  selected,
  onSelect,
  tileUrl = MAP_TILE_URL,
  interactive = true,
}: ComplexPlanProps) {
  const { t } = useTranslation();
  const located = buildings.map((b) => details[b.id]).filter(Boolean) as BuildingFull[];
  const lats = located.map((b) => b.lat);
  const lngs = located.map((b) => b.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const tiles =
    tileUrl && located.length ? tilesFor(tileUrl, (minLat + maxLat) / 2, (minLng + maxLng) / 2, TILE_ZOOM, W, H) : null;
  const plan = planPositions(Object.fromEntries(located.map((b) => [b.id, b])) as Record<number, BuildingFull>, W / H);
  /** Fractions of the width and height. */
  const pos = (b: BuildingFull) => {
    if (!tiles) return plan[b.id];
    const p = tiles.project(b.lat, b.lng);
    return { x: p.x / W, y: p.y / H };
  };
  return (
    <div className="complex-plan">
      <div className="plan-canvas" role={interactive ? 'group' : 'img'} aria-label={t('search.planTitle')}>
        <svg viewBox={`0 0 ${W} ${H}`} aria-hidden focusable="false">
          {tiles ? (
            tiles.tiles.map((tile) => (
              <image
                key={tile.url}
                href={tile.url}
                x={tile.left}
                y={tile.top}
                width={256}
                height={256}
                data-testid="map-tile"
              />
            ))
          ) : (
            <>
              <rect width={W} height={H} fill="#eef4f8" />
              <path
                data-testid="plan-pond"
                d={`M0 ${H * 0.72} C ${W * 0.3} ${H * 0.6}, ${W * 0.6} ${H * 0.9}, ${W} ${H * 0.78} L ${W} ${H} L 0 ${H} Z`}
                fill="#bcd9ea"
              />
              <path d={`M ${W * 0.06} 0 L ${W * 0.1} ${H}`} stroke="#fff" strokeWidth={14} />
              <path d={`M 0 ${H * 0.1} L ${W} ${H * 0.06}`} stroke="#fff" strokeWidth={14} />
            </>
          )}
        </svg>
        {located.map((b) => {
          const { x, y } = pos(b);
          const active = selected === b.id;
          // The pill shifts left by x% of its own width, so it stays inside the plan at either edge.
          const style = {
            left: `${x * 100}%`,
            top: `${y * 100}%`,
            '--shift': `${-x * 100}%`,
            '--tip': `${x * 100}%`,
          } as CSSProperties;
          const label = (
            <>
              <span className="plan-marker-name">{b.name}</span>
              {counts ? (
                <span className="plan-marker-count">{t('search.inBuilding', { count: counts[b.id] ?? 0 })}</span>
              ) : null}
            </>
          );
          return interactive ? (
            <button
              key={b.id}
              type="button"
              className={`plan-marker${active ? ' active' : ''}`}
              style={style}
              data-testid="plan-marker"
              data-x={x.toFixed(4)}
              data-y={y.toFixed(4)}
              aria-pressed={active}
              onClick={() => onSelect?.(b.id)}
            >
              {label}
            </button>
          ) : (
            <span
              key={b.id}
              className="plan-marker"
              style={style}
              data-testid="plan-marker"
              data-x={x.toFixed(4)}
              data-y={y.toFixed(4)}
            >
              {label}
            </span>
          );
        })}
      </div>
      {interactive ? (
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
      ) : null}
    </div>
  );
}
