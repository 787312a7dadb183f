/**
 * React Router for an island that uses it (the search, the object page): its `<Router>` over the
 * page's document history (src/components/shell-router.tsx `documentHistory`), shared with the
 * other islands. Inside a router already (the SPA, the server's render) the component is drawn as it is.
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import { Router, useInRouterContext, type NavigationType } from 'react-router';
import { documentHistory } from '../components/shell-router';

function DocumentRouter({ children }: { children: React.ReactNode }) {
  const location = useSyncExternalStore(documentHistory.subscribe, documentHistory.location, documentHistory.location);
  return (
    <Router
      location={location}
      navigationType={documentHistory.action() as NavigationType}
      navigator={documentHistory.navigator}
    >
      {children}
    </Router>
  );
}

/** `Component` with a router around it when it has none (see the module's comment). */
export function withRouter<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Routed(props: P) {
    if (useInRouterContext()) return <Component {...props} />;
    return (
      <DocumentRouter>
        <Component {...props} />
      </DocumentRouter>
    );
  }
  Routed.displayName = `withRouter(${Component.displayName ?? Component.name})`;
  return Routed;
}
