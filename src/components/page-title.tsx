/**
 * The heading of an account page (docs/architecture.md § Look and feel: one h1 a page, 26 px, no margin), as Refine's
 * `<List>`, `<Create>` and `<Show>` take it in `title`; the one place its look is set.
 */
import type { ReactNode } from 'react';
import { Typography } from 'antd';

const STYLE = { fontSize: 26, margin: 0 } as const;

/** The page's h1: `children` is its translated text (and, on a record's page, a status tag). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={STYLE}>
      {children}
    </Typography.Title>
  );
}
