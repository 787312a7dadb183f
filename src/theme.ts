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
    // antd lightens a link under the pointer (#5a8ca6: 3.5:1 on a hovered table row's #fafafa);
    // a hovered or pressed link darkens instead, keeping AA (≥ 4.5:1) on white and the light shades.
    colorLinkHover: '#174a6d',
    colorLinkActive: '#113a56',
    colorSuccess: '#2e7d32',
    colorError: '#c62828',
    colorWarning: '#a15c00',
    // antd derives the light shades (selected menu item, alerts, tags) from these dark seeds as
    // greys (#c0c9cc, #b3bdb1, #e0daca: a muddy success alert, the selected sider item's link at
    // 4.2:1); the light shades are set here instead, each keeping its text at AA (≥ 4.5:1).
    colorPrimaryBg: '#e9f2f9',
    colorPrimaryBgHover: '#d6e7f3',
    colorPrimaryBorder: '#a9c9e1',
    colorPrimaryBorderHover: '#7eacd0',
    colorSuccessBg: '#edf7ee',
    colorSuccessBgHover: '#dcefdd',
    colorSuccessBorder: '#a5d6a7',
    colorSuccessBorderHover: '#81c784',
    colorWarningBg: '#fff7e6',
    colorWarningBgHover: '#ffecc7',
    colorWarningBorder: '#f3c981',
    colorWarningBorderHover: '#e8ae4f',
    // A coloured Tag (`color="green"`…) writes in shade 7 of its palette on shade 1; antd's
    // shade 7 of these palettes is 2.5–4.4:1 there, so the next darker shade with AA takes its place.
    volcano7: '#ad2102',
    orange7: '#ad4e00',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    green7: '#237804',
    cyan7: '#006d75',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    // Typography `type="secondary"`, descriptions' labels, form extras and empty states draw in
    // the description colour (antd: 0.45, 3.4:1 on white); 0.62 keeps AA (≥ 4.5:1) on white and on
    // the account's #f5f7fa.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // A select's placeholder is its only visible label in filters: 0.56 (4.9:1) instead of 0.25.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
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
