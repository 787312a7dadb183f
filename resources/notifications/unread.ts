/**
 * The unread-notification counter of the account header (docs/rules.md R7.5): GET
 * app/v1/push (first row only) reads `data.unread`; refreshed every minute, when a foreground
 * push arrives, and after a notification is read ({@link refreshNotifications}).
 */
import { useEffect } from 'react';
import { useCustom } from '@refinedev/core';
import { queryClient } from '../../providers/query-client';
import { PUSH_EVENT } from '../../providers/push';
import type { NotificationPage } from '../../src/contracts/notifications';

export const PUSH_URL = 'app/v1/push';

/** The number of unread notifications (0 while loading or on failure). */
export function useUnreadCount(): number {
  const { query } = useCustom<NotificationPage>({
    url: PUSH_URL,
    method: 'get',
    config: { query: { _start: 0, _end: 1 } },
    errorNotification: false,
    queryOptions: { queryKey: [PUSH_URL, 'unread'], staleTime: 0, refetchInterval: 60_000 },
  });
  const { refetch } = query;
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
    predicate: (q) => q.queryKey[0] === PUSH_URL || (Array.isArray(q.queryKey) && q.queryKey.includes('push')),
  });
}
