/**
 * The offline map of the complex (issue #3): markers over a static plan, positioned from the
 * buildings' latitude and longitude, with each address and a link to Yandex Maps. No tiles and
 * no map library: it works without the internet.
 */
import { useTranslation } from 'react-i18next';
import type { BuildingBrief, BuildingFull } from './use-buildings';

export interface ComplexPlanProps {
  buildings: BuildingBrief[];
  details: Record<number, BuildingFull>;
  /** Results per building id (of the current search). */
  counts: Record<number, number>;
  selected?: number;
  onSelect?: (buildingId: number) => void;
}

/** Yandex Maps link with a point (`pt=lng,lat`). */
export const yandexMapsUrl = (lat: number, lng: number) => `https://yandex.ru/maps/?pt=${lng},${lat}&z=17`;

const W = 640;
const H = 360;

export function ComplexPlan({ buildings, details, counts, selected, onSelect }: ComplexPlanProps) {
  const { t } = useTranslation();
  const located = buildings.map((b) => details[b.id]).filter(Boolean) as BuildingFull[];
  const lats = located.map((b) => b.lat);
  const lngs = located.map((b) => b.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const pos = (b: BuildingFull) => ({
    x: 80 + (maxLng > minLng ? ((b.lng - minLng) / (maxLng - minLng)) * (W - 160) : (W - 160) / 2),
    y: 60 + (maxLat > minLat ? ((maxLat - b.lat) / (maxLat - minLat)) * (H - 120) : (H - 120) / 2),
  });
  return (
    <div className="complex-plan">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('search.planTitle')} style={{ width: '100%', height: 'auto', background: '#eef4f8', borderRadius: 12 }}>
        <title>{t('search.planTitle')}</title>
        <path d={`M0 ${H * 0.72} C ${W * 0.3} ${H * 0.6}, ${W * 0.6} ${H * 0.9}, ${W} ${H * 0.78} L ${W} ${H} L 0 ${H} Z`} fill="#bcd9ea" />
        <path d={`M ${W * 0.1} 0 L ${W * 0.18} ${H}`} stroke="#fff" strokeWidth={14} />
        <path d={`M 0 ${H * 0.35} L ${W} ${H * 0.28}`} stroke="#fff" strokeWidth={14} />
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
