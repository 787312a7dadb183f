/**
 * The shell mechanisms (docs/rules.md R8.6, R6.6): the platform body class and tab-active flag,
 * the `?m=`
 * modal parameter, and the keywords meta rule.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import '../../../src/i18n';
import { ClientStateProvider, useClientState } from '../../../src/components/client-state';
import { useModalParam } from '../../../src/components/modal-host';
import { RouteMeta } from '../../../src/components/route-meta';
import { RouterNavigation } from '../../../src/components/shell-router-rr';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function Probe() {
  const { platform, tabActive } = useClientState();
  return <p>{`${platform}/${tabActive}`}</p>;
}

describe('client state', () => {
  it('switches the platform body class at 768 and 1096 px', () => {
    resizeTo(1280);
    render(
      <ClientStateProvider>
        <Probe />
      </ClientStateProvider>,
    );
    expect(document.body.classList.contains('platform-desktop')).toBe(true);
    act(() => resizeTo(1095));
    expect(document.body.classList.contains('platform-tablet')).toBe(true);
    expect(document.body.classList.contains('platform-desktop')).toBe(false);
    act(() => resizeTo(767));
    expect(document.body.classList.contains('platform-mobile')).toBe(true);
    act(() => resizeTo(768));
    expect(document.body.classList.contains('platform-tablet')).toBe(true);
    act(() => resizeTo(1096));
    expect(screen.getByText(/^desktop\//)).toBeInTheDocument();
  });

  it('sets the tab-active flag false on blur and true on focus', () => {
    render(
      <ClientStateProvider>
        <Probe />
      </ClientStateProvider>,
    );
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(screen.getByText(/\/false$/)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(screen.getByText(/\/true$/)).toBeInTheDocument();
  });
});

let api: ReturnType<typeof useModalParam>;
let loc: ReturnType<typeof useLocation>;
let nav: ReturnType<typeof useNavigate>;
function ModalProbe() {
  api = useModalParam();
  loc = useLocation();
  nav = useNavigate();
  return <p data-testid="m">{api.name ?? 'none'}</p>;
}
const renderAt = (entries: string[], index?: number) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      {/* The modal parameter navigates through the shell's navigation, React Router's here as in the SPA. */}
      <RouterNavigation>
        <Routes>
          <Route path="*" element={<ModalProbe />} />
        </Routes>
      </RouterNavigation>
    </MemoryRouter>,
  );

describe('?m= modals', () => {
  it('opening adds m and clears acs; closing goes back to the same address without m', () => {
    renderAt(['/objects?page=2&acs=abc']);
    act(() => api.open('callback'));
    expect(loc.search).toBe('?page=2&m=callback');
    expect(screen.getByTestId('m')).toHaveTextContent('callback');
    // The previous entry has acs, so it is not "the same address without m": replace.
    act(() => api.close());
    expect(loc.pathname + loc.search).toBe('/objects?page=2');
  });

  it('goes back in history when the modal was opened from the same address', () => {
    renderAt(['/news', '/objects?page=2']);
    act(() => api.open('feedback'));
    act(() => api.close());
    expect(loc.pathname + loc.search).toBe('/objects?page=2');
    // Going back once more leaves /objects: the modal entry was popped, not replaced.
    act(() => void nav(-1));
    expect(loc.pathname).toBe('/news');
  });

  it('replaces the address when the modal came from a link', () => {
    renderAt(['/news', '/?m=callback']);
    expect(screen.getByTestId('m')).toHaveTextContent('callback');
    act(() => api.close());
    expect(loc.pathname + loc.search).toBe('/');
    act(() => void nav(-1));
    expect(loc.pathname).toBe('/news');
  });
});

describe('keywords meta', () => {
  afterEach(() => vi.restoreAllMocks());
  it('is removed on every navigation and set again only on routes that define keywords', () => {
    const stale = document.createElement('meta');
    stale.name = 'keywords';
    stale.content = 'stale';
    document.head.appendChild(stale);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <RouterNavigation>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <RouteMeta />
                  <ModalProbe />
                </>
              }
            />
          </Routes>
        </RouterNavigation>
      </MemoryRouter>,
    );
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(0);
    act(() => void nav('/'));
    const kw = document.head.querySelectorAll<HTMLMetaElement>('meta[name="keywords"]');
    expect(kw).toHaveLength(1);
    expect(kw[0].content).toContain('апарт-отель');
    act(() => void nav('/need-login'));
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(0);
    expect(document.title).toContain('Требуется авторизация');
  });
});
