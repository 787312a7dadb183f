/**
 * Error boundaries (issue 14 item 1: an error keeps the layout and offers a way to
 * retry): no thrown render error ever blanks the page.
 * - {@link RouteErrorBoundary} wraps every route's page (src/routes.tsx `toRoute`), so the layout
 *   around it (header, footer, account sider) stays and the page offers "try again" and "home";
 *   it resets when the address changes.
 * - {@link RootErrorBoundary} wraps the whole shell (src/App.tsx) for errors outside any route;
 *   its fallback is plain markup that needs no provider.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ShellButton } from './shell-button';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n';

interface BoundaryProps {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
}

/** Catches render errors below it and shows `fallback` until reset. */
class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error:', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}

function RouteFallback({ reset }: { reset: () => void }) {
  const { t } = useTranslation();
  // Plain markup and the shell's button (./shell-button.tsx): antd's Result and Button would add their code to the landing's
  // initial JS (docs/architecture.md § The SPA: the budget).
  return (
    <div className="page-container section route-error" data-testid="route-error" role="alert">
      <h1 className="section-title">{t('error.crashed')}</h1>
      <p>{t('error.crashedText')}</p>
      <p className="route-error-actions">
        <ShellButton kind="primary" onClick={reset}>
          {t('common.retry')}
        </ShellButton>
        <Link to="/">{t('common.toHome')}</Link>
      </p>
    </div>
  );
}

/** A route's page inside its layout; a render error shows a message with "try again" and "home". */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} fallback={(reset) => <RouteFallback reset={reset} />}>
      {children}
    </Boundary>
  );
}

/** The last line of defence around the shell: a message and a link home, with no provider needed. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary
      fallback={() => (
        <main style={{ padding: 48, textAlign: 'center', fontFamily: 'sans-serif' }} data-testid="root-error">
          <h1>{i18n.t('error.crashed')}</h1>
          <p>{i18n.t('error.crashedText')}</p>
          <p>
            <a href="/">{i18n.t('common.toHome')}</a>
          </p>
        </main>
      )}
    >
      {children}
    </Boundary>
  );
}
