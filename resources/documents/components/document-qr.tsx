/**
 * The QR code of a document's page (docs/rules.md R11.3): a universal link — the site's own
 * address of `/documents/{id}`, which the mobile app claims, so scanning it opens the document in
 * the app when it is installed and on this page of the site otherwise. The link is also written
 * out, copyable, for a person who cannot scan.
 */
import { QRCode, Space, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentDetail } from '../../../src/contracts/documents';

export function DocumentQr({ doc }: { doc: Pick<DocumentDetail, 'id' | 'number'> }) {
  const t = useTranslate();
  // The signed-in area renders in the browser only, so the page's own origin is known here.
  const link = `${window.location.origin}/documents/${doc.id}`;
  return (
    <Space align="start" size={16} wrap data-testid="document-qr">
      <QRCode
        value={link}
        size={128}
        type="svg"
        bordered={false}
        aria-label={t('documents.sign.qrLabel', { number: doc.number })}
        role="img"
      />
      <div style={{ maxWidth: 320 }}>
        <Typography.Text strong>{t('documents.sign.qrTitle')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
          {t('documents.sign.qrText')}
        </Typography.Paragraph>
        <Typography.Text copyable={{ text: link }} data-testid="document-link">
          {link}
        </Typography.Text>
      </div>
    </Space>
  );
}
