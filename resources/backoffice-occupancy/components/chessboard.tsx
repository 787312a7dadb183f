/**
 * The occupancy grid: objects as rows (each headed by its room number, then its title; the
 * building in the tooltip), the month's days as columns, stays as bars (docs/rules.md R16.9). Drawn cheaply so 150 objects × 31 days stay responsive: one element per row and per bar
 * (day lines are a CSS background, not cells), sticky header and first column, rows off screen
 * skipped by `content-visibility`, and the rows drawn 40 at a time, each step in a transition
 * ({@link useRevealed}), so a month of 150 objects never holds the main thread in one task. The
 * render time is measured with the Performance API (`occupancy-render`: from the data's render to
 * the next frame).
 */
import { memo, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate } from '@refinedev/core';
import type { Occupancy } from '../../../src/contracts/backoffice-occupancy';
import { chessBar } from '../../../src/domain/backoffice';
import { addDaysIso, nightsBetween, toDayjs } from '../../../src/domain/datetime';
import { useRevealed } from '../../../src/components/progressive';

const ROW = 30;
const LABEL = 170;
/** Bar colours: white text on each keeps WCAG AA (≥ 4.5:1). */
const COLORS: Record<string, string> = { paid: '#1f7a4d', awaiting_payment: '#8a5a00', cancelled: '#6b7580' };

export const Chessboard = memo(function Chessboard({ data, cell }: { data: Occupancy; cell: number }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const days = nightsBetween(data.from, data.to);
  const rows = useRevealed(data.objects.length);
  if (typeof performance !== 'undefined') performance.mark('occupancy-render-start');
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      try {
        performance.measure('occupancy-render', 'occupancy-render-start');
      } catch {
        /* the start mark was cleared: nothing to measure */
      }
    });
    return () => cancelAnimationFrame(id);
  }, [data]);
  const byObject = new Map<number, Occupancy['bars']>();
  for (const b of data.bars) (byObject.get(b.objectId) ?? byObject.set(b.objectId, []).get(b.objectId)!).push(b);
  const buildingName = new Map(data.buildings.map((b) => [b.id, b.name]));
  const width = LABEL + days * cell;
  const grid = `repeating-linear-gradient(to right, transparent 0 ${cell - 1}px, #eef1f4 ${cell - 1}px ${cell}px)`;
  return (
    <div
      role="grid"
      aria-label={t('backoffice-occupancy.titles.list')}
      data-testid="chessboard"
      style={{ overflow: 'auto', maxHeight: '70vh', border: '1px solid #eef1f4', borderRadius: 8, background: '#fff' }}
    >
      <div style={{ width, position: 'relative' }}>
        <div
          role="row"
          style={{
            display: 'flex',
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: '#fafbfc',
            borderBottom: '1px solid #e3e7eb',
            height: 40,
          }}
        >
          <div
            role="columnheader"
            style={{
              width: LABEL,
              flex: 'none',
              position: 'sticky',
              left: 0,
              background: '#fafbfc',
              zIndex: 3,
              fontSize: 12,
              padding: '0 8px',
              lineHeight: '40px',
            }}
          >
            {t('backoffice-occupancy.object')}
          </div>
          {Array.from({ length: days }, (_, i) => {
            const d = toDayjs(addDaysIso(data.from, i));
            const weekend = d.day() === 0 || d.day() === 6;
            return (
              <div
                key={i}
                role="columnheader"
                style={{
                  width: cell,
                  flex: 'none',
                  textAlign: 'center',
                  fontSize: 12,
                  lineHeight: '18px',
                  paddingTop: 2,
                  color: weekend ? '#c0392b' : undefined,
                }}
              >
                {d.date()}
                <div style={{ fontSize: 10, color: '#5f6b7a' }}>{d.format('dd')}</div>
              </div>
            );
          })}
        </div>
        {data.objects.slice(0, rows).map((o) => (
          <div
            key={o.id}
            role="row"
            style={{
              display: 'flex',
              height: ROW,
              borderBottom: '1px solid #f3f5f7',
              contentVisibility: 'auto',
              containIntrinsicSize: `${width}px ${ROW}px`,
            }}
          >
            <div
              role="rowheader"
              title={`${o.number} · ${o.title}${buildingName.has(o.buildingId) ? ` · ${buildingName.get(o.buildingId)}` : ''}`}
              style={{
                width: LABEL,
                flex: 'none',
                position: 'sticky',
                left: 0,
                zIndex: 1,
                background: '#fff',
                fontSize: 12,
                padding: '0 8px',
                lineHeight: `${ROW}px`,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                borderRight: '1px solid #e3e7eb',
              }}
            >
              <strong>{o.number}</strong> {o.title}
            </div>
            <div
              role="gridcell"
              style={{ position: 'relative', width: days * cell, flex: 'none', backgroundImage: grid }}
            >
              {(byObject.get(o.id) ?? []).map((b) => {
                const bar = chessBar(b.checkIn, b.checkOut, data.from, data.to);
                if (!bar) return null;
                const label = `${b.number} · ${b.guestName} · ${t(`backoffice-bookings.status.${b.status}`)}`;
                return (
                  <button
                    key={`${b.bookingId}-${o.id}`}
                    type="button"
                    data-testid={`chess-bar-${b.bookingId}`}
                    title={label}
                    aria-label={label}
                    onClick={() => navigate(`/backoffice/bookings/${b.bookingId}`)}
                    style={{
                      position: 'absolute',
                      top: 4,
                      height: ROW - 8,
                      left: bar.start * cell + (bar.clippedStart ? 0 : cell / 2),
                      width: bar.span * cell - (bar.clippedStart ? 0 : cell / 2) + (bar.clippedEnd ? 0 : cell / 2) - 2,
                      background: COLORS[b.status],
                      color: '#fff',
                      border: 0,
                      borderRadius: 4,
                      fontSize: 11,
                      padding: '0 4px',
                      overflow: 'hidden',
                      whiteSpace: 'nowrap',
                      textAlign: 'left',
                      cursor: 'pointer',
                    }}
                  >
                    {b.guestName || b.number}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
});
