/**
 * Outdoor helpers of scripts/gen-images.ts: skylines, clouds, trees, facades and lit windows,
 * drawn with ./kit.ts.
 */
import * as kit from './kit';

// ------------------------------------------------------ scenery helpers --
/** A stepped city silhouette as a single closed path. */
export function skyline(
  r: kit.Rng,
  x: number,
  base: number,
  w: number,
  minH: number,
  maxH: number,
  step: number,
): string {
  let d = kit.P`M${x} ${base}`;
  for (let cx = x; cx < x + w - 0.5;) {
    const bw = Math.min(step * kit.between(r, 0.6, 1.4), x + w - cx);
    d += kit.P`V${base - kit.between(r, minH, maxH)}H${cx + bw}`;
    cx += bw;
  }
  return `${d}V${kit.num(base)}Z`;
}

export const cloud = (cx: number, cy: number, k: number, op = 0.85): string =>
  kit.g(
    [
      kit.circle(cx, cy, 26 * k, ''),
      kit.circle(cx + 30 * k, cy - 10 * k, 32 * k, ''),
      kit.circle(cx + 62 * k, cy, 24 * k, ''),
      kit.rrect(cx - 10 * k, cy, 96 * k, 22 * k, 11 * k, ''),
    ],
    {
      fill: kit.C.white,
      opacity: op,
    },
  );

export const tree = (cx: number, base: number, k: number, color: string): string =>
  kit.rect(cx - 4 * k, base - 42 * k, 8 * k, 42 * k, kit.C.woodDark) +
  kit.g(
    [
      kit.circle(cx, base - 74 * k, 30 * k, ''),
      kit.circle(cx - 20 * k, base - 54 * k, 22 * k, ''),
      kit.circle(cx + 21 * k, base - 56 * k, 22 * k, ''),
    ],
    { fill: color },
  );

export const conifer = (cx: number, base: number, k: number, color: string, snow = false): string =>
  kit.rect(cx - 4 * k, base - 18 * k, 8 * k, 18 * k, kit.C.woodDark) +
  kit.path(
    kit.P`M${cx} ${base - 110 * k}l${26 * k} ${40 * k}h${-10 * k}l${22 * k} ${34 * k}h${-10 * k}l${24 * k} ${22 * k}h${-104 * k}l${24 * k} ${-22 * k}h${-10 * k}l${22 * k} ${-34 * k}h${-10 * k}z`,
    color,
  ) +
  (snow
    ? kit.path(kit.P`M${cx} ${base - 110 * k}l${14 * k} ${22 * k}q${-14 * k} ${6 * k} ${-28 * k} 0z`, kit.C.white)
    : '');

/** A facade: wall rect plus a window grid drawn with a user-space pattern anchored at the corner. */
export function facade(
  s: kit.Scene,
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  cell: [number, number],
  inner: string,
  a: kit.Attrs = {},
): string {
  s.def(kit.pattern(id, cell[0], cell[1], inner));
  return kit.g([kit.rect(0, 0, w, h, wall), kit.rect(0, 0, w, h, `url(#${id})`)], {
    transform: kit.P`translate(${x} ${y})`,
    ...a,
  });
}

/** Random lit windows on a facade grid. */
export function litWindows(
  r: kit.Rng,
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
    out.push(kit.rect(x + cx * cell[0] + win[0], y + cy * cell[1] + win[1], win[2], win[3], ''));
  }
  return kit.g(out, { fill: color });
}
