/**
 * /backoffice/documents/{id} (docs/rules.md R11.7): one document of the company on `<Show>` +
 * `useShow` (GET app/v1/backoffice/documents/{id}): the person, fields, both tracks with "Mark
 * paid", the signature's evidence, card payments, the PDF itself and the history.
 */
import { useParams } from 'react-router';
import { useTranslate } from '@refinedev/core';
import { DocumentFacts } from './components/document-facts';
import { DocumentPage } from '../documents/components/document-page';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';

export default function BackofficeDocumentShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { query, result: d } = useEndpointShow(api['backoffice-documents'].show, {
    id,
    errorNotification: false,
  });
  return (
    <DocumentPage
      query={query}
      doc={d}
      notFound={t('documents.errors.notFound')}
      resource="backoffice-documents"
      title={(d) => t('backoffice-documents.titles.show', { name: d.name, number: d.number })}
      list={{ to: '/backoffice/documents', label: t('backoffice-documents.titles.list') }}
      historyTitle="backoffice-documents.fields.history"
    >
      {(d) => <DocumentFacts doc={d} />}
    </DocumentPage>
  );
}
