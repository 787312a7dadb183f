/**
 * What every server-rendered page mounts in the browser after its islands (./boot.tsx), never in
 * the server's HTML: the layout platform's body class (docs/rules.md R8.6), the `?m=` modals
 * (docs/rules.md R6.6), the cookie consent banner and the feedback pop-up timer (R6.7, R6.11).
 */
import { ClientStateProvider } from '../components/client-state';
import { ModalHost } from '../components/modal-host';
import ShellExtras from '../components/shell-extras';

export default function Extras() {
  return (
    <ClientStateProvider>
      <ModalHost />
      <ShellExtras />
    </ClientStateProvider>
  );
}
