/**
 * A loading placeholder of the light public shell: grey bars drawn by CSS (`.shell-skeleton` in
 * src/styles.css), so the landing's initial JS carries no antd Skeleton (docs/architecture.md §
 * The SPA: the landing's budget). With server rendering it is rarely seen; inside the Refine root
 * antd's `<Skeleton>` is used as usual.
 */
import { useTranslation } from 'react-i18next';

/** `rows` bars (default 3), the first wider like a title; `inline` draws one bar in a line of text. */
export function ShellSkeleton({ rows = 3, inline = false }: { rows?: number; inline?: boolean }) {
  const { t } = useTranslation();
  if (inline) return <span className="shell-skeleton shell-skeleton-inline" role="status" aria-label={t('loading')} />;
  return (
    <div className="shell-skeleton" role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}
