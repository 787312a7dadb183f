/**
 * Paying a rent charge (docs/rules.md R9.4, R5.27: card or SBP): POST app/v1/rents/{id}/charges/{chargeId}/pay; a card
 * payment sends the browser to the acquirer's page (the sandbox in the demo), which returns to
 * /rent-payment-success/{id}; a bank transfer (legal entities) goes straight there with the details.
 */
import { useNavigate } from 'react-router';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import type { PaymentMethod } from '../../../src/contracts/payments';
import { goToAcquirer } from '../../../src/components/pay-method';

/**
 * `pay(chargeId, method)` of rent `rentId` and its pending state; a refusal goes to `onPayError`
 * (usePayMethod's: the receipt's e-mail question or a notification) with the call to retry.
 */
export function usePayCharge(rentId: number, onPayError: (e: { message: string }, retry: () => void) => void) {
  const navigate = useNavigate();
  const { mutate, isPending } = useEndpointMutation(api.rents.payCharge);
  const pay = (chargeId: number, method: PaymentMethod = 'card'): void =>
    mutate(
      { params: { id: rentId, chargeId }, body: { method } },
      {
        onSuccess: ({ data }) =>
          goToAcquirer(data.confirmationUrl ?? `/rent-payment-success/${rentId}?payment=${data.paymentId}`, navigate),
        onError: (e) => onPayError(e, () => pay(chargeId, method)),
      },
    );
  return { pay, pending: isPending };
}
