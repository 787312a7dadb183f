/**
 * The kit of scripts/gen-images.ts: palette, SVG primitives, colours, the seeded PRNG and the
 * `Scene` every illustration is drawn on.
 */
// ---------------------------------------------------------------- palette --
export const C = {
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
export type Attrs = Record<string, string | number | undefined>;
export type Rng = () => number;

export const num = (v: number): string => String(Math.round(v * 10) / 10);
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Template tag for path data / transforms: rounds interpolated numbers. */
export const P = (parts: TemplateStringsArray, ...vals: number[]): string =>
  parts.reduce((acc, part, i) => acc + part + (i < vals.length ? num(vals[i]) : ''), '');

export function el(tag: string, a: Attrs, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(a))
    if (v !== undefined && v !== '') s += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}
export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
export const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, a: Attrs = {}): string =>
  rect(x, y, w, h, fill, { rx: r, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const poly = (pts: number[], fill: string, a: Attrs = {}): string =>
  el('polygon', { points: pts.map(num).join(' '), fill, ...a });
export const path = (d: string, fill: string, a: Attrs = {}): string => el('path', { d, fill, ...a });
export const stroke = (d: string, color: string, width: number, a: Attrs = {}): string =>
  el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', ...a });
export const g = (inner: string | string[], a: Attrs = {}): string =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);
export const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}): string =>
  el('text', { x, y, 'font-family': 'sans-serif', 'font-size': size, fill, ...a }, esc(s));
export const shadow = (cx: number, cy: number, rx: number, ry: number): string =>
  ellipse(cx, cy, rx, ry, '#000', { opacity: 0.08 });

export type Stop = [offset: number, color: string, opacity?: number];
export const stops = (list: Stop[]): string =>
  list.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
export const lin = (id: string, list: Stop[], x2 = 0, y2 = 1): string =>
  el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops(list));
export const radial = (id: string, list: Stop[]): string => el('radialGradient', { id }, stops(list));
export const pattern = (id: string, w: number, h: number, inner: string): string =>
  el('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, inner);

// ----------------------------------------------------------------- colour --
export function mix(a: string, b: string, t: number): string {
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
export const darker = (c: string, t = 0.15): string => mix(c, '#000000', t);
export const lighter = (c: string, t = 0.15): string => mix(c, '#ffffff', t);

// -------------------------------------------------------------------- rng --
export function rng(seed: string): Rng {
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
export const between = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r();
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

// ------------------------------------------------------------------ scene --
export class Scene {
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
