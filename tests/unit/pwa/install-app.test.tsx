/** Issue 28, docs/rules.md R19.1: /mobile-app's Install button where the browser offers the prompt, the iOS steps elsewhere. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import InstallApp, { isIos } from '../../../src/pwa/install-app';
import { installPrompt, registerWhenIdle } from '../../../src/pwa/register';

registerWhenIdle();
afterEach(() => vi.unstubAllGlobals());

describe('InstallApp', () => {
  it('shows the iPhone steps when the browser offers no prompt', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' });
    render(<InstallApp />);
    expect(screen.getByRole('heading', { name: 'Как установить на iPhone и iPad' })).toBeVisible();
    expect(screen.getByText('Нажмите «Поделиться» внизу экрана.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Установить приложение' })).toBeNull();
  });

  it('offers Install once the browser has fired beforeinstallprompt, and prompts on click', async () => {
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    render(<InstallApp />);
    expect(screen.queryByRole('button', { name: 'Установить приложение' })).toBeNull();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt()).toBe(event);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Установить приложение' })));
    expect(prompt).toHaveBeenCalled();
    expect(screen.getByText('Приложение установлено.')).toBeVisible();
  });

  it('tells iPadOS (a Mac with touch) from a Mac', () => {
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 15)', 5)).toBe(false);
  });
});
