/**
 * "Download my data" on /profile (docs/rules.md R7.11): everything held about the person, at once,
 * as a JSON or a readable PDF file (GET app/v1/my-data).
 */
import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useNotification, useTranslate } from '@refinedev/core';
import { urlOf } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';
import { downloadFile } from '../../../src/components/download-file';

type Format = 'json' | 'pdf';

/** The card with the two download buttons; a failed download is reported as a notification. */
export function MyDataCard() {
  const t = useTranslate();
  const { open } = useNotification();
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await downloadFile(urlOf(api['my-data'].export), { format }, `my-data.${format}`);
    } catch {
      open?.({ type: 'error', message: t('myData.failed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('myData.title')} data-testid="my-data">
      <Typography.Paragraph type="secondary">{t('myData.hint')}</Typography.Paragraph>
      <Space wrap>
        {(['json', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void download(format)}
          >
            {t(`myData.${format}`)}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
