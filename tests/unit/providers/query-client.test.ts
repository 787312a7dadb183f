/**
 * docs/rules.md R19.6: offline, the account's queries still ask (the service worker answers from
 * what the device kept) and fail at once when it has nothing; React Query's default would pause
 * them while the browser is offline, leaving the screen on a skeleton forever.
 */
import { onlineManager } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { queryClient } from '../../../providers/query-client';

afterEach(() => onlineManager.setOnline(true));

it('runs a query while the browser is offline: the kept answer, or a failure instead of a pause', async () => {
  onlineManager.setOnline(false);
  await expect(queryClient.fetchQuery({ queryKey: ['kept'], queryFn: async () => 'kept answer' })).resolves.toBe(
    'kept answer',
  );
  await expect(
    queryClient.fetchQuery({
      queryKey: ['not-kept'],
      queryFn: () => Promise.reject(new Error('Failed to fetch')),
      retry: 0,
    }),
  ).rejects.toThrow('Failed to fetch');
});
