/** docs/rules.md R5.23: an account paid beyond its receipts shows the credit, not just "No debt". */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nContext } from '@refinedev/core';
import i18n from '../../../src/i18n';
import { i18nProvider } from '../../../providers/i18n-provider';
import { DebtTag } from '../../../resources/utility-accounts/components/account-status';

const tag = (kopecks: number, creditKopecks?: number) =>
  render(
    <I18nContext.Provider value={{ i18nProvider }}>
      <DebtTag kopecks={kopecks} creditKopecks={creditKopecks} />
    </I18nContext.Provider>,
  );

describe('DebtTag', () => {
  it('shows a credit in rubles when nothing is owed, the debt when something is, else "No debt"', async () => {
    await i18n.changeLanguage('ru');
    tag(0, 4_063_950);
    expect(screen.getByText(/^Переплата 40\s639,50\s₽$/)).toBeTruthy();
    tag(812_82);
    expect(screen.getByText(/812,82/)).toBeTruthy();
    tag(0, 0);
    expect(screen.getByText('Задолженности нет')).toBeTruthy();
    await i18n.changeLanguage('en');
    tag(0, 5_000);
    expect(screen.getByText('Credit ₽50')).toBeTruthy();
    await i18n.changeLanguage('ru');
  });
});
