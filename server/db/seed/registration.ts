/**
 * The registration desk's demo (docs/rules.md R20.4–R20.7): stays around today in every state —
 * a foreigner whose notice of arrival is ready, one submitted, one overdue (arrived two weeks ago,
 * leaving today), a Russian registered with a companion whose data is missing — and an upcoming
 * stay of the demo guest (+7 999 000-00-01) for two adults and a child with two of the three
 * guests filled, so the booker's check-in counter shows "2 of 3". Guests' identity is sealed with the vault (R20.3).
 * Runs once: a no-op when its first booking exists; deterministic but for the dates.
 */
import { and, asc, eq, gte, inArray, like, lt, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingGuests, bookingObjects, bookings, guestNotices, objects, tariffs, users } from '../schema';
import type { PersonalDataVault } from '../../services/personal-data';
import { bookingSlots, isGuestReady, isRussian, type GuestEntry } from '../../../src/domain/check-in';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { DEMO_CAST } from './users';

/** A stay to insert: the rooms' first object, the guests as the booking counts them. */
export interface StaySeed {
  companyId: number;
  tariffId: number;
  objectId: number;
  userId?: number | null;
  number: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children?: number[];
  contact: { surname: string; name: string; phone: string };
}

/** Inserts a paid stay (price 0: the desk does not read it) on one object. Returns its id. */
export async function insertStay(db: Db, s: StaySeed): Promise<number> {
  const [b] = await db
    .insert(bookings)
    .values({
      companyId: s.companyId,
      userId: s.userId ?? null,
      number: s.number,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      guests: { adults: s.adults, children: s.children ?? [] },
      tariffId: s.tariffId,
      payerType: 'individual',
      contact: s.contact,
      price: { nights: 1, lines: [], tariffAdjustmentKopecks: 0, totalKopecks: 0 },
      totalKopecks: 0,
      paidKopecks: 0,
      status: 'paid',
      paymentDeadline: new Date(`${s.checkIn}T00:00:00Z`),
    })
    .returning({ id: bookings.id });
  await db
    .insert(bookingObjects)
    .values({ bookingId: b.id, objectId: s.objectId, checkIn: s.checkIn, checkOut: s.checkOut });
  return b.id;
}

/** Inserts a guest's check-in entry, sealed; `ready` as the check-in domain judges it. Returns its id. */
export async function insertGuest(
  db: Db,
  vault: PersonalDataVault,
  stay: { companyId: number; bookingId: number; checkIn: string; adults: number; children?: number[] },
  guestIndex: number,
  entry: GuestEntry,
): Promise<number> {
  const slot = { index: guestIndex, adults: stay.adults, children: stay.children ?? [], checkIn: stay.checkIn };
  const [row] = await db
    .insert(bookingGuests)
    .values({
      companyId: stay.companyId,
      bookingId: stay.bookingId,
      guestIndex,
      identity: vault.seal(entry),
      foreign: !isRussian(entry.citizenship),
      ready: isGuestReady(entry, slot),
    })
    .returning({ id: bookingGuests.id });
  return row.id;
}

/** A foreign guest with every field the notice of arrival asks. */
export const demoForeigner = (surname: string, name: string, number: string): GuestEntry => ({
  surname,
  name,
  birthDate: '1985-04-12',
  sex: 'male',
  birthPlace: 'USA, Boston',
  citizenship: 'USA',
  documentType: 'foreign_passport',
  documentNumber: number,
  documentIssuer: 'U.S. Department of State',
  documentIssuedOn: '2020-06-01',
  migrationCardSeries: '4620',
  migrationCardNumber: '1234567',
  visaNumber: 'V0012345',
  visaValidUntil: '2027-06-01',
  visitPurpose: 'tourism',
});

/** A Russian guest with a passport and a registration address. */
export const demoRussian = (surname: string, name: string, patronymic: string, number: string): GuestEntry => ({
  surname,
  name,
  patronymic,
  birthDate: '1979-09-23',
  sex: 'female',
  citizenship: 'RUS',
  documentType: 'ru_passport',
  documentSeries: '6512',
  documentNumber: number,
  documentIssuer: 'ГУ МВД России по Свердловской области',
  documentIssuedOn: '2019-10-01',
  registrationAddress: 'г. Пермь, ул. Ленина, д. 10, кв. 5',
});

/** The demo step (DEMO_SEEDS): the stays of the module comment, dated from `now`'s hotel day. */
export async function seedRegistrationDemo(db: Db, now = new Date(), vault?: PersonalDataVault): Promise<void> {
  if (!vault) return;
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc: a }) => a(c.id) });
  if (!company) return;
  const companyId = company.id;
  if (
    await db.query.bookings.findFirst({ where: and(eq(bookings.companyId, companyId), eq(bookings.number, 'GK-REG1')) })
  )
    return;
  const tariff = await db.query.tariffs.findFirst({
    where: eq(tariffs.companyId, companyId),
    orderBy: asc(tariffs.id),
  });
  const rooms = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.companyId, companyId), eq(objects.kind, 'apartment')))
    .orderBy(asc(objects.id))
    .offset(40)
    .limit(5);
  const guest = await db.query.users.findFirst({ where: eq(users.phone, DEMO_CAST.guest) });
  if (!tariff || rooms.length < 5) return;
  const today = hotelToday(now);
  const day = (n: number) => addDaysIso(today, n);
  const stay = async (
    i: number,
    from: number,
    to: number,
    adults: number,
    children: number[] = [],
    userId?: number,
  ) => {
    const s = {
      companyId,
      tariffId: tariff.id,
      objectId: rooms[i].id,
      userId,
      number: `GK-REG${i + 1}`,
      checkIn: day(from),
      checkOut: day(to),
      adults,
      children,
      // The demo guest's own stay carries the guest's name; the others are walk-in stays.
      contact:
        userId && guest
          ? { surname: guest.surname ?? '', name: guest.name ?? '', phone: DEMO_CAST.guest }
          : { surname: 'Гость', name: 'Стойки', phone: '+79990000099' },
    };
    return { ...s, bookingId: await insertStay(db, s) };
  };
  const submitted = (bookingGuestId: number, kind: 'arrival' | 'registration', number: string) =>
    db.insert(guestNotices).values({ companyId, bookingGuestId, kind, submissionNumber: number, submittedAt: now });

  const ready = await stay(0, 0, 3, 1);
  await insertGuest(db, vault, ready, 1, demoForeigner('SMITH', 'JOHN', 'X1234567'));
  const done = await stay(1, -1, 2, 1);
  await submitted(
    await insertGuest(db, vault, done, 1, demoForeigner('MILLER', 'ANNA', 'C7654321')),
    'arrival',
    '6600-000101',
  );
  const late = await stay(2, -14, 0, 1); // leaves today: a departure on the desk's first screen
  await insertGuest(db, vault, late, 1, demoForeigner('WANG', 'LEI', 'E9876543'));
  const pair = await stay(3, 0, 4, 2);
  await submitted(
    await insertGuest(db, vault, pair, 1, demoRussian('Петрова', 'Мария', 'Ивановна', '123456')),
    'registration',
    '6600-000102',
  );
  const upcoming = await stay(4, 5, 8, 2, [7], guest?.id);
  await insertGuest(db, vault, upcoming, 1, demoRussian('Гостева', 'Анна', 'Сергеевна', '654321'));
  await insertGuest(db, vault, upcoming, 2, demoForeigner('BROWN', 'DAVID', 'P2468024'));
}

/*
 * The registration desk's history in the demo (docs/rules.md R20.6, R20.7): the guests of the
 * revenue demo's past stays (`GK-V…`, server/db/seed/backoffice-revenue.ts) were registered at the
 * front desk as a working hotel does — each has a Russian check-in entry (a passport, or a birth
 * certificate for a child of the age booked) and the notices of the events already past are marked
 * submitted. So the desk's day view of a past day shows names and "submitted", and the overdue list
 * holds only the demo's deliberately late guests (server/db/seed/registration.ts), not hundreds of
 * history stays nobody described. Stays of the last {@link HISTORY_DAYS} days only: older check-in
 * data would be erased by the retention rule (R21.5) and the desk never lists it.
 * Runs once: a no-op when a history stay has a guest entry; deterministic but for the dates.
 */

/** How far back the history is registered, days (covers the desk's 93-day overdue window). */
const HISTORY_DAYS = 120;

const SURNAMES = ['Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров'];
const NAMES = ['Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Павел', 'Игорь', 'Олег', 'Роман'];
const PATRONYMICS = ['Иванович', 'Петрович', 'Сергеевич', 'Андреевич'];

/** A Russian guest of slot `n` (deterministic): an adult's passport or a child's birth certificate. */
function historyEntry(n: number, checkIn: string, childAge: number | null): GuestEntry {
  const base = {
    surname: SURNAMES[n % SURNAMES.length],
    name: NAMES[(n * 3) % NAMES.length],
    patronymic: PATRONYMICS[n % PATRONYMICS.length],
    sex: 'male' as const,
    citizenship: 'RUS',
    documentIssuer: 'ГУ МВД России по Свердловской области',
    registrationAddress: 'г. Екатеринбург, ул. Малышева, д. 5, кв. 12',
  };
  const number = String(100000 + ((n * 7919) % 900000));
  if (childAge === null)
    return {
      ...base,
      birthDate: '1982-03-15',
      documentType: 'ru_passport',
      documentSeries: '6515',
      documentNumber: number,
      documentIssuedOn: '2017-05-20',
    };
  // Born half a year past the age booked, so the age on the check-in day is the one booked.
  const birthDate = addDaysIso(checkIn, -(childAge * 365 + Math.ceil(childAge / 4) + 180));
  return {
    ...base,
    birthDate,
    documentType: 'birth_certificate',
    documentSeries: 'IV-АИ',
    documentNumber: number,
    documentIssuedOn: addDaysIso(birthDate, 30),
  };
}

/** The demo step (DEMO_SEEDS, after the revenue demo): registers the history stays' guests. */
export async function seedRegistrationHistoryDemo(db: Db, now = new Date(), vault?: PersonalDataVault): Promise<void> {
  if (!vault) return;
  const today = hotelToday(now);
  const stays = await db
    .select({
      id: bookings.id,
      companyId: bookings.companyId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
    })
    .from(bookings)
    .where(
      and(
        like(bookings.number, 'GK-V%'),
        ne(bookings.status, 'cancelled'),
        lt(bookings.checkIn, today),
        gte(bookings.checkOut, addDaysIso(today, -HISTORY_DAYS)),
      ),
    );
  if (!stays.length) return;
  const ids = stays.map((s) => s.id);
  if (await db.query.bookingGuests.findFirst({ where: inArray(bookingGuests.bookingId, ids) })) return;
  let n = 0;
  const rows = stays.flatMap((s) =>
    bookingSlots(s.guests, s.checkIn).map((slot) => {
      const childAge = slot.index > s.guests.adults ? s.guests.children[slot.index - s.guests.adults - 1] : null;
      const entry = historyEntry(n++, s.checkIn, childAge);
      return {
        companyId: s.companyId,
        bookingId: s.id,
        guestIndex: slot.index,
        identity: vault.seal(entry),
        foreign: false,
        ready: isGuestReady(entry, slot),
      };
    }),
  );
  const inserted = await db
    .insert(bookingGuests)
    .values(rows)
    .returning({ id: bookingGuests.id, bookingId: bookingGuests.bookingId });
  const stayOf = new Map(stays.map((s) => [s.id, s]));
  const notices = inserted.flatMap((g) => {
    const s = stayOf.get(g.bookingId)!;
    const at = (day: string) => new Date(`${day}T07:00:00Z`);
    const mine = [
      { kind: 'registration' as const, submissionNumber: `6600-H${g.id}`, submittedAt: at(s.checkIn) },
      ...(s.checkOut < today
        ? [{ kind: 'deregistration' as const, submissionNumber: `6600-H${g.id}D`, submittedAt: at(s.checkOut) }]
        : []),
    ];
    return mine.map((m) => ({ ...m, companyId: s.companyId, bookingGuestId: g.id }));
  });
  for (let i = 0; i < notices.length; i += 500) await db.insert(guestNotices).values(notices.slice(i, i + 500));
}
