/**
 * The object page's availability calendar (docs/rules.md R4.4): two months with the booked nights
 * struck through and the chosen stay marked, paged through the year ahead. An island of the
 * server-rendered page, in the antd theme; the stay is the booking card's (in the address).
 */
import { AvailabilityMonths } from '../../components/availability';
import { Themed } from '../../components/themed';
import { useBookedNights, useStay } from './object-data';

/** The island: the calendar in the portal's theme. */
export default function ObjectCalendarIsland({ id }: { id: string }) {
  const booked = useBookedNights(id);
  const { stay } = useStay(id);
  return (
    <Themed>
      <AvailabilityMonths booked={booked} checkIn={stay.checkIn} checkOut={stay.checkOut} />
    </Themed>
  );
}
