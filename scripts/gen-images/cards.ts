/**
 * The illustrations of news, partners and services (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import {
  C,
  rect,
  rrect,
  circle,
  ellipse,
  path,
  stroke,
  g,
  text,
  shadow,
  lin,
  pattern,
  mix,
  darker,
  lighter,
  between,
  Scene,
} from './kit';
import { skyline, conifer, facade, litWindows } from './scenery';
import { room, windowView, plant, bush, pendant } from './rooms';
import { laptop, person } from './furniture';
import { street } from './city';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => Scene> = {};

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
