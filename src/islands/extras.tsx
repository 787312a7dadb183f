/**
 * What every server-rendered page mounts in the browser after its islands (./boot.tsx), never in
 * the server's HTML: the layout platform's body class (docs/rules.md R8.6), the absolute Open
 * Graph address (R6.5), the `?m=` modals
 * (docs/rules.md R6.6), the cookie consent banner and the feedback pop-up timer (R6.7, R6.11).
 */
import { useEffect } from 'react';
import { ClientStateProvider } from '../components/client-state';
import { ModalHost } from '../components/modal-host';
import ShellExtras from '../components/shell-extras';

/** Sets (adding when missing) the Open Graph property `key` in `<head>`. */
function setOg(key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute('property', key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * The page's absolute address and cover image for Open Graph (docs/rules.md R6.5), which the
 * server's cached page cannot know (it may be served under more than one host).
 */
function OpenGraphUrl() {
  useEffect(() => {
    setOg('og:url', window.location.origin + window.location.pathname);
    setOg('og:image', `${window.location.origin}/images/og-cover.png`);
  }, []);
  return null;
}

export default function Extras() {
  return (
    <ClientStateProvider>
      <OpenGraphUrl />
      <ModalHost />
      <ShellExtras />
    </ClientStateProvider>
  );
}
