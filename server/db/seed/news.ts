/** Demo news, partners, services and FAQ of the public site. */
import type { contentItems, Localized } from '../schema';
import { L } from './util';
import { formatMoney } from '../../../src/domain/money';

/** News, partner, service and FAQ rows of a company. */
export function demoNews(companyId: number): (typeof contentItems.$inferInsert)[] {
  const content: (typeof contentItems.$inferInsert)[] = [];
  const news: [string, Localized, Localized, Localized][] = [
    [
      'winter-offer',
      L('Зимнее предложение: −15% от 7 ночей', 'Winter offer: 15% off 7+ nights'),
      L('Скидка на проживание от недели до 28 февраля.', 'A discount on stays of a week or longer until 28 February.'),
      L(
        'Бронируйте от 7 ночей и получите скидку 15% на проживание. Предложение действует для всех апартаментов комплекса при бронировании на сайте.',
        'Book 7 nights or more and get 15% off your stay. The offer applies to every apartment of the complex booked on the website.',
      ),
    ],
    [
      'coworking-open',
      L('Открыли коворкинг на 2 этаже', 'Our coworking space is open on floor 2'),
      L('40 рабочих мест, переговорные и кофе для гостей.', '40 desks, meeting rooms and coffee for guests.'),
      L(
        'Гости апарт-отеля работают в коворкинге бесплатно. Арендаторам офисов — скидка 20% на переговорные.',
        'Apart-hotel guests use the coworking space for free. Office tenants get 20% off meeting rooms.',
      ),
    ],
    [
      'breakfast',
      L('Завтраки в номер', 'Breakfast in your apartment'),
      L('Закажите завтрак в личном кабинете до 22:00.', 'Order breakfast in your account by 22:00.'),
      L(
        'Ресторан комплекса доставляет завтраки с 7:00 до 11:00. Меню меняется каждую неделю.',
        'The complex restaurant delivers breakfast from 7:00 to 11:00. The menu changes every week.',
      ),
    ],
    [
      'award-2026',
      L('Лучший апарт-отель Урала 2026', 'Best apart-hotel of the Urals 2026'),
      L('Премия гостеприимства по итогам отзывов гостей.', 'A hospitality award based on guest reviews.'),
      L(
        'Комплекс получил премию по итогам 4 000 отзывов гостей: чистота, сервис и расположение.',
        'The complex won the award based on 4,000 guest reviews: cleanliness, service and location.',
      ),
    ],
    [
      'parking',
      L('Новый подземный паркинг', 'New underground parking'),
      L('180 мест с зарядками для электромобилей.', '180 spaces with EV chargers.'),
      L(
        'Паркинг открыт круглосуточно; гостям — первые 2 часа бесплатно.',
        'The car park is open around the clock; the first 2 hours are free for guests.',
      ),
    ],
    [
      'owners-meeting',
      L('Собрание собственников 5 декабря', "Owners' meeting on 5 December"),
      L('Итоги года и планы управляющей компании.', "The year in review and the management company's plans."),
      L(
        'Приглашаем собственников апартаментов на ежегодное собрание в конференц-зале.',
        'Apartment owners are invited to the annual meeting in the conference hall.',
      ),
    ],
  ];
  news.forEach(([slug, title, summary, body], i) =>
    content.push({
      companyId,
      kind: 'news',
      slug,
      title,
      summary,
      body,
      image: `/images/news/news-${(i % 3) + 1}.svg`,
      position: i,
      publishedAt: new Date(Date.UTC(2026, 10, 18 - i * 6, 9)),
    }),
  );
  const partners: [string, Localized, Localized, number, string][] = [
    [
      'uralfit',
      L('Фитнес-клуб «УралФит»', 'UralFit gym'),
      L('Фитнес-клуб в 5 минутах от комплекса', 'A gym five minutes from the complex'),
      20,
      'GRAND20',
    ],
    [
      'kofeinya',
      L('Кофейня «Зерно»', 'Zerno coffee house'),
      L('Спешелти-кофе и выпечка', 'Speciality coffee and pastries'),
      10,
      'ZERNO10',
    ],
    [
      'taxi',
      L('Такси «Урал-Трансфер»', 'Ural Transfer taxi'),
      L('Трансфер из аэропорта Кольцово', 'Transfers from Koltsovo airport'),
      15,
      'KOLTSOVO15',
    ],
    [
      'spa',
      L('SPA «Малахит»', 'Malachite SPA'),
      L('Массаж и бассейн', 'Massage and a swimming pool'),
      25,
      'MALACHITE25',
    ],
  ];
  partners.forEach(([slug, title, summary, discount, promoCode], i) =>
    content.push({
      companyId,
      kind: 'partner',
      slug,
      title,
      summary,
      body: summary,
      image: `/images/partners/partner-${i + 1}.svg`,
      data: { discount, promoCode },
      position: i,
    }),
  );
  const services: [string, Localized, Localized, number][] = [
    [
      'breakfast',
      L('Завтрак', 'Breakfast'),
      L('Доставка в апартаменты с 7:00 до 11:00', 'Delivered to your apartment 7:00–11:00'),
      650,
    ],
    [
      'cleaning',
      L('Уборка', 'Cleaning'),
      L('Генеральная или поддерживающая уборка', 'A thorough or a light clean'),
      1800,
    ],
    ['laundry', L('Прачечная', 'Laundry'), L('Стирка и глажка за 24 часа', 'Washing and ironing within 24 hours'), 900],
    [
      'repair',
      L('Мелкий ремонт', 'Minor repairs'),
      L('Сантехник, электрик, мастер на час', 'A plumber, an electrician, a handyman'),
      1200,
    ],
    ['luggage', L('Камера хранения', 'Luggage storage'), L('Бесплатно до 12 часов', 'Free for up to 12 hours'), 0],
    [
      'anti-smoking',
      L('Уборка после курения', 'Anti-smoking cleaning'),
      L('Штрафная уборка при курении в апартаментах', 'A penalty clean after smoking in an apartment'),
      5000,
    ],
  ];
  services.forEach(([slug, title, summary, rub], i) =>
    content.push({
      companyId,
      kind: 'service',
      slug,
      title,
      summary,
      body: summary,
      image: `/images/services/${slug}.svg`,
      data: { priceKopecks: rub * 100 },
      position: i,
    }),
  );
  const faq: [Localized, Localized][] = [
    [
      L('Во сколько заселение и выезд?', 'What are the check-in and check-out times?'),
      L(
        'Заселение с 14:00, выезд до 12:00. Ранний заезд и поздний выезд — по запросу.',
        'Check-in from 14:00, check-out by 12:00. Early check-in and late check-out on request.',
      ),
    ],
    [
      L('Можно ли с детьми?', 'Are children welcome?'),
      L(
        'Да. Детская кроватка и стульчик бесплатно; укажите возраст детей при бронировании.',
        "Yes. A cot and a high chair are free; give the children's ages when booking.",
      ),
    ],
    [
      L('Как оплатить бронирование?', 'How do I pay for a booking?'),
      L(
        'Картой на сайте или банковским переводом для юрлиц (2–3 рабочих дня).',
        'By card on the website, or by bank transfer for companies (2–3 business days).',
      ),
    ],
    [
      L('Есть ли парковка?', 'Is there parking?'),
      L('Да, подземный паркинг на 180 мест.', 'Yes, an underground car park with 180 spaces.'),
    ],
    [
      L('Можно ли курить?', 'May I smoke?'),
      L(
        `Нет. За уборку после курения взимается ${formatMoney(500000, 'ru')}.`,
        `No. A ${formatMoney(500000, 'en')} cleaning fee applies after smoking.`,
      ),
    ],
    [
      L('Где оставить багаж?', 'Where can I leave my luggage?'),
      L(
        'В камере хранения на ресепшене — бесплатно до 12 часов.',
        'In the luggage room at reception, free for up to 12 hours.',
      ),
    ],
  ];
  faq.forEach(([title, body], i) =>
    content.push({ companyId, kind: 'faq', slug: `faq-${i + 1}`, title, summary: title, body, position: i }),
  );
  return content;
}
