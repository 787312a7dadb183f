/** The caller's objects a document request may name (GET app/v1/documents/objects), for filters and the request form. */
import { useApiUrl, useCustom } from '@refinedev/core';
import type { DocumentObject } from '../../../src/contracts/documents';

export function useDocumentObjects() {
  const apiUrl = useApiUrl();
  const { query } = useCustom<DocumentObject[]>({ url: `${apiUrl}/documents/objects`, method: 'get', errorNotification: false });
  return { objects: (query.data?.data ?? []) as DocumentObject[], loading: query.isLoading };
}
