/**
 * Paying a rent charge (docs/rules.md R9.4, R5.27: card or SBP): POST app/v1/rents/{id}/charges/{chargeId}/pay; a card
 * payment sends the browser to the acquirer's page (the sandbox in the demo), which returns to
 * /rent-payment-success/{id}; a bank transfer (legal entities) goes straight there with the details.
 */
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import type { PaymentMethod } from '../../../src/contracts/payments';

export function usePayCharge(rentId: number) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const { mutate, isPending } = useEndpointMutation(api.rents.payCharge);
  const pay = (chargeId: number, method: PaymentMethod = 'card') =>
    mutate(
      { params: { id: rentId, chargeId }, body: { method } },
      {
        onSuccess: ({ data }) => {
          const url = data.confirmationUrl ?? `/rent-payment-success/${rentId}?payment=${data.paymentId}`;
          if (url.startsWith('/')) navigate(url);
          else window.location.assign(url);
        },
        onError: (e) => notification.error({ message: t('payment.errorTitle'), description: e.message }),
      },
    );
  return { pay, pending: isPending };
}
