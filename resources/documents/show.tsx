/**
 * /documents/{id} (docs/rules.md R11.1–R11.4): one document on `<Show>` + `useShow`
 * (GET app/v1/documents/{id}): the payment result after the acquirer (`?payment=<id>`), the fields
 * with paying and the signature (in the app only), the PDF itself (viewable and downloadable),
 * and the history.
 */
import { useParams, useSearchParams } from 'react-router';
import { useTranslate } from '@refinedev/core';
import { PaymentResult } from '../../src/components/payment-result';
import { DocumentSummary } from './components/document-summary';
import { DocumentPage } from './components/document-page';
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
  return (
    <DocumentPage
      query={query}
      doc={d}
      notFound={t('documents.errors.notFound')}
      resource="documents"
      title={(d) => t('documents.titles.show', { name: d.name, number: d.number })}
      list={{ to: '/documents', label: t('documents.titles.list') }}
      historyTitle="documents.fields.history"
    >
      {(d) => (
        <>
          {paymentId ? <PaymentResult paymentId={paymentId} recordId={d.id} resource="documents" /> : null}
          <DocumentSummary doc={d} />
        </>
      )}
    </DocumentPage>
  );
}
