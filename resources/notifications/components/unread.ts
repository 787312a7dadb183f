/**
 * The unread-notification counter of the account header (docs/rules.md R7.5): GET
 * app/v1/push (first row only) reads `data.unread`; refreshed every minute, when a foreground
 * push arrives, at once when a `notification` live event comes (docs/rules.md R23.10) and after a
 * notification is read ({@link refreshNotifications}).
 */
import { useEffect } from 'react';
import { queryClient } from '../../../providers/query-client';
import { PUSH_EVENT } from '../../../providers/push';
import { useLiveEvent } from '../../../providers/live-events';
import { urlOf, useEndpointQuery } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';

/** The list's URL, as Refine's query keys of the counter carry it. */
const PUSH_URL = urlOf(api.notifications.list);

/** The number of unread notifications (0 while loading or on failure). */
export function useUnreadCount(): number {
  const { query } = useEndpointQuery(api.notifications.list, {
    query: { _start: 0, _end: 1 },
    staleTime: 0,
    refetchInterval: 60_000,
  });
  const { refetch } = query;
  useLiveEvent('notification', () => void refetch());
  useEffect(() => {
    const onPush = () => void refetch();
    window.addEventListener(PUSH_EVENT, onPush);
    return () => window.removeEventListener(PUSH_EVENT, onPush);
  }, [refetch]);
  return query.data?.data.unread ?? 0;
}

/** Refetches the counter and Refine's notification lists. */
export function refreshNotifications(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey.includes('push') ||
      q.queryKey.some((k) => !!k && typeof k === 'object' && (k as { url?: unknown }).url === PUSH_URL),
  });
}
