/**
 * A booking decision (confirm transfer, process cancellation, cancel, refund): POST
 * app/v1/backoffice/bookings/{id}/<verb> through Refine's `useCustomMutation`, then the list and
 * the page are invalidated (docs/architecture.md: verbs that are not CRUD).
 */
import { useApiUrl, useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';

export function useDecision(bookingId: number | string | undefined) {
  const t = useTranslate();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const run = async (verb: string, values: object = {}) => {
    await mutateAsync({
      url: `${apiUrl}/backoffice/bookings/${bookingId}/${verb}`,
      method: 'post',
      values,
      successNotification: () => ({ type: 'success', message: t('backoffice-bookings.actions.done') }),
    });
    await invalidate({ resource: 'backoffice-bookings', id: bookingId, invalidates: ['detail', 'list'] });
  };
  return { run, pending: mutation.isPending };
}
