/**
 * Interior helpers of scripts/gen-images.ts: the room box, its window, curtains, plants, pictures,
 * sofas, tables and lamps, drawn with ./kit.ts.
 */
import * as kit from './kit';
import { skyline } from './scenery';

// ------------------------------------------------------- interior helpers --
export interface RoomBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
/** One-point-perspective room: back wall, ceiling, side walls, floor with planks. */
export function room(
  s: kit.Scene,
  c: { wall: string; floor: string; side?: string; tiles?: boolean; step?: number },
  vy = 180,
  f = 0.7,
): RoomBox {
  const W = s.w,
    H = s.h,
    vx = W / 2;
  const x0 = vx - vx * f,
    x1 = vx + (W - vx) * f,
    y0 = vy - vy * f,
    y1 = vy + (H - vy) * f;
  const side = c.side ?? kit.darker(c.wall, 0.07);
  let d = '';
  const step = c.step ?? 56;
  for (let xb = x0 + step; xb < x1 - 1; xb += step) d += kit.P`M${xb} ${y1}L${vx + (xb - vx) / f} ${H}`;
  if (c.tiles)
    for (const k of [0.76, 0.84, 0.93]) d += kit.P`M${vx - vx * k} ${vy + (H - vy) * k}H${vx + (W - vx) * k}`;
  s.add(
    kit.rect(0, 0, W, H, c.wall),
    kit.poly([0, 0, W, 0, x1, y0, x0, y0], kit.lighter(c.wall, 0.45)),
    kit.poly([0, 0, x0, y0, x0, y1, 0, H], side),
    kit.poly([W, 0, x1, y0, x1, y1, W, H], side),
    kit.poly([x0, y1, x1, y1, W, H, 0, H], c.floor),
    kit.stroke(d, kit.darker(c.floor, 0.1), 2),
    kit.rect(x0, y1 - 8, x1 - x0, 8, kit.lighter(c.wall, 0.5)),
  );
  return { x0, x1, y0, y1 };
}

/** A window on the back wall with a city view. */
export function windowView(
  s: kit.Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { frame?: string; panes?: number; dusk?: boolean } = {},
): string {
  const frame = o.frame ?? kit.C.white;
  const id = o.dusk ? 'skyDusk' : 'skyDay';
  s.def(
    o.dusk
      ? kit.lin(id, [
          [0, '#34628a'],
          [0.6, '#c98f86'],
          [1, '#f3c58f'],
        ])
      : kit.lin(id, [
          [0, '#a9cfe6'],
          [1, '#f3e6cf'],
        ]),
  );
  const panes = o.panes ?? 2;
  const bars: string[] = [];
  for (let i = 1; i < panes; i++) bars.push(kit.rect(x + (w * i) / panes - 3, y, 6, h, frame));
  return kit.g([
    kit.rect(x - 10, y - 10, w + 20, h + 20, frame),
    kit.rect(x, y, w, h, `url(#${id})`),
    kit.circle(x + w * 0.72, y + h * (o.dusk ? 0.62 : 0.3), Math.min(w, h) * 0.08, o.dusk ? '#ffe2b0' : '#fff6e0'),
    kit.path(skyline(s.r, x, y + h, w, h * 0.25, h * 0.55, 26), o.dusk ? '#7d7f9e' : '#c3d6e3'),
    kit.path(skyline(s.r, x, y + h, w, h * 0.08, h * 0.32, 40), o.dusk ? '#3f4f70' : '#93b2c8'),
    ...bars,
    kit.rect(x, y + h * 0.36, w, 5, frame),
    kit.rect(x - 18, y + h + 8, w + 36, 10, kit.darker(frame, 0.06)),
  ]);
}

export function curtains(x: number, y: number, w: number, h: number, color: string): string {
  const fold = kit.darker(color, 0.12);
  const panel = (px: number): string =>
    kit.path(kit.P`M${px} ${y}h46v${h}q-23 10 -46 0z`, color) +
    kit.stroke(kit.P`M${px + 15} ${y + 6}v${h - 8}M${px + 31} ${y + 6}v${h - 8}`, fold, 3);
  return kit.rrect(x - 44, y - 8, w + 88, 6, 3, kit.C.woodDark) + panel(x - 36) + panel(x + w - 10);
}

export function plant(x: number, base: number, k: number, pot: string, leaf = kit.C.green): string {
  const pivot = base - 55 * k;
  const leaves = [-52, -26, 0, 24, 50].map((a, i) =>
    kit.ellipse(x, pivot - 30 * k, 11 * k, 32 * k, i % 2 ? leaf : kit.darker(leaf, 0.18), {
      transform: kit.P`rotate(${a} ${x} ${pivot})`,
    }),
  );
  return kit.g([
    ...leaves,
    kit.path(kit.P`M${x - 24 * k} ${base - 60 * k}h${48 * k}l${-6 * k} ${60 * k}h${-36 * k}z`, pot),
  ]);
}

export const bush = (x: number, base: number, k: number, pot: string, leaf = kit.C.greenDark): string =>
  kit.g([
    kit.circle(x, base - 78 * k, 26 * k, leaf),
    kit.circle(x - 16 * k, base - 58 * k, 18 * k, leaf),
    kit.circle(x + 16 * k, base - 60 * k, 18 * k, kit.lighter(leaf, 0.1)),
    kit.rrect(x - 20 * k, base - 44 * k, 40 * k, 44 * k, 4 * k, pot),
  ]);

export function picture(x: number, y: number, w: number, h: number, frame: string, bg: string, hill: string): string {
  return kit.g([
    kit.rect(x, y, w, h, frame),
    kit.rect(x + 6, y + 6, w - 12, h - 12, bg),
    kit.circle(x + w * 0.68, y + h * 0.36, Math.min(w, h) * 0.12, kit.C.mustard),
    kit.path(
      kit.P`M${x + 6} ${y + h - 6}L${x + w * 0.38} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.7}L${x + w * 0.75} ${y + h * 0.55}L${x + w - 6} ${y + h - 6}z`,
      hill,
    ),
  ]);
}

export function sofa(x: number, base: number, w: number, color: string, cushion: string): string {
  const dk = kit.darker(color, 0.15);
  return kit.g([
    kit.shadow(x + w / 2, base, w / 2 + 8, 9),
    kit.rect(x + 28, base - 26, 8, 26, kit.C.woodDark),
    kit.rect(x + w - 36, base - 26, 8, 26, kit.C.woodDark),
    kit.rrect(x + 16, base - 124, w - 32, 72, 14, color),
    kit.rrect(x + 34, base - 108, 60, 48, 12, cushion, { transform: kit.P`rotate(-7 ${x + 64} ${base - 84})` }),
    kit.rrect(x + w - 94, base - 108, 60, 48, 12, cushion, { transform: kit.P`rotate(7 ${x + w - 64} ${base - 84})` }),
    kit.rrect(x + 12, base - 64, w - 24, 40, 10, kit.lighter(color, 0.1)),
    kit.rect(x + w / 2 - 1, base - 62, 2, 36, dk),
    kit.rrect(x, base - 92, 34, 70, 14, dk),
    kit.rrect(x + w - 34, base - 92, 34, 70, 14, dk),
  ]);
}

export function coffeeTable(x: number, base: number, w: number, top: string): string {
  return kit.g([
    kit.shadow(x + w / 2, base, w / 2, 7),
    kit.rect(x + 10, base - 44, 8, 44, kit.darker(top, 0.25)),
    kit.rect(x + w - 18, base - 44, 8, 44, kit.darker(top, 0.25)),
    kit.rrect(x, base - 50, w, 10, 4, top),
    kit.rect(x + 14, base - 20, w - 28, 5, kit.darker(top, 0.1)),
    kit.rrect(x + 24, base - 62, 46, 12, 2, kit.C.terracotta),
    kit.rrect(x + 28, base - 70, 38, 8, 2, kit.C.sky),
    kit.rrect(x + w - 52, base - 72, 20, 22, 4, kit.C.white),
  ]);
}

export const rug = (cx: number, cy: number, rx: number, ry: number, color: string): string =>
  kit.ellipse(cx, cy, rx, ry, color) +
  kit.ellipse(cx, cy, rx - 14, ry - 8, 'none', { stroke: kit.lighter(color, 0.3), 'stroke-width': 3 });

export function floorLamp(x: number, base: number, shade: string): string {
  return kit.g([
    kit.circle(x, base - 226, 64, '#fff3d6', { opacity: 0.35 }),
    kit.ellipse(x, base - 3, 22, 5, kit.C.ink),
    kit.rect(x - 2, base - 214, 4, 212, kit.C.ink),
    kit.path(kit.P`M${x - 18} ${base - 250}h36l14 38h-64z`, shade),
  ]);
}

export function pendant(x: number, len: number, color: string): string {
  return kit.g([
    kit.rect(x - 1, 0, 2, len, kit.C.ink),
    kit.circle(x, len + 22, 30, '#fff3d6', { opacity: 0.3 }),
    kit.path(kit.P`M${x - 26} ${len + 24}a26 26 0 0 1 52 0z`, color),
    kit.ellipse(x, len + 25, 8, 4, kit.C.warm),
  ]);
}

export function tableLamp(cx: number, top: number, shade: string): string {
  return kit.g([
    kit.circle(cx, top - 44, 36, '#fff3d6', { opacity: 0.45 }),
    kit.ellipse(cx, top - 3, 12, 3, kit.C.ink),
    kit.rect(cx - 2, top - 36, 4, 34, kit.C.ink),
    kit.path(kit.P`M${cx - 12} ${top - 62}h24l9 26h-42z`, shade),
  ]);
}

export function nightstand(x: number, base: number, w: number, color: string, lampShade: string): string {
  return kit.g([
    kit.rrect(x, base - 66, w, 62, 4, color),
    kit.rect(x + 6, base - 4, 6, 4, kit.C.ink),
    kit.rect(x + w - 12, base - 4, 6, 4, kit.C.ink),
    kit.rect(x + 6, base - 38, w - 12, 2, kit.darker(color, 0.2)),
    kit.rrect(x + w / 2 - 8, base - 54, 16, 4, 2, kit.darker(color, 0.3)),
    tableLamp(x + w / 2, base - 66, lampShade),
  ]);
}
