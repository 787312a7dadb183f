/**
 * Refine notification provider: antd notifications of antd's `<App>` (src/refine-app.tsx), as
 * @refinedev/antd's `useNotificationProvider` draws them (the message as the description, the
 * description as the title), without its undo countdown: the portal sends no undoable mutation.
 * Written here instead of imported so that the Refine root does not load @refinedev/antd, whose
 * single module carries the layout, the menu and every page component
 * (docs/architecture.md § The SPA).
 */
import { App } from 'antd';
import type { NotificationProvider } from '@refinedev/core';

/** The provider to give `<Refine notificationProvider>` (a hook: it reads antd's App context). */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type }) =>
      notification.open({
        key,
        description: message,
        message: description ?? null,
        type: type === 'progress' ? 'info' : type,
      }),
    close: (key) => notification.destroy(key),
  };
}
