/**
 * The demo company and its three buildings (company id 1, docs/rules.md R1.2: Grand Kvartal,
 * Yekaterinburg), and its tax settings (R5.25).
 */
import type { buildings, companies, taxSettings } from '../schema';
import { GENERAL_SYSTEM } from '../../../src/domain/fiscal-lines';
import { L } from './util';
import { formatMoney } from '../../../src/domain/money';

/** The demo company row. */
export const demoCompany: typeof companies.$inferInsert = {
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
    nameEn: 'Grand Kvartal MC LLC',
    inn: '6670000000',
    kpp: '667001001',
    ogrn: '1236600000000',
    bank: 'ПАО «Уральский банк»',
    bankEn: 'Ural Bank PJSC',
    bik: '046577000',
    account: '40702810000000000001',
    corrAccount: '30101810500000000000',
  },
  // The number in the register of classified accommodation facilities (docs/rules.md R6.15): a
  // made-up number in the register's style (prefix С, region 66, year, serial).
  registerNumber: 'С662025001234',
  checkInConditions: {
    checkInTime: '14:00',
    checkOutTime: '12:00',
    rules: [
      L(
        'Заселение по паспорту гражданина РФ или иностранного государства',
        'Check-in with a Russian or foreign passport',
      ),
      L(
        `Курение в апартаментах запрещено: штраф за уборку ${formatMoney(500000, 'ru')}`,
        `No smoking in the apartments: a ${formatMoney(500000, 'en')} cleaning fee applies`,
      ),
      L('Камера хранения багажа бесплатно до 12 часов', 'Luggage storage is free for up to 12 hours'),
      L('Тишина с 23:00 до 08:00', 'Quiet hours from 23:00 to 08:00'),
    ],
  },
};

/** The demo buildings of a company: two residential towers and a business centre. */
export function demoBuildings(companyId: number): (typeof buildings.$inferInsert)[] {
  return [
    {
      companyId,
      name: L('Корпус «Исеть»', 'Iset Building'),
      address: L('ул. Малышева, 51, корпус 1', '51 Malysheva St, building 1'),
      description: L(
        '25-этажная башня с видом на городской пруд: студии и семейные апартаменты.',
        'A 25-storey tower overlooking the city pond: studios and family apartments.',
      ),
      floors: 25,
      lat: 56.8356,
      lng: 60.6109,
      photo: '/images/buildings/iset.svg',
    },
    {
      companyId,
      name: L('Корпус «Плотинка»', 'Plotinka Building'),
      address: L('ул. Малышева, 51, корпус 2', '51 Malysheva St, building 2'),
      description: L(
        'Клубный дом на 12 этажей с закрытым двором и детской площадкой.',
        'A 12-storey club house with a private courtyard and a playground.',
      ),
      floors: 12,
      lat: 56.8348,
      lng: 60.6131,
      photo: '/images/buildings/plotinka.svg',
    },
    {
      companyId,
      name: L('Бизнес-центр «Уралмаш»', 'Uralmash Business Centre'),
      address: L('ул. Малышева, 51, корпус 3', '51 Malysheva St, building 3'),
      description: L(
        'Офисы от 20 до 79 м², переговорные и конференц-зал на 100 человек.',
        'Offices of 20 to 79 m², meeting rooms and a conference hall for 100 people.',
      ),
      floors: 9,
      lat: 56.8343,
      lng: 60.6117,
      photo: '/images/buildings/uralmash.svg',
    },
  ];
}

/**
 * The demo company's tax settings (docs/rules.md R5.25): the general system (ОСН, code 1) with the
 * main VAT rate of the day — 20 % to 2025, 22 % from 1 January 2026 — on everything but
 * accommodation, which hotels bill at 0 % (Tax Code art. 164 p. 1 sub. 19).
 */
export function demoTaxSettings(companyId: number): (typeof taxSettings.$inferInsert)[] {
  const vat = { ...GENERAL_SYSTEM.vat, accommodation: '0' as const };
  return ['2025-01-01', '2026-01-01'].map((effectiveFrom) => ({ companyId, effectiveFrom, taxSystemCode: 1, vat }));
}
