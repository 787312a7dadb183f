/**
 * The management company's public record (GET app/v1/company): brand, city, contacts, legal
 * details — data, never hard-coded (docs/architecture.md § Look and feel; docs/rules.md R6.2). Cached for the session.
 */
import { useApi } from '../../providers/api-hooks';
import { api } from '../contracts/api';
import type { Company } from '../contracts/content';

export type { Company };

/** The company record, or undefined while it loads; refetched when the language changes. */
export function useCompany(): { company: Company | undefined; isLoading: boolean; isError: boolean } {
  const query = useApi(api.content.company, { staleTime: Infinity });
  return { company: query.data, isLoading: query.isLoading, isError: query.isError };
}
