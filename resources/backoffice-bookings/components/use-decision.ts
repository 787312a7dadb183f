/**
 * Booking decisions (confirm transfer, process cancellation, cancel; docs/rules.md R16.3): POST
 * app/v1/backoffice/bookings/{id}/<verb> (`api['backoffice-bookings']`), then the list and the page
 * are invalidated. Refine's notifications: "Done", or the error with the server's message.
 */
import { useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';

/** Refine's success ("Done") and error notifications of a decision. */
export function useDecisionNotifications() {
  const t = useTranslate();
  return {
    successNotification: () => ({ type: 'success' as const, message: t('backoffice-bookings.actions.done') }),
    errorNotification: (e?: HttpError) => ({
      type: 'error' as const,
      message: t('notifications.error', { statusCode: e?.statusCode }, `Error (status code: ${e?.statusCode})`),
      description: e?.message,
    }),
  };
}

/** The decisions on booking `bookingId`; each resolves once the page is refetched, rejects with Refine's HttpError. */
export function useDecision(bookingId: number) {
  const invalidate = useInvalidate();
  const notifications = useDecisionNotifications();
  const confirm = useEndpointMutation(api['backoffice-bookings'].confirmTransfer);
  const process = useEndpointMutation(api['backoffice-bookings'].processCancellation);
  const cancel = useEndpointMutation(api['backoffice-bookings'].cancel);
  const params = { id: bookingId };
  const refresh = () => invalidate({ resource: 'backoffice-bookings', id: bookingId, invalidates: ['detail', 'list'] });
  return {
    confirmTransfer: async (paymentId: number) => {
      await confirm.mutateAsync({ params, body: { paymentId }, ...notifications });
      await refresh();
    },
    processCancellation: async () => {
      await process.mutateAsync({ params, ...notifications });
      await refresh();
    },
    cancel: async () => {
      await cancel.mutateAsync({ params, body: {}, ...notifications });
      await refresh();
    },
    refresh,
    pending: confirm.isPending || process.isPending || cancel.isPending,
  };
}
