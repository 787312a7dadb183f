/** The rate grid's pure parts (docs/rules.md R5.28): its rows by building and kind, its cell text, the panel's body. */
import { describe, expect, it } from 'vitest';
import { compactRubles, gridRows, markText } from '../../../resources/backoffice-rates/components/grid-rows';
import { panelBody } from '../../../resources/backoffice-rates/components/panel-body';
import type { RateGridObject } from '../../../src/contracts/backoffice-rates';
import { NO_RESTRICTIONS } from '../../../src/domain/rates';

const obj = (id: number, buildingId: number, kind: RateGridObject['kind']): RateGridObject => ({
  id,
  number: String(id),
  title: `#${id}`,
  buildingId,
  kind,
  basePriceKopecks: 500_000,
  prices: [],
  restrictions: [],
  overrides: [],
  booked: [],
});

describe('gridRows', () => {
  const objects = [obj(1, 1, 'apartment'), obj(2, 1, 'apartment'), obj(3, 1, 'office'), obj(4, 2, 'apartment')];
  it('heads each run of a building and kind with its group, listing its objects', () => {
    const rows = gridRows(objects, new Set());
    expect(rows.map((r) => (r.type === 'group' ? r.key : r.object.id))).toEqual([
      '1:apartment',
      1,
      2,
      '1:office',
      3,
      '2:apartment',
      4,
    ]);
    expect(rows[0]).toMatchObject({ ids: [1, 2], open: true });
  });
  it('leaves a folded group its header only', () => {
    const rows = gridRows(objects, new Set(['1:apartment']));
    expect(rows.map((r) => (r.type === 'group' ? r.key : r.object.id))).toEqual([
      '1:apartment',
      '1:office',
      3,
      '2:apartment',
      4,
    ]);
    expect(rows[0]).toMatchObject({ ids: [1, 2], open: false });
  });
});

describe('cell text', () => {
  it('writes whole rubles grouped by the language and the restrictions as marks', () => {
    expect(compactRubles(540_049, new Intl.NumberFormat('en-US'))).toBe('5,400');
    expect(compactRubles(540_050, new Intl.NumberFormat('ru-RU'))).toMatch(/^5\s401$/);
    expect(markText({ ...NO_RESTRICTIONS, minStay: 3, closedToArrival: true })).toBe('≥3 ⇥');
    // The grid's marks carry only the restrictions in force.
    expect(markText({ minStayArrival: 3, closedToArrival: true })).toBe('↦3 ⇥');
    expect(markText(undefined)).toBe('');
  });
});

describe('panelBody', () => {
  const base = { from: '2027-02-01', to: '2027-02-07', weekdays: [6, 7] };
  it('sends only what the chosen action changes', () => {
    expect(panelBody({ ...base, action: 'set', change: { price: { kopecks: 650_000, percent: 5 } } }, [1])).toEqual({
      objectIds: [1],
      ...base,
      change: { price: { mode: 'set', kopecks: 650_000 } },
    });
    expect(panelBody({ ...base, action: 'percent', change: { price: { percent: -10 } } }, [1]).change).toEqual({
      price: { mode: 'percent', percent: -10 },
    });
    expect(
      panelBody(
        {
          ...base,
          action: 'restrictions',
          change: { minStay: 2 },
          closedToArrival: 'on',
          stopSell: 'off',
          closedToDeparture: 'keep',
        },
        [1],
      ).change,
    ).toEqual({ minStay: 2, closedToArrival: true, stopSell: false });
    expect(panelBody({ ...base, action: 'clear', change: { minStay: 2 } }, [1]).change).toEqual({ clear: true });
  });
});
