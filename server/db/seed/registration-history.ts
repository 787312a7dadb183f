/**
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
import { and, gte, inArray, like, lt, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingGuests, bookings, guestNotices } from '../schema';
import type { PersonalDataVault } from '../../services/personal-data';
import { bookingSlots, isGuestReady, type GuestEntry } from '../../../src/domain/check-in';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';

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
