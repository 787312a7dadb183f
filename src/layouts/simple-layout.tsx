/** The simple layout of the 404 page (docs/rules.md R6.4): no navigation, centred content. */
import type { ReactNode } from 'react';

export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <main className="simple-layout" id="main">
      {children}
    </main>
  );
}
