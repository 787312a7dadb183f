/**
 * The illustrations of the apartments (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import * as d from './draw';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => d.Scene> = {};

// ------------------------------------------------------------- apartments --
files['images/objects/apartment-1.svg'] = () => {
  const s = new d.Scene(800, 600, 'Living room with a sofa and a city view', 'apartment-1');
  d.room(s, { wall: '#efe4d2', floor: '#c89b6d' });
  s.add(
    d.windowView(s, 260, 100, 280, 240, { panes: 3 }),
    d.curtains(260, 100, 280, 300, '#e6d2b5'),
    d.rug(400, 560, 250, 34, '#dfe8ee'),
    d.sofa(210, 520, 380, d.C.blue, d.C.mustard),
    d.coffeeTable(320, 590, 160, d.C.woodLight),
    d.floorLamp(660, 520, '#f3e6cf'),
    d.plant(160, 510, 1, d.C.terracotta),
    d.picture(22, 150, 70, 90, d.C.woodDark, '#dfe8ee', d.C.green),
  );
  return s;
};

files['images/objects/apartment-2.svg'] = () => {
  const s = new d.Scene(800, 600, 'Bedroom with a double bed', 'apartment-2');
  d.room(s, { wall: '#dfe8ee', floor: '#b98a5e' });
  s.def(
    d.lin('skyDay', [
      [0, '#a9cfe6'],
      [1, '#f3e6cf'],
    ]),
  );
  s.add(
    d.poly([18, 90, 84, 124, 84, 330, 18, 372], d.C.white),
    d.poly([28, 106, 76, 132, 76, 322, 28, 354], 'url(#skyDay)'),
    d.rect(50, 118, 5, 222, d.C.white),
    d.picture(330, 110, 140, 96, d.C.white, '#f3e6cf', d.C.terracotta),
    d.rug(400, 570, 290, 26, '#efe4d2'),
    d.bedFront(400, 560, 280, d.C.terracotta, d.C.woodDark),
    d.nightstand(170, 500, 78, d.C.woodLight, '#f3e6cf'),
    d.nightstand(552, 500, 78, d.C.woodLight, '#f3e6cf'),
    d.plant(690, 560, 1.1, d.C.cream),
  );
  return s;
};

files['images/objects/apartment-3.svg'] = () => {
  const s = new d.Scene(800, 600, 'Kitchen with a dining table', 'apartment-3');
  d.room(s, { wall: '#f3ede3', floor: '#d6b78f' });
  const cab = d.C.green;
  s.def(
    d.pattern(
      'tile',
      30,
      20,
      d.rect(0, 0, 30, 20, '#f7f9fa') + d.rect(0, 19, 30, 1, '#c9d6de') + d.rect(29, 0, 1, 20, '#c9d6de'),
    ),
  );
  const doors: string[] = [];
  for (let dx = 200; dx < 670; dx += 80)
    doors.push(d.rect(dx + 4, 370, 72, 100, d.lighter(cab, 0.06)), d.rect(dx + 30, 380, 18, 4, d.C.ink));
  s.add(
    d.rect(200, 250, 480, 106, 'url(#tile)'),
    d.windowView(s, 470, 96, 180, 126),
    d.rrect(200, 96, 150, 116, 4, d.lighter(cab, 0.15)),
    d.rect(274, 96, 2, 116, cab),
    d.rect(388, 54, 30, 96, d.C.grey),
    d.path('M365 150h76l14 34H351z', d.C.grey),
    d.rrect(122, 180, 78, 294, 6, '#e3eaee', { stroke: '#c7d1d9', 'stroke-width': 2 }),
    d.rect(122, 310, 78, 3, '#c7d1d9'),
    d.rect(186, 222, 4, 60, d.C.slate),
    d.rect(186, 330, 4, 50, d.C.slate),
    d.rect(200, 366, 480, 108, cab),
    ...doors,
    d.rect(196, 350, 488, 14, d.C.woodLight),
    d.rrect(370, 344, 86, 6, 2, d.C.ink),
    d.rrect(520, 346, 80, 6, 2, '#9aa9b4'),
    d.stroke('M586 346v-26h-14', d.C.slate, 5),
    d.pendant(330, 250, d.C.mustard),
    d.pendant(470, 250, d.C.mustard),
    d.chair(300, 560, d.C.woodDark),
    d.chair(500, 560, d.C.woodDark),
    d.shadow(400, 580, 190, 8),
    d.rect(250, 484, 10, 96, d.C.woodDark),
    d.rect(540, 484, 10, 96, d.C.woodDark),
    d.rrect(230, 474, 340, 14, 4, d.C.wood),
    d.ellipse(400, 468, 40, 10, d.C.white),
    d.circle(388, 460, 10, d.C.terracotta),
    d.circle(406, 458, 10, d.C.mustard),
    d.circle(398, 448, 9, d.C.green),
  );
  return s;
};

files['images/objects/apartment-4.svg'] = () => {
  const s = new d.Scene(800, 600, 'Studio apartment with a bed and a kitchenette', 'apartment-4');
  d.room(s, { wall: '#e6edf0', floor: '#a87b55' });
  const cab = d.C.navy;
  s.add(
    d.windowView(s, 160, 100, 200, 200, { dusk: true }),
    d.curtains(160, 100, 200, 260, '#d9e4ea'),
    d.rug(250, 560, 180, 24, '#efe4d2'),
    d.bedSide(120, 560, 270, d.C.mustard, d.C.woodLight),
    d.rect(420, 130, 8, 344, d.C.woodDark),
    d.rect(420, 200, 70, 6, d.C.woodDark),
    d.rect(420, 290, 70, 6, d.C.woodDark),
    d.plant(462, 198, 0.5, d.C.terracotta),
    d.rrect(440, 260, 18, 30, 2, d.C.blue),
    d.rrect(460, 266, 14, 24, 2, d.C.mustard),
    d.rect(510, 150, 170, 8, d.C.woodLight),
    d.circle(540, 140, 10, d.C.white),
    d.circle(566, 140, 10, d.C.sky),
    d.rrect(620, 120, 22, 30, 3, d.C.terracotta),
    d.rect(500, 370, 180, 100, cab),
    d.rect(506, 376, 80, 88, d.lighter(cab, 0.1)),
    d.rect(594, 376, 80, 88, d.lighter(cab, 0.1)),
    d.rect(496, 356, 188, 14, d.C.woodLight),
    d.rrect(520, 350, 60, 6, 2, '#9aa9b4'),
    d.stroke('M640 350v-24h-12', d.C.slate, 5),
    d.pendant(590, 190, d.C.woodLight),
    d.rect(560, 500, 6, 80, d.C.ink),
    d.rrect(540, 494, 46, 12, 6, d.C.terracotta),
    d.rect(640, 500, 6, 80, d.C.ink),
    d.rrect(620, 494, 46, 12, 6, d.C.terracotta),
  );
  return s;
};

files['images/objects/apartment-5.svg'] = () => {
  const s = new d.Scene(800, 600, 'Family room with a sofa and a bunk bed', 'apartment-5');
  d.room(s, { wall: '#f1e6d6', floor: '#c19a72' });
  const frame = d.C.woodLight;
  s.add(
    d.windowView(s, 160, 100, 220, 190),
    d.curtains(160, 100, 220, 240, '#c9dbe6'),
    d.picture(420, 120, 80, 100, d.C.white, '#dfe8ee', d.C.green),
    d.rug(300, 566, 230, 26, '#dfe8ee'),
    d.sofa(126, 510, 320, '#8d9aa5', d.C.terracotta),
    d.rect(484, 180, 14, 380, d.darker(frame, 0.15)),
    d.rect(680, 180, 14, 380, d.darker(frame, 0.15)),
    d.bedSide(484, 360, 210, d.C.sky, frame, false),
    d.rect(484, 224, 210, 8, d.darker(frame, 0.15)),
    d.bedSide(484, 560, 210, d.C.green, frame),
    d.stroke('M640 330v240M672 330v240M640 370h32M640 410h32M640 450h32M640 490h32', d.darker(frame, 0.3), 5),
    d.circle(170, 566, 22, d.C.terracotta),
    d.stroke('M150 566a20 20 0 0 0 40 0', d.C.white, 3),
    d.rect(380, 546, 26, 26, d.C.mustard),
    d.rect(408, 552, 20, 20, d.C.blue),
    d.rect(392, 522, 22, 22, d.C.green),
  );
  return s;
};

files['images/objects/apartment-6.svg'] = () => {
  const s = new d.Scene(800, 600, 'Workspace corner with a desk and a bookshelf', 'apartment-6');
  d.room(s, { wall: '#dbe5de', floor: '#9c7450' });
  s.add(
    d.windowView(s, 150, 100, 230, 190, { panes: 2 }),
    d.rrect(400, 120, 80, 60, 3, d.C.woodLight),
    d.rect(412, 132, 22, 16, d.C.white),
    d.rect(440, 140, 26, 20, d.C.mustard),
    d.rect(416, 156, 18, 14, d.C.sky),
    d.clock(440, 230, 26),
    d.bookshelf(s.r, 520, 110, 160, 364, 4, d.C.wood),
    d.desk(140, 390, 320, 520, d.C.woodLight),
    d.monitor(300, 390, 130, d.C.blue),
    d.tableLamp(180, 390, d.C.mustard),
    d.rrect(380, 376, 50, 14, 2, d.C.white),
    d.rrect(384, 368, 44, 8, 2, d.C.terracotta),
    d.officeChair(290, 580, d.C.navy),
    d.plant(490, 560, 1.1, d.C.cream, d.C.greenDark),
  );
  return s;
};

files['images/objects/bath-1.svg'] = () => {
  const s = new d.Scene(800, 600, 'Bathroom with a bathtub and a vanity', 'bath-1');
  d.room(s, { wall: '#e4eef2', floor: '#cfd8dd', tiles: true, step: 70 });
  s.def(
    d.pattern(
      'bt',
      40,
      40,
      d.rect(0, 0, 40, 40, '#eef5f8') + d.rect(0, 39, 40, 1, '#c6d6de') + d.rect(39, 0, 1, 40, '#c6d6de'),
    ),
  );
  s.add(
    d.rect(120, 250, 560, 216, 'url(#bt)'),
    d.rect(120, 246, 560, 4, '#c6d6de'),
    d.stroke('M142 380V120h44', d.C.slate, 6),
    d.path('M170 120h34l-6 16h-22z', d.C.slate),
    d.stroke('M176 150l-8 24M187 150v26M198 150l8 24', '#9fcbe4', 3, { 'stroke-dasharray': '4 6' }),
    d.rrect(120, 380, 300, 90, 30, d.C.white, { stroke: '#c6d6de', 'stroke-width': 3 }),
    d.rect(120, 380, 300, 12, '#dfe9ee'),
    d.rect(140, 470, 12, 16, d.C.slate),
    d.rect(390, 470, 12, 16, d.C.slate),
    d.rect(260, 170, 110, 6, d.C.slate),
    d.rrect(272, 176, 30, 70, 4, d.C.terracotta),
    d.rrect(310, 176, 30, 56, 4, d.C.mustard),
    d.rrect(500, 130, 150, 180, 16, '#cfe3f0', { stroke: d.C.woodLight, 'stroke-width': 8 }),
    d.path('M520 170l40-30M520 210l70-52', d.C.white, { stroke: d.C.white, 'stroke-width': 6, opacity: 0.6 }),
    d.rect(480, 370, 190, 100, d.C.woodLight),
    d.rect(490, 380, 80, 80, d.lighter(d.C.woodLight, 0.12)),
    d.rect(580, 380, 80, 80, d.lighter(d.C.woodLight, 0.12)),
    d.rrect(470, 352, 210, 20, 6, d.C.white),
    d.ellipse(575, 352, 50, 8, '#dfe9ee'),
    d.stroke('M575 350v-26h14', d.C.slate, 5),
    d.rrect(290, 548, 200, 30, 8, d.C.sky),
    d.bush(720, 560, 1, d.C.white),
  );
  return s;
};
