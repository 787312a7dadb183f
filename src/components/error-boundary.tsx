/**
 * Error boundaries (issue 14 item 1: an error keeps the layout and offers a way to
 * retry): no thrown render error ever blanks the page.
 * - {@link RouteErrorBoundary} wraps every route's page (src/routes.tsx `toRoute`), so the layout
 *   around it (header, footer, account sider) stays and the page offers "try again" and "home";
 *   it resets when the address changes.
 * - {@link RootErrorBoundary} wraps the whole shell (src/App.tsx) for errors outside any route;
 *   its fallback is plain markup that needs no provider.
 * - Offline (docs/rules.md R19.6), a screen whose code or data this device never kept fails to
 *   load: every boundary then shows {@link OfflineScreen} ("you are offline; this screen has not
 *   been opened on this device yet") instead of the error, and {@link PartErrorBoundary} keeps a
 *   layout around it where the failing part is the layout itself (the Refine root, the account
 *   layout).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ShellButton } from './shell-button';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n';

/** Whether the browser says it is offline (a failure then means: not kept on this device). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

interface BoundaryProps {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
  /** When it changes, a shown fallback gives way to the children again (the address changed). */
  resetKey?: string;
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

  componentDidUpdate(prev: BoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * A screen's message in plain markup and the shell's button (./shell-button.tsx): antd's Result
 * and Button would add their code to the landing's initial JS (docs/architecture.md § The SPA:
 * the budget). "Try again" calls `onRetry`; "home" links to the landing.
 */
function ScreenMessage(props: {
  testId: string;
  role: 'alert' | 'status';
  title: string;
  text: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-container section route-error" data-testid={props.testId} role={props.role}>
      <h1 className="section-title">{props.title}</h1>
      <p>{props.text}</p>
      <p className="route-error-actions">
        <ShellButton kind="primary" onClick={props.onRetry}>
          {t('common.retry')}
        </ShellButton>
        <Link to="/">{t('common.toHome')}</Link>
      </p>
    </div>
  );
}

function RouteFallback({ reset }: { reset: () => void }) {
  const { t } = useTranslation();
  return (
    <ScreenMessage
      testId="route-error"
      role="alert"
      title={t('error.crashed')}
      text={t('error.crashedText')}
      onRetry={reset}
    />
  );
}

/**
 * What a screen that failed offline shows (docs/rules.md R19.6): it has not been opened on this
 * device yet, so neither its code nor its data were kept. Plain markup and the shell's button, as
 * {@link RouteFallback} ({@link ScreenMessage}): the shell's own code is all it needs. "Try again" loads the page afresh
 * once the connection is back (its failed code is not asked for again otherwise); offline the
 * worker draws this screen again.
 */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <ScreenMessage
      testId="offline-screen"
      role="status"
      title={t('pwa.offlineNow')}
      text={t('pwa.notOpened')}
      onRetry={() => window.location.reload()}
    />
  );
}

/** The fallback of a failed page: offline, the offline screen; else the error with "try again". */
const pageFallback = (reset: () => void) => (browserOffline() ? <OfflineScreen /> : <RouteFallback reset={reset} />);

/** A route's page inside its layout; a render error shows a message with "try again" and "home". */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} fallback={pageFallback}>
      {children}
    </Boundary>
  );
}

/**
 * A lazily loaded part that draws the layout itself (the Refine root, the account layout): when
 * it fails (offline: never kept on this device), the failure's message is drawn inside `frame`
 * (the public layout), so the page keeps the site's header and menu.
 * @param frame - wraps the message in a layout that is already loaded.
 */
export function PartErrorBoundary({
  children,
  frame,
}: {
  children: ReactNode;
  frame: (content: ReactNode) => ReactNode;
}) {
  // Not keyed by the address: the part (the Refine root) stays mounted while the address changes.
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={(reset) => frame(pageFallback(reset))}>
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
