/**
 * Refine notification provider over antd's notification API from `<App>` (used inside antd
 * `<App>`, see src/App.tsx). It follows @refinedev/antd's `useNotificationProvider` contract
 * (success/error, and "progress" for undoable mutations with an Undo action); it is our own
 * because @refinedev/antd ships as one bundle whose import adds ~98 KB gzip to the public
 * landing (measured with `npm run size`), and the landing must stay light (issue #2 budget).
 */
import { createElement } from 'react';
import { App, Button } from 'antd';
import type { NotificationProvider } from '@refinedev/core';
import i18n from '../src/i18n';

/** The provider for `<Refine notificationProvider>`; a hook, as Refine allows. */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === 'progress') {
        notification.open({
          key,
          message,
          description: description ?? null,
          duration: undoableTimeout ?? 5,
          btn: createElement(
            Button,
            { size: 'small', onClick: () => { cancelMutation?.(); notification.destroy(key ?? ''); } },
            i18n.t('common.undo'),
          ),
        });
        return;
      }
      notification.open({ key, message, description: description ?? null, type });
    },
    close: (key) => notification.destroy(key),
  };
}
