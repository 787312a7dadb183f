/**
 * /documents/{id} (docs/rules.md R11.1–R11.4): one document on `<Show>` + `useShow`
 * (GET app/v1/documents/{id}): the payment result after the acquirer (`?payment=<id>`), the fields
 * with paying and the signature (in the app only), the PDF itself (viewable and downloadable),
 * and the history.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Card, Col, Result, Row, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { PaymentResult } from '../../src/components/payment-result';
import { DocumentHistory } from './components/document-history';
import { DocumentSummary } from './components/document-summary';
import { PdfViewer } from '../../src/components/pdf-viewer';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function DocumentShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const { query, result: d } = useEndpointShow(api.documents.show, {
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
            <Link to="/documents">{t('documents.titles.list')}</Link>
          ) : (
            <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>
          )
        }
      />
    );
  }
  return (
    <Show
      resource="documents"
      recordItemId={d.id}
      breadcrumb={false}
      goBack={false}
      headerButtons={
        <LinkButton to="/documents" icon={<ArrowLeftOutlined />}>
          {t('documents.titles.list')}
        </LinkButton>
      }
      title={
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {t('documents.titles.show', { name: d.name, number: d.number })}
        </Typography.Title>
      }
    >
      {paymentId ? <PaymentResult paymentId={paymentId} recordId={d.id} resource="documents" /> : null}
      <DocumentSummary doc={d} />
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('documents.fields.document')}</h2>}
            style={{ marginBottom: 16 }}
          >
            <PdfViewer url={d.pdfUrl} fileName={`${d.number} ${d.name}.pdf`} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('documents.fields.history')}</h2>}>
            <DocumentHistory doc={d} />
          </Card>
        </Col>
      </Row>
    </Show>
  );
}
