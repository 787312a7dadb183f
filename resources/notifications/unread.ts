/**
 * The unread-notification counter of the account header (docs/rules.md R7.5): GET
 * app/v1/push (first row only) reads `data.unread`; refreshed every minute, when a foreground
 * push arrives, and after a notification is read ({@link refreshNotifications}).
 */
import { useEffect } from 'react';
import { queryClient, useApi } from '../../providers/api-hooks';
import { PUSH_EVENT } from '../../providers/push';
import type { NotificationPage } from '../../src/contracts/notifications';

export const PUSH_URL = 'app/v1/push';

/** The number of unread notifications (0 while loading or on failure). */
export function useUnreadCount(): number {
  const { data, refetch } = useApi<NotificationPage>(PUSH_URL, { _start: 0, _end: 1 }, { staleTime: 0, refetchInterval: 60_000 });
  useEffect(() => {
    const onPush = () => void refetch();
    window.addEventListener(PUSH_EVENT, onPush);
    return () => window.removeEventListener(PUSH_EVENT, onPush);
  }, [refetch]);
  return data?.unread ?? 0;
}

/** Refetches the counter and Refine's notification lists. */
export function refreshNotifications(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === PUSH_URL || (Array.isArray(q.queryKey) && q.queryKey.includes('push')),
  });
}
