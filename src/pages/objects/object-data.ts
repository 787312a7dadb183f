/**
 * What the object page's parts share (docs/rules.md R4.2): the object and its booked nights,
 * through the shell's cache (providers/api-cache.ts: the server renders them and embeds the
 * answers), and the stay chosen — in the address (`checkIn`, `checkOut`, `adults`, `children`:
 * ./search-params.ts), so the booking card and the calendar, two islands of the server-rendered
 * page, follow the same choice, and a reload keeps it.
 */
import { useMemo } from 'react';
import { useApi } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import { useShellLocation, useShellNavigate } from '../../components/shell-router';
import { readSearch, stayParams, type SearchState } from './search-params';

/** The object `id` (GET app/v1/objects/{id}). */
export const useObject = (id: string) => useApi(api.objects.show, { params: { id } });

/** The booked nights (`YYYY-MM-DD`) of the object `id` for a year ahead (GET …/availability). */
export function useBookedNights(id: string): ReadonlySet<string> {
  const nights = useApi(api.objects.availability, { params: { id } }).data?.bookedNights;
  return useMemo(() => new Set(nights ?? []), [nights]);
}

/** The stay in the address, and `choose(checkIn, checkOut)`, which replaces it there. */
export function useStay(id: string): {
  stay: SearchState;
  choose: (checkIn: string | undefined, checkOut: string | undefined) => void;
} {
  const { search } = useShellLocation();
  const navigate = useShellNavigate();
  const stay = useMemo(() => readSearch(new URLSearchParams(search)), [search]);
  const choose = (checkIn: string | undefined, checkOut: string | undefined) =>
    navigate(`/objects/${id}${stayParams({ ...stay, checkIn, checkOut })}`, { replace: true });
  return { stay, choose };
}
