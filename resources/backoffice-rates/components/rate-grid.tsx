/**
 * The rate grid (docs/rules.md R5.28, R5.29): objects grouped by building and kind (groups fold)
 * as rows, days as columns; a cell shows the night's price in rubles, its restrictions' marks
 * (MinLOS, CTA, CTD; a stop-sale in red), a corner mark where the grid overrides the seasons, a
 * hatch where the night is booked, and in a preview the old price struck through above the new.
 * Drawn for 150 objects × 120 days without a long task: rows and day columns are windowed (only
 * those on screen, in blocks of 10, are in the DOM), each row is memoised and re-drawn only when its own
 * selection or preview changes, cells are plain elements styled by classes (./rate-grid.css).
 * Days are picked on the header by a drag, or a click then another (shift-click extends).
 */
import { memo, startTransition, useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useTranslate } from '@refinedev/core';
import type {
  RateGrid as Grid,
  RateGridObject,
  RateGridMarks,
  RateNightDto,
} from '../../../src/contracts/backoffice-rates';
import { addDaysIso, isoWeekday, nightsBetween } from '../../../src/domain/iso-days';
import { compactRubles, gridRows, markText, type GridRow } from './grid-rows';
import './rate-grid.css';

/** Row height, px; the header's is {@link HEAD}. */
const ROW = 34;
const HEAD = 44;
/** Day column width and the object label's, px (the CSS takes them as variables). */
const CELL = 58;
const LABEL = 220;
/** The block the window of drawn rows (and columns) moves by; one block beyond the screen is drawn. */
const BLOCK = 10;

/** A day range picked on the header: column indexes, either order. */
export interface DayRange {
  a: number;
  b: number;
}

/** A previewed night: before and after. */
export type PreviewCell = { before: RateNightDto; after: RateNightDto };

export interface RateGridProps {
  data: Grid;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  range: DayRange | null;
  onRange: (r: DayRange) => void;
  /** ISO weekdays the change keeps to (empty: all). */
  weekdays: readonly number[];
  /** By object id, by date. */
  preview: ReadonlyMap<number, ReadonlyMap<string, PreviewCell>> | null;
  /** The language's number format for prices. */
  format: Intl.NumberFormat;
  /** Building names by id. */
  buildingName: (id: number) => string;
}

interface Col {
  date: string;
  day: number;
  weekday: number;
}

interface RowProps {
  o: RateGridObject;
  cols: Col[];
  /** The columns drawn: `c0` up to (not including) `c1`; those before are one spacer. */
  c0: number;
  c1: number;
  on: boolean;
  /** The picked days of this row (only when the row is picked), as a key that changes with them. */
  pick: string;
  preview: ReadonlyMap<string, PreviewCell> | undefined;
  format: Intl.NumberFormat;
  top: number;
  onSelect: (ids: number[], on: boolean) => void;
  label: string;
}

/** One object's row: its checkbox and label, then a cell per night. */
const ObjectRow = memo(function ObjectRow({
  o,
  cols,
  c0,
  c1,
  on,
  pick,
  preview,
  format,
  top,
  onSelect,
  label,
}: RowProps) {
  const marks = useMemo(() => new Map<number, RateGridMarks>(o.restrictions.map((r) => [r.i, r])), [o.restrictions]);
  const overrides = useMemo(() => new Set(o.overrides), [o.overrides]);
  const booked = useMemo(() => new Set(o.booked), [o.booked]);
  const picked = pick ? pick.split(',') : [];
  const [a, b] = picked.length ? [Number(picked[0]), Number(picked[1])] : [-1, -2];
  const days = new Set(picked.slice(2).map(Number));
  return (
    <div role="row" className="rg-row" style={{ top }} data-testid={`rate-row-${o.id}`}>
      <label role="rowheader" className="rg-label" title={`${o.number} · ${o.title}`}>
        <input type="checkbox" checked={on} onChange={(e) => onSelect([o.id], e.target.checked)} aria-label={label} />
        <strong>{o.number}</strong> {o.title}
      </label>
      <div className="rg-spacer" style={{ width: c0 * CELL }} />
      {cols.slice(c0, c1).map((c, k) => {
        const i = c0 + k;
        const m = marks.get(i);
        const p = preview?.get(c.date);
        const inPick = i >= a && i <= b && (!days.size || days.has(c.weekday));
        let cls = 'rg-cell';
        if (m?.stopSell || p?.after.stopSell) cls += ' rg-stop';
        if (booked.has(i)) cls += ' rg-booked';
        if (overrides.has(i)) cls += ' rg-override';
        if (c.weekday >= 6) cls += ' rg-weekend';
        if (inPick) cls += ' rg-picked';
        if (p) cls += ' rg-changed';
        return (
          <div key={i} role="gridcell" className={cls} data-date={c.date}>
            {p ? (
              <>
                <s className="rg-old">{compactRubles(p.before.priceKopecks, format)}</s>
                <b>{compactRubles(p.after.priceKopecks, format)}</b>
                <span className="rg-marks">{markText(p.after)}</span>
              </>
            ) : (
              <>
                {compactRubles(o.prices[i], format)}
                {m ? <span className="rg-marks">{markText(m)}</span> : null}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
});

export const RateGrid = memo(function RateGrid(props: RateGridProps) {
  const { data, selected, onSelect, range, onRange, weekdays, preview, format, buildingName } = props;
  const t = useTranslate();
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [start, setStart] = useState(0);
  const [c0, setC0] = useState(0);
  const [box0, setBox] = useState({ height: 600, width: 800 });
  const box = useRef<HTMLDivElement>(null);
  // Where the grid's first draw starts, for `npm run bench:rates` (its long tasks from here on).
  const marked = useRef(false);
  if (!marked.current && typeof performance !== 'undefined') {
    marked.current = true;
    performance.mark('rates-grid-render');
  }
  const drag = useRef<{ anchor: number | null; down: boolean }>({ anchor: null, down: false });
  const cols = useMemo<Col[]>(() => {
    return Array.from({ length: nightsBetween(data.from, data.to) + 1 }, (_, i) => {
      const date = addDaysIso(data.from, i);
      return { date, day: Number(date.slice(8)), weekday: isoWeekday(date) };
    });
  }, [data.from, data.to]);
  const rows = useMemo(() => gridRows(data.objects, folded), [data.objects, folded]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setBox({ height: el.clientHeight, width: el.clientWidth });
    const up = () => (drag.current.down = false);
    window.addEventListener('mouseup', up);
    return () => window.removeEventListener('mouseup', up);
  }, []);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    // The window starts at the block the screen's first row (column) is in and reaches one block
    // past its last, so it moves (and draws) once per block scrolled.
    // In a transition: the rows' render yields to the browser, so scrolling stays smooth.
    const first = Math.floor(el.scrollTop / ROW / BLOCK) * BLOCK;
    const col = Math.floor(el.scrollLeft / CELL / BLOCK) * BLOCK;
    if (first !== start || col !== c0)
      startTransition(() => {
        setStart(first);
        setC0(col);
      });
  };
  const end = Math.min(rows.length, start + Math.ceil(box0.height / ROW) + BLOCK);
  const c1 = Math.min(cols.length, c0 + Math.ceil((box0.width - LABEL) / CELL) + BLOCK);
  const lo = range ? Math.min(range.a, range.b) : -1;
  const hi = range ? Math.max(range.a, range.b) : -2;
  const pick = range ? [lo, hi, ...weekdays].join(',') : '';
  const headDown = (i: number, shift: boolean) => {
    const d = drag.current;
    if ((shift && range) || d.anchor !== null) {
      onRange({ a: shift && range ? range.a : d.anchor!, b: i });
      d.anchor = null;
    } else {
      onRange({ a: i, b: i });
      d.anchor = i;
    }
    d.down = true;
  };
  const headEnter = (i: number) => {
    const d = drag.current;
    if (!d.down || !range) return;
    onRange({ a: range.a, b: i });
    if (i !== range.a) d.anchor = null;
  };
  const width = cols.length;
  return (
    <div
      ref={box}
      role="grid"
      aria-label={t('backoffice-rates.titles.list')}
      aria-rowcount={rows.length + 1}
      className="rg"
      onScroll={onScroll}
      data-testid="rate-grid"
      style={{
        ['--rg-cols' as string]: width,
        ['--rg-cell' as string]: `${CELL}px`,
        ['--rg-label' as string]: `${LABEL}px`,
      }}
    >
      <div className="rg-inner" style={{ height: HEAD + rows.length * ROW }}>
        <div role="row" className="rg-head">
          <div role="columnheader" className="rg-label">
            {t('backoffice-rates.object')}
          </div>
          <div className="rg-spacer" style={{ width: c0 * CELL }} />
          {cols.slice(c0, c1).map((c, k) => {
            const i = c0 + k;
            return (
              <button
                key={c.date}
                type="button"
                role="columnheader"
                className={`rg-day${c.weekday >= 6 ? ' rg-weekend' : ''}${i >= lo && i <= hi ? ' rg-picked' : ''}`}
                aria-selected={i >= lo && i <= hi}
                aria-label={c.date.split('-').reverse().join('.')}
                data-date={c.date}
                onMouseDown={(e) => headDown(i, e.shiftKey)}
                onMouseEnter={() => headEnter(i)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), headDown(i, e.shiftKey))}
              >
                {c.day}
                <small>{t(`backoffice-rates.weekdaysShort.${c.weekday}`)}</small>
              </button>
            );
          })}
        </div>
        {rows.slice(start, end).map((r: GridRow, k) => {
          const top = HEAD + (start + k) * ROW;
          if (r.type === 'group') {
            const all = r.ids.every((id) => selected.has(id));
            const name = `${buildingName(r.buildingId)} · ${t(`backoffice-rates.kinds.${r.kind}`)}`;
            return (
              <div key={r.key} role="row" className="rg-row rg-group" style={{ top }}>
                <div role="rowheader" className="rg-label">
                  <input
                    type="checkbox"
                    checked={all}
                    onChange={(e) => onSelect(r.ids, e.target.checked)}
                    aria-label={t('backoffice-rates.selectGroup', { name })}
                  />
                  <button
                    type="button"
                    className="rg-fold"
                    aria-expanded={r.open}
                    onClick={() =>
                      setFolded((f) => {
                        const n = new Set(f);
                        if (n.has(r.key)) n.delete(r.key);
                        else n.add(r.key);
                        return n;
                      })
                    }
                  >
                    {r.open ? '▾' : '▸'} {name} ({r.ids.length})
                  </button>
                </div>
              </div>
            );
          }
          const o = r.object;
          const on = selected.has(o.id);
          return (
            <ObjectRow
              key={o.id}
              o={o}
              cols={cols}
              c0={c0}
              c1={c1}
              on={on}
              pick={on ? pick : ''}
              preview={preview?.get(o.id)}
              format={format}
              top={top}
              onSelect={onSelect}
              label={t('backoffice-rates.selectObject', { name: `${o.number} ${o.title}` })}
            />
          );
        })}
      </div>
    </div>
  );
});
