/**
 * The illustrations of the offices, meeting rooms and the hall (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import * as d from './draw';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => d.Scene> = {};

// ---------------------------------------------------------------- offices --
/** A row of desks; one workplace (monitor + chair) is defined once and reused with <use>. */
function deskRow(
  s: d.Scene,
  id: string,
  cx: number,
  base: number,
  n: number,
  k: number,
  top: string,
  chairColor: string,
  screenColor: string,
): string {
  s.def(d.el('g', { id }, d.monitor(0, 0, 84, screenColor) + d.officeChair(0, 130, chairColor, 0.9)));
  const w = n * 150 * k;
  const x = cx - w / 2;
  const out = [d.desk(x, base - 96 * k, w, base, top)];
  for (let i = 0; i < n; i++)
    out.push(
      d.el('use', {
        href: `#${id}`,
        transform: d.P`translate(${x + (i + 0.5) * 150 * k} ${base - 96 * k}) scale(${k})`,
      }),
    );
  return d.g(out);
}

files['images/objects/office-1.svg'] = () => {
  const s = new d.Scene(800, 600, 'Open-space office with rows of desks', 'office-1');
  d.room(s, { wall: '#eef1f3', floor: '#9aa6af', step: 70 }, 140, 0.6);
  s.add(
    d.windowView(s, 190, 90, 420, 210, { panes: 4, frame: '#d9e1e6' }),
    d.pendant(260, 40, d.C.navy),
    d.pendant(400, 40, d.C.navy),
    d.pendant(540, 40, d.C.navy),
    deskRow(s, 'wb', 400, 452, 4, 0.6, d.C.white, d.C.blue, d.C.sky),
    deskRow(s, 'wf', 400, 592, 3, 0.95, d.C.woodLight, d.C.terracotta, d.C.blue),
    d.bush(70, 590, 1.2, d.C.white),
    d.bush(730, 590, 1.2, d.C.white),
  );
  return s;
};

files['images/objects/office-2.svg'] = () => {
  const s = new d.Scene(800, 600, 'Small private office', 'office-2');
  d.room(s, { wall: '#f2ebe0', floor: '#b98a5e' });
  s.add(
    d.windowView(s, 150, 100, 190, 200),
    d.clock(420, 130, 24),
    d.rrect(470, 110, 180, 110, 4, d.C.white, { stroke: d.C.grey, 'stroke-width': 6 }),
    d.rect(490, 130, 26, 26, d.C.warm),
    d.rect(524, 136, 26, 26, '#f4b9a4'),
    d.rect(560, 128, 26, 26, '#b9d9c4'),
    d.stroke('M496 180h120M496 196h80', d.C.sky, 4),
    d.bookshelf(s.r, 560, 250, 110, 224, 3, d.C.wood),
    d.officeChair(330, 470, d.C.navy),
    d.desk(180, 420, 300, 540, d.C.wood),
    d.rect(196, 432, 268, 70, d.darker(d.C.wood, 0.12)),
    d.laptop(330, 420, 110),
    d.tableLamp(220, 420, d.C.mustard),
    d.rrect(420, 404, 34, 16, 3, d.C.white),
    d.plant(620, 560, 1.2, d.C.terracotta),
  );
  return s;
};

files['images/objects/office-3.svg'] = () => {
  const s = new d.Scene(800, 600, 'Office with a meeting table', 'office-3');
  d.room(s, { wall: '#e8eef2', floor: '#a98a6c' });
  s.add(
    d.windowView(s, 140, 96, 200, 210, { panes: 2, frame: '#f5f1ea' }),
    d.rrect(380, 110, 200, 120, 4, d.C.white, { stroke: d.C.slate, 'stroke-width': 6 }),
    d.stroke('M400 200l40-30 30 16 40-44 40 20', d.C.blue, 5),
    d.bookshelf(s.r, 600, 200, 84, 274, 3, d.C.woodDark),
    d.desk(520, 400, 150, 490, d.C.white),
    d.monitor(595, 400, 80, d.C.sky),
    d.chair(300, 520, d.C.blue),
    d.chair(500, 520, d.C.blue),
    d.shadow(400, 580, 170, 10),
    d.rect(394, 520, 12, 60, d.C.ink),
    d.ellipse(400, 580, 50, 8, d.C.ink),
    d.ellipse(400, 516, 170, 30, d.darker(d.C.woodLight, 0.1)),
    d.ellipse(400, 510, 170, 30, d.C.woodLight),
    d.laptop(360, 508, 60),
    d.rrect(420, 496, 50, 12, 2, d.C.white),
    d.chair(230, 620, d.C.mustard, 1.1),
    d.chair(570, 620, d.C.mustard, 1.1),
    d.plant(92, 590, 1.2, d.C.cream),
  );
  return s;
};

files['images/objects/meeting-1.svg'] = () => {
  const s = new d.Scene(800, 600, 'Meeting room with a screen, a table and chairs', 'meeting-1');
  d.room(s, { wall: '#e9e4dc', floor: '#8f9ba6', step: 70 });
  const vy = 180;
  const half = (y: number): number => (70 * (y - vy)) / 220;
  const chairs: string[] = [];
  for (const y of [430, 480, 540]) {
    const k = ((y - vy) / 220) * 0.6;
    chairs.push(
      d.chair(400 - half(y) - 22 * k, y + 44 * k, d.C.navy, k),
      d.chair(400 + half(y) + 22 * k, y + 44 * k, d.C.navy, k),
    );
  }
  s.add(
    d.screen(260, 110, 280, 160, d.C.blue),
    d.rect(120, 110, 90, 364, d.C.woodLight),
    d.rect(590, 110, 90, 364, d.C.woodLight),
    d.stroke(
      'M140 110v364M160 110v364M180 110v364M610 110v364M630 110v364M650 110v364',
      d.darker(d.C.woodLight, 0.08),
      3,
    ),
    d.chair(400, 420, d.C.navy, 0.6),
    ...chairs.slice(0, 4),
    d.rect(336, 410, 10, 150, d.C.ink),
    d.rect(454, 410, 10, 150, d.C.ink),
    d.poly([330, 400, 470, 400, 524 + 4, 566, 276 - 4, 566], d.darker(d.C.wood, 0.2)),
    d.poly([330, 396, 470, 396, 524, 556, 276, 556], d.C.wood),
    d.rrect(378, 440, 44, 30, 2, d.C.white),
    d.laptop(340, 420, 30),
    d.laptop(460, 420, 30),
    ...chairs.slice(4),
    d.pendant(400, 40, d.C.navy),
  );
  return s;
};

files['images/objects/meeting-2.svg'] = () => {
  const s = new d.Scene(800, 600, 'Meeting room with a display, a long table and chairs', 'meeting-2');
  d.room(s, { wall: '#dde7ee', floor: '#b59776' });
  s.add(
    d.screen(250, 96, 300, 170, d.C.navy),
    d.rect(180, 290, 440, 10, d.C.woodDark),
    d.plant(150, 480, 1.1, d.C.white),
    d.bush(660, 480, 1, d.C.white),
    ...[250, 350, 450, 550].map((cx) => d.chair(cx, 480, d.C.terracotta, 0.9)),
    d.shadow(400, 520, 260, 10),
    d.rect(210, 430, 12, 90, d.C.ink),
    d.rect(578, 430, 12, 90, d.C.ink),
    d.rrect(180, 418, 440, 16, 4, d.C.woodLight),
    d.laptop(260, 418, 56),
    d.laptop(450, 418, 56),
    d.rrect(340, 406, 10, 12, 2, '#bfe0ef'),
    d.rrect(540, 406, 10, 12, 2, '#bfe0ef'),
    ...[300, 500].map((cx) => d.chair(cx, 600, d.C.blue, 1.1)),
  );
  return s;
};

files['images/objects/hall-1.svg'] = () => {
  const s = new d.Scene(800, 600, 'Conference hall with a stage and rows of chairs', 'hall-1');
  d.room(s, { wall: '#e9e3d8', floor: '#7d8c98', step: 60 }, 120, 0.6);
  s.def(
    d.pattern(
      'seat',
      44,
      60,
      d.rrect(6, 0, 32, 34, 8, d.C.blue) + d.rrect(4, 30, 36, 10, 4, d.C.navy) + d.rect(20, 40, 4, 20, d.C.ink),
    ),
    d.lin('beam', [
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
    const seats = d.rect(0, 0, w, 60, 'url(#seat)');
    rows.push(
      d.g(seats, { transform: d.P`translate(${400 - 22 * k - w * k} ${y}) scale(${k})` }),
      d.g(seats, { transform: d.P`translate(${400 + 22 * k} ${y}) scale(${k})` }),
    );
  });
  s.add(
    d.rect(160, 48, 70, 360, d.C.navy),
    d.rect(570, 48, 70, 360, d.C.navy),
    d.stroke('M180 48v360M205 48v360M595 48v360M620 48v360', d.lighter(d.C.navy, 0.12), 3),
    d.screen(262, 84, 276, 156, d.C.blue),
    d.poly([290, 22, 310, 22, 400, 410, 200, 410], 'url(#beam)'),
    d.poly([490, 22, 510, 22, 600, 410, 400, 410], 'url(#beam)'),
    d.rrect(284, 12, 32, 14, 4, d.C.ink),
    d.rrect(484, 12, 32, 14, 4, d.C.ink),
    d.poly([160, 408, 640, 408, 664, 430, 136, 430], d.C.woodLight),
    d.rect(136, 430, 528, 16, d.C.woodDark),
    d.path('M196 410l6-52h34l6 52z', d.C.wood),
    d.rect(204, 352, 30, 8, d.C.ink),
    ...rows,
  );
  return s;
};
