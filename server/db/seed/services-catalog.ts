/**
 * The demo catalog of services (docs/rules.md R15.1–R15.3): titles, texts and rules in Russian and
 * English, prices in kopecks, how each is charged, options and slots. Seeded by ./services.ts (data of the `services` seed).
 */
import type { Localized } from '../schema';
import { L } from './util';
import { ANTI_SMOKING_FEE_KOPECKS, LUGGAGE_FREE_HOURS, type ChargeMode } from '../../../src/domain/services';

/** A demo service with its options `[title, price kopecks]` and slots `[from, to, places]`. */
export interface DemoService {
  code: string;
  title: Localized;
  summary: Localized;
  description: Localized;
  rules: Localized;
  photo: string;
  priceKopecks: number;
  chargeMode: ChargeMode;
  freeHours?: number;
  leadHours?: number;
  cutoffTime?: string;
  cancelHours?: number;
  maxPersons?: number;
  enabled?: boolean;
  options: [Localized, number][];
  slots: [string, string, number][];
}

export const DEMO: DemoService[] = [
  {
    code: 'breakfast',
    title: L('Завтрак', 'Breakfast'),
    summary: L('Завтрак в ресторане или в апартаменты', 'Breakfast in the restaurant or delivered to your apartment'),
    description: L(
      'Горячие блюда, выпечка, свежие фрукты и кофе. Выберите время и число гостей — мы накроем к вашему приходу.',
      'Hot dishes, pastries, fresh fruit and coffee. Choose the time and the number of guests and we will have it ready.',
    ),
    rules: L(
      'Заказ на следующий день — до 22:00. Цена за человека.',
      'Order by 22:00 the day before. The price is per person.',
    ),
    photo: '/images/services/breakfast.svg',
    priceKopecks: 65_000,
    chargeMode: 'per_person',
    cutoffTime: '22:00',
    cancelHours: 10,
    maxPersons: 8,
    options: [
      [L('Континентальный', 'Continental'), 0],
      [L('Полный английский', 'Full English'), 25_000],
      [L('В апартаменты', 'Delivered to the apartment'), 15_000],
    ],
    slots: [
      ['07:00', '08:00', 20],
      ['08:00', '09:00', 20],
      ['09:00', '10:00', 20],
      ['10:00', '11:00', 12],
    ],
  },
  {
    code: 'cleaning',
    title: L('Уборка', 'Cleaning'),
    summary: L('Уборка апартаментов и смена белья', 'Apartment cleaning and fresh linen'),
    description: L(
      'Влажная уборка, вынос мусора, смена полотенец и белья. Генеральная уборка включает окна и кухню.',
      'Cleaning, rubbish out, fresh towels and linen. A deep clean includes the windows and the kitchen.',
    ),
    rules: L(
      'Заказ не позднее чем за 4 часа. Отмена — за 2 часа до начала.',
      'Order at least 4 hours ahead. Cancel up to 2 hours before the start.',
    ),
    photo: '/images/services/cleaning.svg',
    priceKopecks: 250_000,
    chargeMode: 'once',
    leadHours: 4,
    options: [
      [L('Стандартная', 'Standard'), 0],
      [L('Генеральная', 'Deep clean'), 200_000],
    ],
    slots: [
      ['10:00', '12:00', 3],
      ['12:00', '14:00', 3],
      ['14:00', '16:00', 3],
      ['16:00', '18:00', 2],
    ],
  },
  {
    code: 'laundry',
    title: L('Прачечная', 'Laundry'),
    summary: L('Стирка и глажка за 24 часа', 'Washing and ironing within 24 hours'),
    description: L(
      'Заберём вещи из апартаментов и вернём чистыми и выглаженными. Цена за мешок до 5 кг.',
      'We collect your things from the apartment and bring them back washed and ironed. The price is per bag of up to 5 kg.',
    ),
    rules: L('Экспресс — за 6 часов.', 'Express: within 6 hours.'),
    photo: '/images/services/laundry.svg',
    priceKopecks: 90_000,
    chargeMode: 'once',
    leadHours: 1,
    options: [
      [L('Обычная (24 часа)', 'Regular (24 hours)'), 0],
      [L('Экспресс (6 часов)', 'Express (6 hours)'), 50_000],
    ],
    slots: [
      ['09:00', '11:00', 10],
      ['18:00', '20:00', 10],
    ],
  },
  {
    code: 'luggage',
    title: L('Хранение багажа', 'Luggage storage'),
    summary: L(`Бесплатно до ${LUGGAGE_FREE_HOURS} часов`, `Free for up to ${LUGGAGE_FREE_HOURS} hours`),
    description: L(
      'Оставьте вещи на ресепшене до заезда или после выезда.',
      'Leave your bags at the reception before check-in or after check-out.',
    ),
    rules: L(
      `Первые ${LUGGAGE_FREE_HOURS} часов бесплатно, далее — почасово.`,
      `The first ${LUGGAGE_FREE_HOURS} hours are free, then by the hour.`,
    ),
    photo: '/images/services/luggage.svg',
    priceKopecks: 10_000,
    chargeMode: 'per_hour',
    freeHours: LUGGAGE_FREE_HOURS,
    cancelHours: 0,
    options: [],
    slots: [],
  },
  {
    code: 'anti-smoking',
    title: L('Противотабачная уборка', 'Anti-smoking cleaning'),
    summary: L('Озонирование и химчистка после курения', 'Ozone treatment and dry cleaning after smoking'),
    description: L(
      'Курение в апартаментах запрещено. Если запах табака обнаружен, проводится противотабачная уборка.',
      'Smoking in the apartments is not allowed. If a smell of tobacco is found, anti-smoking cleaning is carried out.',
    ),
    rules: L('Стоимость — 5 000 ₽ по правилам проживания.', 'It costs 5,000 ₽ under the house rules.'),
    photo: '/images/services/anti-smoking.svg',
    priceKopecks: ANTI_SMOKING_FEE_KOPECKS,
    chargeMode: 'once',
    leadHours: 2,
    options: [],
    slots: [['12:00', '15:00', 2]],
  },
  {
    code: 'transfer',
    title: L('Трансфер в аэропорт', 'Airport transfer'),
    summary: L('Кольцово — Гранд Квартал, до 4 человек', 'Koltsovo airport to Grand Kvartal, up to 4 people'),
    description: L(
      'Водитель встретит с табличкой и поможет с багажом. Детское кресло по запросу.',
      'The driver meets you with a sign and helps with the luggage. A child seat on request.',
    ),
    rules: L('Заказ не позднее чем за 3 часа.', 'Order at least 3 hours ahead.'),
    photo: '/images/hero-skyline.svg',
    priceKopecks: 180_000,
    chargeMode: 'once',
    leadHours: 3,
    maxPersons: 4,
    options: [
      [L('Комфорт', 'Comfort'), 0],
      [L('Бизнес', 'Business'), 150_000],
    ],
    slots: [
      ['06:00', '09:00', 2],
      ['09:00', '12:00', 2],
      ['12:00', '15:00', 2],
      ['15:00', '18:00', 2],
      ['18:00', '21:00', 2],
      ['21:00', '23:59', 1],
    ],
  },
  {
    code: 'parking',
    title: L('Паркинг', 'Parking'),
    summary: L('Место в подземном паркинге', 'A space in the underground car park'),
    description: L(
      'Охраняемый подземный паркинг с зарядками для электромобилей.',
      'A guarded underground car park with EV chargers.',
    ),
    rules: L('Цена за ночь.', 'The price is per night.'),
    photo: '/images/buildings/plotinka.svg',
    priceKopecks: 70_000,
    chargeMode: 'per_night',
    enabled: false,
    options: [],
    slots: [],
  },
];
