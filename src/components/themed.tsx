/**
 * The portal's antd theme and locale around a lazily loaded part of the public site (a page body,
 * a modal, the mobile menu, the cookie banner). The shell itself (header, footer, hero) draws no
 * antd component, so antd's ConfigProvider and its style engine load with the first part that
 * does, never with the landing (docs/architecture.md § The SPA).
 */
import type { ReactNode } from 'react';
import { AppConfigProvider } from './app-config';
import { publicTheme } from '../theme';

/** `children` in the public theme with the antd locale of the current language. */
export function Themed({ children }: { children: ReactNode }) {
  return <AppConfigProvider theme={publicTheme}>{children}</AppConfigProvider>;
}
