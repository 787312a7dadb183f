// @vitest-environment node
/**
 * The e-mail templates (docs/rules.md R22.2): every template renders in ru and en with a subject,
 * an HTML and a plain-text part and the footer's link to the e-mail choices; the booking e-mails'
 * `.ics` parses (ical.js) and holds the stay from check-in to check-out at the complex's hours.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { renderEmail, type EmailTemplateData } from '../../server/services/email/templates';
import { EMAIL_TEMPLATES, emailWanted, nextEmailAttempt } from '../../src/domain/email';

const company = {
  name: { ru: 'Гранд Отель', en: 'Grand Hotel' },
  address: { ru: 'Екатеринбург, ул. Ленина, 1', en: 'Yekaterinburg, 1 Lenina St' },
  phones: ['+73430000000'],
  email: 'info@grand.example',
};
const booking = {
  bookingId: 7,
  number: 'GK-000007',
  objects: [{ ru: 'Апартаменты № 12', en: 'Apartment № 12' }],
  checkIn: '2027-02-01',
  checkOut: '2027-02-03',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  guests: { adults: 2, children: 1 },
  totalKopecks: 1_250_000,
  discounts: [{ kind: 'promo', kopecks: 50_000 }],
  terms: { ru: 'Бесплатная отмена до 31.01.2027', en: 'Free cancellation until 31.01.2027' },
  paymentDeadline: '2027-01-20T09:00:00.000Z',
  amountKopecks: 1_250_000,
  link: '/bookings/7',
};
const notice = { title: { ru: 'Уборка', en: 'Cleaning' }, status: { ru: 'Выполнена', en: 'Done' }, link: '/x' };
const bill = {
  title: { ru: '1001', en: '1001' },
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  amountKopecks: 512_345,
  dueDate: '2026-12-10',
  link: '/bills/2',
};
const data: EmailTemplateData = {
  'booking-received': booking,
  'booking-confirmed': booking,
  'booking-cancelled': booking,
  'refund-issued': booking,
  'payment-received': booking,
  'payment-due': booking,
  'service-order-update': notice,
  'service-request-update': notice,
  'document-to-sign': notice,
  'bill-issued': { ...notice, amountKopecks: 10_000, dueDate: '2027-01-10' },
  'utility-receipt': bill,
  'bill-paid': {
    title: { ru: 'Аренда № 3', en: 'Lease No. 3' },
    amountKopecks: 4_500_000,
    link: '/rent-payment-success/3?payment=5',
  },
  'rent-charge': { ...bill, title: { ru: 'Офис № 5', en: 'Office No. 5' }, link: '/rents/3' },
  'conversation-reply': {
    conversationId: 3,
    title: { ru: 'Шум', en: 'Noise' },
    preview: 'We <will> check',
    link: '/c/3',
  },
  'review-invitation': {
    bookingId: 7,
    objectTitle: { ru: 'Апартаменты', en: 'Apartment' },
    checkOut: '2027-02-03',
    link: '/r/7',
  },
};
const BASE = 'https://portal.example';

describe('e-mail templates', () => {
  for (const template of EMAIL_TEMPLATES)
    for (const lang of ['ru', 'en'] as const)
      it(`${template} in ${lang} has a subject, HTML and text`, () => {
        const m = renderEmail(template, data[template], lang, company, BASE);
        expect(m.subject).not.toMatch(/email\.|\{\{/);
        expect(m.subject.length).toBeGreaterThan(5);
        expect(m.html).toContain('<table');
        expect(m.html).toContain(`${BASE}/profile#email`);
        expect(m.text).toContain(`${BASE}/profile#email`);
        expect(m.text).toContain(company.name[lang]);
        expect(m.text).not.toMatch(/email\.(field|template|footer)/);
        expect(m.html).not.toContain('<will>');
      });

  it('the booking confirmation shows the stay, money in rubles and DD.MM.YYYY dates', () => {
    const ru = renderEmail('booking-confirmed', booking, 'ru', company, BASE);
    expect(ru.subject).toBe('Бронирование GK-000007 подтверждено');
    expect(ru.text).toContain('01.02.2027 с 14:00');
    expect(ru.text).toContain('03.02.2027 до 12:00');
    expect(ru.text).toMatch(/12\s500\s₽/);
    expect(ru.text).toContain('Бесплатная отмена');
    expect(ru.text).toContain(`${BASE}/bookings/7`);
    const en = renderEmail('booking-confirmed', booking, 'en', company, BASE);
    expect(en.subject).toBe('Booking GK-000007 confirmed');
    expect(en.text).toContain('Yekaterinburg, 1 Lenina St');
  });

  it('the .ics parses and holds the stay at the complex’s hours (UTC+5)', () => {
    for (const template of ['booking-received', 'booking-confirmed'] as const) {
      const m = renderEmail(template, booking, 'en', company, BASE);
      expect(m.attachments).toHaveLength(1);
      const ics = Buffer.from(m.attachments[0].base64, 'base64').toString('utf8');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-01T09:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-03T07:00:00.000Z');
      expect(event.summary).toContain('GK-000007');
    }
    expect(renderEmail('payment-received', booking, 'en', company, BASE).attachments).toEqual([]);
  });

  it('payment-received carries its fiscal receipt: the link, total, instant, ФН, ФД, ФП (R22.6)', () => {
    const receipt = {
      url: '/bookings/7?payment=9',
      fiscalStorageNumber: '9999078900012345',
      fiscalDocumentNumber: '1001',
      fiscalAttribute: '2876543210',
      totalKopecks: 1_250_000,
      registeredAt: '2027-01-15T07:30:00.000Z',
    };
    const ru = renderEmail('payment-received', { ...booking, receipt }, 'ru', company, BASE);
    expect(ru.text).toContain(`Кассовый чек: ${BASE}/bookings/7?payment=9`);
    expect(ru.text).toContain('ФН: 9999078900012345');
    expect(ru.text).toContain('ФД: 1001');
    expect(ru.text).toContain('ФП: 2876543210');
    expect(ru.text).toContain('15.01.2027 12:30');
    expect(ru.text).toMatch(/Сумма чека: 12\s500\s₽/);
    const en = renderEmail(
      'payment-received',
      { ...booking, receipt: { ...receipt, registeredAt: null } },
      'en',
      company,
      BASE,
    );
    expect(en.text).toContain(`Fiscal receipt: ${BASE}/bookings/7?payment=9`);
    expect(en.text).toContain('being registered');
    expect(en.text).not.toContain('FN (fiscal storage)');
  });

  it('a utility receipt and a rent charge show the amount in rubles, the period and the due date', () => {
    const ru = renderEmail('utility-receipt', data['utility-receipt'], 'ru', company, BASE);
    expect(ru.subject).toMatch(/^Квитанция ЖКУ: 5\s123,45\s₽ до 10\.12\.2026$/);
    expect(ru.text).toContain('Период: 01.11.2026 – 30.11.2026');
    expect(ru.text).toContain(`${BASE}/bills/2`);
    const en = renderEmail('rent-charge', data['rent-charge'], 'en', company, BASE);
    expect(en.subject).toBe('Rent due: ₽5,123.45 by 10.12.2026');
    expect(en.text).toContain('Leased premises: Office No. 5');
    expect(en.text).toContain(`${BASE}/rents/3`);
  });

  it('essential e-mails cannot be switched off; retries back off, then stop', () => {
    expect(emailWanted('booking-confirmed', ['booking-confirmed'])).toBe(true);
    expect(emailWanted('bill-issued', ['bill-issued'])).toBe(false);
    const t0 = new Date('2027-01-01T00:00:00Z');
    expect(nextEmailAttempt(1, t0)?.toISOString()).toBe('2027-01-01T00:01:00.000Z');
    expect(nextEmailAttempt(5, t0)?.toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(nextEmailAttempt(6, t0)).toBeNull();
  });
});
