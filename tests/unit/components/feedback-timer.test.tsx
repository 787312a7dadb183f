/**
 * The feedback pop-up's timer (docs/rules.md R6.7) with a fake clock: 50 s after a page of the back
 * office or the account opens nothing pops up; on a public page the form opens. Every route of a
 * Refine resource (account, owner, back office) is a quiet path.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { FEEDBACK_MODAL_DELAY_MS } from '../../../src/domain/bookings';
import { shouldOpenFeedback } from '../../../src/domain/forms';
import { resourceRoutes } from '../../../src/resources';
import { backofficeRoutes } from '../../../src/resources-backoffice';

let search = '';
function LocationProbe() {
  search = useLocation().search;
  return null;
}

/** Renders the timer at `path` (a fresh module: it runs once per page load) and waits 50 s. */
async function after50s(path: string): Promise<string> {
  vi.resetModules();
  const { FeedbackTimer } = await import('../../../src/components/feedback-timer');
  const { RouterNavigation } = await import('../../../src/components/shell-router-rr');
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <FeedbackTimer />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </RouterNavigation>
    </MemoryRouter>,
  );
  act(() => void vi.advanceTimersByTime(FEEDBACK_MODAL_DELAY_MS + 1000));
  return new URLSearchParams(search).get('m') ?? '';
}

describe('the feedback pop-up timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    document.cookie = 'cookie-consent=essential; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.cookie = 'cookie-consent=; path=/; max-age=0';
  });

  it('stays closed in the back office and the account', async () => {
    expect(await after50s('/backoffice')).toBe('');
    expect(await after50s('/backoffice/applications/3')).toBe('');
    expect(await after50s('/votes')).toBe('');
    expect(await after50s('/subscriptions')).toBe('');
  });

  it('opens on a public page', async () => {
    expect(await after50s('/news')).toBe('feedback');
  });

  it('treats every route of a resource as quiet', () => {
    const loud = [...resourceRoutes, ...backofficeRoutes]
      .map((r) => r.path.replace(/:[^/]+/g, '1'))
      .filter((p) => shouldOpenFeedback('', false, p));
    expect(loud).toEqual([]);
  });
});
