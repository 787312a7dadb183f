/**
 * Deterministic generator of the portal's decorative SVG illustrations
 * (favicon, hero skyline, buildings, apartments/offices, news, partners, services).
 *
 *   npx tsx scripts/gen-images.ts
 *
 * A standalone tool, not part of the app: tsconfig.json and eslint.config.js exclude it.
 *
 * Plain Node, no dependencies. Every run produces byte-identical files: all
 * variation comes from a seeded PRNG keyed by the output file name.
 * Each SVG has viewBox, width/height and <title>; no external references,
 * fonts (only generic sans-serif in partner logos), scripts or raster images.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const MAX_BYTES = 6 * 1024;

// ---------------------------------------------------------------- palette --
const C = {
  blue: '#1f5f8b',
  navy: '#0f2f46',
  sky: '#3f8fb8',
  ice: '#e8f1f7',
  mist: '#cfe0ec',
  beige: '#efe4d2',
  sand: '#e3d3ba',
  cream: '#f8f3ea',
  wood: '#b98a5e',
  woodDark: '#8a6242',
  woodLight: '#d6b78f',
  green: '#6f9b7a',
  greenDark: '#46735a',
  terracotta: '#c97b5d',
  mustard: '#d9a84e',
  grey: '#c7d1d9',
  slate: '#5b6b78',
  ink: '#23323f',
  white: '#ffffff',
  warm: '#ffd98a',
};

// ------------------------------------------------------------ primitives --
type Attrs = Record<string, string | number | undefined>;
type Rng = () => number;

const num = (v: number): string => String(Math.round(v * 10) / 10);
const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Template tag for path data / transforms: rounds interpolated numbers. */
const P = (parts: TemplateStringsArray, ...vals: number[]): string =>
  parts.reduce((acc, part, i) => acc + part + (i < vals.length ? num(vals[i]) : ''), '');

function el(tag: string, a: Attrs, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(a))
    if (v !== undefined && v !== '') s += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}
const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, a: Attrs = {}): string =>
  rect(x, y, w, h, fill, { rx: r, ...a });
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
const poly = (pts: number[], fill: string, a: Attrs = {}): string =>
  el('polygon', { points: pts.map(num).join(' '), fill, ...a });
const path = (d: string, fill: string, a: Attrs = {}): string => el('path', { d, fill, ...a });
const stroke = (d: string, color: string, width: number, a: Attrs = {}): string =>
  el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...a });
const g = (inner: string | string[], a: Attrs = {}): string =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);
const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}): string =>
  el('text', { x, y, 'font-family': 'sans-serif', 'font-size': size, fill, ...a }, esc(s));
const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  ellipse(cx, cy, rx, ry, '#000', { opacity: 0.08 });

type Stop = [offset: number, color: string, opacity?: number];
const stops = (list: Stop[]): string =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
const lin = (id: string, list: Stop[], x2 = 0, y2 = 1): string =>
  el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops(list));
const radial = (id: string, list: Stop[]): string => el('radialGradient', { id }, stops(list));
const pattern = (id: string, w: number, h: number, inner: string): string =>
  el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, inner);

// ----------------------------------------------------------------- colour --
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const darker = (c: string, t = 0.15): string => mix(c, '#000000', t);
const lighter = (c: string, t = 0.15): string => mix(c, '#ffffff', t);

// -------------------------------------------------------------------- rng --
function rng(seed: string): Rng {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r();
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

// ------------------------------------------------------------------ scene --
class Scene {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  readonly r: Rng;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly title: string,
    seed: string,
  ) {
    this.r = rng(seed);
  }
  def(...items: string[]): this {
    for (const item of items) if (!this.defs.includes(item)) this.defs.push(item);
    return this;
  }
  add(...items: string[]): this {
    this.body.push(...items);
    return this;
  }
  render(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img">` +
      `<title>${esc(this.title)}</title>${defs}${this.body.join('')}</svg>\n`
    );
  }
}

// ------------------------------------------------------ scenery helpers --
/** A stepped city silhouette as a single closed path. */
function skyline(r: Rng, x: number, base: number, w: number, minH: number, maxH: number, step: number): string {
  let d = P`M${x} ${base}`;
  for (let cx = x; cx < x + w - 0.5;) {
    const bw = Math.min(step * between(r, 0.6, 1.4), x + w - cx);
    d += P`V${base - between(r, minH, maxH)}H${cx + bw}`;
    cx += bw;
  }
  return `${d}V${num(base)}Z`;
}

const cloud = (cx: number, cy: number, k: number, op = 0.85): string =>
  g(
    [
      circle(cx, cy, 26 * k, ''),
      circle(cx + 30 * k, cy - 10 * k, 32 * k, ''),
      circle(cx + 62 * k, cy, 24 * k, ''),
      rrect(cx - 10 * k, cy, 96 * k, 22 * k, 11 * k, ''),
    ],
    {
      fill: C.white,
      opacity: op,
    },
  );

const tree = (cx: number, base: number, k: number, color: string): string =>
  rect(cx - 4 * k, base - 42 * k, 8 * k, 42 * k, C.woodDark) +
  g(
    [
      circle(cx, base - 74 * k, 30 * k, ''),
      circle(cx - 20 * k, base - 54 * k, 22 * k, ''),
      circle(cx + 21 * k, base - 56 * k, 22 * k, ''),
    ],
    { fill: color },
  );

const conifer = (cx: number, base: number, k: number, color: string, snow = false): string =>
  rect(cx - 4 * k, base - 18 * k, 8 * k, 18 * k, C.woodDark) +
  path(
    P`M${cx} ${base - 110 * k}l${26 * k} ${40 * k}h${-10 * k}l${22 * k} ${34 * k}h${-10 * k}l${24 * k} ${22 * k}h${-104 * k}l${24 * k} ${-22 * k}h${-10 * k}l${22 * k} ${-34 * k}h${-10 * k}z`,
    color,
  ) +
  (snow ? path(P`M${cx} ${base - 110 * k}l${14 * k} ${22 * k}q${-14 * k} ${6 * k} ${-28 * k} 0z`, C.white) : '');

/** A facade: wall rect plus a window grid drawn with a user-space pattern anchored at the corner. */
function facade(
  s: Scene,
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  cell: [number, number],
  inner: string,
  a: Attrs = {},
): string {
  s.def(pattern(id, cell[0], cell[1], inner));
  return g([rect(0, 0, w, h, wall), rect(0, 0, w, h, `url(#${id})`)], { transform: P`translate(${x} ${y})`, ...a });
}

/** Random lit windows on a facade grid. */
function litWindows(
  r: Rng,
  x: number,
  y: number,
  cols: number,
  rows: number,
  cell: [number, number],
  win: [number, number, number, number],
  n: number,
  color: string,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const cx = Math.floor(r() * cols);
    const cy = Math.floor(r() * rows);
    out.push(rect(x + cx * cell[0] + win[0], y + cy * cell[1] + win[1], win[2], win[3], ''));
  }
  return g(out, { fill: color });
}

// ------------------------------------------------------- interior helpers --
interface RoomBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
/** One-point-perspective room: back wall, ceiling, side walls, floor with planks. */
function room(
  s: Scene,
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
  const side = c.side ?? darker(c.wall, 0.07);
  let d = '';
  const step = c.step ?? 56;
  for (let xb = x0 + step; xb < x1 - 1; xb += step) d += P`M${xb} ${y1}L${vx + (xb - vx) / f} ${H}`;
  if (c.tiles) for (const k of [0.76, 0.84, 0.93]) d += P`M${vx - vx * k} ${vy + (H - vy) * k}H${vx + (W - vx) * k}`;
  s.add(
    rect(0, 0, W, H, c.wall),
    poly([0, 0, W, 0, x1, y0, x0, y0], lighter(c.wall, 0.45)),
    poly([0, 0, x0, y0, x0, y1, 0, H], side),
    poly([W, 0, x1, y0, x1, y1, W, H], side),
    poly([x0, y1, x1, y1, W, H, 0, H], c.floor),
    stroke(d, darker(c.floor, 0.1), 2),
    rect(x0, y1 - 8, x1 - x0, 8, lighter(c.wall, 0.5)),
  );
  return { x0, x1, y0, y1 };
}

/** A window on the back wall with a city view. */
function windowView(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { frame?: string; panes?: number; dusk?: boolean } = {},
): string {
  const frame = o.frame ?? C.white;
  const id = o.dusk ? 'skyDusk' : 'skyDay';
  s.def(
    o.dusk
      ? lin(id, [
          [0, '#34628a'],
          [0.6, '#c98f86'],
          [1, '#f3c58f'],
        ])
      : lin(id, [
          [0, '#a9cfe6'],
          [1, '#f3e6cf'],
        ]),
  );
  const panes = o.panes ?? 2;
  const bars: string[] = [];
  for (let i = 1; i < panes; i++) bars.push(rect(x + (w * i) / panes - 3, y, 6, h, frame));
  return g([
    rect(x - 10, y - 10, w + 20, h + 20, frame),
    rect(x, y, w, h, `url(#${id})`),
    circle(x + w * 0.72, y + h * (o.dusk ? 0.62 : 0.3), Math.min(w, h) * 0.08, o.dusk ? '#ffe2b0' : '#fff6e0'),
    path(skyline(s.r, x, y + h, w, h * 0.25, h * 0.55, 26), o.dusk ? '#7d7f9e' : '#c3d6e3'),
    path(skyline(s.r, x, y + h, w, h * 0.08, h * 0.32, 40), o.dusk ? '#3f4f70' : '#93b2c8'),
    ...bars,
    rect(x, y + h * 0.36, w, 5, frame),
    rect(x - 18, y + h + 8, w + 36, 10, darker(frame, 0.06)),
  ]);
}

function curtains(x: number, y: number, w: number, h: number, color: string): string {
  const fold = darker(color, 0.12);
  const panel = (px: number): string =>
    path(P`M${px} ${y}h46v${h}q-23 10 -46 0z`, color) +
    stroke(P`M${px + 15} ${y + 6}v${h - 8}M${px + 31} ${y + 6}v${h - 8}`, fold, 3);
  return rrect(x - 44, y - 8, w + 88, 6, 3, C.woodDark) + panel(x - 36) + panel(x + w - 10);
}

function plant(x: number, base: number, k: number, pot: string, leaf = C.green): string {
  const pivot = base - 55 * k;
  const leaves = [-52, -26, 0, 24, 50].map((a, i) =>
    ellipse(x, pivot - 30 * k, 11 * k, 32 * k, i % 2 ? leaf : darker(leaf, 0.18), {
      transform: P`rotate(${a} ${x} ${pivot})`,
    }),
  );
  return g([...leaves, path(P`M${x - 24 * k} ${base - 60 * k}h${48 * k}l${-6 * k} ${60 * k}h${-36 * k}z`, pot)]);
}

const bush = (x: number, base: number, k: number, pot: string, leaf = C.greenDark): string =>
  g([
    circle(x, base - 78 * k, 26 * k, leaf),
    circle(x - 16 * k, base - 58 * k, 18 * k, leaf),
    circle(x + 16 * k, base - 60 * k, 18 * k, lighter(leaf, 0.1)),
    rrect(x - 20 * k, base - 44 * k, 40 * k, 44 * k, 4 * k, pot),
  ]);

function picture(x: number, y: number, w: number, h: number, frame: string, bg: string, hill: string): string {
  return g([
    rect(x, y, w, h, frame),
    rect(x + 6, y + 6, w - 12, h - 12, bg),
    circle(x + w * 0.68, y + h * 0.36, Math.min(w, h) * 0.12, C.mustard),
    path(
      P`M${x + 6} ${y + h - 6}L${x + w * 0.38} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.7}L${x + w * 0.75} ${y + h * 0.55}L${x + w - 6} ${y + h - 6}z`,
      hill,
    ),
  ]);
}

function sofa(x: number, base: number, w: number, color: string, cushion: string): string {
  const dk = darker(color, 0.15);
  return g([
    shadow(x + w / 2, base, w / 2 + 8, 9),
    rect(x + 28, base - 26, 8, 26, C.woodDark),
    rect(x + w - 36, base - 26, 8, 26, C.woodDark),
    rrect(x + 16, base - 124, w - 32, 72, 14, color),
    rrect(x + 34, base - 108, 60, 48, 12, cushion, { transform: P`rotate(-7 ${x + 64} ${base - 84})` }),
    rrect(x + w - 94, base - 108, 60, 48, 12, cushion, { transform: P`rotate(7 ${x + w - 64} ${base - 84})` }),
    rrect(x + 12, base - 64, w - 24, 40, 10, lighter(color, 0.1)),
    rect(x + w / 2 - 1, base - 62, 2, 36, dk),
    rrect(x, base - 92, 34, 70, 14, dk),
    rrect(x + w - 34, base - 92, 34, 70, 14, dk),
  ]);
}

function coffeeTable(x: number, base: number, w: number, top: string): string {
  return g([
    shadow(x + w / 2, base, w / 2, 7),
    rect(x + 10, base - 44, 8, 44, darker(top, 0.25)),
    rect(x + w - 18, base - 44, 8, 44, darker(top, 0.25)),
    rrect(x, base - 50, w, 10, 4, top),
    rect(x + 14, base - 20, w - 28, 5, darker(top, 0.1)),
    rrect(x + 24, base - 62, 46, 12, 2, C.terracotta),
    rrect(x + 28, base - 70, 38, 8, 2, C.sky),
    rrect(x + w - 52, base - 72, 20, 22, 4, C.white),
  ]);
}

const rug = (cx: number, cy: number, rx: number, ry: number, color: string): string =>
  ellipse(cx, cy, rx, ry, color) +
  ellipse(cx, cy, rx - 14, ry - 8, 'none', { stroke: lighter(color, 0.3), 'stroke-width': 3 });

function floorLamp(x: number, base: number, shade: string): string {
  return g([
    circle(x, base - 226, 64, '#fff3d6', { opacity: 0.35 }),
    ellipse(x, base - 3, 22, 5, C.ink),
    rect(x - 2, base - 214, 4, 212, C.ink),
    path(P`M${x - 18} ${base - 250}h36l14 38h-64z`, shade),
  ]);
}

function pendant(x: number, len: number, color: string): string {
  return g([
    rect(x - 1, 0, 2, len, C.ink),
    circle(x, len + 22, 30, '#fff3d6', { opacity: 0.3 }),
    path(P`M${x - 26} ${len + 24}a26 26 0 0 1 52 0z`, color),
    ellipse(x, len + 25, 8, 4, C.warm),
  ]);
}

function tableLamp(cx: number, top: number, shade: string): string {
  return g([
    circle(cx, top - 44, 36, '#fff3d6', { opacity: 0.45 }),
    ellipse(cx, top - 3, 12, 3, C.ink),
    rect(cx - 2, top - 36, 4, 34, C.ink),
    path(P`M${cx - 12} ${top - 62}h24l9 26h-42z`, shade),
  ]);
}

function nightstand(x: number, base: number, w: number, color: string, lampShade: string): string {
  return g([
    rrect(x, base - 66, w, 62, 4, color),
    rect(x + 6, base - 4, 6, 4, C.ink),
    rect(x + w - 12, base - 4, 6, 4, C.ink),
    rect(x + 6, base - 38, w - 12, 2, darker(color, 0.2)),
    rrect(x + w / 2 - 8, base - 54, 16, 4, 2, darker(color, 0.3)),
    tableLamp(x + w / 2, base - 66, lampShade),
  ]);
}

/** Bed seen from the foot end, headboard against the back wall. */
function bedFront(cx: number, base: number, w: number, blanket: string, head: string): string {
  const hw = w / 2,
    fw = hw * 1.12;
  return g([
    shadow(cx, base, fw + 10, 10),
    rrect(cx - hw - 12, base - 206, w + 24, 120, 16, head),
    rrect(cx - hw - 2, base - 196, w + 4, 6, 3, lighter(head, 0.15)),
    poly([cx - hw, base - 112, cx + hw, base - 112, cx + fw, base - 54, cx - fw, base - 54], '#f7f6f2'),
    rrect(cx - hw + 14, base - 132, hw - 24, 34, 12, C.white, { stroke: '#dde3e8', 'stroke-width': 2 }),
    rrect(cx + 10, base - 132, hw - 24, 34, 12, C.white, { stroke: '#dde3e8', 'stroke-width': 2 }),
    poly([cx - hw - 4, base - 92, cx + hw + 4, base - 92, cx + fw + 6, base - 54, cx - fw - 6, base - 54], blanket),
    poly(
      [cx - hw - 3, base - 92, cx + hw + 3, base - 92, cx + hw + 7, base - 84, cx - hw - 7, base - 84],
      lighter(blanket, 0.35),
    ),
    rrect(cx - fw - 6, base - 56, 2 * fw + 12, 30, 6, darker(blanket, 0.08)),
    rect(cx - fw, base - 26, 2 * fw, 16, head),
    rect(cx - fw + 8, base - 10, 8, 10, C.ink),
    rect(cx + fw - 16, base - 10, 8, 10, C.ink),
  ]);
}

/** Bed seen from the side (headboard on the left). */
function bedSide(x: number, base: number, len: number, blanket: string, frame: string, legs = true): string {
  return g([
    legs ? shadow(x + len / 2, base, len / 2 + 8, 8) : '',
    rrect(x, base - 140, 16, legs ? 140 : 100, 6, frame),
    rrect(x + len - 14, base - 84, 14, legs ? 84 : 56, 5, frame),
    rect(x + 8, base - 50, len - 16, 24, frame),
    legs
      ? rect(x + 20, base - 26, 8, 26, darker(frame, 0.3)) + rect(x + len - 30, base - 26, 8, 26, darker(frame, 0.3))
      : '',
    rrect(x + 16, base - 80, len - 30, 32, 8, '#f7f6f2'),
    ellipse(x + 56, base - 84, 34, 13, C.white, { stroke: '#dde3e8', 'stroke-width': 2 }),
    rrect(x + 96, base - 88, len - 108, 46, 12, blanket),
    rect(x + 96, base - 88, 20, 46, lighter(blanket, 0.3)),
  ]);
}

/** A dining/meeting chair seen from the front or behind (only the back and seat). */
function chair(cx: number, base: number, color: string, k = 1): string {
  return g([
    rect(cx - 20 * k, base - 52 * k, 5 * k, 52 * k, C.ink),
    rect(cx + 15 * k, base - 52 * k, 5 * k, 52 * k, C.ink),
    rrect(cx - 24 * k, base - 118 * k, 48 * k, 58 * k, 10 * k, color),
    rrect(cx - 27 * k, base - 62 * k, 54 * k, 11 * k, 4 * k, darker(color, 0.15)),
  ]);
}

/** An office chair seen from behind. */
function officeChair(cx: number, base: number, color: string, k = 1): string {
  return g([
    stroke(P`M${cx - 34 * k} ${base - 5 * k}L${cx} ${base - 24 * k}L${cx + 34 * k} ${base - 5 * k}`, C.ink, 5 * k),
    circle(cx - 34 * k, base - 4 * k, 4 * k, C.ink),
    circle(cx + 34 * k, base - 4 * k, 4 * k, C.ink),
    rect(cx - 4 * k, base - 76 * k, 8 * k, 54 * k, C.slate),
    rrect(cx - 38 * k, base - 84 * k, 76 * k, 14 * k, 6 * k, darker(color, 0.2)),
    rrect(cx - 34 * k, base - 156 * k, 68 * k, 80 * k, 18 * k, color),
  ]);
}

function desk(x: number, top: number, w: number, base: number, color: string): string {
  return g([
    shadow(x + w / 2, base, w / 2 + 6, 7),
    rect(x + 10, top + 10, 8, base - top - 10, C.ink),
    rect(x + w - 18, top + 10, 8, base - top - 10, C.ink),
    rrect(x, top, w, 12, 3, color),
  ]);
}

function monitor(cx: number, bottom: number, w: number, screen: string): string {
  const h = w * 0.6;
  return g([
    rrect(cx - w * 0.22, bottom - 4, w * 0.44, 4, 2, C.ink),
    rect(cx - 4, bottom - 20, 8, 18, C.slate),
    rrect(cx - w / 2, bottom - 20 - h, w, h, 4, C.ink),
    rect(cx - w / 2 + 4, bottom - 16 - h, w - 8, h - 8, screen),
    rect(cx - w / 2 + 10, bottom - 8 - h, w * 0.4, 4, C.white, { opacity: 0.7 }),
    rect(cx - w / 2 + 10, bottom - h + 2, w * 0.6, 4, C.white, { opacity: 0.45 }),
  ]);
}

/** Laptop seen from behind (lid towards the viewer). */
const laptop = (cx: number, bottom: number, w: number): string =>
  rrect(cx - w / 2, bottom - w * 0.62, w, w * 0.6, 4, C.grey) +
  circle(cx, bottom - w * 0.32, w * 0.07, C.white) +
  rect(cx - w * 0.56, bottom - 3, w * 1.12, 3, C.slate);

function person(cx: number, base: number, shirt: string, hair: string, k = 1): string {
  return g([
    path(P`M${cx - 32 * k} ${base}q0 ${-64 * k} ${32 * k} ${-64 * k}q${32 * k} 0 ${32 * k} ${64 * k}z`, shirt),
    circle(cx, base - 84 * k, 18 * k, '#e9c2a0'),
    path(
      P`M${cx - 19 * k} ${base - 84 * k}a${19 * k} ${19 * k} 0 0 1 ${38 * k} 0q${-19 * k} ${-8 * k} ${-38 * k} 0z`,
      hair,
    ),
  ]);
}

function books(r: Rng, x: number, bottom: number, w: number): string {
  const byColor = new Map<string, string>();
  const colors = [C.blue, C.terracotta, C.mustard, C.green, C.navy, C.sand, C.sky];
  for (let cx = x + 4; cx < x + w - 18;) {
    const bw = Math.round(between(r, 8, 16));
    const bh = Math.round(between(r, 26, 42));
    const c = pick(r, colors);
    byColor.set(c, (byColor.get(c) ?? '') + P`M${cx} ${bottom}v${-bh}h${bw}v${bh}z`);
    cx += bw + 2 + (r() < 0.15 ? 14 : 0);
  }
  return [...byColor].map(([c, d]) => path(d, c)).join('');
}

function bookshelf(r: Rng, x: number, y: number, w: number, h: number, rows: number, wood: string): string {
  const out = [rect(x, y, w, h, darker(wood, 0.25)), rect(x + 6, y + 6, w - 12, h - 12, lighter(wood, 0.35))];
  const rowH = (h - 12) / rows;
  for (let i = 1; i <= rows; i++) {
    const by = y + 6 + rowH * i;
    out.push(books(r, x + 6, by - 4, w - 12));
    out.push(rect(x + 6, by - 4, w - 12, 6, wood));
  }
  return g(out);
}

function clock(cx: number, cy: number, r: number): string {
  return g([
    circle(cx, cy, r, C.white, { stroke: C.ink, 'stroke-width': 4 }),
    stroke(P`M${cx} ${cy - r * 0.6}V${cy}l${r * 0.45} ${r * 0.25}`, C.ink, 3),
  ]);
}

/** A presentation screen with a bar chart and a trend line. */
function screen(x: number, y: number, w: number, h: number, bg: string): string {
  const bars: string[] = [];
  const vals = [0.35, 0.55, 0.45, 0.7, 0.62, 0.85];
  vals.forEach((v, i) =>
    bars.push(
      rect(x + w * 0.1 + i * w * 0.09, y + h * 0.85 - v * h * 0.6, w * 0.06, v * h * 0.6, i % 2 ? C.mustard : C.white, {
        opacity: 0.9,
      }),
    ),
  );
  return g([
    rrect(x - 8, y - 8, w + 16, h + 16, 6, C.ink),
    rect(x, y, w, h, bg),
    ...bars,
    stroke(
      P`M${x + w * 0.66} ${y + h * 0.7}L${x + w * 0.74} ${y + h * 0.5}L${x + w * 0.82} ${y + h * 0.58}L${x + w * 0.9} ${y + h * 0.3}`,
      C.white,
      4,
    ),
    rect(x + w * 0.1, y + h * 0.12, w * 0.3, 6, C.white, { opacity: 0.8 }),
  ]);
}

// ===================================================================== art ==
const files: Record<string, () => Scene> = {};

// ---------------------------------------------------------------- favicon --
files['favicon.svg'] = () => {
  const s = new Scene(64, 64, 'Grand Kvartal', 'favicon');
  return s.add(
    rrect(0, 0, 64, 64, 14, C.blue),
    rect(10, 50, 44, 4, C.beige),
    rect(14, 24, 14, 26, lighter(C.blue, 0.55)),
    path('M32 8l14 6v36H32z', C.white),
    g(
      [
        rect(36, 18, 6, 4, ''),
        rect(36, 26, 6, 4, ''),
        rect(36, 34, 6, 4, ''),
        rect(18, 30, 6, 4, ''),
        rect(18, 38, 6, 4, ''),
      ],
      { fill: C.navy },
    ),
    rect(36, 42, 6, 8, C.mustard),
  );
};

// ------------------------------------------------------------------- hero --
files['images/hero-skyline.svg'] = () => {
  const s = new Scene(960, 480, 'City skyline at dusk with a residential tower and a pond', 'hero');
  const r = s.r;
  s.def(
    radial('glow', [
      [0, C.white, 0.45],
      [1, C.white, 0],
    ]),
    lin('refl', [
      [0, C.white, 0.35],
      [1, C.white, 0],
    ]),
  );
  const stars: string[] = [];
  for (let i = 0; i < 14; i++) stars.push(circle(between(r, 280, 950), between(r, 16, 190), between(r, 1, 2.4), ''));
  s.add(
    circle(720, 300, 250, 'url(#glow)'),
    circle(760, 300, 46, '#fff1d6', { opacity: 0.85 }),
    g(stars, { fill: C.white, opacity: 0.75 }),
    stroke('M150 120l10 7 10-7M190 100l8 6 8-6M820 90l9 6 9-6', C.white, 2.5, { opacity: 0.6 }),
    path(skyline(r, 0, 402, 960, 70, 170, 46), C.white, { opacity: 0.2 }),
  );
  // mid-rise blocks with window grids
  const winCell = (c: string): string => rect(4, 5, 8, 9, c);
  let x = 40;
  const mids: string[] = [];
  while (x < 940) {
    const w = Math.round(between(r, 50, 90) / 16) * 16;
    const h = Math.round(between(r, 110, 230) / 18) * 18;
    if (x + w > 540 && x < 700) {
      x = 700;
      continue;
    }
    mids.push(
      facade(s, 'hw', x, 402 - h, w, h, C.white, [16, 18], winCell(C.blue), {
        opacity: Math.round(between(r, 0.35, 0.6) * 100) / 100,
      }),
    );
    x += w + Math.round(between(r, 6, 30));
  }
  s.add(...mids);
  // the tall residential tower
  const tx = 572,
    tw = 96,
    top = 46;
  s.add(
    rect(tx + 8, top - 22, tw - 16, 24, C.white, { opacity: 0.85 }),
    rect(tx + tw / 2 - 1, top - 42, 3, 22, C.white, { opacity: 0.85 }),
    facade(
      s,
      'tw',
      tx,
      top,
      tw,
      402 - top,
      '#f4f8fb',
      [16, 16],
      rect(3, 4, 10, 8, '#9dbfd6') + rect(0, 14, 16, 2, C.white),
      { opacity: 0.92 },
    ),
    rect(tx + tw, top + 6, 26, 402 - top - 6, C.white, { opacity: 0.55 }),
    litWindows(r, tx, top, 6, 22, [16, 16], [3, 4, 10, 8], 18, C.warm),
  );
  // embankment, trees and pond with reflection
  const trees: string[] = [];
  for (let tx2 = 20; tx2 < 960; tx2 += between(r, 40, 90)) trees.push(circle(tx2, 392, between(r, 9, 15), ''));
  s.add(
    g(trees, { fill: C.white, opacity: 0.55 }),
    rect(0, 400, 960, 8, C.white, { opacity: 0.65 }),
    ellipse(560, 446, 360, 32, C.white, { opacity: 0.16 }),
    rect(tx, 410, tw, 64, 'url(#refl)'),
    stroke('M300 432h90M440 448h120M610 430h80M700 456h110M360 462h70', C.white, 3, { opacity: 0.5 }),
  );
  return s;
};

// -------------------------------------------------------------- buildings --
function exterior(s: Scene, ground: number): void {
  s.def(
    lin('sky', [
      [0, '#b7d5e8'],
      [1, '#f5ead8'],
    ]),
  );
  s.add(
    rect(0, 0, s.w, s.h, 'url(#sky)'),
    circle(650, 110, 42, '#fcebc8'),
    cloud(120, 120, 1),
    cloud(520, 70, 0.7),
    path(skyline(s.r, 0, ground, s.w, 80, 190, 60), '#d6e3ec'),
  );
}
function street(s: Scene, ground: number): void {
  s.add(
    rect(0, ground, s.w, 28, '#b5cc9f'),
    rect(0, ground + 28, s.w, 10, '#e7dfd0'),
    rect(0, ground + 38, s.w, s.h - ground - 38, '#8f9ba6'),
    stroke(P`M0 ${ground + 54}H${s.w}`, C.white, 3, { 'stroke-dasharray': '24 18' }),
  );
}
const car = (x: number, base: number, color: string): string =>
  path(P`M${x} ${base - 10}v-14q0-6 8-7l16-2l14-13h44l16 13l12 2q6 1 6 7v14z`, color) +
  path(P`M${x + 30} ${base - 25}l10-10h18v10zM${x + 64} ${base - 25}v-10h16l10 10z`, '#cfe3f0') +
  circle(x + 24, base - 8, 8, C.ink) +
  circle(x + 92, base - 8, 8, C.ink);

files['images/buildings/iset.svg'] = () => {
  const s = new Scene(800, 600, 'Iset residential tower, 25 storeys', 'iset');
  const ground = 540,
    fh = 18,
    top = ground - 25 * fh,
    x = 310,
    w = 170;
  exterior(s, ground);
  const gw = rect(5, 6, 12, 14, '#a9c6da');
  s.add(
    facade(s, 'nb', 90, ground - 220, 150, 220, '#e3e9ee', [22, 26], gw),
    facade(s, 'nb', 560, ground - 180, 170, 180, '#e8e3da', [22, 26], gw),
    rect(x + 20, top - 22, w - 40, 24, '#e9e1d4'),
    rect(x + w / 2 - 2, top - 60, 4, 40, C.slate),
    rect(x + w - 20, top - 22, 40, 24, '#cbbda7'),
    facade(
      s,
      'tf',
      x,
      top,
      w,
      25 * fh,
      '#f2ece2',
      [34, fh],
      rect(6, 3, 22, 11, '#7fa9c6') + rect(0, 16, 34, 2, '#ddd2c0'),
    ),
    facade(s, 'ts', x + w, top, 44, 25 * fh, '#d9cdb9', [22, fh], rect(5, 3, 12, 11, '#5f89a8')),
    rect(x, top, 10, 25 * fh, C.blue),
    rect(x, ground - 40, w, 40, '#3f6f92'),
    rect(x + w / 2 - 30, ground - 50, 60, 8, C.woodDark),
    rect(x + w / 2 - 20, ground - 38, 40, 38, '#cfe3f0'),
    litWindows(s.r, x, top, 5, 23, [34, fh], [6, 3, 22, 11], 10, C.warm),
  );
  street(s, ground);
  s.add(
    conifer(250, ground + 6, 0.9, C.greenDark),
    tree(540, ground + 6, 1, C.green),
    tree(600, ground + 8, 0.8, C.greenDark),
    conifer(120, ground + 8, 0.7, C.green),
    car(560, 590, C.terracotta),
  );
  return s;
};

files['images/buildings/plotinka.svg'] = () => {
  const s = new Scene(800, 600, 'Plotinka club house, 12 storeys with a courtyard', 'plotinka');
  const ground = 530,
    fh = 26,
    top = ground - 12 * fh,
    x = 170,
    w = 420;
  exterior(s, ground);
  s.add(
    rect(x + 30, top - 30, w - 60, 30, '#e9dccb'),
    facade(
      s,
      'pf',
      x,
      top,
      w,
      12 * fh,
      '#c98d6a',
      [35, fh],
      rect(7, 4, 21, 16, '#f3e8d8') + rect(9, 6, 17, 12, '#8fb3cc'),
    ),
    facade(s, 'ps', x + w, top, 56, 12 * fh, '#a9714f', [28, fh], rect(7, 6, 14, 12, '#6f93ad')),
    rect(x - 6, top - 4, w + 12, 8, '#efe4d2'),
    rect(x, ground - 52, w, 52, '#efe4d2'),
    rect(x + w / 2 - 40, ground - 46, 80, 46, '#5f89a8'),
    rect(x + 30, ground - 40, 90, 26, '#8fb3cc'),
    rect(x + w - 120, ground - 40, 90, 26, '#8fb3cc'),
    litWindows(s.r, x, top, 12, 10, [35, fh], [9, 6, 17, 12], 8, C.warm),
  );
  street(s, ground);
  s.def(pattern('fence', 14, 40, rect(5, 0, 4, 40, C.ink)));
  const trees: string[] = [];
  [80, 160, 250, 330, 470, 560, 640, 720].forEach((tx, i) =>
    trees.push(tree(tx + between(s.r, -10, 10), ground + 24, between(s.r, 0.9, 1.3), i % 2 ? C.green : C.greenDark)),
  );
  s.add(
    ...trees,
    rect(0, ground - 10, 800, 4, C.ink),
    rect(0, ground - 8, 800, 34, 'url(#fence)', { opacity: 0.8 }),
    rect(0, ground + 24, 800, 4, C.ink),
    rrect(390, ground + 6, 60, 10, 3, C.wood),
  );
  return s;
};

files['images/buildings/uralmash.svg'] = () => {
  const s = new Scene(800, 600, 'Uralmash business centre, 9-storey glass building', 'uralmash');
  const ground = 530,
    fh = 36,
    top = ground - 9 * fh,
    x = 150,
    w = 430;
  exterior(s, ground);
  s.def(
    lin('glass', [
      [0, '#6ea6c9'],
      [1, '#2c5f84'],
    ]),
    lin('glassS', [
      [0, '#4b7fa3'],
      [1, '#1f4a69'],
    ]),
  );
  const grid = rect(0, 0, 2, fh, '#d8e8f2') + rect(0, 0, 43, 3, '#d8e8f2');
  s.add(
    rect(x, top, w, 9 * fh, 'url(#glass)'),
    rect(x + w, top + 8, 64, 9 * fh - 8, 'url(#glassS)'),
    poly([x + 60, top, x + 150, top, x + 40, ground, x, ground], C.white, { opacity: 0.12 }),
    poly([x + 230, top, x + 270, top, x + 180, ground, x + 140, ground], C.white, { opacity: 0.1 }),
    facade(s, 'ug', x, top, w, 9 * fh, 'none', [43, fh], grid),
    rect(x - 8, top - 12, w + 16, 14, C.navy),
    rect(x + w - 140, top - 44, 120, 30, C.blue),
    rect(x + w - 128, top - 34, 96, 10, C.white, { opacity: 0.85 }),
    rect(x + 150, ground - 58, 130, 8, C.navy),
    rect(x + 170, ground - 50, 90, 50, '#cfe3f0'),
    rect(x + 214, ground - 50, 2, 50, C.navy),
  );
  street(s, ground);
  const flag = (fx: number, c: string): string =>
    rect(fx, ground - 110, 3, 116, C.slate) + rect(fx + 3, ground - 108, 30, 20, c);
  s.add(
    flag(640, C.blue),
    flag(690, C.white),
    flag(740, C.mustard),
    tree(90, ground + 10, 1.1, C.greenDark),
    car(220, 592, C.blue),
    car(380, 592, '#e8ecef'),
  );
  return s;
};

// ------------------------------------------------------------- apartments --
files['images/objects/apartment-1.svg'] = () => {
  const s = new Scene(800, 600, 'Living room with a sofa and a city view', 'apartment-1');
  room(s, { wall: '#efe4d2', floor: '#c89b6d' });
  s.add(
    windowView(s, 260, 100, 280, 240, { panes: 3 }),
    curtains(260, 100, 280, 300, '#e6d2b5'),
    rug(400, 560, 250, 34, '#dfe8ee'),
    sofa(210, 520, 380, C.blue, C.mustard),
    coffeeTable(320, 590, 160, C.woodLight),
    floorLamp(660, 520, '#f3e6cf'),
    plant(160, 510, 1, C.terracotta),
    picture(22, 150, 70, 90, C.woodDark, '#dfe8ee', C.green),
  );
  return s;
};

files['images/objects/apartment-2.svg'] = () => {
  const s = new Scene(800, 600, 'Bedroom with a double bed', 'apartment-2');
  room(s, { wall: '#dfe8ee', floor: '#b98a5e' });
  s.def(
    lin('skyDay', [
      [0, '#a9cfe6'],
      [1, '#f3e6cf'],
    ]),
  );
  s.add(
    poly([18, 90, 84, 124, 84, 330, 18, 372], C.white),
    poly([28, 106, 76, 132, 76, 322, 28, 354], 'url(#skyDay)'),
    rect(50, 118, 5, 222, C.white),
    picture(330, 110, 140, 96, C.white, '#f3e6cf', C.terracotta),
    rug(400, 570, 290, 26, '#efe4d2'),
    bedFront(400, 560, 280, C.terracotta, C.woodDark),
    nightstand(170, 500, 78, C.woodLight, '#f3e6cf'),
    nightstand(552, 500, 78, C.woodLight, '#f3e6cf'),
    plant(690, 560, 1.1, C.cream),
  );
  return s;
};

files['images/objects/apartment-3.svg'] = () => {
  const s = new Scene(800, 600, 'Kitchen with a dining table', 'apartment-3');
  room(s, { wall: '#f3ede3', floor: '#d6b78f' });
  const cab = C.green;
  s.def(
    pattern(
      'tile',
      30,
      20,
      rect(0, 0, 30, 20, '#f7f9fa') + rect(0, 19, 30, 1, '#c9d6de') + rect(29, 0, 1, 20, '#c9d6de'),
    ),
  );
  const doors: string[] = [];
  for (let dx = 200; dx < 670; dx += 80)
    doors.push(rect(dx + 4, 370, 72, 100, lighter(cab, 0.06)), rect(dx + 30, 380, 18, 4, C.ink));
  s.add(
    rect(200, 250, 480, 106, 'url(#tile)'),
    windowView(s, 470, 96, 180, 126),
    rrect(200, 96, 150, 116, 4, lighter(cab, 0.15)),
    rect(274, 96, 2, 116, cab),
    rect(388, 54, 30, 96, C.grey),
    path('M365 150h76l14 34H351z', C.grey),
    rrect(122, 180, 78, 294, 6, '#e3eaee', { stroke: '#c7d1d9', 'stroke-width': 2 }),
    rect(122, 310, 78, 3, '#c7d1d9'),
    rect(186, 222, 4, 60, C.slate),
    rect(186, 330, 4, 50, C.slate),
    rect(200, 366, 480, 108, cab),
    ...doors,
    rect(196, 350, 488, 14, C.woodLight),
    rrect(370, 344, 86, 6, 2, C.ink),
    rrect(520, 346, 80, 6, 2, '#9aa9b4'),
    stroke('M586 346v-26h-14', C.slate, 5),
    pendant(330, 250, C.mustard),
    pendant(470, 250, C.mustard),
    chair(300, 560, C.woodDark),
    chair(500, 560, C.woodDark),
    shadow(400, 580, 190, 8),
    rect(250, 484, 10, 96, C.woodDark),
    rect(540, 484, 10, 96, C.woodDark),
    rrect(230, 474, 340, 14, 4, C.wood),
    ellipse(400, 468, 40, 10, C.white),
    circle(388, 460, 10, C.terracotta),
    circle(406, 458, 10, C.mustard),
    circle(398, 448, 9, C.green),
  );
  return s;
};

files['images/objects/apartment-4.svg'] = () => {
  const s = new Scene(800, 600, 'Studio apartment with a bed and a kitchenette', 'apartment-4');
  room(s, { wall: '#e6edf0', floor: '#a87b55' });
  const cab = C.navy;
  s.add(
    windowView(s, 160, 100, 200, 200, { dusk: true }),
    curtains(160, 100, 200, 260, '#d9e4ea'),
    rug(250, 560, 180, 24, '#efe4d2'),
    bedSide(120, 560, 270, C.mustard, C.woodLight),
    rect(420, 130, 8, 344, C.woodDark),
    rect(420, 200, 70, 6, C.woodDark),
    rect(420, 290, 70, 6, C.woodDark),
    plant(462, 198, 0.5, C.terracotta),
    rrect(440, 260, 18, 30, 2, C.blue),
    rrect(460, 266, 14, 24, 2, C.mustard),
    rect(510, 150, 170, 8, C.woodLight),
    circle(540, 140, 10, C.white),
    circle(566, 140, 10, C.sky),
    rrect(620, 120, 22, 30, 3, C.terracotta),
    rect(500, 370, 180, 100, cab),
    rect(506, 376, 80, 88, lighter(cab, 0.1)),
    rect(594, 376, 80, 88, lighter(cab, 0.1)),
    rect(496, 356, 188, 14, C.woodLight),
    rrect(520, 350, 60, 6, 2, '#9aa9b4'),
    stroke('M640 350v-24h-12', C.slate, 5),
    pendant(590, 190, C.woodLight),
    rect(560, 500, 6, 80, C.ink),
    rrect(540, 494, 46, 12, 6, C.terracotta),
    rect(640, 500, 6, 80, C.ink),
    rrect(620, 494, 46, 12, 6, C.terracotta),
  );
  return s;
};

files['images/objects/apartment-5.svg'] = () => {
  const s = new Scene(800, 600, 'Family room with a sofa and a bunk bed', 'apartment-5');
  room(s, { wall: '#f1e6d6', floor: '#c19a72' });
  const frame = C.woodLight;
  s.add(
    windowView(s, 160, 100, 220, 190),
    curtains(160, 100, 220, 240, '#c9dbe6'),
    picture(420, 120, 80, 100, C.white, '#dfe8ee', C.green),
    rug(300, 566, 230, 26, '#dfe8ee'),
    sofa(126, 510, 320, '#8d9aa5', C.terracotta),
    rect(484, 180, 14, 380, darker(frame, 0.15)),
    rect(680, 180, 14, 380, darker(frame, 0.15)),
    bedSide(484, 360, 210, C.sky, frame, false),
    rect(484, 224, 210, 8, darker(frame, 0.15)),
    bedSide(484, 560, 210, C.green, frame),
    stroke('M640 330v240M672 330v240M640 370h32M640 410h32M640 450h32M640 490h32', darker(frame, 0.3), 5),
    circle(170, 566, 22, C.terracotta),
    stroke('M150 566a20 20 0 0 0 40 0', C.white, 3),
    rect(380, 546, 26, 26, C.mustard),
    rect(408, 552, 20, 20, C.blue),
    rect(392, 522, 22, 22, C.green),
  );
  return s;
};

files['images/objects/apartment-6.svg'] = () => {
  const s = new Scene(800, 600, 'Workspace corner with a desk and a bookshelf', 'apartment-6');
  room(s, { wall: '#dbe5de', floor: '#9c7450' });
  s.add(
    windowView(s, 150, 100, 230, 190, { panes: 2 }),
    rrect(400, 120, 80, 60, 3, C.woodLight),
    rect(412, 132, 22, 16, C.white),
    rect(440, 140, 26, 20, C.mustard),
    rect(416, 156, 18, 14, C.sky),
    clock(440, 230, 26),
    bookshelf(s.r, 520, 110, 160, 364, 4, C.wood),
    desk(140, 390, 320, 520, C.woodLight),
    monitor(300, 390, 130, C.blue),
    tableLamp(180, 390, C.mustard),
    rrect(380, 376, 50, 14, 2, C.white),
    rrect(384, 368, 44, 8, 2, C.terracotta),
    officeChair(290, 580, C.navy),
    plant(490, 560, 1.1, C.cream, C.greenDark),
  );
  return s;
};

files['images/objects/bath-1.svg'] = () => {
  const s = new Scene(800, 600, 'Bathroom with a bathtub and a vanity', 'bath-1');
  room(s, { wall: '#e4eef2', floor: '#cfd8dd', tiles: true, step: 70 });
  s.def(
    pattern(
      'bt',
      40,
      40,
      rect(0, 0, 40, 40, '#eef5f8') + rect(0, 39, 40, 1, '#c6d6de') + rect(39, 0, 1, 40, '#c6d6de'),
    ),
  );
  s.add(
    rect(120, 250, 560, 216, 'url(#bt)'),
    rect(120, 246, 560, 4, '#c6d6de'),
    stroke('M142 380V120h44', C.slate, 6),
    path('M170 120h34l-6 16h-22z', C.slate),
    stroke('M176 150l-8 24M187 150v26M198 150l8 24', '#9fcbe4', 3, { 'stroke-dasharray': '4 6' }),
    rrect(120, 380, 300, 90, 30, C.white, { stroke: '#c6d6de', 'stroke-width': 3 }),
    rect(120, 380, 300, 12, '#dfe9ee'),
    rect(140, 470, 12, 16, C.slate),
    rect(390, 470, 12, 16, C.slate),
    rect(260, 170, 110, 6, C.slate),
    rrect(272, 176, 30, 70, 4, C.terracotta),
    rrect(310, 176, 30, 56, 4, C.mustard),
    rrect(500, 130, 150, 180, 16, '#cfe3f0', { stroke: C.woodLight, 'stroke-width': 8 }),
    path('M520 170l40-30M520 210l70-52', C.white, { stroke: C.white, 'stroke-width': 6, opacity: 0.6 }),
    rect(480, 370, 190, 100, C.woodLight),
    rect(490, 380, 80, 80, lighter(C.woodLight, 0.12)),
    rect(580, 380, 80, 80, lighter(C.woodLight, 0.12)),
    rrect(470, 352, 210, 20, 6, C.white),
    ellipse(575, 352, 50, 8, '#dfe9ee'),
    stroke('M575 350v-26h14', C.slate, 5),
    rrect(290, 548, 200, 30, 8, C.sky),
    bush(720, 560, 1, C.white),
  );
  return s;
};

// ---------------------------------------------------------------- offices --
/** A row of desks; one workplace (monitor + chair) is defined once and reused with <use>. */
function deskRow(
  s: Scene,
  id: string,
  cx: number,
  base: number,
  n: number,
  k: number,
  top: string,
  chairColor: string,
  screenColor: string,
): string {
  s.def(el('g', { id }, monitor(0, 0, 84, screenColor) + officeChair(0, 130, chairColor, 0.9)));
  const w = n * 150 * k;
  const x = cx - w / 2;
  const out = [desk(x, base - 96 * k, w, base, top)];
  for (let i = 0; i < n; i++)
    out.push(
      el('use', { href: `#${id}`, transform: P`translate(${x + (i + 0.5) * 150 * k} ${base - 96 * k}) scale(${k})` }),
    );
  return g(out);
}

files['images/objects/office-1.svg'] = () => {
  const s = new Scene(800, 600, 'Open-space office with rows of desks', 'office-1');
  room(s, { wall: '#eef1f3', floor: '#9aa6af', step: 70 }, 140, 0.6);
  s.add(
    windowView(s, 190, 90, 420, 210, { panes: 4, frame: '#d9e1e6' }),
    pendant(260, 40, C.navy),
    pendant(400, 40, C.navy),
    pendant(540, 40, C.navy),
    deskRow(s, 'wb', 400, 452, 4, 0.6, C.white, C.blue, C.sky),
    deskRow(s, 'wf', 400, 592, 3, 0.95, C.woodLight, C.terracotta, C.blue),
    bush(70, 590, 1.2, C.white),
    bush(730, 590, 1.2, C.white),
  );
  return s;
};

files['images/objects/office-2.svg'] = () => {
  const s = new Scene(800, 600, 'Small private office', 'office-2');
  room(s, { wall: '#f2ebe0', floor: '#b98a5e' });
  s.add(
    windowView(s, 150, 100, 190, 200),
    clock(420, 130, 24),
    rrect(470, 110, 180, 110, 4, C.white, { stroke: C.grey, 'stroke-width': 6 }),
    rect(490, 130, 26, 26, C.warm),
    rect(524, 136, 26, 26, '#f4b9a4'),
    rect(560, 128, 26, 26, '#b9d9c4'),
    stroke('M496 180h120M496 196h80', C.sky, 4),
    bookshelf(s.r, 560, 250, 110, 224, 3, C.wood),
    officeChair(330, 470, C.navy),
    desk(180, 420, 300, 540, C.wood),
    rect(196, 432, 268, 70, darker(C.wood, 0.12)),
    laptop(330, 420, 110),
    tableLamp(220, 420, C.mustard),
    rrect(420, 404, 34, 16, 3, C.white),
    plant(620, 560, 1.2, C.terracotta),
  );
  return s;
};

files['images/objects/office-3.svg'] = () => {
  const s = new Scene(800, 600, 'Office with a meeting table', 'office-3');
  room(s, { wall: '#e8eef2', floor: '#a98a6c' });
  s.add(
    windowView(s, 140, 96, 200, 210, { panes: 2, frame: '#f5f1ea' }),
    rrect(380, 110, 200, 120, 4, C.white, { stroke: C.slate, 'stroke-width': 6 }),
    stroke('M400 200l40-30 30 16 40-44 40 20', C.blue, 5),
    bookshelf(s.r, 600, 200, 84, 274, 3, C.woodDark),
    desk(520, 400, 150, 490, C.white),
    monitor(595, 400, 80, C.sky),
    chair(300, 520, C.blue),
    chair(500, 520, C.blue),
    shadow(400, 580, 170, 10),
    rect(394, 520, 12, 60, C.ink),
    ellipse(400, 580, 50, 8, C.ink),
    ellipse(400, 516, 170, 30, darker(C.woodLight, 0.1)),
    ellipse(400, 510, 170, 30, C.woodLight),
    laptop(360, 508, 60),
    rrect(420, 496, 50, 12, 2, C.white),
    chair(230, 620, C.mustard, 1.1),
    chair(570, 620, C.mustard, 1.1),
    plant(92, 590, 1.2, C.cream),
  );
  return s;
};

files['images/objects/meeting-1.svg'] = () => {
  const s = new Scene(800, 600, 'Meeting room with a screen, a table and chairs', 'meeting-1');
  room(s, { wall: '#e9e4dc', floor: '#8f9ba6', step: 70 });
  const vy = 180;
  const half = (y: number): number => (70 * (y - vy)) / 220;
  const chairs: string[] = [];
  for (const y of [430, 480, 540]) {
    const k = ((y - vy) / 220) * 0.6;
    chairs.push(
      chair(400 - half(y) - 22 * k, y + 44 * k, C.navy, k),
      chair(400 + half(y) + 22 * k, y + 44 * k, C.navy, k),
    );
  }
  s.add(
    screen(260, 110, 280, 160, C.blue),
    rect(120, 110, 90, 364, C.woodLight),
    rect(590, 110, 90, 364, C.woodLight),
    stroke('M140 110v364M160 110v364M180 110v364M610 110v364M630 110v364M650 110v364', darker(C.woodLight, 0.08), 3),
    chair(400, 420, C.navy, 0.6),
    ...chairs.slice(0, 4),
    rect(336, 410, 10, 150, C.ink),
    rect(454, 410, 10, 150, C.ink),
    poly([330, 400, 470, 400, 524 + 4, 566, 276 - 4, 566], darker(C.wood, 0.2)),
    poly([330, 396, 470, 396, 524, 556, 276, 556], C.wood),
    rrect(378, 440, 44, 30, 2, C.white),
    laptop(340, 420, 30),
    laptop(460, 420, 30),
    ...chairs.slice(4),
    pendant(400, 40, C.navy),
  );
  return s;
};

files['images/objects/meeting-2.svg'] = () => {
  const s = new Scene(800, 600, 'Meeting room with a display, a long table and chairs', 'meeting-2');
  room(s, { wall: '#dde7ee', floor: '#b59776' });
  s.add(
    screen(250, 96, 300, 170, C.navy),
    rect(180, 290, 440, 10, C.woodDark),
    plant(150, 480, 1.1, C.white),
    bush(660, 480, 1, C.white),
    ...[250, 350, 450, 550].map((cx) => chair(cx, 480, C.terracotta, 0.9)),
    shadow(400, 520, 260, 10),
    rect(210, 430, 12, 90, C.ink),
    rect(578, 430, 12, 90, C.ink),
    rrect(180, 418, 440, 16, 4, C.woodLight),
    laptop(260, 418, 56),
    laptop(450, 418, 56),
    rrect(340, 406, 10, 12, 2, '#bfe0ef'),
    rrect(540, 406, 10, 12, 2, '#bfe0ef'),
    ...[300, 500].map((cx) => chair(cx, 600, C.blue, 1.1)),
  );
  return s;
};

files['images/objects/hall-1.svg'] = () => {
  const s = new Scene(800, 600, 'Conference hall with a stage and rows of chairs', 'hall-1');
  room(s, { wall: '#e9e3d8', floor: '#7d8c98', step: 60 }, 120, 0.6);
  s.def(
    pattern(
      'seat',
      44,
      60,
      rrect(6, 0, 32, 34, 8, C.blue) + rrect(4, 30, 36, 10, 4, C.navy) + rect(20, 40, 4, 20, C.ink),
    ),
    lin('beam', [
      [0, '#fff6dc', 0.5],
      [1, '#fff6dc', 0],
    ]),
  );
  const rows: string[] = [];
  const n = 7,
    w = n * 44;
  [
    [0.58, 452],
    [0.7, 484],
    [0.84, 522],
    [1, 566],
  ].forEach(([k, y]) => {
    const seats = rect(0, 0, w, 60, 'url(#seat)');
    rows.push(
      g(seats, { transform: P`translate(${400 - 22 * k - w * k} ${y}) scale(${k})` }),
      g(seats, { transform: P`translate(${400 + 22 * k} ${y}) scale(${k})` }),
    );
  });
  s.add(
    rect(160, 48, 70, 360, C.navy),
    rect(570, 48, 70, 360, C.navy),
    stroke('M180 48v360M205 48v360M595 48v360M620 48v360', lighter(C.navy, 0.12), 3),
    screen(262, 84, 276, 156, C.blue),
    poly([290, 22, 310, 22, 400, 410, 200, 410], 'url(#beam)'),
    poly([490, 22, 510, 22, 600, 410, 400, 410], 'url(#beam)'),
    rrect(284, 12, 32, 14, 4, C.ink),
    rrect(484, 12, 32, 14, 4, C.ink),
    poly([160, 408, 640, 408, 664, 430, 136, 430], C.woodLight),
    rect(136, 430, 528, 16, C.woodDark),
    path('M196 410l6-52h34l6 52z', C.wood),
    rect(204, 352, 30, 8, C.ink),
    ...rows,
  );
  return s;
};

// ------------------------------------------------------------------- news --
files['images/news/news-1.svg'] = () => {
  const s = new Scene(800, 450, 'Winter city street with snow', 'news-1');
  const r = s.r;
  s.def(
    lin('wsky', [
      [0, '#b9cfe0'],
      [1, '#eef3f7'],
    ]),
  );
  const flakes: string[] = [];
  for (let i = 0; i < 34; i++) flakes.push(circle(between(r, 0, 800), between(r, 0, 400), between(r, 2, 4.5), ''));
  const win = rect(6, 6, 14, 16, '#a9c6da');
  s.add(
    rect(0, 0, 800, 450, 'url(#wsky)'),
    path(skyline(r, 0, 330, 800, 60, 160, 50), '#d5e1ea'),
    facade(s, 'w1', 60, 150, 180, 200, '#e9dccb', [26, 30], win),
    facade(s, 'w2', 260, 110, 140, 240, '#dfe6ec', [26, 30], win),
    facade(s, 'w3', 560, 170, 200, 180, '#c98d6a', [26, 30], win),
    litWindows(r, 260, 110, 5, 8, [26, 30], [6, 6, 14, 16], 6, C.warm),
    g([rrect(54, 142, 192, 12, 6, ''), rrect(254, 102, 152, 12, 6, ''), rrect(554, 162, 212, 12, 6, '')], {
      fill: C.white,
    }),
    path('M0 350q200-24 400-6t400-4V450H0z', '#f6f9fb'),
    ellipse(560, 400, 180, 14, '#dde8f0'),
    conifer(460, 370, 1.1, C.greenDark, true),
    conifer(520, 360, 0.8, C.green, true),
    conifer(40, 380, 0.9, C.greenDark, true),
    rect(680, 200, 5, 180, C.ink),
    path('M683 200h30v8h-30z', C.ink),
    circle(708, 214, 22, '#fff3d6', { opacity: 0.6 }),
    circle(708, 212, 6, C.warm),
    circle(330, 392, 30, C.white),
    circle(330, 346, 22, C.white),
    circle(330, 312, 15, C.white),
    path('M330 312l16 4-16 3z', C.terracotta),
    rect(318, 292, 24, 8, C.navy),
    rect(322, 278, 16, 16, C.navy),
    g(flakes, { fill: C.white, opacity: 0.9 }),
  );
  return s;
};

files['images/news/news-2.svg'] = () => {
  const s = new Scene(800, 450, 'Coworking space with people at a long table', 'news-2');
  room(s, { wall: '#efe4d2', floor: '#a98a6c' }, 140, 0.72);
  s.add(
    windowView(s, 150, 70, 500, 170, { panes: 4, frame: '#f5f1ea' }),
    pendant(260, 30, C.blue),
    pendant(400, 30, C.blue),
    pendant(540, 30, C.blue),
    person(270, 370, C.terracotta, C.woodDark),
    person(400, 366, C.green, C.ink),
    person(530, 370, C.mustard, '#6b4a32'),
    shadow(400, 430, 290, 10),
    rect(140, 372, 12, 60, C.ink),
    rect(648, 372, 12, 60, C.ink),
    rrect(120, 360, 560, 14, 4, C.woodLight),
    laptop(250, 360, 70),
    laptop(420, 360, 70),
    laptop(550, 360, 70),
    rrect(330, 344, 18, 16, 3, C.white),
    plant(70, 440, 1.2, C.cream, C.greenDark),
    bush(735, 440, 1.2, C.terracotta),
  );
  return s;
};

files['images/news/news-3.svg'] = () => {
  const s = new Scene(800, 450, 'Breakfast tray with coffee, eggs and a croissant', 'news-3');
  s.add(
    rect(0, 0, 800, 450, C.woodLight),
    stroke('M0 90H800M0 200H800M0 310H800M0 420H800', darker(C.woodLight, 0.08), 3),
    rrect(140, 50, 520, 350, 26, C.wood),
    rrect(156, 66, 488, 318, 18, C.cream),
    rrect(176, 110, 44, 250, 4, '#dfe8ee'),
    rrect(188, 130, 8, 200, 4, C.grey),
    rrect(204, 130, 8, 200, 4, C.grey),
    circle(340, 230, 112, '#000', { opacity: 0.06 }),
    circle(336, 224, 112, '#e6eff5'),
    circle(336, 224, 88, '#f1f6f9'),
    path('M290 190q30-40 80-10 40 30 10 70-40 40-90 10-30-30 0-70z', C.white, { stroke: '#e2d6c4', 'stroke-width': 2 }),
    circle(332, 226, 26, '#f2b233'),
    circle(324, 218, 7, '#f7cf72'),
    circle(392, 290, 20, '#d9574a'),
    circle(392, 290, 14, '#e8796b'),
    ellipse(280, 290, 24, 12, C.green, { transform: 'rotate(-30 280 290)' }),
    path('M480 110q50-24 110 6-10 18-26 20-28-14-58-4-16-6-26-22z', '#d9953f'),
    stroke('M515 108l-4 22M545 106v24M572 112l6 20', '#b0722d', 4),
    circle(546, 300, 64, C.white),
    circle(546, 300, 40, '#6b4128'),
    path('M546 318q-22-14-16-26 8-10 16 2 8-12 16-2 6 12-16 26z', '#e8d2b6'),
    rrect(596, 292, 36, 16, 8, C.white),
    circle(478, 196, 28, '#f5a623', { stroke: C.white, 'stroke-width': 6 }),
  );
  return s;
};

// --------------------------------------------------------------- partners --
function logoCard(s: Scene, bg: string, mark: string, name: string, tagline: string, fg: string, sub: string): Scene {
  return s.add(
    rrect(0, 0, 400, 200, 20, bg),
    mark,
    text(150, 108, name, name.length > 9 ? 28 : name.length > 7 ? 36 : 42, fg, { 'font-weight': 700 }),
    text(152, 136, tagline, 15, sub, { 'letter-spacing': 2 }),
  );
}

files['images/partners/partner-1.svg'] = () =>
  logoCard(
    new Scene(400, 200, 'UralFit gym logo', 'partner-1'),
    C.navy,
    circle(84, 100, 50, '#e8824a') +
      stroke('M46 118l22-34 14 18 14-26 20 42', C.white, 7, { 'stroke-linejoin': 'round' }) +
      rect(56, 122, 56, 6, C.white, { rx: 3 }),
    'UralFit',
    'FITNESS CLUB',
    C.white,
    '#9fc0d8',
  );

files['images/partners/partner-2.svg'] = () =>
  logoCard(
    new Scene(400, 200, 'Zerno coffee house logo', 'partner-2'),
    '#f3ebe0',
    circle(84, 100, 52, '#e6d5bf') +
      ellipse(84, 100, 26, 36, '#6b4128', { transform: 'rotate(30 84 100)' }) +
      stroke('M70 72q24 14 4 30t24 30', '#e6d5bf', 5),
    'Zerno',
    'COFFEE HOUSE',
    '#5b3a29',
    '#a07a5a',
  );

files['images/partners/partner-3.svg'] = () => {
  const s = new Scene(400, 200, 'Ural Transfer taxi logo', 'partner-3');
  s.def(pattern('chk', 20, 20, rect(0, 0, 10, 10, C.ink) + rect(10, 10, 10, 10, C.ink)));
  logoCard(
    s,
    C.mustard,
    circle(84, 96, 50, C.white) +
      path('M48 112v-14q0-6 6-7l10-2 10-12h22l10 12 10 2q6 1 6 7v14z', C.navy) +
      path('M70 90l6-8h8v8zM90 90v-8h6l6 8z', '#cfe3f0') +
      circle(62, 112, 7, C.ink) +
      circle(106, 112, 7, C.ink),
    'Ural Transfer',
    'TAXI · AIRPORT',
    C.navy,
    '#5b4a1f',
  );
  return s.add(rect(20, 170, 360, 20, 'url(#chk)', { opacity: 0.8 }));
};

files['images/partners/partner-4.svg'] = () => {
  const s = new Scene(400, 200, 'Malachite spa logo', 'partner-4');
  s.def(
    lin(
      'mal',
      [
        [0, '#1f6f5c'],
        [1, '#2e8b6f'],
      ],
      1,
      1,
    ),
  );
  return logoCard(
    s,
    'url(#mal)',
    circle(84, 100, 52, '#3fa27f') +
      stroke('M44 120q20-40 40-18t40-26M40 100q22-44 46-24t34-22M52 138q24-34 44-16t26-18', '#1a5a49', 6) +
      path('M84 64q22 22 0 48-22-26 0-48z', C.white, { opacity: 0.9 }),
    'Malachite',
    'SPA & WELLNESS',
    C.white,
    '#bfe6d6',
  );
};

// --------------------------------------------------------------- services --
function serviceCard(title: string, seed: string, bg: string, ...parts: string[]): Scene {
  const s = new Scene(400, 300, title, seed);
  return s.add(
    rrect(0, 0, 400, 300, 24, bg),
    circle(200, 150, 112, C.white, { opacity: 0.55 }),
    ellipse(200, 246, 120, 10, '#000', { opacity: 0.06 }),
    ...parts,
  );
}

files['images/services/breakfast.svg'] = () =>
  serviceCard(
    'Breakfast delivered to the apartment',
    'breakfast',
    '#f6ead8',
    ellipse(170, 236, 84, 14, C.white, { stroke: '#e3d3ba', 'stroke-width': 3 }),
    path('M120 140h100v50q0 44-50 44t-50-44z', C.white, { stroke: '#e3d3ba', 'stroke-width': 3 }),
    ellipse(170, 140, 50, 8, '#6b4128'),
    stroke('M220 156q30 0 30 24t-34 26', C.white, 10),
    stroke('M150 110q-10-14 0-26t0-26M178 110q-10-14 0-26t0-26', C.woodLight, 5),
    path('M250 220q40-34 96-6-6 22-24 24-26-16-50-6-14-2-22-12z', '#d9953f'),
    stroke('M282 206l-2 18M306 204v20M326 208l4 18', '#b0722d', 4),
  );

files['images/services/cleaning.svg'] = () =>
  serviceCard(
    'Apartment cleaning',
    'cleaning',
    '#e3eef5',
    rrect(130, 118, 80, 124, 16, C.sky),
    rect(150, 150, 40, 50, C.white, { opacity: 0.7 }),
    rect(156, 94, 28, 26, C.blue),
    path('M150 70h52l-8 24h-44z', C.navy),
    path('M202 76l22 10v6l-22-4z', C.navy),
    rrect(238, 200, 90, 42, 10, C.mustard),
    rect(238, 200, 90, 14, C.green),
    g([circle(256, 226, 4, ''), circle(282, 232, 3, ''), circle(306, 224, 4, '')], { fill: '#b98a3a' }),
    g([circle(120, 100, 7, ''), circle(104, 128, 5, ''), circle(300, 178, 8, '')], {
      fill: C.white,
      stroke: '#9fcbe4',
      'stroke-width': 2,
    }),
    path('M270 120l6 18 18 6-18 6-6 18-6-18-18-6 18-6zM300 80l4 10 10 4-10 4-4 10-4-10-10-4 10-4z', C.white),
    circle(240, 70, 6, C.white),
  );

files['images/services/laundry.svg'] = () =>
  serviceCard(
    'Laundry and ironing',
    'laundry',
    '#e8eef6',
    rrect(110, 60, 140, 184, 14, C.white, { stroke: C.grey, 'stroke-width': 4 }),
    rect(110, 60, 140, 34, C.grey, { rx: 14 }),
    circle(134, 78, 6, C.blue),
    rrect(200, 72, 36, 10, 4, C.slate),
    circle(180, 166, 50, C.slate),
    circle(180, 166, 40, '#9fcbe4'),
    path('M140 170q20-12 40 0t40 0v8a40 40 0 0 1-80 0z', C.sky),
    circle(166, 150, 6, C.white),
    circle(190, 138, 4, C.white),
    rrect(266, 204, 90, 36, 6, C.terracotta),
    rrect(270, 172, 82, 32, 6, C.mustard),
    rrect(274, 142, 74, 30, 6, C.green),
    rect(266, 218, 90, 4, lighter(C.terracotta, 0.3)),
  );

files['images/services/repair.svg'] = () =>
  serviceCard(
    'Minor repairs',
    'repair',
    '#efe7db',
    g(
      [
        rrect(-12, -90, 24, 150, 8, C.slate),
        circle(0, -108, 30, C.slate),
        rect(-10, -142, 20, 38, mix('#efe7db', C.white, 0.55)),
      ],
      {
        transform: 'translate(200 160) rotate(-45)',
      },
    ),
    g([rrect(-10, -40, 20, 110, 10, C.terracotta), rect(-4, -120, 8, 84, C.grey), path('M-4-120h8l-4 -14z', C.grey)], {
      transform: 'translate(200 160) rotate(45)',
    }),
    circle(200, 160, 10, C.white),
  );

files['images/services/luggage.svg'] = () =>
  serviceCard(
    'Luggage storage',
    'luggage',
    '#e6eef0',
    stroke('M176 90V52h48v38', C.slate, 10, { 'stroke-linejoin': 'round' }),
    rrect(130, 84, 140, 152, 18, C.blue),
    rect(130, 124, 140, 8, C.navy),
    rect(130, 188, 140, 8, C.navy),
    rect(166, 84, 10, 152, lighter(C.blue, 0.2)),
    rect(224, 84, 10, 152, lighter(C.blue, 0.2)),
    circle(154, 244, 10, C.ink),
    circle(246, 244, 10, C.ink),
    stroke('M270 110l26 30', C.woodDark, 3),
    path('M284 140l30-8 10 34-30 8z', C.mustard),
    circle(296, 148, 3, C.white),
  );

files['images/services/anti-smoking.svg'] = () =>
  serviceCard(
    'Cleaning after smoking in an apartment',
    'anti-smoking',
    '#f4e6e1',
    rect(110, 160, 150, 26, C.white, { stroke: C.grey, 'stroke-width': 2 }),
    rect(260, 160, 40, 26, '#e0a36b'),
    rect(100, 160, 12, 26, '#8c8c8c'),
    stroke('M104 150q-16-16 0-30t0-34M124 146q-14-14 0-26', '#a8b3bb', 6),
    circle(200, 150, 100, 'none', { stroke: '#d9574a', 'stroke-width': 18 }),
    stroke('M130 80l140 140', '#d9574a', 18),
  );

// ================================================================== write ==
/** Minimal structural checks: balanced tags, required attributes, nothing external. */
function check(name: string, src: string): void {
  const fail = (why: string): never => {
    throw new Error(`${name}: ${why}`);
  };
  if (!/^<svg [^>]*viewBox="0 0 \d+ \d+"/.test(src) || !/ width="\d+" height="\d+"/.test(src))
    fail('missing viewBox/width/height');
  if (!/<svg [^>]*><title>[^<]+<\/title>/.test(src)) fail('missing <title>');
  if (/<(script|image|foreignObject|style)\b|@import|xlink:href|href="(?!#)|url\((?!#)/i.test(src))
    fail('external reference, script or raster');
  for (const m of src.matchAll(/font-family="([^"]*)"/g)) if (m[1] !== 'sans-serif') fail(`font ${m[1]}`);
  const stack: string[] = [];
  for (const m of src.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    if (m[1]) {
      if (stack.pop() !== m[2]) fail(`unbalanced </${m[2]}>`);
    } else if (!m[4]) stack.push(m[2]);
  }
  if (stack.length) fail(`unclosed <${stack.join('>, <')}>`);
  if (
    (src.match(/</g) ?? []).length !== (src.match(/<\/?[a-zA-Z][\w:-]*(?:\s+[\w:-]+="[^"<]*")*\s*\/?>/g) ?? []).length
  )
    fail('malformed tag');
}

let total = 0;
for (const [rel, make] of Object.entries(files)) {
  const src = make().render();
  check(rel, src);
  const bytes = Buffer.byteLength(src);
  if (bytes > MAX_BYTES) throw new Error(`${rel}: ${bytes} bytes exceeds ${MAX_BYTES}`);
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, src);
  total += bytes;
  console.log(`${String(bytes).padStart(6)}  public/${rel}`);
}
console.log(`${String(total).padStart(6)}  total, ${Object.keys(files).length} files`);
