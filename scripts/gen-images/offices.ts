/**
 * The illustrations of the offices, meeting rooms and the hall (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import {
  C,
  P,
  el,
  rect,
  rrect,
  ellipse,
  poly,
  path,
  stroke,
  g,
  shadow,
  lin,
  pattern,
  darker,
  lighter,
  Scene,
} from './kit';
import { room, windowView, plant, bush, pendant, tableLamp } from './rooms';
import { chair, officeChair, desk, monitor, laptop, bookshelf, clock, screen } from './furniture';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => Scene> = {};

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
