/**
 * The illustrations of news, partners and services (scripts/gen-images.ts):
 * each output path mapped to the function that draws it.
 */
import * as d from './draw';
import { street } from './city';

/** Output path under public/ → the scene that draws it. */
export const files: Record<string, () => d.Scene> = {};

// ------------------------------------------------------------------- news --
files['images/news/news-1.svg'] = () => {
  const s = new d.Scene(800, 450, 'Winter city street with snow', 'news-1');
  const r = s.r;
  s.def(
    d.lin('wsky', [
      [0, '#b9cfe0'],
      [1, '#eef3f7'],
    ]),
  );
  const flakes: string[] = [];
  for (let i = 0; i < 34; i++)
    flakes.push(d.circle(d.between(r, 0, 800), d.between(r, 0, 400), d.between(r, 2, 4.5), ''));
  const win = d.rect(6, 6, 14, 16, '#a9c6da');
  s.add(
    d.rect(0, 0, 800, 450, 'url(#wsky)'),
    d.path(d.skyline(r, 0, 330, 800, 60, 160, 50), '#d5e1ea'),
    d.facade(s, 'w1', 60, 150, 180, 200, '#e9dccb', [26, 30], win),
    d.facade(s, 'w2', 260, 110, 140, 240, '#dfe6ec', [26, 30], win),
    d.facade(s, 'w3', 560, 170, 200, 180, '#c98d6a', [26, 30], win),
    d.litWindows(r, 260, 110, 5, 8, [26, 30], [6, 6, 14, 16], 6, d.C.warm),
    d.g([d.rrect(54, 142, 192, 12, 6, ''), d.rrect(254, 102, 152, 12, 6, ''), d.rrect(554, 162, 212, 12, 6, '')], {
      fill: d.C.white,
    }),
    d.path('M0 350q200-24 400-6t400-4V450H0z', '#f6f9fb'),
    d.ellipse(560, 400, 180, 14, '#dde8f0'),
    d.conifer(460, 370, 1.1, d.C.greenDark, true),
    d.conifer(520, 360, 0.8, d.C.green, true),
    d.conifer(40, 380, 0.9, d.C.greenDark, true),
    d.rect(680, 200, 5, 180, d.C.ink),
    d.path('M683 200h30v8h-30z', d.C.ink),
    d.circle(708, 214, 22, '#fff3d6', { opacity: 0.6 }),
    d.circle(708, 212, 6, d.C.warm),
    d.circle(330, 392, 30, d.C.white),
    d.circle(330, 346, 22, d.C.white),
    d.circle(330, 312, 15, d.C.white),
    d.path('M330 312l16 4-16 3z', d.C.terracotta),
    d.rect(318, 292, 24, 8, d.C.navy),
    d.rect(322, 278, 16, 16, d.C.navy),
    d.g(flakes, { fill: d.C.white, opacity: 0.9 }),
  );
  return s;
};

files['images/news/news-2.svg'] = () => {
  const s = new d.Scene(800, 450, 'Coworking space with people at a long table', 'news-2');
  d.room(s, { wall: '#efe4d2', floor: '#a98a6c' }, 140, 0.72);
  s.add(
    d.windowView(s, 150, 70, 500, 170, { panes: 4, frame: '#f5f1ea' }),
    d.pendant(260, 30, d.C.blue),
    d.pendant(400, 30, d.C.blue),
    d.pendant(540, 30, d.C.blue),
    d.person(270, 370, d.C.terracotta, d.C.woodDark),
    d.person(400, 366, d.C.green, d.C.ink),
    d.person(530, 370, d.C.mustard, '#6b4a32'),
    d.shadow(400, 430, 290, 10),
    d.rect(140, 372, 12, 60, d.C.ink),
    d.rect(648, 372, 12, 60, d.C.ink),
    d.rrect(120, 360, 560, 14, 4, d.C.woodLight),
    d.laptop(250, 360, 70),
    d.laptop(420, 360, 70),
    d.laptop(550, 360, 70),
    d.rrect(330, 344, 18, 16, 3, d.C.white),
    d.plant(70, 440, 1.2, d.C.cream, d.C.greenDark),
    d.bush(735, 440, 1.2, d.C.terracotta),
  );
  return s;
};

files['images/news/news-3.svg'] = () => {
  const s = new d.Scene(800, 450, 'Breakfast tray with coffee, eggs and a croissant', 'news-3');
  s.add(
    d.rect(0, 0, 800, 450, d.C.woodLight),
    d.stroke('M0 90H800M0 200H800M0 310H800M0 420H800', d.darker(d.C.woodLight, 0.08), 3),
    d.rrect(140, 50, 520, 350, 26, d.C.wood),
    d.rrect(156, 66, 488, 318, 18, d.C.cream),
    d.rrect(176, 110, 44, 250, 4, '#dfe8ee'),
    d.rrect(188, 130, 8, 200, 4, d.C.grey),
    d.rrect(204, 130, 8, 200, 4, d.C.grey),
    d.circle(340, 230, 112, '#000', { opacity: 0.06 }),
    d.circle(336, 224, 112, '#e6eff5'),
    d.circle(336, 224, 88, '#f1f6f9'),
    d.path('M290 190q30-40 80-10 40 30 10 70-40 40-90 10-30-30 0-70z', d.C.white, {
      stroke: '#e2d6c4',
      'stroke-width': 2,
    }),
    d.circle(332, 226, 26, '#f2b233'),
    d.circle(324, 218, 7, '#f7cf72'),
    d.circle(392, 290, 20, '#d9574a'),
    d.circle(392, 290, 14, '#e8796b'),
    d.ellipse(280, 290, 24, 12, d.C.green, { transform: 'rotate(-30 280 290)' }),
    d.path('M480 110q50-24 110 6-10 18-26 20-28-14-58-4-16-6-26-22z', '#d9953f'),
    d.stroke('M515 108l-4 22M545 106v24M572 112l6 20', '#b0722d', 4),
    d.circle(546, 300, 64, d.C.white),
    d.circle(546, 300, 40, '#6b4128'),
    d.path('M546 318q-22-14-16-26 8-10 16 2 8-12 16-2 6 12-16 26z', '#e8d2b6'),
    d.rrect(596, 292, 36, 16, 8, d.C.white),
    d.circle(478, 196, 28, '#f5a623', { stroke: d.C.white, 'stroke-width': 6 }),
  );
  return s;
};

// --------------------------------------------------------------- partners --
function logoCard(
  s: d.Scene,
  bg: string,
  mark: string,
  name: string,
  tagline: string,
  fg: string,
  sub: string,
): d.Scene {
  return s.add(
    d.rrect(0, 0, 400, 200, 20, bg),
    mark,
    d.text(150, 108, name, name.length > 9 ? 28 : name.length > 7 ? 36 : 42, fg, { 'font-weight': 700 }),
    d.text(152, 136, tagline, 15, sub, { 'letter-spacing': 2 }),
  );
}

files['images/partners/partner-1.svg'] = () =>
  logoCard(
    new d.Scene(400, 200, 'UralFit gym logo', 'partner-1'),
    d.C.navy,
    d.circle(84, 100, 50, '#e8824a') +
      d.stroke('M46 118l22-34 14 18 14-26 20 42', d.C.white, 7, { 'stroke-linejoin': 'round' }) +
      d.rect(56, 122, 56, 6, d.C.white, { rx: 3 }),
    'UralFit',
    'FITNESS CLUB',
    d.C.white,
    '#9fc0d8',
  );

files['images/partners/partner-2.svg'] = () =>
  logoCard(
    new d.Scene(400, 200, 'Zerno coffee house logo', 'partner-2'),
    '#f3ebe0',
    d.circle(84, 100, 52, '#e6d5bf') +
      d.ellipse(84, 100, 26, 36, '#6b4128', { transform: 'rotate(30 84 100)' }) +
      d.stroke('M70 72q24 14 4 30t24 30', '#e6d5bf', 5),
    'Zerno',
    'COFFEE HOUSE',
    '#5b3a29',
    '#a07a5a',
  );

files['images/partners/partner-3.svg'] = () => {
  const s = new d.Scene(400, 200, 'Ural Transfer taxi logo', 'partner-3');
  s.def(d.pattern('chk', 20, 20, d.rect(0, 0, 10, 10, d.C.ink) + d.rect(10, 10, 10, 10, d.C.ink)));
  logoCard(
    s,
    d.C.mustard,
    d.circle(84, 96, 50, d.C.white) +
      d.path('M48 112v-14q0-6 6-7l10-2 10-12h22l10 12 10 2q6 1 6 7v14z', d.C.navy) +
      d.path('M70 90l6-8h8v8zM90 90v-8h6l6 8z', '#cfe3f0') +
      d.circle(62, 112, 7, d.C.ink) +
      d.circle(106, 112, 7, d.C.ink),
    'Ural Transfer',
    'TAXI · AIRPORT',
    d.C.navy,
    '#5b4a1f',
  );
  return s.add(d.rect(20, 170, 360, 20, 'url(#chk)', { opacity: 0.8 }));
};

files['images/partners/partner-4.svg'] = () => {
  const s = new d.Scene(400, 200, 'Malachite spa logo', 'partner-4');
  s.def(
    d.lin(
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
    d.circle(84, 100, 52, '#3fa27f') +
      d.stroke('M44 120q20-40 40-18t40-26M40 100q22-44 46-24t34-22M52 138q24-34 44-16t26-18', '#1a5a49', 6) +
      d.path('M84 64q22 22 0 48-22-26 0-48z', d.C.white, { opacity: 0.9 }),
    'Malachite',
    'SPA & WELLNESS',
    d.C.white,
    '#bfe6d6',
  );
};

// --------------------------------------------------------------- services --
function serviceCard(title: string, seed: string, bg: string, ...parts: string[]): d.Scene {
  const s = new d.Scene(400, 300, title, seed);
  return s.add(
    d.rrect(0, 0, 400, 300, 24, bg),
    d.circle(200, 150, 112, d.C.white, { opacity: 0.55 }),
    d.ellipse(200, 246, 120, 10, '#000', { opacity: 0.06 }),
    ...parts,
  );
}

files['images/services/breakfast.svg'] = () =>
  serviceCard(
    'Breakfast delivered to the apartment',
    'breakfast',
    '#f6ead8',
    d.ellipse(170, 236, 84, 14, d.C.white, { stroke: '#e3d3ba', 'stroke-width': 3 }),
    d.path('M120 140h100v50q0 44-50 44t-50-44z', d.C.white, { stroke: '#e3d3ba', 'stroke-width': 3 }),
    d.ellipse(170, 140, 50, 8, '#6b4128'),
    d.stroke('M220 156q30 0 30 24t-34 26', d.C.white, 10),
    d.stroke('M150 110q-10-14 0-26t0-26M178 110q-10-14 0-26t0-26', d.C.woodLight, 5),
    d.path('M250 220q40-34 96-6-6 22-24 24-26-16-50-6-14-2-22-12z', '#d9953f'),
    d.stroke('M282 206l-2 18M306 204v20M326 208l4 18', '#b0722d', 4),
  );

files['images/services/cleaning.svg'] = () =>
  serviceCard(
    'Apartment cleaning',
    'cleaning',
    '#e3eef5',
    d.rrect(130, 118, 80, 124, 16, d.C.sky),
    d.rect(150, 150, 40, 50, d.C.white, { opacity: 0.7 }),
    d.rect(156, 94, 28, 26, d.C.blue),
    d.path('M150 70h52l-8 24h-44z', d.C.navy),
    d.path('M202 76l22 10v6l-22-4z', d.C.navy),
    d.rrect(238, 200, 90, 42, 10, d.C.mustard),
    d.rect(238, 200, 90, 14, d.C.green),
    d.g([d.circle(256, 226, 4, ''), d.circle(282, 232, 3, ''), d.circle(306, 224, 4, '')], { fill: '#b98a3a' }),
    d.g([d.circle(120, 100, 7, ''), d.circle(104, 128, 5, ''), d.circle(300, 178, 8, '')], {
      fill: d.C.white,
      stroke: '#9fcbe4',
      'stroke-width': 2,
    }),
    d.path('M270 120l6 18 18 6-18 6-6 18-6-18-18-6 18-6zM300 80l4 10 10 4-10 4-4 10-4-10-10-4 10-4z', d.C.white),
    d.circle(240, 70, 6, d.C.white),
  );

files['images/services/laundry.svg'] = () =>
  serviceCard(
    'Laundry and ironing',
    'laundry',
    '#e8eef6',
    d.rrect(110, 60, 140, 184, 14, d.C.white, { stroke: d.C.grey, 'stroke-width': 4 }),
    d.rect(110, 60, 140, 34, d.C.grey, { rx: 14 }),
    d.circle(134, 78, 6, d.C.blue),
    d.rrect(200, 72, 36, 10, 4, d.C.slate),
    d.circle(180, 166, 50, d.C.slate),
    d.circle(180, 166, 40, '#9fcbe4'),
    d.path('M140 170q20-12 40 0t40 0v8a40 40 0 0 1-80 0z', d.C.sky),
    d.circle(166, 150, 6, d.C.white),
    d.circle(190, 138, 4, d.C.white),
    d.rrect(266, 204, 90, 36, 6, d.C.terracotta),
    d.rrect(270, 172, 82, 32, 6, d.C.mustard),
    d.rrect(274, 142, 74, 30, 6, d.C.green),
    d.rect(266, 218, 90, 4, d.lighter(d.C.terracotta, 0.3)),
  );

files['images/services/repair.svg'] = () =>
  serviceCard(
    'Minor repairs',
    'repair',
    '#efe7db',
    d.g(
      [
        d.rrect(-12, -90, 24, 150, 8, d.C.slate),
        d.circle(0, -108, 30, d.C.slate),
        d.rect(-10, -142, 20, 38, d.mix('#efe7db', d.C.white, 0.55)),
      ],
      {
        transform: 'translate(200 160) rotate(-45)',
      },
    ),
    d.g(
      [
        d.rrect(-10, -40, 20, 110, 10, d.C.terracotta),
        d.rect(-4, -120, 8, 84, d.C.grey),
        d.path('M-4-120h8l-4 -14z', d.C.grey),
      ],
      {
        transform: 'translate(200 160) rotate(45)',
      },
    ),
    d.circle(200, 160, 10, d.C.white),
  );

files['images/services/luggage.svg'] = () =>
  serviceCard(
    'Luggage storage',
    'luggage',
    '#e6eef0',
    d.stroke('M176 90V52h48v38', d.C.slate, 10, { 'stroke-linejoin': 'round' }),
    d.rrect(130, 84, 140, 152, 18, d.C.blue),
    d.rect(130, 124, 140, 8, d.C.navy),
    d.rect(130, 188, 140, 8, d.C.navy),
    d.rect(166, 84, 10, 152, d.lighter(d.C.blue, 0.2)),
    d.rect(224, 84, 10, 152, d.lighter(d.C.blue, 0.2)),
    d.circle(154, 244, 10, d.C.ink),
    d.circle(246, 244, 10, d.C.ink),
    d.stroke('M270 110l26 30', d.C.woodDark, 3),
    d.path('M284 140l30-8 10 34-30 8z', d.C.mustard),
    d.circle(296, 148, 3, d.C.white),
  );

files['images/services/anti-smoking.svg'] = () =>
  serviceCard(
    'Cleaning after smoking in an apartment',
    'anti-smoking',
    '#f4e6e1',
    d.rect(110, 160, 150, 26, d.C.white, { stroke: d.C.grey, 'stroke-width': 2 }),
    d.rect(260, 160, 40, 26, '#e0a36b'),
    d.rect(100, 160, 12, 26, '#8c8c8c'),
    d.stroke('M104 150q-16-16 0-30t0-34M124 146q-14-14 0-26', '#a8b3bb', 6),
    d.circle(200, 150, 100, 'none', { stroke: '#d9574a', 'stroke-width': 18 }),
    d.stroke('M130 80l140 140', '#d9574a', 18),
  );
