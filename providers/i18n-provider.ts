/**
 * Refine i18n provider over the SPA's i18next instance (src/i18n.ts): translate, changeLocale
 * (stores the `lang` cookie, sets `<html lang>`, dayjs and antd follow), getLocale.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import i18n, { changeLanguage } from '../src/i18n';
import type { Language } from '../src/locales/resources';
import '../src/dayjs-locale'; // dayjs follows the language in the account area

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    String(i18n.t(key, { ...(typeof options === 'object' ? options : {}), defaultValue: defaultMessage ?? key })),
  changeLocale: (lang) => changeLanguage(lang as Language),
  getLocale: () => i18n.language,
};

/**
 * The provider to give `<Refine i18nProvider>`: a new object whenever the language changes, so
 * Refine's `useTranslate` (memoised on the provider) hands out a new function and every page, form
 * and the sider draw in the new language at once, not only after the next navigation.
 */
export function useI18nProvider(): I18nProvider {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useMemo(() => ({ ...i18nProvider, getLocale: () => lang }), [lang]);
}
