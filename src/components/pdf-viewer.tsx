/**
 * The document's PDF (docs/rules.md R11.4): fetched with the session's headers from
 * GET app/v1/documents/{id}/pdf (application/pdf), shown in the browser's PDF viewer through an
 * object URL, and downloadable under its file name.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

export function PdfViewer({ url, fileName }: { url: string; fileName: string }) {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let alive = true;
    setFailed(false);
    void import('../../providers/http-client')
      .then(({ http }) => http.get<Blob>(url.replace(/^\/api\//, ''), { responseType: 'blob' }))
      .then((r) => {
        if (!alive) return;
        // A lease's registration scan may be an image: keep the type the server sent.
        objectUrl = URL.createObjectURL(
          new Blob([r.data], { type: String(r.headers['content-type'] ?? '') || 'application/pdf' }),
        );
        setSrc(objectUrl);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, i18n.language]);
  if (failed) return <Alert type="error" showIcon message={t('documents.messages.pdfFailed')} />;
  if (!src) return <Skeleton.Node active style={{ width: '100%', height: 480 }} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <a href={src} download={fileName}>
        <Button icon={<DownloadOutlined />}>{t('documents.actions.download')}</Button>
      </a>
      <iframe
        data-testid="pdf-viewer"
        title={fileName}
        src={src}
        style={{ width: '100%', height: '70vh', minHeight: 420, border: '1px solid #d9d9d9', borderRadius: 8 }}
      />
    </Space>
  );
}
