/**
 * The rate grid panel's values and the body they make (docs/rules.md R5.28): the panel holds the
 * body's own field names (so the server's messages land under them) plus what the person chose
 * to do, and a three-way choice for each yes/no restriction (keep, on, off).
 */
import type { RateChangeBody } from '../../../src/contracts/backoffice-rates';
import { RESTRICTION_FLAGS, RESTRICTION_STAYS } from '../../../src/domain/rate-grid';

/** What the panel does to the picked nights. */
export type Action = 'set' | 'percent' | 'restrictions' | 'clear';
/** A yes/no restriction's choice: leave it, set it, or set it off (opens a night a season closes). */
export type Flag = 'keep' | 'on' | 'off';

/** The panel's form values. */
export interface PanelValues {
  from: string;
  to: string;
  weekdays?: number[];
  action: Action;
  change?: {
    price?: { kopecks?: number | null; percent?: number | null };
    minStay?: number | null;
    minStayArrival?: number | null;
    maxStay?: number | null;
  };
  closedToArrival?: Flag;
  closedToDeparture?: Flag;
  stopSell?: Flag;
}

/** The body of POST …/rates/preview and PUT …/rates from the panel's values. */
export function panelBody(v: PanelValues, objectIds: number[]): RateChangeBody {
  const base = { objectIds, from: v.from, to: v.to, weekdays: v.weekdays ?? [] };
  const c = v.change ?? {};
  switch (v.action) {
    case 'clear':
      return { ...base, change: { clear: true } };
    case 'percent':
      return { ...base, change: { price: { mode: 'percent', percent: c.price?.percent ?? Number.NaN } } };
    case 'restrictions': {
      const change: RateChangeBody['change'] = {};
      for (const k of RESTRICTION_STAYS) if (typeof c[k] === 'number') change[k] = c[k];
      for (const k of RESTRICTION_FLAGS) if (v[k] && v[k] !== 'keep') change[k] = v[k] === 'on';
      return { ...base, change };
    }
    default:
      return { ...base, change: { price: { mode: 'set', kopecks: c.price?.kopecks ?? Number.NaN } } };
  }
}
