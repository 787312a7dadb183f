/**
 * The illustrations of favicon, the hero skyline and the buildings (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import {
  C,
  P,
  rect,
  rrect,
  circle,
  ellipse,
  poly,
  path,
  stroke,
  g,
  lin,
  radial,
  pattern,
  lighter,
  between,
  Scene,
} from './kit';
import { skyline, cloud, tree, conifer, facade, litWindows } from './scenery';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => Scene> = {};

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
export function street(s: Scene, ground: number): void {
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
