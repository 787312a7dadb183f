/**
 * The one antd theme of the portal (docs/architecture.md § Look and feel): a primary colour with WCAG AA
 * contrast on white (#1f5f8b: 6.9:1), radius 10, base font 16 on the public site; the account
 * area uses the same tokens with a denser font size.
 */
import type { ThemeConfig } from 'antd';

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const publicTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5f8b',
    colorLink: '#1f5f8b',
    colorSuccess: '#2e7d32',
    colorError: '#c62828',
    colorWarning: '#a15c00',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 10,
    fontSize: 16,
    fontFamily,
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#ffffff', footerBg: '#0f2f46' },
    Button: { controlHeightLG: 48 },
  },
};

export const accountTheme: ThemeConfig = {
  ...publicTheme,
  token: { ...publicTheme.token, fontSize: 14 },
  components: { ...publicTheme.components, Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fa', siderBg: '#ffffff' } },
};
