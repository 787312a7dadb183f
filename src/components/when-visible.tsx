/**
 * Draws its children once their place comes near the viewport (the browser's IntersectionObserver),
 * a placeholder of the same height until then (docs/architecture.md § The SPA): a chart below the
 * fold downloads its library and draws only when the person scrolls to it, not with the screen.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

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
  return <div ref={ref} aria-hidden style={{ height, background: '#fafbfc', borderRadius: 8 }} />;
}
