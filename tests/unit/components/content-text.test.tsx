/**
 * Content typed in one language (docs/rules.md R8.9): on an English page a Russian poll question
 * or expense document carries an `RU` marker and `lang="ru"`; text in the page's language, and
 * text without letters, carry none.
 */
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../../src/i18n';
import { ContentText } from '../../../src/components/content-text';
import { foreignLang, textLang } from '../../../src/domain/content-lang';

describe('the language of typed content', () => {
  it('is told by the script', () => {
    expect(textLang('Квитанция ЖКУ № 12')).toBe('ru');
    expect(textLang('Replace the lift')).toBe('en');
    expect(textLang('Wi-Fi в холле')).toBe('ru');
    expect(textLang('№ 512-10')).toBeNull();
    expect(foreignLang('Заменить лифт?', 'en')).toBe('ru');
    expect(foreignLang('Заменить лифт?', 'ru')).toBeNull();
    expect(foreignLang('Replace the lift?', 'ru')).toBe('en');
    expect(foreignLang('', 'en')).toBeNull();
  });
});

describe('ContentText', () => {
  afterAll(() => act(() => void i18n.changeLanguage('ru')));

  it('marks Russian text on an English page', async () => {
    await loadLanguage('en');
    await act(() => i18n.changeLanguage('en'));
    render(
      <p data-testid="q">
        1. <ContentText text="Заменить лифт в корпусе 1?" />
      </p>,
    );
    expect(screen.getByTestId('q')).toHaveTextContent('1. Заменить лифт в корпусе 1? RU');
    expect(screen.getByText('Заменить лифт в корпусе 1?')).toHaveAttribute('lang', 'ru');
    expect(screen.getByTestId('content-lang')).toHaveAttribute('title', 'Entered in Russian');
  });

  it('leaves text in the page’s language alone', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(
      <p data-testid="q">
        <ContentText text="Replace the lift?" />
      </p>,
    );
    expect(screen.getByTestId('q')).toHaveTextContent(/^Replace the lift\?$/);
    expect(screen.queryByTestId('content-lang')).toBeNull();
  });
});
