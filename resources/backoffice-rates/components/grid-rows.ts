/**
 * The rate grid's rows (docs/rules.md R5.28): the objects grouped by building, then kind, each
 * group a header row that folds; what one cell shows, as compact text. Pure, so the grid draws
 * from a flat list it can window (only the rows on screen are drawn).
 */
import type { RateGrid, RateGridMarks, RateGridObject, RateMarks } from '../../../src/contracts/backoffice-rates';

/** A group header or an object's row. */
export type GridRow =
  | { type: 'group'; key: string; buildingId: number; kind: RateGridObject['kind']; ids: number[]; open: boolean }
  | { type: 'object'; object: RateGridObject };

/** The group key of an object: its building and kind. */
export const groupKey = (o: Pick<RateGridObject, 'buildingId' | 'kind'>): string => `${o.buildingId}:${o.kind}`;

/**
 * The rows in order: each building-and-kind group's header, then its objects unless folded. The
 * server sends objects ordered by building and kind, so a group is a run of the list.
 */
export function gridRows(objects: RateGrid['objects'], folded: ReadonlySet<string>): GridRow[] {
  const rows: GridRow[] = [];
  let group = null as Extract<GridRow, { type: 'group' }> | null;
  for (const o of objects) {
    const key = groupKey(o);
    if (!group || group.key !== key) {
      group = { type: 'group', key, buildingId: o.buildingId, kind: o.kind, ids: [], open: !folded.has(key) };
      rows.push(group);
    }
    group.ids.push(o.id);
    if (group.open) rows.push({ type: 'object', object: o });
  }
  return rows;
}

/** Whole rubles of a price in kopecks, grouped by thousands in the language's way (`5 400`). */
export function compactRubles(kopecks: number, format: Intl.NumberFormat): string {
  return format.format(Math.round(kopecks / 100));
}

/** The short marks of a night's restrictions: MinLOS, MinLOS on arrival, MaxLOS, CTA, CTD. */
export function markText(m: RateMarks | RateGridMarks | undefined): string {
  if (!m) return '';
  const parts: string[] = [];
  if (m.minStay) parts.push(`≥${m.minStay}`);
  if (m.minStayArrival) parts.push(`↦${m.minStayArrival}`);
  if (m.maxStay) parts.push(`≤${m.maxStay}`);
  if (m.closedToArrival) parts.push('⇥');
  if (m.closedToDeparture) parts.push('⇤');
  return parts.join(' ');
}
