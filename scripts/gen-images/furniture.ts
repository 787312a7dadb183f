/**
 * Furniture and people of scripts/gen-images.ts: beds, chairs, desks, screens, books and clocks,
 * drawn with ./kit.ts.
 */
import * as kit from './kit';

/** Bed seen from the foot end, headboard against the back wall. */
export function bedFront(cx: number, base: number, w: number, blanket: string, head: string): string {
  const hw = w / 2,
    fw = hw * 1.12;
  return kit.g([
    kit.shadow(cx, base, fw + 10, 10),
    kit.rrect(cx - hw - 12, base - 206, w + 24, 120, 16, head),
    kit.rrect(cx - hw - 2, base - 196, w + 4, 6, 3, kit.lighter(head, 0.15)),
    kit.poly([cx - hw, base - 112, cx + hw, base - 112, cx + fw, base - 54, cx - fw, base - 54], '#f7f6f2'),
    kit.rrect(cx - hw + 14, base - 132, hw - 24, 34, 12, kit.C.white, { stroke: '#dde3e8', 'stroke-width': 2 }),
    kit.rrect(cx + 10, base - 132, hw - 24, 34, 12, kit.C.white, { stroke: '#dde3e8', 'stroke-width': 2 }),
    kit.poly([cx - hw - 4, base - 92, cx + hw + 4, base - 92, cx + fw + 6, base - 54, cx - fw - 6, base - 54], blanket),
    kit.poly(
      [cx - hw - 3, base - 92, cx + hw + 3, base - 92, cx + hw + 7, base - 84, cx - hw - 7, base - 84],
      kit.lighter(blanket, 0.35),
    ),
    kit.rrect(cx - fw - 6, base - 56, 2 * fw + 12, 30, 6, kit.darker(blanket, 0.08)),
    kit.rect(cx - fw, base - 26, 2 * fw, 16, head),
    kit.rect(cx - fw + 8, base - 10, 8, 10, kit.C.ink),
    kit.rect(cx + fw - 16, base - 10, 8, 10, kit.C.ink),
  ]);
}

/** Bed seen from the side (headboard on the left). */
export function bedSide(x: number, base: number, len: number, blanket: string, frame: string, legs = true): string {
  return kit.g([
    legs ? kit.shadow(x + len / 2, base, len / 2 + 8, 8) : '',
    kit.rrect(x, base - 140, 16, legs ? 140 : 100, 6, frame),
    kit.rrect(x + len - 14, base - 84, 14, legs ? 84 : 56, 5, frame),
    kit.rect(x + 8, base - 50, len - 16, 24, frame),
    legs
      ? kit.rect(x + 20, base - 26, 8, 26, kit.darker(frame, 0.3)) +
        kit.rect(x + len - 30, base - 26, 8, 26, kit.darker(frame, 0.3))
      : '',
    kit.rrect(x + 16, base - 80, len - 30, 32, 8, '#f7f6f2'),
    kit.ellipse(x + 56, base - 84, 34, 13, kit.C.white, { stroke: '#dde3e8', 'stroke-width': 2 }),
    kit.rrect(x + 96, base - 88, len - 108, 46, 12, blanket),
    kit.rect(x + 96, base - 88, 20, 46, kit.lighter(blanket, 0.3)),
  ]);
}

/** A dining/meeting chair seen from the front or behind (only the back and seat). */
export function chair(cx: number, base: number, color: string, k = 1): string {
  return kit.g([
    kit.rect(cx - 20 * k, base - 52 * k, 5 * k, 52 * k, kit.C.ink),
    kit.rect(cx + 15 * k, base - 52 * k, 5 * k, 52 * k, kit.C.ink),
    kit.rrect(cx - 24 * k, base - 118 * k, 48 * k, 58 * k, 10 * k, color),
    kit.rrect(cx - 27 * k, base - 62 * k, 54 * k, 11 * k, 4 * k, kit.darker(color, 0.15)),
  ]);
}

/** An office chair seen from behind. */
export function officeChair(cx: number, base: number, color: string, k = 1): string {
  return kit.g([
    kit.stroke(
      kit.P`M${cx - 34 * k} ${base - 5 * k}L${cx} ${base - 24 * k}L${cx + 34 * k} ${base - 5 * k}`,
      kit.C.ink,
      5 * k,
    ),
    kit.circle(cx - 34 * k, base - 4 * k, 4 * k, kit.C.ink),
    kit.circle(cx + 34 * k, base - 4 * k, 4 * k, kit.C.ink),
    kit.rect(cx - 4 * k, base - 76 * k, 8 * k, 54 * k, kit.C.slate),
    kit.rrect(cx - 38 * k, base - 84 * k, 76 * k, 14 * k, 6 * k, kit.darker(color, 0.2)),
    kit.rrect(cx - 34 * k, base - 156 * k, 68 * k, 80 * k, 18 * k, color),
  ]);
}

export function desk(x: number, top: number, w: number, base: number, color: string): string {
  return kit.g([
    kit.shadow(x + w / 2, base, w / 2 + 6, 7),
    kit.rect(x + 10, top + 10, 8, base - top - 10, kit.C.ink),
    kit.rect(x + w - 18, top + 10, 8, base - top - 10, kit.C.ink),
    kit.rrect(x, top, w, 12, 3, color),
  ]);
}

export function monitor(cx: number, bottom: number, w: number, screen: string): string {
  const h = w * 0.6;
  return kit.g([
    kit.rrect(cx - w * 0.22, bottom - 4, w * 0.44, 4, 2, kit.C.ink),
    kit.rect(cx - 4, bottom - 20, 8, 18, kit.C.slate),
    kit.rrect(cx - w / 2, bottom - 20 - h, w, h, 4, kit.C.ink),
    kit.rect(cx - w / 2 + 4, bottom - 16 - h, w - 8, h - 8, screen),
    kit.rect(cx - w / 2 + 10, bottom - 8 - h, w * 0.4, 4, kit.C.white, { opacity: 0.7 }),
    kit.rect(cx - w / 2 + 10, bottom - h + 2, w * 0.6, 4, kit.C.white, { opacity: 0.45 }),
  ]);
}

/** Laptop seen from behind (lid towards the viewer). */
export const laptop = (cx: number, bottom: number, w: number): string =>
  kit.rrect(cx - w / 2, bottom - w * 0.62, w, w * 0.6, 4, kit.C.grey) +
  kit.circle(cx, bottom - w * 0.32, w * 0.07, kit.C.white) +
  kit.rect(cx - w * 0.56, bottom - 3, w * 1.12, 3, kit.C.slate);

export function person(cx: number, base: number, shirt: string, hair: string, k = 1): string {
  return kit.g([
    kit.path(kit.P`M${cx - 32 * k} ${base}q0 ${-64 * k} ${32 * k} ${-64 * k}q${32 * k} 0 ${32 * k} ${64 * k}z`, shirt),
    kit.circle(cx, base - 84 * k, 18 * k, '#e9c2a0'),
    kit.path(
      kit.P`M${cx - 19 * k} ${base - 84 * k}a${19 * k} ${19 * k} 0 0 1 ${38 * k} 0q${-19 * k} ${-8 * k} ${-38 * k} 0z`,
      hair,
    ),
  ]);
}

export function books(r: kit.Rng, x: number, bottom: number, w: number): string {
  const byColor = new Map<string, string>();
  const colors = [kit.C.blue, kit.C.terracotta, kit.C.mustard, kit.C.green, kit.C.navy, kit.C.sand, kit.C.sky];
  for (let cx = x + 4; cx < x + w - 18;) {
    const bw = Math.round(kit.between(r, 8, 16));
    const bh = Math.round(kit.between(r, 26, 42));
    const c = kit.pick(r, colors);
    byColor.set(c, (byColor.get(c) ?? '') + kit.P`M${cx} ${bottom}v${-bh}h${bw}v${bh}z`);
    cx += bw + 2 + (r() < 0.15 ? 14 : 0);
  }
  return [...byColor].map(([c, d]) => kit.path(d, c)).join('');
}

export function bookshelf(r: kit.Rng, x: number, y: number, w: number, h: number, rows: number, wood: string): string {
  const out = [
    kit.rect(x, y, w, h, kit.darker(wood, 0.25)),
    kit.rect(x + 6, y + 6, w - 12, h - 12, kit.lighter(wood, 0.35)),
  ];
  const rowH = (h - 12) / rows;
  for (let i = 1; i <= rows; i++) {
    const by = y + 6 + rowH * i;
    out.push(books(r, x + 6, by - 4, w - 12));
    out.push(kit.rect(x + 6, by - 4, w - 12, 6, wood));
  }
  return kit.g(out);
}

export function clock(cx: number, cy: number, r: number): string {
  return kit.g([
    kit.circle(cx, cy, r, kit.C.white, { stroke: kit.C.ink, 'stroke-width': 4 }),
    kit.stroke(kit.P`M${cx} ${cy - r * 0.6}V${cy}l${r * 0.45} ${r * 0.25}`, kit.C.ink, 3),
  ]);
}

/** A presentation screen with a bar chart and a trend line. */
export function screen(x: number, y: number, w: number, h: number, bg: string): string {
  const bars: string[] = [];
  const vals = [0.35, 0.55, 0.45, 0.7, 0.62, 0.85];
  vals.forEach((v, i) =>
    bars.push(
      kit.rect(
        x + w * 0.1 + i * w * 0.09,
        y + h * 0.85 - v * h * 0.6,
        w * 0.06,
        v * h * 0.6,
        i % 2 ? kit.C.mustard : kit.C.white,
        {
          opacity: 0.9,
        },
      ),
    ),
  );
  return kit.g([
    kit.rrect(x - 8, y - 8, w + 16, h + 16, 6, kit.C.ink),
    kit.rect(x, y, w, h, bg),
    ...bars,
    kit.stroke(
      kit.P`M${x + w * 0.66} ${y + h * 0.7}L${x + w * 0.74} ${y + h * 0.5}L${x + w * 0.82} ${y + h * 0.58}L${x + w * 0.9} ${y + h * 0.3}`,
      kit.C.white,
      4,
    ),
    kit.rect(x + w * 0.1, y + h * 0.12, w * 0.3, 6, kit.C.white, { opacity: 0.8 }),
  ]);
}
