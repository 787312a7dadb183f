/**
 * Issue 35 items 4 and 5 (docs/rules.md R19.4–R19.6): a failed lazy chunk reloads the page at most
 * once per build and never offline; a link drawn as a button stays enabled under the offline
 * guard, and every link drawn as a button in the source is one ({@link LinkButton}); a screen
 * that fails offline says it has not been opened on this device yet.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { DEPLOY_RELOAD_KEY, reloadForDeploy } from '../../../src/pwa/register';
import { LinkButton } from '../../../src/components/link-button';
import { RouteErrorBoundary } from '../../../src/components/error-boundary';
import en from '../../../src/locales/en.json';

afterEach(() => vi.unstubAllGlobals());

/** A session storage of its own. */
function storage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('reloadForDeploy (R19.4, R19.5)', () => {
  it('reloads once per build, online only', () => {
    const s = storage();
    expect(reloadForDeploy(false, s, '/assets/index-a.js')).toBe(false);
    expect(s.m.size).toBe(0);
    expect(reloadForDeploy(true, s, '/assets/index-a.js')).toBe(true);
    expect(s.m.get(DEPLOY_RELOAD_KEY)).toBe('/assets/index-a.js');
    // The same build after its reload: its chunk is really gone, no second reload (no loop).
    expect(reloadForDeploy(true, s, '/assets/index-a.js')).toBe(false);
    // The next deploy's build may reload once again.
    expect(reloadForDeploy(true, s, '/assets/index-b.js')).toBe(true);
  });

  it('never reloads when the storage refuses to remember', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(reloadForDeploy(true, refusing, '/assets/index-a.js')).toBe(false);
  });
});

describe('LinkButton (R19.2)', () => {
  it('stays enabled where the offline guard disables the controls', () => {
    render(
      <MemoryRouter>
        <ConfigProvider componentDisabled>
          <LinkButton to="/bookings">Мои бронирования</LinkButton>
        </ConfigProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Мои бронирования' })).toBeEnabled();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/bookings');
  });

  it('is every link drawn as a button in src/ and resources/ (a raw <Link><Button> is disabled offline)', () => {
    const root = join(import.meta.dirname, '../../..');
    const files = ['src', 'resources'].flatMap((d) =>
      readdirSync(join(root, d), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.tsx'))
        .map((f) => join(root, d, f)),
    );
    const raw = files
      .filter((f) => !f.endsWith('link-button.tsx'))
      .filter((f) => /<Link\b[^>]*>\s*<Button\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(raw).toEqual([]);
  });
});

describe('a screen failing offline (R19.6)', () => {
  function Missing(): never {
    throw new TypeError('Failed to fetch dynamically imported module');
  }

  it('says it has not been opened on this device yet, in Russian and English', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { unmount } = render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Missing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('offline-screen')).toHaveTextContent('ещё не открывался на этом устройстве');
    expect(screen.queryByTestId('route-error')).toBeNull();
    unmount();
    expect(en.pwa.notOpened).toContain('has not been opened on this device yet');
  });

  it('online, is the error with "try again"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Missing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('route-error')).toBeInTheDocument();
  });
});
