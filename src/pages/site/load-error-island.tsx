/**
 * A content page's load error with "try again" (./content-states.tsx) as an island of a
 * server-rendered page: the retry reloads the page (see src/components/shell-retry.tsx).
 */
import { Suspense } from 'react';
import { lazyThemed } from '../../components/lazy-themed';
import type { ApiFailure } from '../../../providers/api-hooks';

const LazyLoadError = lazyThemed(
  () => import('./content-states'),
  (m) => m.LoadError,
);

export default function LoadErrorIsland({ error }: { error: ApiFailure | null }) {
  return (
    <Suspense fallback={null}>
      <LazyLoadError error={error} onRetry={() => window.location.reload()} />
    </Suspense>
  );
}
