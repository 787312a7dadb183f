/** The caller's objects a document request may name (GET app/v1/documents/objects), for filters and the request form. */
import type { DocumentObject, DocumentRequestCreate } from '../../../src/contracts/documents';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';

/**
 * The router state /documents/create hands to /documents/create/add-object and gets back: what the
 * person already filled in (the type, the comment), restored when the chosen object comes back.
 */
export interface RequestDraftState {
  draft?: Partial<Pick<DocumentRequestCreate, 'kind' | 'comment'>>;
}

/** The objects (`{ id, title }` each) and whether they are still loading; a failure leaves the list empty. */
export function useDocumentObjects() {
  const { query } = useEndpointQuery(api.documents.objects, {});
  const objects: DocumentObject[] = query.data?.data ?? [];
  return { objects, loading: query.isLoading };
}
