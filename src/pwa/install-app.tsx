/**
 * `/mobile-app`'s "install the portal" block (docs/rules.md R19.1): where the browser offers the
 * install prompt (`beforeinstallprompt`, captured early by ./register.ts) an Install button;
 * on iPhone and iPad the Safari steps (Share → Add to Home Screen); elsewhere the browser-menu
 * hint; in the installed app a line saying so. Rendered on the client only (it depends on the
 * browser), below the app-store links.
 */
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellButton } from '../components/shell-button';
import { ClientOnly } from '../components/client-only';
import { installPrompt, onInstallPromptChange } from './register';

/** iPhone, iPad (iPadOS reports a Mac with touch) and iPod: no install prompt, Safari's Share menu instead. */
export const isIos = (ua: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);

function InstallBlock() {
  const { t } = useTranslation();
  const prompt = useSyncExternalStore(onInstallPromptChange, installPrompt, () => null);
  const [installed, setInstalled] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  );
  if (installed) return <p data-testid="install-app">{t('pwa.installed')}</p>;
  if (prompt)
    return (
      <div data-testid="install-app">
        <p>{t('pwa.installText')}</p>
        <ShellButton
          kind="primary"
          large
          onClick={async () => {
            await prompt.prompt();
            if ((await prompt.userChoice).outcome === 'accepted') setInstalled(true);
          }}
        >
          {t('pwa.install')}
        </ShellButton>
      </div>
    );
  if (isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0))
    return (
      <div data-testid="install-app">
        <h2>{t('pwa.iosTitle')}</h2>
        <ol>
          <li>{t('pwa.iosStep1')}</li>
          <li>{t('pwa.iosStep2')}</li>
          <li>{t('pwa.iosStep3')}</li>
        </ol>
      </div>
    );
  return (
    <div data-testid="install-app">
      <h2>{t('pwa.otherTitle')}</h2>
      <p>{t('pwa.otherText')}</p>
    </div>
  );
}

/** The install block, on the client only (an island of the server-rendered /mobile-app). */
export default function InstallApp() {
  return (
    <ClientOnly>
      <InstallBlock />
    </ClientOnly>
  );
}
