/**
 * Refine i18n provider over the SPA's i18next instance (src/i18n.ts): translate, changeLocale
 * (stores the `lang` cookie, sets `<html lang>`, dayjs and antd follow), getLocale.
 */
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
