/**
 * The demo objects: 114 apartments in two towers, offices, meeting rooms and a hall (docs/rules.md
 * R4.1).
 */
import type { Localized, ObjectKind, objects } from '../schema';
import { L, rng } from './util';
import { tFor } from '../../i18n';

/** Object rows of the demo company; `bRows` are its three buildings in seed order. */
export function demoObjects(companyId: number, bRows: { id: number }[]): (typeof objects.$inferInsert)[] {
  const rand = rng(2026);
  const between = (a: number, b: number) => a + Math.floor(rand() * (b - a + 1));
  const rows: (typeof objects.$inferInsert)[] = [];
  const apt = (buildingId: number, floors: number, total: number, tag: string) => {
    for (let i = 0; i < total; i++) {
      const rooms = [0, 1, 1, 2, 2, 3][between(0, 5)];
      const floor = between(2, floors);
      const number = `${floor}${String(between(1, 12)).padStart(2, '0')}${tag}`;
      const area =
        rooms === 0
          ? between(22, 32)
          : rooms === 1
            ? between(34, 48)
            : rooms === 2
              ? between(52, 72)
              : between(78, 110);
      const capacity = rooms === 0 ? 2 : rooms === 1 ? between(2, 3) : rooms === 2 ? between(4, 5) : between(6, 7);
      const rub =
        rooms === 0
          ? between(35, 55) * 100
          : rooms === 1
            ? between(50, 80) * 100
            : rooms === 2
              ? between(80, 120) * 100
              : between(120, 180) * 100;
      const kindRu = rooms === 0 ? 'Студия' : `${rooms}-комнатные апартаменты`;
      const kindEn = rooms === 0 ? 'Studio' : `${rooms}-bedroom apartment`;
      const view = rand() > 0.5;
      rows.push({
        companyId,
        buildingId,
        kind: 'apartment',
        floor,
        number,
        area,
        rooms: Math.max(rooms, 1),
        capacity,
        priceKopecks: rub * 100,
        title: L(`${kindRu}, ${area} м²`, `${kindEn}, ${area} m²`),
        description: L(
          `${kindRu} на ${floor} этаже${view ? ' с видом на городской пруд' : ' с окнами во двор'}: кухня с посудомоечной машиной, ` +
            `рабочее место, Wi-Fi 500 Мбит/с, смарт-замок, свежее бельё и полотенца. До ${capacity} гостей.`,
          `${kindEn} on floor ${floor}${view ? ' overlooking the city pond' : ' facing the courtyard'}: a kitchen with a dishwasher, ` +
            `a workspace, 500 Mbit/s Wi-Fi, a smart lock, fresh linen and towels. Sleeps up to ${capacity}.`,
        ),
        photos: [
          `/images/objects/apartment-${(i % 6) + 1}.svg`,
          `/images/objects/apartment-${((i + 2) % 6) + 1}.svg`,
          `/images/objects/bath-1.svg`,
        ],
        management: rand() > 0.2 ? 'mc' : 'self',
      });
    }
  };
  apt(bRows[0].id, 25, 62, '');
  apt(bRows[1].id, 12, 52, 'П');
  const bc = bRows[2].id;
  const add = (
    kind: ObjectKind,
    n: number,
    f: (i: number) => Partial<typeof objects.$inferInsert> & { title: Localized; description: Localized },
  ) => {
    for (let i = 0; i < n; i++) {
      rows.push({
        companyId,
        buildingId: bc,
        kind,
        floor: 1,
        number: '',
        area: 0,
        rooms: 1,
        capacity: 1,
        priceKopecks: 0,
        photos: [],
        ...f(i),
      });
    }
  };
  add('office', 26, (i) => {
    const area = between(20, 79);
    const floor = between(2, 9);
    const capacity = Math.max(2, Math.floor(area / 6));
    return {
      floor,
      number: `${floor}${String(i + 1).padStart(2, '0')}`,
      area,
      rooms: area > 50 ? 2 : 1,
      capacity,
      priceKopecks: Math.round((area * 95) / 10) * 10 * 100,
      title: L(`Офис ${area} м²`, `Office, ${area} m²`),
      description: L(
        `Офис на ${floor} этаже бизнес-центра на ${capacity} рабочих мест: мебель, кондиционер, интернет, уборка и охрана включены.`,
        `An office on floor ${floor} of the business centre for ${capacity} workplaces: furniture, air conditioning, internet, cleaning and security included.`,
      ),
      photos: [`/images/objects/office-${(i % 3) + 1}.svg`, `/images/objects/office-${((i + 1) % 3) + 1}.svg`],
    };
  });
  const meeting = [4, 6, 6, 8, 10, 12, 14, 16, 8];
  add('meeting_room', meeting.length, (i) => ({
    floor: 1 + (i % 3),
    number: `M${i + 1}`,
    area: 12 + meeting[i] * 2,
    capacity: meeting[i],
    priceKopecks: (1500 + meeting[i] * 250) * 100 * 8,
    // Counts through i18next plurals: «на 4 человека», «на 6 человек» (R8.4).
    title: L(
      tFor('ru')('objects.meetingRoomFor', { count: meeting[i] }),
      tFor('en')('objects.meetingRoomFor', { count: meeting[i] }),
    ),
    description: L(
      `${tFor('ru')('objects.meetingRoomFor', { count: meeting[i] })}: экран, видеосвязь, флипчарт, вода и кофе. Цена за день.`,
      `${tFor('en')('objects.meetingRoomFor', { count: meeting[i] })}: a screen, video conferencing, a flipchart, water and coffee. Price per day.`,
    ),
    photos: [`/images/objects/meeting-${(i % 2) + 1}.svg`],
  }));
  add('conference_hall', 1, () => ({
    floor: 1,
    number: 'K1',
    area: 180,
    capacity: 100,
    priceKopecks: 9500000,
    title: L('Конференц-зал на 100 человек', 'Conference hall for 100 people'),
    description: L(
      'Зал до 100 человек: сцена, проектор 4K, звук, синхронный перевод, кофе-брейки от ресторана комплекса. Цена за день.',
      'A hall for up to 100 people: a stage, a 4K projector, sound, simultaneous interpreting, coffee breaks by the complex restaurant. Price per day.',
    ),
    photos: ['/images/objects/hall-1.svg'],
  }));
  return rows;
}
