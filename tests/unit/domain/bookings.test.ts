import { describe, it, expect } from 'vitest';
import dayjs from 'dayjs';
import {
  tariffText,
  ANTI_SMOKING_FEE_RUB,
  BANK_TRANSFER_DAYS,
  CALLBACK_SLOTS,
  CARD_RETRY_MINUTES,
  COMPANY_ID,
  CONFERENCE_HALL_MAX,
  FEEDBACK_MODAL_DELAY_MS,
  LUGGAGE_FREE_HOURS,
  MAX_GUESTS,
  MEETING_ROOM_PEOPLE,
  OFFICE_AREA,
  PAYER_TYPES,
  PAYMENT_DEADLINE_HOURS,
  bookingIssueKey,
  guestCount,
  paymentDeadline,
  totalCapacity,
  validateBooking,
  type BookingValidationInput,
} from '../../../src/domain/bookings';
import { priceBreakdown } from '../../../src/domain/stay-price';
import {
  earliestTerminationDate,
  terminationDateAllowed,
  TERMINATION_NOTICE_DAYS,
} from '../../../src/domain/mc-contract';

const base: BookingValidationInput = {
  checkIn: '2025-06-10',
  checkOut: '2025-06-12',
  guests: { adults: 2, children: [] },
  capacities: [4],
  today: '2025-06-01',
};
const codes = (patch: Partial<BookingValidationInput>) => validateBooking({ ...base, ...patch }).map((i) => i.code);

describe('constants (docs/rules.md)', () => {
  it('match the spec', () => {
    expect(FEEDBACK_MODAL_DELAY_MS).toBe(50000);
    expect(TERMINATION_NOTICE_DAYS).toBe(60);
    expect(CALLBACK_SLOTS).toEqual(['now', '9-12', '12-15', '15-18', '18-21']);
    expect(LUGGAGE_FREE_HOURS).toBe(12);
    expect(ANTI_SMOKING_FEE_RUB).toBe(5000);
    expect(OFFICE_AREA).toEqual({ min: 20, max: 79 });
    expect(MEETING_ROOM_PEOPLE).toEqual({ min: 4, max: 16 });
    expect(CONFERENCE_HALL_MAX).toBe(100);
    expect(BANK_TRANSFER_DAYS).toBe('2-3');
    expect(CARD_RETRY_MINUTES).toBe(20);
    expect(COMPANY_ID).toBe(1);
    expect(PAYER_TYPES).toEqual(['individual', 'entrepreneur', 'legal']);
    expect(MAX_GUESTS).toBe(20);
    expect(PAYMENT_DEADLINE_HOURS).toBe(24);
  });
});

describe('guestCount / totalCapacity', () => {
  it('counts adults and every child, infants included', () => {
    expect(guestCount({ adults: 2, children: [0, 5, 17] })).toBe(5);
    expect(guestCount({ adults: 0, children: [] })).toBe(0);
  });
  it('sums capacities', () => {
    expect(totalCapacity([2, 4, 3])).toBe(9);
    expect(totalCapacity([])).toBe(0);
  });
});

describe('validateBooking (R5.1, R5.4–R5.6)', () => {
  it('valid booking has no issues', () => {
    expect(validateBooking(base)).toEqual([]);
  });

  it('sameDates when check-in equals check-out', () => {
    const issues = validateBooking({ ...base, checkOut: base.checkIn });
    expect(issues).toEqual([{ field: 'checkOut', code: 'sameDates' }]);
    expect(bookingIssueKey(issues[0]!)).toBe('validation.sameDates');
  });

  it('checkOutBeforeCheckIn', () => {
    expect(codes({ checkIn: '2025-06-12', checkOut: '2025-06-10' })).toEqual(['checkOutBeforeCheckIn']);
  });

  it('checkInPast: yesterday is past, today is allowed', () => {
    expect(codes({ checkIn: '2025-05-31', checkOut: '2025-06-02' })).toEqual(['checkInPast']);
    expect(codes({ checkIn: '2025-06-01', checkOut: '2025-06-02' })).toEqual([]);
  });

  it('compares dates across year boundaries', () => {
    expect(codes({ today: '2025-12-31', checkIn: '2026-01-01', checkOut: '2026-01-02' })).toEqual([]);
    expect(codes({ today: '2026-01-01', checkIn: '2025-12-31', checkOut: '2026-01-02' })).toEqual(['checkInPast']);
  });

  it('empty dates (not chosen yet) skip the date rules', () => {
    expect(codes({ checkIn: '', checkOut: '' })).toEqual([]);
    expect(codes({ checkIn: '2025-05-01', checkOut: '' })).toEqual(['checkInPast']);
  });

  it('throws on malformed dates', () => {
    expect(() => validateBooking({ ...base, checkIn: '10.06.2025' })).toThrow(RangeError);
    expect(() => validateBooking({ ...base, checkOut: '2025-02-30' })).toThrow(RangeError);
    expect(() => validateBooking({ ...base, today: '' })).toThrow(RangeError);
  });

  it('noAdults when there is no adult or adults is not a positive integer', () => {
    expect(codes({ guests: { adults: 0, children: [5] } })).toEqual(['noAdults']);
    expect(codes({ guests: { adults: -1, children: [] } })).toEqual(['noAdults']);
    expect(codes({ guests: { adults: 1.5, children: [] } })).toEqual(['noAdults']);
    expect(validateBooking({ ...base, guests: { adults: 0, children: [] } })[0]!.field).toBe('guests.adults');
  });

  it('childAge for each bad age, with its index', () => {
    const issues = validateBooking({ ...base, guests: { adults: 1, children: [0, 18, 17, -1, 2.5] }, capacities: [6] });
    expect(issues).toEqual([
      { field: 'guests.children.1', code: 'childAge' },
      { field: 'guests.children.3', code: 'childAge' },
      { field: 'guests.children.4', code: 'childAge' },
    ]);
  });

  it('capacityExceeded when guests exceed the chosen objects; exactly full is fine', () => {
    expect(codes({ guests: { adults: 2, children: [3, 0] }, capacities: [4] })).toEqual([]);
    expect(codes({ guests: { adults: 3, children: [3, 0] }, capacities: [4] })).toEqual(['capacityExceeded']);
    expect(codes({ guests: { adults: 3, children: [3, 0] }, capacities: [4, 2] })).toEqual([]);
  });

  it('maxGuests above 20, without capacityExceeded', () => {
    expect(codes({ guests: { adults: 20, children: [] }, capacities: [20] })).toEqual([]);
    expect(codes({ guests: { adults: 20, children: [1] }, capacities: [20] })).toEqual(['maxGuests']);
    expect(codes({ guests: { adults: 21, children: [] }, capacities: [4] })).toEqual(['maxGuests']);
  });

  it('noObjects for an empty list; object rules skipped when capacities is omitted', () => {
    expect(codes({ capacities: [] })).toEqual(['noObjects']);
    const { capacities: _omit, ...withoutCapacities } = base;
    void _omit;
    expect(validateBooking({ ...withoutCapacities, guests: { adults: 10, children: [] } })).toEqual([]);
  });

  it('reports several issues at once', () => {
    const issues = validateBooking({
      checkIn: '2025-05-20',
      checkOut: '2025-05-20',
      guests: { adults: 0, children: [18] },
      capacities: [],
      today: '2025-06-01',
    });
    expect(issues.map((i) => i.code).sort()).toEqual(['checkInPast', 'childAge', 'noAdults', 'noObjects', 'sameDates']);
  });
});

describe('priceBreakdown (integer kopecks)', () => {
  it('lines and total without tariff', () => {
    const r = priceBreakdown({
      nights: 3,
      objects: [
        { id: 1, pricePerNightKopecks: 450000 },
        { id: 'b', pricePerNightKopecks: 399999 },
      ],
    });
    expect(r.lines).toEqual([
      { objectId: 1, nights: 3, rateKopecks: 450000, amountKopecks: 1350000 },
      { objectId: 'b', nights: 3, rateKopecks: 399999, amountKopecks: 1199997 },
    ]);
    expect(r.tariffAdjustmentKopecks).toBe(0);
    expect(r.totalKopecks).toBe(2549997);
  });

  it('applies a discount or surcharge percent with rounding to a kopeck', () => {
    const discount = priceBreakdown({
      nights: 1,
      objects: [{ id: 1, pricePerNightKopecks: 1001 }],
      tariffMultiplierPercent: 90,
    });
    expect(discount.tariffAdjustmentKopecks).toBe(-100); // 900.9 → 901
    expect(discount.totalKopecks).toBe(901);
    const surcharge = priceBreakdown({
      nights: 2,
      objects: [{ id: 1, pricePerNightKopecks: 500000 }],
      tariffMultiplierPercent: 115,
    });
    expect(surcharge.tariffAdjustmentKopecks).toBe(150000);
    expect(surcharge.totalKopecks).toBe(1150000);
    const half = priceBreakdown({
      nights: 1,
      objects: [{ id: 1, pricePerNightKopecks: 1 }],
      tariffMultiplierPercent: 50,
    });
    expect(half.totalKopecks).toBe(1); // 0.5 rounds up
  });

  it('total is always an integer and equals the sum plus the adjustment', () => {
    for (const pct of [0, 33.3, 87.5, 100, 123.45]) {
      const r = priceBreakdown({
        nights: 7,
        objects: [
          { id: 1, pricePerNightKopecks: 333333 },
          { id: 2, pricePerNightKopecks: 123457 },
        ],
        tariffMultiplierPercent: pct,
      });
      const subtotal = r.lines.reduce((s, l) => s + l.amountKopecks, 0);
      expect(Number.isInteger(r.totalKopecks)).toBe(true);
      expect(r.totalKopecks).toBe(subtotal + r.tariffAdjustmentKopecks);
    }
  });

  it('zero nights or no objects give zero', () => {
    expect(priceBreakdown({ nights: 0, objects: [{ id: 1, pricePerNightKopecks: 100 }] }).totalKopecks).toBe(0);
    expect(priceBreakdown({ nights: 3, objects: [] })).toEqual({
      lines: [],
      tariffAdjustmentKopecks: 0,
      totalKopecks: 0,
    });
  });

  it('rejects bad input', () => {
    const objects = [{ id: 1, pricePerNightKopecks: 100 }];
    expect(() => priceBreakdown({ nights: -1, objects })).toThrow(RangeError);
    expect(() => priceBreakdown({ nights: 1.5, objects })).toThrow(RangeError);
    expect(() => priceBreakdown({ nights: 1, objects: [{ id: 1, pricePerNightKopecks: 1.5 }] })).toThrow(RangeError);
    expect(() => priceBreakdown({ nights: 1, objects: [{ id: 1, pricePerNightKopecks: -1 }] })).toThrow(RangeError);
    expect(() => priceBreakdown({ nights: 1, objects, tariffMultiplierPercent: -5 })).toThrow(RangeError);
    expect(() => priceBreakdown({ nights: 1, objects, tariffMultiplierPercent: Number.NaN })).toThrow(RangeError);
    expect(() =>
      priceBreakdown({ nights: 1000, objects: [{ id: 1, pricePerNightKopecks: Number.MAX_SAFE_INTEGER }] }),
    ).toThrow(RangeError);
  });
});

describe('termination notice (R12.6: acceptance ≥ notification + 60 days)', () => {
  it('earliest date', () => {
    expect(earliestTerminationDate('2025-01-01')).toBe('2025-03-02');
    expect(earliestTerminationDate('2024-01-01')).toBe('2024-03-01'); // leap year
    expect(earliestTerminationDate('2025-11-15')).toBe('2026-01-14');
  });
  it('boundary: day 59 not allowed, day 60 and later allowed', () => {
    expect(terminationDateAllowed('2025-01-01', '2025-03-01')).toBe(false);
    expect(terminationDateAllowed('2025-01-01', '2025-03-02')).toBe(true);
    expect(terminationDateAllowed('2025-01-01', '2025-12-31')).toBe(true);
    expect(terminationDateAllowed('2025-01-01', '2025-01-01')).toBe(false);
    expect(terminationDateAllowed('2025-01-01', '2024-12-01')).toBe(false);
  });
  it('accepts Dayjs/Date inputs by their calendar date', () => {
    expect(terminationDateAllowed(dayjs('2025-01-01T23:59:00'), new Date(2025, 2, 2, 0, 1))).toBe(true);
    expect(terminationDateAllowed(new Date(2025, 0, 1, 0, 0), dayjs('2025-03-01T23:59:00'))).toBe(false);
  });
  it('throws on invalid dates', () => {
    expect(() => terminationDateAllowed('2025-13-01', '2025-03-02')).toThrow(RangeError);
  });
});

describe('paymentDeadline', () => {
  it('is creation plus 24 hours', () => {
    const created = dayjs('2025-06-01T10:15:00');
    expect(paymentDeadline(created).diff(created, 'hour')).toBe(24);
    expect(paymentDeadline('10:00:00 01.06.2025').valueOf()).toBe(Date.UTC(2025, 5, 2, 10));
  });
});

describe('tariffText (R5.8, R8.1; issue 35 item 18)', () => {
  it('names a tariff that changed nothing without "(₽0)"', () => {
    expect(tariffText('Standard', 0, 'en')).toBe('Standard');
    expect(tariffText('Стандартный', 0, 'ru')).toBe('Стандартный');
  });
  it('shows a surcharge or a discount with its sign, in rubles as the language writes them', () => {
    expect(tariffText('С завтраком', 260_000, 'ru')).toBe('С завтраком (+2\u00a0600\u00a0₽)');
    expect(tariffText('With breakfast', 260_000, 'en')).toBe('With breakfast (+₽2,600)');
    expect(tariffText('Невозвратный', -150_050, 'ru')).toBe('Невозвратный (-1\u00a0500,50\u00a0₽)');
  });
});
