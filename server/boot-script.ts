/**
 * The loader of a server-rendered page's JavaScript (docs/architecture.md § Server rendering):
 * a rendered page is readable and styled without JavaScript, so its code is fetched only after
 * the page has loaded (the `load` event: markup, styles and the hero image, or 3 s at most),
 * and the network on a slow phone goes first to what the visitor sees. The entry and its
 * module preloads, which Vite puts in the template's head, are listed in
 * `<script type="application/json" id="boot">` and added by this constant inline script; the
 * Content-Security-Policy allows exactly this script by its SHA-256 ({@link BOOT_SCRIPT_CSP}).
 */
import { createHash } from 'node:crypto';

/** What the loader reads: the entry module `e` and the modules to preload `p` (site paths). */
export interface BootData {
  e: string;
  p: string[];
}

/** The inline loader (ES5, no data of its own, so its hash never changes). */
export const BOOT_SCRIPT =
  '(function(){var d=document,done=0;function go(){if(done)return;done=1;' +
  "var b=JSON.parse(d.getElementById('boot').textContent);" +
  "var f=d.createDocumentFragment();b.p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;f.appendChild(l)});" +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=b.e;f.appendChild(s);d.head.appendChild(f)}" +
  "if(d.readyState==='complete')go();else{addEventListener('load',function(){setTimeout(go)});setTimeout(go,3000)}})()";

/** The CSP source that allows {@link BOOT_SCRIPT} (`'sha256-…'`). */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;
const ENTRY = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/;

/**
 * Moves a built template's entry script and module preloads into the deferred loader.
 * @param more further modules to preload with them (site paths): the page's islands (server/ssr.ts).
 * @returns the document unchanged when it has no module entry (the dev server's template).
 */
export function deferScripts(doc: string, more: string[] = []): string {
  const entry = ENTRY.exec(doc);
  if (!entry) return doc;
  const preloads = [...new Set([...[...doc.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...more])].filter(
    (p) => p !== entry[1],
  );
  const data: BootData = { e: entry[1], p: preloads };
  const boot = `<script type="application/json" id="boot">${JSON.stringify(data)}</script><script>${BOOT_SCRIPT}</script>`;
  return doc.replace(MODULE_PRELOAD, '').replace(ENTRY, '').replace('</body>', `${boot}</body>`);
}
