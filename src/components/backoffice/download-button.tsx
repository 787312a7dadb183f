/**
 * A back-office report's file download (XLSX of the tourist tax, the guest register, the revenue
 * figures): a button that fetches GET app/v1/{path} with the session's headers
 * (`downloadFile`, src/components/download-file.ts), spins while it does, and says why when it fails.
 */
import { useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadFile } from '../download-file';

/**
 * @param path the endpoint's URL relative to `/api/` (`urlOf(api[…].file)`, providers/endpoints.ts).
 * @param params its query, as strings.
 * @param fileName the name to save under when the answer names none.
 */
export function DownloadButton({
  path,
  params,
  fileName,
  children,
}: {
  path: string;
  params: Record<string, string>;
  fileName: string;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, params, fileName);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
