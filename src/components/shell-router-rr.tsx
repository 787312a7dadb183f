/**
 * React Router's navigation for the shell's links and hooks (./shell-router.tsx): placed inside
 * the router by src/App.tsx, so that in the SPA and in the server's render they navigate and read
 * the location exactly as React Router's own `Link` and hooks do.
 */
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ShellNavigationProvider, type ShellNavigation } from './shell-router';

export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<ShellNavigation>(
    () => ({
      location,
      navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)),
    }),
    [location, navigate],
  );
  return <ShellNavigationProvider value={value}>{children}</ShellNavigationProvider>;
}
