/**
 * The occupancy grid: objects as rows (each headed by its room number, then its title; the
 * building in the tooltip), the month's days as columns, stays as bars (docs/rules.md R16.9), the
 * nights the channels' calendars take as bars in each channel's colour and name, explained by the
 * legend above the grid (docs/rules.md R18.7); a click on one opens the object's calendars. Drawn cheaply so 150 objects × 31 days stay responsive: one element per row and per bar
 * (day lines are a CSS background, not cells), sticky header and first column, rows off screen
 * skipped by `content-visibility`, and the rows drawn 40 at a time, each step in a transition
 * ({@link useRevealed}), so a month of 150 objects never holds the main thread in one task. The
 * render time is measured with the Performance API (`occupancy-render`: from the data's render to
 * the next frame).
 */
import { memo, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate } from '@refinedev/core';
import type { Occupancy } from '../../../src/contracts/backoffice-occupancy';
import { chessBar } from '../../../src/domain/backoffice';
import { addDaysIso, nightsBetween, toDayjs } from '../../../src/domain/datetime';
import { channelColor } from '../../../src/domain/channels';
import { useRevealed } from '../../../src/components/progressive';

const ROW = 30;
const LABEL = 170;
/** Bar colours: white text on each keeps WCAG AA (≥ 4.5:1). */
const COLORS: Record<string, string> = { paid: '#1f7a4d', awaiting_payment: '#8a5a00', cancelled: '#6b7580' };

/** A bar's box: from the afternoon of check-in to the morning of check-out, clipped to the month. */
function barBox(bar: NonNullable<ReturnType<typeof chessBar>>, cell: number) {
  return {
    position: 'absolute' as const,
    top: 4,
    height: ROW - 8,
    left: bar.start * cell + (bar.clippedStart ? 0 : cell / 2),
    // At least 24 px wide (WCAG 2.5.8 target size): a stay cut by the window's edge keeps a clickable bar.
    width: Math.max(24, bar.span * cell - (bar.clippedStart ? 0 : cell / 2) + (bar.clippedEnd ? 0 : cell / 2) - 2),
    color: '#fff',
    border: 0,
    borderRadius: 4,
    fontSize: 11,
    padding: '0 4px',
    overflow: 'hidden',
    whiteSpace: 'nowrap' as const,
    textAlign: 'left' as const,
    cursor: 'pointer',
  };
}

/** What the colours mean: the booking states and each channel present in the month (R18.7). */
function Legend({ channels }: { channels: string[] }) {
  const t = useTranslate();
  const item = (key: string, color: string, label: ReactNode, dashed = false) => (
    <li key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginRight: 16 }}>
      <span
        aria-hidden
        style={{
          width: 14,
          height: 14,
          borderRadius: 3,
          background: color,
          outline: dashed ? '1px dashed #fff' : undefined,
          outlineOffset: -3,
        }}
      />
      {label}
    </li>
  );
  return (
    <ul
      aria-label={t('backoffice-channels.legend.title')}
      data-testid="chessboard-legend"
      style={{ listStyle: 'none', padding: 0, margin: '0 0 8px', fontSize: 12 }}
    >
      {(['paid', 'awaiting_payment'] as const).map((s) => item(s, COLORS[s], t(`backoffice-bookings.status.${s}`)))}
      {channels.map((c) =>
        item(
          `channel-${c}`,
          channelColor(c),
          <>
            {c} <span style={{ color: '#5f6b7a' }}>{t('backoffice-channels.legend.calendar')}</span>
          </>,
          true,
        ),
      )}
    </ul>
  );
}

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
  const importsOf = new Map<number, Occupancy['imports']>();
  for (const s of data.imports) (importsOf.get(s.objectId) ?? importsOf.set(s.objectId, []).get(s.objectId)!).push(s);
  const channels = [...new Set(data.imports.map((s) => s.channel))].sort();
  const buildingName = new Map(data.buildings.map((b) => [b.id, b.name]));
  const width = LABEL + days * cell;
  const grid = `repeating-linear-gradient(to right, transparent 0 ${cell - 1}px, #eef1f4 ${cell - 1}px ${cell}px)`;
  return (
    <>
      <Legend channels={channels} />
      <div
        role="grid"
        aria-label={t('backoffice-occupancy.titles.list')}
        data-testid="chessboard"
        style={{
          overflow: 'auto',
          maxHeight: '70vh',
          border: '1px solid #eef1f4',
          borderRadius: 8,
          background: '#fff',
        }}
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
                      style={{ ...barBox(bar, cell), background: COLORS[b.status] }}
                    >
                      {b.guestName || b.number}
                    </button>
                  );
                })}
                {(importsOf.get(o.id) ?? []).map((s) => {
                  const bar = chessBar(s.checkIn, s.checkOut, data.from, data.to);
                  if (!bar) return null;
                  const color = channelColor(s.channel);
                  const label = t('backoffice-channels.legend.imported', { channel: s.channel });
                  return (
                    <button
                      key={`import-${s.spanId}`}
                      type="button"
                      data-testid={`chess-import-${s.spanId}`}
                      title={label}
                      aria-label={label}
                      onClick={() => navigate(`/backoffice/channels/${o.id}`)}
                      style={{ ...barBox(bar, cell), background: color, outline: '2px dashed #fff', outlineOffset: -4 }}
                    >
                      {s.channel}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </div>
    </>
  );
});
