/**
 * Demo seed (docs/architecture.md § Data): the fictional "Grand Kvartal" apart-hotel complex in
 * Yekaterinburg — three buildings, 150 objects (apartments, offices 20–79 m², meeting rooms for
 * 4–16 people, a conference hall for up to 100; docs/rules.md R4.1), news, partners, services, FAQ and demo
 * users for each role, in Russian and English. Runs only on an empty database; deterministic.
 */
import { count, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { siteContent } from './seed-content';
import { buildings, companies, contentItems, notifications, objects, users, type Localized, type ObjectKind } from './schema';

/** Demo accounts (log in with the code from the SMS outbox). */
export const DEMO_USERS = {
  guest: '+79990000001',
  owner: '+79990000002',
  agent: '+79990000003',
  manager: '+79990000004',
} as const;

/** A small deterministic PRNG (mulberry32) so every seed is the same. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const L = (ru: string, en: string): Localized => ({ ru, en });

/** Seeds the demo company when the database has none. Resolves to true when it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: L('Апарт-отель «Гранд Квартал»', 'Grand Kvartal Apart-Hotel'),
        city: L('Екатеринбург', 'Yekaterinburg'),
        cityIn: L('Екатеринбурге', 'Yekaterinburg'),
        address: L('Екатеринбург, ул. Малышева, 51', '51 Malysheva St, Yekaterinburg'),
        phones: ['+73432000051', '+78005550151'],
        email: 'hello@grand-kvartal.example',
        lat: 56.8351,
        lng: 60.6122,
        socials: { telegram: 'https://t.me/grandkvartal_example', vk: 'https://vk.com/grandkvartal_example' },
        legal: {
          name: 'ООО «УК Гранд Квартал»',
          inn: '6670000000',
          kpp: '667001001',
          ogrn: '1236600000000',
          bank: 'ПАО «Уральский банк»',
          bik: '046577000',
          account: '40702810000000000001',
          corrAccount: '30101810500000000000',
        },
        checkInConditions: {
          checkInTime: '14:00',
          checkOutTime: '12:00',
          rules: [
            L('Заселение по паспорту гражданина РФ или иностранного государства', 'Check-in with a Russian or foreign passport'),
            L('Курение в апартаментах запрещено: штраф за уборку 5 000 ₽', 'No smoking in the apartments: a 5,000 ₽ cleaning fee applies'),
            L('Камера хранения багажа бесплатно до 12 часов', 'Luggage storage is free for up to 12 hours'),
            L('Тишина с 23:00 до 08:00', 'Quiet hours from 23:00 to 08:00'),
          ],
        },
      })
      .returning();
    const companyId = company.id;

    const bRows = await tx
      .insert(buildings)
      .values([
        {
          companyId,
          name: L('Корпус «Исеть»', 'Iset Building'),
          address: L('ул. Малышева, 51, корпус 1', '51 Malysheva St, building 1'),
          description: L('25-этажная башня с видом на городской пруд: студии и семейные апартаменты.', 'A 25-storey tower overlooking the city pond: studios and family apartments.'),
          floors: 25,
          lat: 56.8356,
          lng: 60.6109,
          photo: '/images/buildings/iset.svg',
        },
        {
          companyId,
          name: L('Корпус «Плотинка»', 'Plotinka Building'),
          address: L('ул. Малышева, 51, корпус 2', '51 Malysheva St, building 2'),
          description: L('Клубный дом на 12 этажей с закрытым двором и детской площадкой.', 'A 12-storey club house with a private courtyard and a playground.'),
          floors: 12,
          lat: 56.8348,
          lng: 60.6131,
          photo: '/images/buildings/plotinka.svg',
        },
        {
          companyId,
          name: L('Бизнес-центр «Уралмаш»', 'Uralmash Business Centre'),
          address: L('ул. Малышева, 51, корпус 3', '51 Malysheva St, building 3'),
          description: L('Офисы от 20 до 79 м², переговорные и конференц-зал на 100 человек.', 'Offices of 20 to 79 m², meeting rooms and a conference hall for 100 people.'),
          floors: 9,
          lat: 56.8343,
          lng: 60.6117,
          photo: '/images/buildings/uralmash.svg',
        },
      ])
      .returning();

    const rand = rng(2026);
    const between = (a: number, b: number) => a + Math.floor(rand() * (b - a + 1));
    const rows: (typeof objects.$inferInsert)[] = [];
    const apt = (buildingId: number, floors: number, total: number, tag: string) => {
      for (let i = 0; i < total; i++) {
        const rooms = [0, 1, 1, 2, 2, 3][between(0, 5)];
        const floor = between(2, floors);
        const number = `${floor}${String(between(1, 12)).padStart(2, '0')}${tag}`;
        const area = rooms === 0 ? between(22, 32) : rooms === 1 ? between(34, 48) : rooms === 2 ? between(52, 72) : between(78, 110);
        const capacity = rooms === 0 ? 2 : rooms === 1 ? between(2, 3) : rooms === 2 ? between(4, 5) : between(6, 7);
        const rub = rooms === 0 ? between(35, 55) * 100 : rooms === 1 ? between(50, 80) * 100 : rooms === 2 ? between(80, 120) * 100 : between(120, 180) * 100;
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
          photos: [`/images/objects/apartment-${(i % 6) + 1}.svg`, `/images/objects/apartment-${((i + 2) % 6) + 1}.svg`, `/images/objects/bath-1.svg`],
          management: rand() > 0.2 ? 'mc' : 'self',
        });
      }
    };
    apt(bRows[0].id, 25, 62, '');
    apt(bRows[1].id, 12, 52, 'П');
    const bc = bRows[2].id;
    const add = (kind: ObjectKind, n: number, f: (i: number) => Partial<typeof objects.$inferInsert> & { title: Localized; description: Localized }) => {
      for (let i = 0; i < n; i++) {
        rows.push({ companyId, buildingId: bc, kind, floor: 1, number: '', area: 0, rooms: 1, capacity: 1, priceKopecks: 0, photos: [], ...f(i) });
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
      title: L(`Переговорная на ${meeting[i]} человек`, `Meeting room for ${meeting[i]} people`),
      description: L(
        `Переговорная на ${meeting[i]} человек: экран, видеосвязь, флипчарт, вода и кофе. Цена за день.`,
        `A meeting room for ${meeting[i]} people: a screen, video conferencing, a flipchart, water and coffee. Price per day.`,
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
    const objRows = await tx.insert(objects).values(rows).returning({ id: objects.id });

    const [, owner] = await tx
      .insert(users)
      .values([
        { companyId, phone: DEMO_USERS.guest, surname: 'Иванов', name: 'Иван', patronymic: 'Сергеевич', email: 'ivanov@example.com', roles: ['guest'] },
        { companyId, phone: DEMO_USERS.owner, surname: 'Петрова', name: 'Мария', patronymic: 'Андреевна', email: 'petrova@example.com', roles: ['guest', 'owner'] },
        { companyId, phone: DEMO_USERS.agent, surname: 'Смирнов', name: 'Алексей', patronymic: 'Викторович', email: 'smirnov@example.com', roles: ['guest', 'agent'] },
        { companyId, phone: DEMO_USERS.manager, surname: 'Кузнецова', name: 'Ольга', patronymic: 'Игоревна', email: 'manager@example.com', roles: ['manager'] },
      ])
      .returning();
    // The owner owns a few apartments of the first building.
    await tx
      .update(objects)
      .set({ ownerId: owner.id })
      .where(inArray(objects.id, objRows.slice(0, 3).map((o) => o.id)));
    await tx.insert(notifications).values([
      {
        companyId,
        userId: owner.id,
        title: L('Отчёт за октябрь готов', 'The October report is ready'),
        body: L('Доход по вашим апартаментам за октябрь посчитан. Откройте раздел «Отчёты».', 'Income from your apartments for October has been calculated. Open Reports.'),
        link: '/reports',
      },
      {
        companyId,
        userId: owner.id,
        title: L('Голосование собственников', 'Owners\' vote'),
        body: L('Открыто голосование по благоустройству двора до 30 ноября.', 'A vote on the courtyard improvements is open until 30 November.'),
      },
    ]);

    const content: (typeof contentItems.$inferInsert)[] = [];
    const news: [string, Localized, Localized, Localized][] = [
      ['winter-offer', L('Зимнее предложение: −15% от 7 ночей', 'Winter offer: 15% off 7+ nights'), L('Скидка на проживание от недели до 28 февраля.', 'A discount on stays of a week or longer until 28 February.'), L('Бронируйте от 7 ночей и получите скидку 15% на проживание. Предложение действует для всех апартаментов комплекса при бронировании на сайте.', 'Book 7 nights or more and get 15% off your stay. The offer applies to every apartment of the complex booked on the website.')],
      ['coworking-open', L('Открыли коворкинг на 2 этаже', 'Our coworking space is open on floor 2'), L('40 рабочих мест, переговорные и кофе для гостей.', '40 desks, meeting rooms and coffee for guests.'), L('Гости апарт-отеля работают в коворкинге бесплатно. Арендаторам офисов — скидка 20% на переговорные.', 'Apart-hotel guests use the coworking space for free. Office tenants get 20% off meeting rooms.')],
      ['breakfast', L('Завтраки в номер', 'Breakfast in your apartment'), L('Закажите завтрак в личном кабинете до 22:00.', 'Order breakfast in your account by 22:00.'), L('Ресторан комплекса доставляет завтраки с 7:00 до 11:00. Меню меняется каждую неделю.', 'The complex restaurant delivers breakfast from 7:00 to 11:00. The menu changes every week.')],
      ['award-2026', L('Лучший апарт-отель Урала 2026', 'Best apart-hotel of the Urals 2026'), L('Премия гостеприимства по итогам отзывов гостей.', 'A hospitality award based on guest reviews.'), L('Комплекс получил премию по итогам 4 000 отзывов гостей: чистота, сервис и расположение.', 'The complex won the award based on 4,000 guest reviews: cleanliness, service and location.')],
      ['parking', L('Новый подземный паркинг', 'New underground parking'), L('180 мест с зарядками для электромобилей.', '180 spaces with EV chargers.'), L('Паркинг открыт круглосуточно; гостям — первые 2 часа бесплатно.', 'The car park is open around the clock; the first 2 hours are free for guests.')],
      ['owners-meeting', L('Собрание собственников 5 декабря', 'Owners\' meeting on 5 December'), L('Итоги года и планы управляющей компании.', 'The year in review and the management company\'s plans.'), L('Приглашаем собственников апартаментов на ежегодное собрание в конференц-зале.', 'Apartment owners are invited to the annual meeting in the conference hall.')],
    ];
    news.forEach(([slug, title, summary, body], i) =>
      content.push({ companyId, kind: 'news', slug, title, summary, body, image: `/images/news/news-${(i % 3) + 1}.svg`, position: i, publishedAt: new Date(Date.UTC(2026, 10, 18 - i * 6, 9)) }),
    );
    const partners: [string, Localized, Localized, number, string][] = [
      ['uralfit', L('Фитнес-клуб «УралФит»', 'UralFit gym'), L('Фитнес-клуб в 5 минутах от комплекса', 'A gym five minutes from the complex'), 20, 'GRAND20'],
      ['kofeinya', L('Кофейня «Зерно»', 'Zerno coffee house'), L('Спешелти-кофе и выпечка', 'Speciality coffee and pastries'), 10, 'ZERNO10'],
      ['taxi', L('Такси «Урал-Трансфер»', 'Ural Transfer taxi'), L('Трансфер из аэропорта Кольцово', 'Transfers from Koltsovo airport'), 15, 'KOLTSOVO15'],
      ['spa', L('SPA «Малахит»', 'Malachite SPA'), L('Массаж и бассейн', 'Massage and a swimming pool'), 25, 'MALACHITE25'],
    ];
    partners.forEach(([slug, title, summary, discount, promoCode], i) =>
      content.push({ companyId, kind: 'partner', slug, title, summary, body: summary, image: `/images/partners/partner-${i + 1}.svg`, data: { discount, promoCode }, position: i }),
    );
    const services: [string, Localized, Localized, number][] = [
      ['breakfast', L('Завтрак', 'Breakfast'), L('Доставка в апартаменты с 7:00 до 11:00', 'Delivered to your apartment 7:00–11:00'), 650],
      ['cleaning', L('Уборка', 'Cleaning'), L('Генеральная или поддерживающая уборка', 'A thorough or a light clean'), 1800],
      ['laundry', L('Прачечная', 'Laundry'), L('Стирка и глажка за 24 часа', 'Washing and ironing within 24 hours'), 900],
      ['repair', L('Мелкий ремонт', 'Minor repairs'), L('Сантехник, электрик, мастер на час', 'A plumber, an electrician, a handyman'), 1200],
      ['luggage', L('Камера хранения', 'Luggage storage'), L('Бесплатно до 12 часов', 'Free for up to 12 hours'), 0],
      ['anti-smoking', L('Уборка после курения', 'Anti-smoking cleaning'), L('Штрафная уборка при курении в апартаментах', 'A penalty clean after smoking in an apartment'), 5000],
    ];
    services.forEach(([slug, title, summary, rub], i) =>
      content.push({ companyId, kind: 'service', slug, title, summary, body: summary, image: `/images/services/${slug}.svg`, data: { priceKopecks: rub * 100 }, position: i }),
    );
    const faq: [Localized, Localized][] = [
      [L('Во сколько заселение и выезд?', 'What are the check-in and check-out times?'), L('Заселение с 14:00, выезд до 12:00. Ранний заезд и поздний выезд — по запросу.', 'Check-in from 14:00, check-out by 12:00. Early check-in and late check-out on request.')],
      [L('Можно ли с детьми?', 'Are children welcome?'), L('Да. Детская кроватка и стульчик бесплатно; укажите возраст детей при бронировании.', 'Yes. A cot and a high chair are free; give the children\'s ages when booking.')],
      [L('Как оплатить бронирование?', 'How do I pay for a booking?'), L('Картой на сайте или банковским переводом для юрлиц (2–3 рабочих дня).', 'By card on the website, or by bank transfer for companies (2–3 business days).')],
      [L('Есть ли парковка?', 'Is there parking?'), L('Да, подземный паркинг на 180 мест.', 'Yes, an underground car park with 180 spaces.')],
      [L('Можно ли курить?', 'May I smoke?'), L('Нет. За уборку после курения взимается 5 000 ₽.', 'No. A 5,000 ₽ cleaning fee applies after smoking.')],
      [L('Где оставить багаж?', 'Where can I leave my luggage?'), L('В камере хранения на ресепшене — бесплатно до 12 часов.', 'In the luggage room at reception, free for up to 12 hours.')],
    ];
    faq.forEach(([title, body], i) => content.push({ companyId, kind: 'faq', slug: `faq-${i + 1}`, title, summary: title, body, position: i }));
    content.push(...siteContent(companyId));
    await tx.insert(contentItems).values(content);
  });
  return true;
}
