/**
 * The claim of a booking made while logged out (docs/rules.md R5.11): POST app/v1/bookings answers
 * a claim token to an anonymous booker; the form keeps it in localStorage under `claimKey(id)`
 * and, once the booker has logged in, the booking page sends it to POST
 * app/v1/bookings/{id}/claim, which attaches the booking to the account. The booking e-mail's link
 * carries the token as `?claim=` (docs/rules.md R22.1), so the booker can claim it from another
 * device: the page keeps it the same way and takes it out of the address at once.
 */
import { useEffect, useState } from 'react';
import { api } from '../../src/contracts/api';
import { callEndpoint } from '../../providers/endpoints';

/** Key where the claim token of a booking made while logged out waits for the login. */
export const claimKey = (bookingId: number | string) => `booking-claim:${bookingId}`;

/**
 * Claims booking `id` if a token waits for it. Returns `'pending'` while the claim runs, `'done'`
 * when there is nothing (more) to claim, or the server's translated message when the claim was
 * refused (the token is dropped either way, so the claim is tried once).
 */
export function useBookingClaim(id: string | undefined): 'pending' | 'done' | string {
  const [state, setState] = useState<string>(() => {
    if (!id) return 'done';
    const url = new URL(window.location.href);
    const fromEmail = url.searchParams.get('claim');
    if (fromEmail) {
      localStorage.setItem(claimKey(id), fromEmail);
      url.searchParams.delete('claim');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    return localStorage.getItem(claimKey(id)) ? 'pending' : 'done';
  });
  useEffect(() => {
    if (state !== 'pending' || !id) return;
    const token = localStorage.getItem(claimKey(id))!;
    callEndpoint(api.bookings.claim, { params: { id: Number(id) }, body: { token } })
      .then(() => setState('done'))
      .catch((e: Error) => setState(e.message))
      .finally(() => localStorage.removeItem(claimKey(id)));
  }, [state, id]);
  return state;
}
