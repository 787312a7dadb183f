/**
 * Issue 22 items 30 and layout: the one antd theme (src/theme.ts) as antd resolves it — every
 * coloured text on its own light shade keeps WCAG AA (≥ 4.5:1), and the light shades are clear
 * tints, not the greys antd derives from the dark seeds (the muddy success alert).
 */
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { TinyColor } from '@ctrl/tinycolor';
import { accountTheme, publicTheme } from '../../../src/theme';

/** WCAG contrast of `fg` drawn over `bg` (alpha composited on white). */
function contrast(fg: string, bg: string): number {
  const back = new TinyColor(bg);
  const f = new TinyColor(fg);
  const mix = (c: TinyColor, under: TinyColor) => {
    const a = c.getAlpha();
    const u = under.toRgb();
    const o = c.toRgb();
    return new TinyColor({ r: o.r * a + u.r * (1 - a), g: o.g * a + u.g * (1 - a), b: o.b * a + u.b * (1 - a) });
  };
  const b = mix(back, new TinyColor('#ffffff'));
  const l1 = mix(f, b).getLuminance();
  const l2 = b.getLuminance();
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

const PRESETS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const;

describe.each([
  ['public', publicTheme],
  ['account', accountTheme],
])('the %s theme', (_name, config) => {
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;

  it('draws the selected sider item, links and status texts at AA on their light shades', () => {
    expect(contrast(token.colorPrimary!, token.colorPrimaryBg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorSuccess!, token.colorSuccessBg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorWarning!, token.colorWarningBg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorError!, token.colorErrorBg!)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a link at AA under the pointer and when pressed, on white, a hovered row and the light shade', () => {
    for (const key of ['colorLink', 'colorLinkHover', 'colorLinkActive']) {
      for (const bg of ['#ffffff', '#fafafa', token.colorPrimaryBg!]) {
        expect(contrast(token[key]!, bg), `${key} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('writes secondary text, descriptions and placeholders at AA on white and on the account background', () => {
    for (const key of ['colorTextSecondary', 'colorTextDescription', 'colorTextTertiary', 'colorTextPlaceholder']) {
      expect(contrast(token[key]!, '#ffffff'), key).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token[key]!, '#f5f7fa'), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(PRESETS)('writes a %s Tag at AA', (color) => {
    expect(contrast(token[`${color}7`]!, token[`${color}1`]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('tints the success, warning and primary backgrounds instead of greying them', () => {
    for (const key of ['colorSuccessBg', 'colorWarningBg', 'colorPrimaryBg']) {
      const { s, l } = new TinyColor(token[key]).toHsl();
      expect({ key, clear: s >= 0.3 && l >= 0.9 }).toEqual({ key, clear: true });
    }
  });
});
