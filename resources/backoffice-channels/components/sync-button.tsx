/**
 * "Sync now" for one feed (docs/rules.md R18.3): fetches it on the server at once (up to 10 s)
 * and says how it went — synced, or the reason it failed (its last good spans stay in force).
 */
import { App, Button } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { useFeedError } from './feed-status';

export function SyncButton({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const reason = useFeedError();
  const sync = useEndpointMutation(api['backoffice-channels'].syncFeed);
  return (
    <Button
      size="small"
      icon={<SyncOutlined />}
      loading={sync.isPending}
      data-testid={`sync-${id}`}
      onClick={() =>
        sync.mutate(
          { params: { id } },
          {
            onSuccess: ({ data }) => {
              if (data.lastError)
                void message.warning(t('backoffice-channels.feeds.syncFailed', { error: reason(data) }));
              else void message.success(t('backoffice-channels.feeds.synced'));
              onDone();
            },
            onError: (e) => void message.error(e.message),
          },
        )
      }
    >
      {t('backoffice-channels.feeds.sync')}
    </Button>
  );
}
