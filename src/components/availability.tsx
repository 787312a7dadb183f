/**
 * Availability of an object (docs/rules.md R4.4, R5.7): the booked nights from
 * GET app/v1/objects/{id}/availability, a month grid that marks them, and the props of a stay's
 * RangePicker: days before the complex's today cannot be chosen, booked nights are struck through
 * but may be typed or clicked, so that dates over them get the message that says why (R5.7) rather
 * than a silently refused input. A booked night's date may still be a departure date (stays are
 * half-open [check-in, check-out)).
 */
import { cloneElement, isValidElement, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { buildCalendarMonth, daysInMonth, shiftMonth } from '../domain/calendar';
import { formatNumber } from '../domain/numbers';
import { api } from '../contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import '../dayjs-locale';
import { hotelTodayDay } from '../domain/hotel-time';

/** The set of booked nights (`YYYY-MM-DD`) of an object, for a year ahead. */
export function useBookedNights(objectId: number | string | undefined) {
  const { query } = useEndpointQuery(api.objects.availability, { params: { id: objectId ?? '' }, enabled: !!objectId });
  const nights = query.data?.data.bookedNights;
  const set = useMemo(() => new Set(nights ?? []), [nights]);
  return { booked: set, query };
}

/** `disabledDate` of a stay's RangePicker: the days before the complex's today (docs/rules.md R5.1, R8.10). */
export function disabledPastDay(d: Dayjs): boolean {
  return d.isBefore(hotelTodayDay(), 'day');
}

/**
 * Props of a stay's antd RangePicker (docs/rules.md R5.7): `disabledDate` refuses past days, and
 * `cellRender` strikes booked nights through with the title `booked` (the translated "Booked").
 */
export function stayPickerProps(booked: ReadonlySet<string>, bookedTitle: string) {
  return {
    disabledDate: disabledPastDay,
    cellRender: (current: Dayjs | number | string, info: { type: string; originNode: ReactElement }): ReactNode => {
      const node = info.originNode;
      if (info.type !== 'date' || typeof current !== 'object' || !isValidElement(node)) return node;
      if (!booked.has(current.format('YYYY-MM-DD'))) return node;
      const props = node.props as { className?: string };
      return cloneElement(node as ReactElement<{ className?: string; title?: string }>, {
        className: `${props.className ?? ''} stay-booked`,
        title: bookedTitle,
      });
    },
  };
}

/** {@link stayPickerProps} of the object's booked nights, titled in the interface language. */
export function useStayPickerProps(booked: ReadonlySet<string>) {
  const { t } = useTranslation();
  const title = t('objects.booked');
  return useMemo(() => stayPickerProps(booked, title), [booked, title]);
}

/** How many months ahead the calendar can be paged: the availability covers a year. */
export const AVAILABILITY_MONTHS_AHEAD = 12;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.DateTimeFormat`, made once per locale and options (making one costs far more than using it). */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** One night of the price calendar: its price (kopecks) and the restrictions that mark it. */
export interface PricedNight {
  priceKopecks: number;
  minStay: number | null;
  minStayArrival: number | null;
  closedToArrival: boolean | null;
  stopSell: boolean | null;
}

/**
 * The nights `from`…`to` (both inclusive) the two months shown at `offset` months from the
 * complex's this month cover: what the price calendar asks GET app/v1/objects/{id}/rates for.
 */
export function monthsRange(offset: number, today = hotelTodayDay()): { from: string; to: string } {
  const a = shiftMonth(today.year(), today.month(), offset);
  const b = shiftMonth(today.year(), today.month(), offset + 1);
  const iso = (y: number, m: number, d: number) =>
    `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { from: iso(a.year, a.month, 1), to: iso(b.year, b.month, daysInMonth(b.year, b.month)) };
}

/** Props of {@link AvailabilityMonths}. */
export interface AvailabilityMonthsProps {
  booked: ReadonlySet<string>;
  checkIn?: string;
  checkOut?: string;
  /** The nights' prices and restrictions by date (the price calendar, docs/rules.md R5.28). */
  prices?: ReadonlyMap<string, PricedNight>;
  /** Makes each day from today a button: the visitor picks the arrival, then the departure. */
  onPick?: (date: string) => void;
  /** The months shown, from this month (controlled with `onOffset`; default: its own state). */
  offset?: number;
  onOffset?: (offset: number) => void;
}

/**
 * Two month grids with booked nights struck through, from this month; "previous" and "next"
 * page through the year the availability covers (issue 14 item 19). With `prices` each day shows
 * its price per night in rubles under its number, days closed to arrival are outlined dashed and
 * days not for sale greyed (docs/rules.md R5.28, R5.29); with `onPick` the days can be picked.
 */
export function AvailabilityMonths({
  booked,
  checkIn,
  checkOut,
  prices,
  onPick,
  offset: shown,
  onOffset,
}: AvailabilityMonthsProps) {
  const { t, i18n } = useTranslation();
  const now = hotelTodayDay();
  const [own, setOwn] = useState(0);
  const offset = shown ?? own;
  const setOffset = (f: (o: number) => number) => (onOffset ? onOffset(f(offset)) : setOwn(f));
  const months = [offset, offset + 1].map((k) => shiftMonth(now.year(), now.month(), k));
  const locale = i18n.language === 'en' ? 'en-US' : 'ru-RU';
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  // Monday 1 January 2024 onwards, read in UTC: the same names on the server and in any browser.
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const notes = (date: string, night: PricedNight | undefined) =>
    [
      booked.has(date) ? t('objects.booked') : '',
      night?.stopSell ? t('objects.priceCalendar.notForSale') : '',
      night?.closedToArrival ? t('objects.priceCalendar.noArrival') : '',
      night?.minStayArrival || night?.minStay
        ? t('objects.priceCalendar.minStay', { count: Math.max(night.minStayArrival ?? 0, night.minStay ?? 0) })
        : '',
    ]
      .filter(Boolean)
      .join('; ');
  return (
    <>
      <div className="avail-nav">
        <Button icon={<LeftOutlined />} disabled={offset === 0} onClick={() => setOffset((o) => o - 1)}>
          {t('objects.prevMonth')}
        </Button>
        <Button disabled={offset + 2 >= AVAILABILITY_MONTHS_AHEAD} onClick={() => setOffset((o) => o + 1)}>
          {t('objects.nextMonth')} <RightOutlined />
        </Button>
      </div>
      <div className={`avail-months${prices ? ' priced' : ''}`} aria-live="polite">
        {months.map(({ year, month }) => {
          const cal = buildCalendarMonth(year, month, now.format('YYYY-MM-DD'));
          const title = dateFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(year, month, 1));
          return (
            <table key={`${year}-${month}`} className="avail-month" aria-label={title}>
              <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{title}</caption>
              <thead>
                <tr>
                  {weekdays.map((w) => (
                    <th key={w} scope="col">
                      {w}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cal.weeks.map((w, i) => (
                  <tr key={i}>
                    {w.days.map((d, j) => {
                      if (!d) return <td key={j} />;
                      const night = prices?.get(d.date);
                      const note = notes(d.date, night) || undefined;
                      const price =
                        night && !d.isInPast && night.priceKopecks > 0
                          ? formatNumber(Math.round(night.priceKopecks / 100), lang)
                          : null;
                      const face = (
                        <>
                          {d.day}
                          {price ? <span className="avail-price">{price}</span> : null}
                        </>
                      );
                      return (
                        <td
                          key={j}
                          data-date={d.date}
                          className={[
                            booked.has(d.date) ? 'booked' : '',
                            night?.stopSell ? 'closed' : '',
                            night?.closedToArrival ? 'cta' : '',
                            d.isInPast ? 'past' : '',
                            checkIn && checkOut && d.date >= checkIn && d.date < checkOut ? 'chosen' : '',
                            checkIn === d.date ? 'arrival' : '',
                          ].join(' ')}
                          title={note}
                        >
                          {onPick && !d.isInPast ? (
                            <button
                              type="button"
                              className="avail-pick"
                              aria-label={[d.date.split('-').reverse().join('.'), price ? `${price} ₽` : '', note]
                                .filter(Boolean)
                                .join(', ')}
                              aria-pressed={d.date === checkIn || d.date === checkOut}
                              onClick={() => onPick(d.date)}
                            >
                              {face}
                            </button>
                          ) : (
                            face
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </>
  );
}
