/**
 * antd ConfigProvider with the portal theme (src/theme.ts) and the antd locale of the current
 * language, switched without a reload (docs/architecture.md § Look and feel).
 */
import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';

export function AppConfigProvider({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={theme} locale={i18n.language === 'en' ? enUS : ruRU}>
      {children}
    </ConfigProvider>
  );
}
