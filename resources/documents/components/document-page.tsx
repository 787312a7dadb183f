/**
 * One document's page, the account's (/documents/{id}) and the back office's
 * (/backoffice/documents/{id}) (docs/rules.md R11.1, R11.7): a skeleton while it loads, "not found"
 * or the load error, then `<Show>` with the way back to the list, the title, the side's facts
 * (`children`), the PDF itself and the history.
 */
import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { DocumentDetail } from '../../../src/contracts/documents';
import { PdfViewer } from '../../../src/components/pdf-viewer';
import { ShowFailed } from '../../../src/components/show-failed';
import { DocumentHistory } from './document-history';
import { RecordShow } from '../../../src/components/record-show';

/**
 * The frame of a document's page.
 *
 * @param query - the page's `useEndpointShow` query (loading, error, retry).
 * @param doc - the document, once loaded.
 * @param resource - the Refine resource of the page (`documents`, `backoffice-documents`).
 * @param title - the translated title, given the document (its name and number).
 * @param list - the list the page goes back to: path and translated label.
 * @param historyTitle - the i18n key of the history card's title.
 * @param notFound - the translated "not found" title.
 * @param children - what the side shows above the PDF (summary, facts, payment result), given the document.
 */
export function DocumentPage<D extends DocumentDetail>({
  query,
  doc,
  notFound,
  resource,
  title,
  list,
  historyTitle,
  children,
}: {
  query: { isLoading: boolean; isError: boolean } & Parameters<typeof ShowFailed>[0]['query'];
  doc: D | undefined;
  notFound: string;
  resource: string;
  title: (doc: D) => string;
  list: { to: string; label: string };
  historyTitle: string;
  children: (doc: D) => ReactNode;
}) {
  const t = useTranslate();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  const d = doc;
  if (query.isError || !d) return <ShowFailed query={query} notFound={notFound} back={list} />;
  const h2 = (key: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{t(key)}</h2>;
  return (
    <RecordShow resource={resource} id={d.id} back={{ to: list.to, label: list.label }} title={title(d)}>
      {children(d)}
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card size="small" title={h2('documents.fields.document')} style={{ marginBottom: 16 }}>
            <PdfViewer url={d.pdfUrl} fileName={`${d.number} ${d.name}.pdf`} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={h2(historyTitle)}>
            <DocumentHistory doc={d} />
          </Card>
        </Col>
      </Row>
    </RecordShow>
  );
}
