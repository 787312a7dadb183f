/**
 * The object's export link for the booking sites (docs/rules.md R18.1, R18.2): the full address
 * with a copy button, since when it works, and "Replace link" behind a confirmation (the old link
 * answers 404 at once, audited on the server).
 */
import { App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { formatServerTimestamp } from '../../../src/domain/datetime';

/** An export path (`/ical/…`) as the absolute address a booking site needs. */
export const absolute = (path: string) => `${window.location.origin}${path}`;

export function ExportCard({
  objectId,
  exportPath,
  rotatedAt,
  onRotated,
}: {
  objectId: number;
  exportPath: string;
  rotatedAt: string;
  onRotated: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const rotate = useEndpointMutation(api['backoffice-channels'].rotate);
  const url = absolute(exportPath);
  return (
    <Card size="small" title={t('backoffice-channels.export.title')} data-testid="export-card">
      <Typography.Paragraph type="secondary">{t('backoffice-channels.export.hint')}</Typography.Paragraph>
      <Typography.Paragraph
        code
        data-testid="export-url"
        copyable={{
          text: url,
          tooltips: [t('backoffice-channels.export.copy'), t('backoffice-channels.export.copied')],
        }}
        style={{ wordBreak: 'break-all' }}
      >
        {url}
      </Typography.Paragraph>
      <Space wrap>
        <Typography.Text type="secondary">
          {t('backoffice-channels.export.rotatedAt')}: {formatServerTimestamp(rotatedAt)}
        </Typography.Text>
        <Popconfirm
          title={t('backoffice-channels.export.rotate')}
          description={<div style={{ maxWidth: 320 }}>{t('backoffice-channels.export.rotateConfirm')}</div>}
          onConfirm={() =>
            rotate.mutate(
              { params: { id: objectId } },
              {
                onSuccess: () => {
                  void message.success(t('backoffice-channels.export.rotated'));
                  onRotated();
                },
                onError: (e) => void message.error(e.message),
              },
            )
          }
        >
          <Button danger loading={rotate.isPending}>
            {t('backoffice-channels.export.rotate')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
