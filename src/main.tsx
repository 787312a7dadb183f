/**
 * The browser entry (docs/architecture.md § The SPA, § Server rendering). A page the server
 * rendered (it carries `#ssr-data`) is HTML whose interactive parts are islands: ./islands/boot.tsx
 * hydrates them, and nothing else of the app loads. Any other page (login, the account area, the
 * booking form, a page whose render failed) gets an empty root and the whole SPA, rendered here
 * (./spa.tsx). The server loads this entry after the page (server/boot-script.ts).
 */
import './styles.css';
import { registerWhenIdle } from './pwa/register';
import { nextTask } from './next-task';

const root = document.getElementById('root');
if (document.getElementById('ssr-data') && root?.hasChildNodes())
  // React DOM first, the islands' loader (and i18next) in a task of its own: two short tasks, not one long one.
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./islands/boot'))
    .then((m) => m.boot());
else void import('./spa').then((m) => m.start());
// The one service worker, after the page (docs/architecture.md § The installable app).
registerWhenIdle();
