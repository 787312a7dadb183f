/**
 * antd's `Result` (a page's not-found and error states), loaded when one is drawn: its pictures
 * weigh about 8 KB brotli that a page which loads fine never needs (docs/architecture.md § The SPA).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Result } from 'antd';

const AntdResult = lazy(() => import('antd/es/result'));

/** antd's `Result`, drawn once its code has arrived (nothing meanwhile). */
export function LazyResult(props: ComponentProps<typeof Result>) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  );
}
