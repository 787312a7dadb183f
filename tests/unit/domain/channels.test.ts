/**
 * Channel sync's shared rules (docs/rules.md R18.1, R18.7): the export link's shape, and the
 * channels' bar colours — the same colour for a channel however it is typed, and white text on
 * every colour keeps WCAG AA (≥ 4.5:1).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_COLORS, channelColor, exportPath } from '../../../src/domain/channels';

/** WCAG contrast of white text on `hex`. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('channels', () => {
  it('builds the export link, with a channel’s exclusion when given', () => {
    expect(exportPath(12, 'tok')).toBe('/ical/12-tok.ics');
    expect(exportPath(12, 'tok', 3)).toBe('/ical/12-tok.ics?exclude=3');
  });

  it('gives a channel one colour however it is typed, each readable with white text', () => {
    expect(channelColor(' Booking.com ')).toBe(channelColor('booking.com'));
    expect(CHANNEL_COLORS).toContain(channelColor('Airbnb'));
    for (const c of CHANNEL_COLORS) expect(contrastWithWhite(c)).toBeGreaterThanOrEqual(4.5);
    const names = ['Booking.com', 'Airbnb', 'Островок', 'Яндекс Путешествия', 'Авито', 'Sutochno'];
    expect(new Set(names.map(channelColor)).size).toBeGreaterThan(2);
  });
});
