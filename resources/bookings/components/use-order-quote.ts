/**
 * The booking form's price from the server (GET app/v1/bookings/quote, docs/rules.md R5.9,
 * R5.28–R5.32): the rate calendar's nights, the tariff, the discounts, the promo code and the
 * tourist tax as the booking would have them, and the restrictions the stay breaks. The query is
 * keyed by the form's stay, debounced, and keeps the previous answer while the next one loads (no
 * flicker); a stay the client rules already refuse is not asked.
 */
import { useEffect, useState } from 'react';
import type { BookingQuote, BookingQuoteQuery } from '../../../src/contracts/bookings';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';

/** How long the form's values rest before the quote is asked again, ms. */
export const QUOTE_DEBOUNCE_MS = 300;

/** `value` once it has not changed for `ms` milliseconds. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // the key stands for the value: a new object of the same stay does not restart the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/** The stay to quote; `null` while it is incomplete or the client rules refuse it. */
export type QuoteStay = BookingQuoteQuery | null;

/**
 * The quote of `stay`: `quote` (the last answer, kept while the next loads), `loading` (the first
 * answer is on its way: a skeleton), `error` (the server refused the stay: its message).
 */
export function useOrderQuote(stay: QuoteStay): {
  quote: BookingQuote | undefined;
  loading: boolean;
  error: string | null;
} {
  const query = useDebounced(stay, QUOTE_DEBOUNCE_MS);
  const { query: q, result } = useEndpointQuery(api.bookings.quote, {
    query: (query ?? {}) as BookingQuoteQuery,
    enabled: !!query,
    keepPrevious: true,
  });
  return {
    quote: stay ? result.data : undefined,
    loading: !!stay && !result.data && (q.isLoading || q.isFetching || JSON.stringify(query) !== JSON.stringify(stay)),
    error: stay && q.isError ? (q.error?.message ?? null) : null,
  };
}
