/**
 * The browser entry (docs/architecture.md § The SPA, § Server rendering). A page the server
 * rendered (it carries `#ssr-data`) is HTML whose interactive parts are islands: ./islands/boot.tsx
 * hydrates them, and nothing else of the app loads. Any other page (login, the account area, the
 * booking form, a page whose render failed) gets an empty root and the whole SPA, rendered here
 * (./spa.tsx). The server loads this entry after the page (server/boot-script.ts).
 */
import './styles.css';

const root = document.getElementById('root');
if (document.getElementById('ssr-data') && root?.hasChildNodes()) void import('./islands/boot').then((m) => m.boot());
else void import('./spa').then((m) => m.start());
