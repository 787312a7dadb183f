/**
 * The illustrations of the apartments (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import {
  C,
  rect,
  rrect,
  circle,
  ellipse,
  poly,
  path,
  stroke,
  shadow,
  lin,
  pattern,
  darker,
  lighter,
  Scene,
} from './kit';
import {
  room,
  windowView,
  curtains,
  plant,
  bush,
  picture,
  sofa,
  coffeeTable,
  rug,
  floorLamp,
  pendant,
  tableLamp,
  nightstand,
} from './rooms';
import { bedFront, bedSide, chair, officeChair, desk, monitor, bookshelf, clock } from './furniture';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => Scene> = {};

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
