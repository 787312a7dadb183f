/**
 * The object page's price calendar (docs/rules.md R4.4, R5.28, R5.29): two months with each
 * night's price in rubles (GET app/v1/objects/{id}/rates for the months shown), booked nights
 * struck through, nights not for sale greyed, days closed to arrival outlined, and the chosen
 * stay marked, paged through the year ahead. A click picks the arrival, the next one a later
 * departure: the stay goes into the address, so the booking card (./object-booking.tsx) shows it
 * with its price and "Book" carries it to the booking form. An island of the server-rendered
 * page, in the antd theme.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilityMonths, monthsRange, type PricedNight } from '../../components/availability';
import { Themed } from '../../components/themed';
import { useApi } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import { useBookedNights, useStay } from './object-data';
import { pickStayDay } from '../../domain/stay-rate';

/** The island: the price calendar in the portal's theme. */
export default function ObjectCalendarIsland({ id }: { id: string }) {
  const { t } = useTranslation();
  const booked = useBookedNights(id);
  const { stay, choose } = useStay(id);
  const [offset, setOffset] = useState(0);
  const rates = useApi(api.objects.rates, { params: { id }, query: monthsRange(offset) }).data;
  const prices = useMemo(() => new Map<string, PricedNight>(rates?.nights.map((n) => [n.date, n])), [rates]);
  const picking = !!stay.checkIn && !stay.checkOut;
  return (
    <Themed>
      <p className="muted-inline" aria-live="polite">
        {t(picking ? 'objects.priceCalendar.hintArrival' : 'objects.priceCalendar.hint')}
      </p>
      <AvailabilityMonths
        booked={booked}
        checkIn={stay.checkIn}
        checkOut={stay.checkOut}
        prices={prices}
        offset={offset}
        onOffset={setOffset}
        onPick={(date) => {
          const next = pickStayDay(stay, date);
          choose(next.checkIn, next.checkOut);
        }}
      />
      <p className="muted-inline avail-legend">
        {[
          t('objects.priceCalendar.legendNoArrival'),
          t('objects.priceCalendar.legendClosed'),
          t('objects.priceCalendar.legendBooked'),
        ].join(' · ')}
      </p>
    </Themed>
  );
}
