/**
 * The illustrations of favicon, the hero skyline and the buildings (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import * as d from './draw';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => d.Scene> = {};

// ---------------------------------------------------------------- favicon --
files['favicon.svg'] = () => {
  const s = new d.Scene(64, 64, 'Grand Kvartal', 'favicon');
  return s.add(
    d.rrect(0, 0, 64, 64, 14, d.C.blue),
    d.rect(10, 50, 44, 4, d.C.beige),
    d.rect(14, 24, 14, 26, d.lighter(d.C.blue, 0.55)),
    d.path('M32 8l14 6v36H32z', d.C.white),
    d.g(
      [
        d.rect(36, 18, 6, 4, ''),
        d.rect(36, 26, 6, 4, ''),
        d.rect(36, 34, 6, 4, ''),
        d.rect(18, 30, 6, 4, ''),
        d.rect(18, 38, 6, 4, ''),
      ],
      { fill: d.C.navy },
    ),
    d.rect(36, 42, 6, 8, d.C.mustard),
  );
};

// ------------------------------------------------------------------- hero --
files['images/hero-skyline.svg'] = () => {
  const s = new d.Scene(960, 480, 'City skyline at dusk with a residential tower and a pond', 'hero');
  const r = s.r;
  s.def(
    d.radial('glow', [
      [0, d.C.white, 0.45],
      [1, d.C.white, 0],
    ]),
    d.lin('refl', [
      [0, d.C.white, 0.35],
      [1, d.C.white, 0],
    ]),
  );
  const stars: string[] = [];
  for (let i = 0; i < 14; i++)
    stars.push(d.circle(d.between(r, 280, 950), d.between(r, 16, 190), d.between(r, 1, 2.4), ''));
  s.add(
    d.circle(720, 300, 250, 'url(#glow)'),
    d.circle(760, 300, 46, '#fff1d6', { opacity: 0.85 }),
    d.g(stars, { fill: d.C.white, opacity: 0.75 }),
    d.stroke('M150 120l10 7 10-7M190 100l8 6 8-6M820 90l9 6 9-6', d.C.white, 2.5, { opacity: 0.6 }),
    d.path(d.skyline(r, 0, 402, 960, 70, 170, 46), d.C.white, { opacity: 0.2 }),
  );
  // mid-rise blocks with window grids
  const winCell = (c: string): string => d.rect(4, 5, 8, 9, c);
  let x = 40;
  const mids: string[] = [];
  while (x < 940) {
    const w = Math.round(d.between(r, 50, 90) / 16) * 16;
    const h = Math.round(d.between(r, 110, 230) / 18) * 18;
    if (x + w > 540 && x < 700) {
      x = 700;
      continue;
    }
    mids.push(
      d.facade(s, 'hw', x, 402 - h, w, h, d.C.white, [16, 18], winCell(d.C.blue), {
        opacity: Math.round(d.between(r, 0.35, 0.6) * 100) / 100,
      }),
    );
    x += w + Math.round(d.between(r, 6, 30));
  }
  s.add(...mids);
  // the tall residential tower
  const tx = 572,
    tw = 96,
    top = 46;
  s.add(
    d.rect(tx + 8, top - 22, tw - 16, 24, d.C.white, { opacity: 0.85 }),
    d.rect(tx + tw / 2 - 1, top - 42, 3, 22, d.C.white, { opacity: 0.85 }),
    d.facade(
      s,
      'tw',
      tx,
      top,
      tw,
      402 - top,
      '#f4f8fb',
      [16, 16],
      d.rect(3, 4, 10, 8, '#9dbfd6') + d.rect(0, 14, 16, 2, d.C.white),
      { opacity: 0.92 },
    ),
    d.rect(tx + tw, top + 6, 26, 402 - top - 6, d.C.white, { opacity: 0.55 }),
    d.litWindows(r, tx, top, 6, 22, [16, 16], [3, 4, 10, 8], 18, d.C.warm),
  );
  // embankment, trees and pond with reflection
  const trees: string[] = [];
  for (let tx2 = 20; tx2 < 960; tx2 += d.between(r, 40, 90)) trees.push(d.circle(tx2, 392, d.between(r, 9, 15), ''));
  s.add(
    d.g(trees, { fill: d.C.white, opacity: 0.55 }),
    d.rect(0, 400, 960, 8, d.C.white, { opacity: 0.65 }),
    d.ellipse(560, 446, 360, 32, d.C.white, { opacity: 0.16 }),
    d.rect(tx, 410, tw, 64, 'url(#refl)'),
    d.stroke('M300 432h90M440 448h120M610 430h80M700 456h110M360 462h70', d.C.white, 3, { opacity: 0.5 }),
  );
  return s;
};

// -------------------------------------------------------------- buildings --
function exterior(s: d.Scene, ground: number): void {
  s.def(
    d.lin('sky', [
      [0, '#b7d5e8'],
      [1, '#f5ead8'],
    ]),
  );
  s.add(
    d.rect(0, 0, s.w, s.h, 'url(#sky)'),
    d.circle(650, 110, 42, '#fcebc8'),
    d.cloud(120, 120, 1),
    d.cloud(520, 70, 0.7),
    d.path(d.skyline(s.r, 0, ground, s.w, 80, 190, 60), '#d6e3ec'),
  );
}
export function street(s: d.Scene, ground: number): void {
  s.add(
    d.rect(0, ground, s.w, 28, '#b5cc9f'),
    d.rect(0, ground + 28, s.w, 10, '#e7dfd0'),
    d.rect(0, ground + 38, s.w, s.h - ground - 38, '#8f9ba6'),
    d.stroke(d.P`M0 ${ground + 54}H${s.w}`, d.C.white, 3, { 'stroke-dasharray': '24 18' }),
  );
}
const car = (x: number, base: number, color: string): string =>
  d.path(d.P`M${x} ${base - 10}v-14q0-6 8-7l16-2l14-13h44l16 13l12 2q6 1 6 7v14z`, color) +
  d.path(d.P`M${x + 30} ${base - 25}l10-10h18v10zM${x + 64} ${base - 25}v-10h16l10 10z`, '#cfe3f0') +
  d.circle(x + 24, base - 8, 8, d.C.ink) +
  d.circle(x + 92, base - 8, 8, d.C.ink);

files['images/buildings/iset.svg'] = () => {
  const s = new d.Scene(800, 600, 'Iset residential tower, 25 storeys', 'iset');
  const ground = 540,
    fh = 18,
    top = ground - 25 * fh,
    x = 310,
    w = 170;
  exterior(s, ground);
  const gw = d.rect(5, 6, 12, 14, '#a9c6da');
  s.add(
    d.facade(s, 'nb', 90, ground - 220, 150, 220, '#e3e9ee', [22, 26], gw),
    d.facade(s, 'nb', 560, ground - 180, 170, 180, '#e8e3da', [22, 26], gw),
    d.rect(x + 20, top - 22, w - 40, 24, '#e9e1d4'),
    d.rect(x + w / 2 - 2, top - 60, 4, 40, d.C.slate),
    d.rect(x + w - 20, top - 22, 40, 24, '#cbbda7'),
    d.facade(
      s,
      'tf',
      x,
      top,
      w,
      25 * fh,
      '#f2ece2',
      [34, fh],
      d.rect(6, 3, 22, 11, '#7fa9c6') + d.rect(0, 16, 34, 2, '#ddd2c0'),
    ),
    d.facade(s, 'ts', x + w, top, 44, 25 * fh, '#d9cdb9', [22, fh], d.rect(5, 3, 12, 11, '#5f89a8')),
    d.rect(x, top, 10, 25 * fh, d.C.blue),
    d.rect(x, ground - 40, w, 40, '#3f6f92'),
    d.rect(x + w / 2 - 30, ground - 50, 60, 8, d.C.woodDark),
    d.rect(x + w / 2 - 20, ground - 38, 40, 38, '#cfe3f0'),
    d.litWindows(s.r, x, top, 5, 23, [34, fh], [6, 3, 22, 11], 10, d.C.warm),
  );
  street(s, ground);
  s.add(
    d.conifer(250, ground + 6, 0.9, d.C.greenDark),
    d.tree(540, ground + 6, 1, d.C.green),
    d.tree(600, ground + 8, 0.8, d.C.greenDark),
    d.conifer(120, ground + 8, 0.7, d.C.green),
    car(560, 590, d.C.terracotta),
  );
  return s;
};

files['images/buildings/plotinka.svg'] = () => {
  const s = new d.Scene(800, 600, 'Plotinka club house, 12 storeys with a courtyard', 'plotinka');
  const ground = 530,
    fh = 26,
    top = ground - 12 * fh,
    x = 170,
    w = 420;
  exterior(s, ground);
  s.add(
    d.rect(x + 30, top - 30, w - 60, 30, '#e9dccb'),
    d.facade(
      s,
      'pf',
      x,
      top,
      w,
      12 * fh,
      '#c98d6a',
      [35, fh],
      d.rect(7, 4, 21, 16, '#f3e8d8') + d.rect(9, 6, 17, 12, '#8fb3cc'),
    ),
    d.facade(s, 'ps', x + w, top, 56, 12 * fh, '#a9714f', [28, fh], d.rect(7, 6, 14, 12, '#6f93ad')),
    d.rect(x - 6, top - 4, w + 12, 8, '#efe4d2'),
    d.rect(x, ground - 52, w, 52, '#efe4d2'),
    d.rect(x + w / 2 - 40, ground - 46, 80, 46, '#5f89a8'),
    d.rect(x + 30, ground - 40, 90, 26, '#8fb3cc'),
    d.rect(x + w - 120, ground - 40, 90, 26, '#8fb3cc'),
    d.litWindows(s.r, x, top, 12, 10, [35, fh], [9, 6, 17, 12], 8, d.C.warm),
  );
  street(s, ground);
  s.def(d.pattern('fence', 14, 40, d.rect(5, 0, 4, 40, d.C.ink)));
  const trees: string[] = [];
  [80, 160, 250, 330, 470, 560, 640, 720].forEach((tx, i) =>
    trees.push(
      d.tree(tx + d.between(s.r, -10, 10), ground + 24, d.between(s.r, 0.9, 1.3), i % 2 ? d.C.green : d.C.greenDark),
    ),
  );
  s.add(
    ...trees,
    d.rect(0, ground - 10, 800, 4, d.C.ink),
    d.rect(0, ground - 8, 800, 34, 'url(#fence)', { opacity: 0.8 }),
    d.rect(0, ground + 24, 800, 4, d.C.ink),
    d.rrect(390, ground + 6, 60, 10, 3, d.C.wood),
  );
  return s;
};

files['images/buildings/uralmash.svg'] = () => {
  const s = new d.Scene(800, 600, 'Uralmash business centre, 9-storey glass building', 'uralmash');
  const ground = 530,
    fh = 36,
    top = ground - 9 * fh,
    x = 150,
    w = 430;
  exterior(s, ground);
  s.def(
    d.lin('glass', [
      [0, '#6ea6c9'],
      [1, '#2c5f84'],
    ]),
    d.lin('glassS', [
      [0, '#4b7fa3'],
      [1, '#1f4a69'],
    ]),
  );
  const grid = d.rect(0, 0, 2, fh, '#d8e8f2') + d.rect(0, 0, 43, 3, '#d8e8f2');
  s.add(
    d.rect(x, top, w, 9 * fh, 'url(#glass)'),
    d.rect(x + w, top + 8, 64, 9 * fh - 8, 'url(#glassS)'),
    d.poly([x + 60, top, x + 150, top, x + 40, ground, x, ground], d.C.white, { opacity: 0.12 }),
    d.poly([x + 230, top, x + 270, top, x + 180, ground, x + 140, ground], d.C.white, { opacity: 0.1 }),
    d.facade(s, 'ug', x, top, w, 9 * fh, 'none', [43, fh], grid),
    d.rect(x - 8, top - 12, w + 16, 14, d.C.navy),
    d.rect(x + w - 140, top - 44, 120, 30, d.C.blue),
    d.rect(x + w - 128, top - 34, 96, 10, d.C.white, { opacity: 0.85 }),
    d.rect(x + 150, ground - 58, 130, 8, d.C.navy),
    d.rect(x + 170, ground - 50, 90, 50, '#cfe3f0'),
    d.rect(x + 214, ground - 50, 2, 50, d.C.navy),
  );
  street(s, ground);
  const flag = (fx: number, c: string): string =>
    d.rect(fx, ground - 110, 3, 116, d.C.slate) + d.rect(fx + 3, ground - 108, 30, 20, c);
  s.add(
    flag(640, d.C.blue),
    flag(690, d.C.white),
    flag(740, d.C.mustard),
    d.tree(90, ground + 10, 1.1, d.C.greenDark),
    car(220, 592, d.C.blue),
    car(380, 592, '#e8ecef'),
  );
  return s;
};
