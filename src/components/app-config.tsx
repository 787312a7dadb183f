/**
 * antd ConfigProvider with the portal theme (src/theme.ts) and the antd locale of the current
 * language, switched without a reload (docs/architecture.md § Look and feel; docs/rules.md R8.7: the week starts on
 * Monday — antd's date pickers take it from the dayjs locale, which src/dayjs-locale.ts loads for
 * every antd part through this provider).
 */
import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
// The ES builds: `antd/locale/*` are CommonJS re-exports whose default import is the module
// object (no `locale` key) under Node-style interop, which left every antd text in English.
import ruRU from 'antd/es/locale/ru_RU';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
// antd's pickers take the first weekday from the dayjs locale of the antd locale (`ru`): without it
// loaded they fell back to dayjs `en` and started the week on Sunday (issue 22 item 25, /objects).
import '../dayjs-locale';

/** The antd locale of an interface language (Russian for anything but `en`). */
export function antdLocale(language: string): AntdLocale {
  return language === 'en' ? enUS : ruRU;
}

export function AppConfigProvider({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={theme} locale={antdLocale(i18n.language)}>
      {children}
    </ConfigProvider>
  );
}
