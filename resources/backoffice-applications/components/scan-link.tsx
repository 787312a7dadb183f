/**
 * A scan an application cites (passport, title document, proxy; docs/rules.md R12.1, R12.3) as a
 * link: a click fetches GET app/v1/backoffice/applications/{id}/files/{fileId} with the session's
 * headers (only the company's managers get it) and shows the file in a new tab (opened at the
 * click) through an object URL, as stored (PDF or image).
 */
import { useState } from 'react';
import { App, Spin } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { urlOf } from '../../../providers/endpoints';

export function ScanLink({
  applicationId,
  fileId,
  children,
}: {
  applicationId: number;
  fileId: string;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const path = urlOf(api['backoffice-applications'].file, { id: applicationId, fileId });
  const open = async () => {
    // The tab opens now, while the click still counts as the person's (a pop-up opened after the
    // download would be blocked), and is sent to the file once it has arrived.
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const { http } = await import('../../../providers/http-client');
      const res = await http.get<Blob>(path, { responseType: 'blob' });
      const url = URL.createObjectURL(res.data);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      // The tab has loaded the file by then; the URL is released with this page otherwise.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      void message.error(t('backoffice-applications.fileFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={`/api/${path}`}
      onClick={(e) => {
        e.preventDefault();
        void open();
      }}
    >
      {children}
      {busy ? <Spin size="small" style={{ marginInlineStart: 8 }} /> : null}
    </a>
  );
}
