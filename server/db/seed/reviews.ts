/**
 * Demo reviews (docs/rules.md R24): published reviews in Russian and English with various scores
 * on the revenue screen's past stays (server/db/seed/backoffice-revenue.ts) — fourteen on one
 * apartment, more than a page — the company's answer on a few, one pending and one hidden; and two finished stays of the demo guest (+7 999 000-00-01):
 * one checked out two days ago, not yet reviewed, and one reviewed three days ago, still in its
 * edit window. Dates relative to the app's today; deterministic; runs once.
 */
import { and, desc, eq, like, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingObjects, bookings, reviews, users } from '../schema';
import { addDaysIso } from '../../../src/domain/datetime';
import { hotelToday } from '../../../src/domain/hotel-time';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;

/** Texts and scores [cleanliness, location, staff, value], cycled over the stays. */
const SAMPLES: { lang: 'ru' | 'en'; text: string; s: [number, number, number, number] }[] = [
  {
    lang: 'ru',
    text: 'Чистая просторная квартира, вид на город. Заселение быстрое, всё как на фото.',
    s: [5, 5, 5, 4],
  },
  {
    lang: 'en',
    text: 'Great location near the centre, quiet at night. The kitchen had everything we needed.',
    s: [5, 5, 4, 4],
  },
  { lang: 'ru', text: 'Хорошо, но шумно от дороги. Персонал отзывчивый.', s: [4, 3, 5, 4] },
  { lang: 'ru', text: '', s: [5, 4, 5, 5] },
  { lang: 'en', text: 'Clean and comfortable, but the Wi-Fi was slow in the evening.', s: [4, 4, 4, 3] },
  { lang: 'ru', text: 'Отличные апартаменты для командировки, рядом метро и кафе.', s: [5, 5, 5, 5] },
  { lang: 'ru', text: 'Уборка могла быть лучше, в остальном всё хорошо.', s: [3, 5, 4, 4] },
];
const ANSWERS = {
  ru: 'Спасибо за отзыв! Будем рады видеть вас снова.',
  en: 'Thank you for your review! We look forward to welcoming you again.',
};

/** The demo step (DEMO_SEEDS): the reviews of the module comment. */
export async function seedReviewsDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company || (await db.query.reviews.findFirst({ columns: { id: true } }))) return;
  const companyId = company.id;
  const today = hotelToday(now);
  const manager = await db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.manager) });
  const guest = await db.query.users.findFirst({ where: eq(users.phone, DEMO_USERS.guest) });
  const past = await db
    .select({ id: bookings.id, checkOut: bookings.checkOut, objectId: bookingObjects.objectId })
    .from(bookings)
    .innerJoin(bookingObjects, eq(bookingObjects.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.companyId, companyId),
        like(bookings.number, 'GK-V%'),
        eq(bookings.status, 'paid'),
        lt(bookings.checkOut, today),
      ),
    )
    .orderBy(desc(bookings.checkOut));
  if (!past.length) return;
  // The demo guest's two stays: the latest two that checked out at least two days ago.
  const recent = past.filter((b) => b.checkOut <= addDaysIso(today, -2)).slice(0, 2);
  if (guest)
    for (const b of recent)
      await db
        .update(bookings)
        .set({
          userId: guest.id,
          contact: { surname: guest.surname ?? '', name: guest.name ?? '', phone: DEMO_USERS.guest },
        })
        .where(eq(bookings.id, b.id));
  const guestReviewed = guest ? recent[1] : undefined;
  // Four stays per object on the first objects, the oldest first so the newest are published last.
  // The first object gets more than a page of reviews, so its page shows "show more".
  const perObject = new Map<number, typeof past>();
  let big: number | undefined;
  for (const b of past) {
    if (recent.some((r) => r.id === b.id) || b.checkOut > addDaysIso(today, -20)) continue;
    big ??= b.objectId;
    const list = perObject.get(b.objectId) ?? [];
    if (list.length < (b.objectId === big ? 14 : 4)) perObject.set(b.objectId, [...list, b]);
  }
  const picked = [...perObject.values()].slice(0, 6).flat();
  const rows: (typeof reviews.$inferInsert)[] = picked.map((b, i) => {
    const sample = SAMPLES[i % SAMPLES.length];
    const sent = new Date(Date.parse(`${b.checkOut}T08:00:00Z`) + DAY_MS);
    const state = i === 3 ? 'pending' : i === 8 ? 'hidden' : 'published';
    return {
      companyId,
      bookingId: b.id,
      userId: null,
      cleanliness: sample.s[0],
      location: sample.s[1],
      staff: sample.s[2],
      value: sample.s[3],
      text: state === 'hidden' ? 'Звоните мне напрямую: +7 900 000-00-00' : sample.text,
      language: sample.lang,
      state,
      hideReason: state === 'hidden' ? 'Отзыв содержит персональные данные' : null,
      createdAt: sent,
      publishedAt: state === 'published' ? new Date(sent.getTime() + DAY_MS) : null,
      ...(state === 'published' && i % 3 === 0 && manager
        ? {
            answerText: ANSWERS[sample.lang],
            answerLanguage: sample.lang,
            answeredAt: new Date(sent.getTime() + 2 * DAY_MS),
            answeredBy: manager.id,
          }
        : {}),
    };
  });
  if (guest && guestReviewed)
    rows.push({
      companyId,
      bookingId: guestReviewed.id,
      userId: guest.id,
      cleanliness: 5,
      location: 4,
      staff: 5,
      value: 4,
      text: 'Уютно и чисто, спасибо!',
      language: 'ru',
      state: 'pending',
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
    });
  if (rows.length) await db.insert(reviews).values(rows);
}
