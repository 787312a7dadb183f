/**
 * /backoffice/documents/{id} (docs/rules.md R11.7): one document of the company on `<Show>` +
 * `useShow` (GET app/v1/backoffice/documents/{id}): the person, fields, both tracks with "Mark
 * paid", the signature's evidence, card payments, the PDF itself and the history.
 */
import { Link, useParams } from 'react-router';
import { Button, Card, Col, Result, Row, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { DocumentHistory } from '../documents/components/document-history';
import { PdfViewer } from '../../src/components/pdf-viewer';
import { DocumentFacts } from './components/document-facts';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function BackofficeDocumentShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { query, result: d } = useEndpointShow(api['backoffice-documents'].show, {
    id,
    errorNotification: false,
  });
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !d) {
    const notFound = query.error?.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('documents.errors.notFound') : t('error.loadFailed')}
        extra={
          notFound ? (
            <Link to="/backoffice/documents">{t('backoffice-documents.titles.list')}</Link>
          ) : (
            <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>
          )
        }
      />
    );
  }
  const h2 = (key: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{t(key)}</h2>;
  return (
    <Show
      resource="backoffice-documents"
      recordItemId={d.id}
      breadcrumb={false}
      goBack={false}
      headerButtons={
        <LinkButton to="/backoffice/documents" icon={<ArrowLeftOutlined />}>
          {t('backoffice-documents.titles.list')}
        </LinkButton>
      }
      title={
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {t('backoffice-documents.titles.show', { name: d.name, number: d.number })}
        </Typography.Title>
      }
    >
      <DocumentFacts doc={d} />
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card size="small" title={h2('documents.fields.document')} style={{ marginBottom: 16 }}>
            <PdfViewer url={d.pdfUrl} fileName={`${d.number} ${d.name}.pdf`} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={h2('backoffice-documents.fields.history')}>
            <DocumentHistory doc={d} />
          </Card>
        </Col>
      </Row>
    </Show>
  );
}
