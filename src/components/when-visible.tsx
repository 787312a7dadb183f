/**
 * Draws its children once their place comes near the viewport (the browser's IntersectionObserver),
 * a placeholder of the same height until then (docs/architecture.md § The SPA): a chart below the
 * fold downloads its library and draws only when the person scrolls to it, not with the screen.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/**
 * @param height the placeholder's height in px (the children's, so nothing moves when they come).
 * @param margin how near (px) the viewport the place must come.
 */
export function WhenVisible({
  children,
  height,
  margin = 200,
}: {
  children: ReactNode;
  height: number;
  margin?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    // A browser without the observer (or a test's DOM) draws at once.
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, margin]);
  if (visible) return <>{children}</>;
  // `data-when-visible`: browser tests scroll to each such place (tests/e2e/helpers.ts scrollThrough).
  return <div ref={ref} aria-hidden data-when-visible style={{ height, background: '#fafbfc', borderRadius: 8 }} />;
}

/**
 * A component whose code loads only when its place comes near the viewport: {@link WhenVisible}
 * around `React.lazy(load)`, a skeleton while the chunk arrives. For a page's sections below the
 * fold (a bill's receipts, payments and readings tables; a lease's payments): a screen's first load
 * then carries neither their code (antd's Table, ~40 KB brotli with its filter tree and pagination)
 * nor their render (docs/architecture.md § The SPA, "Long tasks").
 * @param load the module's import, resolved to the component (`import('./x').then((m) => m.X)`).
 * @param height the placeholder's height in px until the section is near (see {@link WhenVisible}).
 */
export function lazyWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  height: number,
): ComponentType<P> {
  const Section = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWhenVisible(props: P) {
    return (
      <WhenVisible height={height}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <Section {...props} />
        </Suspense>
      </WhenVisible>
    );
  };
}
