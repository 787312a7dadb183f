/**
 * The texts of the public site's information pages (docs/rules.md R6.2), by slug, in Russian and
 * English: plain text, paragraphs separated by a blank line. Split from ./content.ts, which
 * seeds them with the rest of the site's demo content.
 */
import {
  BANK_TRANSFER_DAYS,
  CARD_RETRY_MINUTES,
  CONFERENCE_HALL_MAX,
  MEETING_ROOM_PEOPLE,
  OFFICE_AREA,
} from '../../../src/domain/bookings';
import type { Localized } from '../schema';
import { L } from './util';

/** Information pages by slug (the SPA route shows the page of the same slug). */
export const pages: [string, Localized, Localized, Localized][] = [
  [
    'about',
    L('О комплексе', 'About the complex'),
    L(
      'Апарт-отель в центре города: три корпуса, 150 апартаментов и офисов.',
      'An apart-hotel in the city centre: three buildings, 150 apartments and offices.',
    ),
    L(
      'Комплекс «Гранд Квартал» — это две жилые башни и бизнес-центр в пяти минутах ходьбы от Плотинки. Апартаменты сдаются посуточно и на длительный срок, с уборкой, бельём и круглосуточным ресепшеном.\n\nВ комплексе работают ресторан, фитнес-зал, коворкинг, подземный паркинг и детская площадка во дворе. Гости пользуются всеми сервисами через личный кабинет и мобильное приложение.',
      "Grand Kvartal is two residential towers and a business centre five minutes' walk from the Plotinka. Apartments are let by the night and for long stays, with cleaning, linen and a 24-hour reception.\n\nThe complex has a restaurant, a gym, a coworking space, underground parking and a playground in the courtyard. Guests use every service through their account and the mobile app.",
    ),
  ],
  [
    'about-company',
    L('Об управляющей компании', 'About the management company'),
    L('УК «Гранд Квартал» управляет комплексом с 2019 года.', 'Grand Kvartal MC has managed the complex since 2019.'),
    L(
      'Управляющая компания обслуживает 150 апартаментов и офисов: принимает гостей, ведёт бронирования, содержит здания и отчитывается перед собственниками.\n\nСобственники передают апартаменты в управление по договору и ежемесячно получают отчёт о доходах и расходах. В команде 60 человек: ресепшен, горничные, инженеры и менеджеры по аренде.',
      'The management company serves 150 apartments and offices: it welcomes guests, handles bookings, maintains the buildings and reports to the owners.\n\nOwners hand their apartments over under a management agreement and get a monthly report of income and expenses. The team is 60 people: reception, housekeeping, engineers and rental managers.',
    ),
  ],
  [
    'for-investors',
    L('Инвесторам', 'For investors'),
    L(
      'Доходные апартаменты под управлением профессиональной компании.',
      'Income-generating apartments run by a professional operator.',
    ),
    L(
      'Купите апартаменты в комплексе и передайте их в управление: мы сдаём их посуточно и на длительный срок, а вы получаете доход и ежемесячный отчёт в личном кабинете.\n\nСредняя загрузка в 2025 году — 82 %. Доходность — от 9 до 11 % годовых после вычета расходов на управление и обслуживание.\n\nМенеджер по работе с инвесторами расскажет о свободных лотах и подготовит расчёт доходности. Оставьте заявку на обратный звонок.',
      'Buy an apartment in the complex and hand it over to us: we let it by the night and for long stays, and you receive the income and a monthly report in your account.\n\nAverage occupancy in 2025 was 82%. The yield is 9 to 11% a year after management and maintenance costs.\n\nOur investor relations manager will tell you about available units and prepare a yield estimate. Request a call back.',
    ),
  ],
  [
    'policy',
    L('Политика обработки персональных данных', 'Personal data processing policy'),
    L('Как мы собираем, храним и защищаем персональные данные.', 'How we collect, keep and protect personal data.'),
    L(
      'Оператор персональных данных — ООО «УК Гранд Квартал». Мы обрабатываем имя, телефон, адрес электронной почты и данные документов гостей только для бронирования, заселения и расчётов.\n\nДанные хранятся на серверах в России и передаются третьим лицам только по требованию закона. После удаления профиля данные удаляются; бронирования, заявки, документы и платежи хранятся до шести месяцев.\n\nВы можете отозвать согласие на обработку данных, написав на адрес электронной почты компании.',
      "The personal data operator is Grand Kvartal MC LLC. We process names, phone numbers, e-mail addresses and guests' document details only for bookings, check-in and payments.\n\nData is kept on servers in Russia and passed to third parties only when the law requires it. When a profile is deleted its data is removed; bookings, applications, documents and payments are kept for up to six months.\n\nYou may withdraw your consent to processing by writing to the company's e-mail address.",
    ),
  ],
  [
    'personal-data-rules',
    L('Правила обработки персональных данных', 'Personal data rules'),
    L(
      'Порядок обработки персональных данных гостей и собственников.',
      'How the personal data of guests and owners is handled.',
    ),
    L(
      '1. Данные собираются с согласия субъекта через формы сайта, мобильное приложение и на ресепшене.\n\n2. Доступ к данным имеют только сотрудники, которым они нужны для работы.\n\n3. Копии документов хранятся в зашифрованном виде и удаляются по окончании срока хранения.\n\n4. Обращения субъектов данных рассматриваются в течение 10 рабочих дней.',
      "1. Data is collected with the subject's consent through the website's forms, the mobile app and at reception.\n\n2. Only staff who need the data for their work have access to it.\n\n3. Copies of documents are stored encrypted and deleted when the retention period ends.\n\n4. Requests from data subjects are answered within 10 business days.",
    ),
  ],
  [
    'agreement',
    L('Пользовательское соглашение и политика конфиденциальности', 'Terms of use and privacy policy'),
    L('Условия использования сайта и мобильного приложения.', 'The terms of using the website and the mobile app.'),
    L(
      'Пользуясь сайтом, вы соглашаетесь с этими условиями. Сайт предоставляет сведения об апартаментах, услугах и позволяет бронировать их онлайн.\n\nМы используем обязательные файлы cookie для входа и выбора языка. Прочие файлы cookie сохраняются только с вашего согласия, которое можно изменить в любой момент.\n\nЦены и наличие апартаментов подтверждаются в момент бронирования. Претензии принимаются по адресу электронной почты компании.',
      "By using the website you accept these terms. The website describes the apartments and services and lets you book them online.\n\nWe use essential cookies for logging in and for your language. Other cookies are stored only with your consent, which you may change at any time.\n\nPrices and availability are confirmed at the moment of booking. Claims are accepted at the company's e-mail address.",
    ),
  ],
  [
    'payment',
    L('Оплата', 'Payment'),
    L('Как оплатить бронирование, аренду и услуги.', 'How to pay for bookings, rent and services.'),
    L(
      `Банковской картой. Оплатите бронирование на сайте или в мобильном приложении картой Мир, Visa или Mastercard. Если платёж не прошёл, повторите попытку через ${CARD_RETRY_MINUTES} минут или используйте другую карту.\n\nБанковским переводом. Юридические лица и ИП оплачивают счёт по реквизитам из личного кабинета. Перевод поступает за ${BANK_TRANSFER_DAYS.replace('-', '–')} рабочих дня; бронирование подтверждается после зачисления.\n\nЧек и закрывающие документы приходят на электронную почту и хранятся в разделе «Документы».`,
      `By card. Pay for a booking on the website or in the mobile app with a Mir, Visa or Mastercard card. If a payment fails, retry in ${CARD_RETRY_MINUTES} minutes or use another card.\n\nBy bank transfer. Companies and sole traders pay the invoice using the details in their account. A transfer takes ${BANK_TRANSFER_DAYS.replace('-', '–')} business days; the booking is confirmed once the money arrives.\n\nThe receipt and closing documents are e-mailed to you and kept under "Documents".`,
    ),
  ],
  [
    'office',
    L('Аренда офисов', 'Office rental'),
    L(
      `Офисы от ${OFFICE_AREA.min} до ${OFFICE_AREA.max} м², переговорные на ${MEETING_ROOM_PEOPLE.min}–${MEETING_ROOM_PEOPLE.max} человек и конференц-зал до ${CONFERENCE_HALL_MAX} человек.`,
      `Offices of ${OFFICE_AREA.min} to ${OFFICE_AREA.max} m², meeting rooms for ${MEETING_ROOM_PEOPLE.min}–${MEETING_ROOM_PEOPLE.max} people and a conference hall for up to ${CONFERENCE_HALL_MAX}.`,
    ),
    L(
      'Бизнес-центр «Уралмаш» — девять этажей офисов с мебелью, интернетом и уборкой. Аренда от одного месяца, юридический адрес по запросу.\n\nПереговорные и конференц-зал бронируются посуточно (цена за день, как в поиске); конференц-зал — для мероприятий с кейтерингом и техническим сопровождением.',
      'The Uralmash Business Centre has nine floors of furnished offices with internet and cleaning. Leases from one month; a registered address on request.\n\nMeeting rooms and the conference hall are booked by the day (the price per day, as in the search); the conference hall is for events with catering and technical support.',
    ),
  ],
  [
    'registersoftware',
    L('Регистрация программного обеспечения', 'Software registration'),
    L(
      'Сведения о программе для ЭВМ «Гранд Квартал: личный кабинет».',
      'About the "Grand Kvartal: personal account" software.',
    ),
    L(
      'Программа для ЭВМ «Гранд Квартал: личный кабинет» предназначена для бронирования апартаментов, оплаты услуг и взаимодействия собственников с управляющей компанией.\n\nПравообладатель — ООО «УК Гранд Квартал». Программа распространяется как веб-сервис и мобильное приложение, установка на компьютер пользователя не требуется.\n\nДля получения сведений о стоимости лицензии и документации напишите на адрес электронной почты компании.',
      'The "Grand Kvartal: personal account" software is used to book apartments, pay for services and connect owners with the management company.\n\nThe rights holder is Grand Kvartal MC LLC. It is provided as a web service and a mobile app; nothing is installed on the user\'s computer.\n\nFor the licence price and the documentation, write to the company\'s e-mail address.',
    ),
  ],
  [
    'mobile-app',
    L('Мобильное приложение', 'Mobile app'),
    L(
      'Ключ от апартаментов, оплата и заявки — в телефоне.',
      'Your apartment key, payments and requests on your phone.',
    ),
    L(
      'Открывайте дверь апартаментов телефоном, заказывайте уборку и завтраки, оплачивайте счета и подписывайте документы — подписание доступно только в приложении.\n\nПриложение доступно для iOS и Android.',
      'Open your apartment door with your phone, order cleaning and breakfast, pay bills and sign documents — signing is only available in the app.\n\nThe app is available for iOS and Android.',
    ),
  ],
  [
    'location',
    L('Расположение', 'Location'),
    L('В центре города, в пяти минутах от Плотинки.', 'In the city centre, five minutes from the Plotinka.'),
    L(
      'До аэропорта Кольцово — 25 минут на машине, до железнодорожного вокзала — 10 минут. Рядом станция метро «Площадь 1905 года», торговые центры, театры и набережная городского пруда.',
      'Koltsovo airport is 25 minutes by car, the railway station 10 minutes. The Ploshchad 1905 Goda metro station, shopping centres, theatres and the city pond embankment are nearby.',
    ),
  ],
];
