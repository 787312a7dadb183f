/** The caller's objects a document request may name (GET app/v1/documents/objects), for filters and the request form. */
import { useApiUrl, useCustom } from '@refinedev/core';
import type { DocumentObject, DocumentRequestCreate } from '../../../src/contracts/documents';

/**
 * The router state /documents/create hands to /documents/create/add-object and gets back: what the
 * person already filled in (the type, the comment), restored when the chosen object comes back.
 */
export interface RequestDraftState {
  draft?: Partial<Pick<DocumentRequestCreate, 'kind' | 'comment'>>;
}

export function useDocumentObjects() {
  const apiUrl = useApiUrl();
  const { query } = useCustom<DocumentObject[]>({ url: `${apiUrl}/documents/objects`, method: 'get', errorNotification: false });
  return { objects: (query.data?.data ?? []) as DocumentObject[], loading: query.isLoading };
}
