/**
 * Online check-in: the identity data of each guest of a booking, as the guest registration at an
 * accommodation needs it (docs/rules.md R20.2). Pure validation: formats per document type,
 * required fields per citizenship, and the guest's age against what the booking says (adults
 * 18+, each child's age at the check-in date equal to the age booked, docs/rules.md R5.4).
 *
 * Errors are i18next keys under `checkIn.errors.*` (src/locales/areas/check-in), one list per
 * field, so the server answers them translated under each field (422 `{ message, errors }`).
 *
 * Dates are ISO `YYYY-MM-DD`. No I/O.
 *
 * @module
 */
import { isIsoDate, parseIsoDateUtc } from './datetime';

/** Days before arrival the booker is reminded to fill the online check-in (docs/rules.md R20.2). */
export const CHECK_IN_REMINDER_DAYS = 2;

/** The identity documents a guest may show. */
export const DOCUMENT_TYPES = ['ru_passport', 'foreign_passport', 'birth_certificate', 'residence_permit'] as const;
/** One of {@link DOCUMENT_TYPES}. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The purpose of the visit, as the migration card and the notice of arrival name it. */
export const VISIT_PURPOSES = ['tourism', 'business', 'private', 'study', 'work', 'transit', 'other'] as const;
/** One of {@link VISIT_PURPOSES}. */
export type VisitPurpose = (typeof VISIT_PURPOSES)[number];

/** The sex as the identity document states it. */
export const SEXES = ['male', 'female'] as const;
/** One of {@link SEXES}. */
export type Sex = (typeof SEXES)[number];

/** Russia in ISO 3166-1 (alpha-3 and alpha-2). */
const RUSSIA = new Set(['RUS', 'RU']);

/** One guest's entry as the form sends it; optional fields are `null` or absent when empty. */
export interface GuestEntry {
  surname: string;
  name: string;
  patronymic?: string | null;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** The notice of arrival (MVD order № 856) asks the sex. */
  sex: Sex;
  /** State and town of birth, as the document says (the notice of arrival asks it of a foreigner). */
  birthPlace?: string | null;
  /** ISO 3166-1 alpha-3 or alpha-2, upper case; `RUS` for Russians. */
  citizenship: string;
  documentType: DocumentType;
  documentSeries?: string | null;
  documentNumber: string;
  documentIssuer?: string | null;
  /** `YYYY-MM-DD`. */
  documentIssuedOn?: string | null;
  /** Russians: the address of registration (прописка). */
  registrationAddress?: string | null;
  /** Foreigners: the migration card. */
  migrationCardSeries?: string | null;
  migrationCardNumber?: string | null;
  /** Foreigners with a visa: its number and last valid day `YYYY-MM-DD`. */
  visaNumber?: string | null;
  visaValidUntil?: string | null;
  visitPurpose?: VisitPurpose | null;
}

/** Who the guest is in the booking: guest `index` 1..adults are adults, the rest children in order. */
export interface GuestSlot {
  /** 1-based position of the guest in the booking. */
  index: number;
  adults: number;
  /** Each child's age in years as booked. */
  children: readonly number[];
  /** The booking's check-in date `YYYY-MM-DD`. */
  checkIn: string;
}

/** Field → error keys (`checkIn.errors.*`). Empty when the entry is valid. */
export type GuestErrors = Record<string, string[]>;

/**
 * Document number formats (series, number) per document type. Sources: the Russian internal
 * passport — series 4 digits, number 6 digits (Положение о паспорте гражданина РФ, Постановление
 * Правительства РФ от 23.12.2023 № 2267); a Russian citizen's passport for travel abroad — series 2
 * digits, number 7 digits (Приказ МВД России от 31.10.2022 № 810); a birth certificate — series
 * roman numerals, a hyphen and two Cyrillic letters, number 6 digits (Приказ Минюста России от
 * 01.10.2018 № 200, form of the certificate); a residence permit — series 2 digits, number 7
 * digits (Приказ МВД России от 03.06.2020 № 399, in force from 01.03.2021; its sample reads
 * «82 № 0000000»). A foreign citizen's passport
 * is the issuing state's: letters and digits, 5–20 characters, no series.
 */
export const DOCUMENT_FORMATS: Record<DocumentType | 'foreign_passport_ru', { series: RegExp | null; number: RegExp }> =
  {
    ru_passport: { series: /^\d{4}$/, number: /^\d{6}$/ },
    foreign_passport_ru: { series: /^\d{2}$/, number: /^\d{7}$/ },
    foreign_passport: { series: null, number: /^[A-Z0-9]{5,20}$/ },
    birth_certificate: { series: /^[IVXLC]{1,6}-[А-ЯЁ]{2}$/, number: /^\d{6}$/ },
    residence_permit: { series: /^\d{2}$/, number: /^\d{7}$/ },
  };

/**
 * Citizens of Belarus neither fill nor show a migration card entering Russia (Agreement between the
 * Governments of Russia and Belarus on the migration card of the unified form, as amended by the
 * Protocol in force since 06.03.2018).
 */
const NO_MIGRATION_CARD = new Set(['BLR', 'BY']);

/**
 * Whether a foreign guest must give a migration card (115-FZ art. 2: the card of every foreigner
 * entering Russia): not a Russian, not a holder of a Russian residence permit, not a citizen of
 * Belarus.
 */
export function needsMigrationCard(entry: Pick<GuestEntry, 'citizenship' | 'documentType'>): boolean {
  return (
    !isRussian(entry.citizenship) &&
    entry.documentType !== 'residence_permit' &&
    !NO_MIGRATION_CARD.has(entry.citizenship.trim().toUpperCase())
  );
}

/** Whether `citizenship` is Russia. */
export function isRussian(citizenship: string): boolean {
  return RUSSIA.has(citizenship.trim().toUpperCase());
}

/** Full years between `birthDate` and `onDate` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, onDate: string): number {
  const b = parseIsoDateUtc(birthDate);
  const d = parseIsoDateUtc(onDate);
  let years = d.year() - b.year();
  if (d.month() < b.month() || (d.month() === b.month() && d.date() < b.date())) years -= 1;
  return years;
}

/** Series and number without spaces, letters upper case (`45 06` → `4506`, `iv-аб` → `IV-АБ`). */
export function normalizeDocumentPart(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/**
 * Checks one guest's entry against the formats of docs/rules.md R20.2 and the booking's guests.
 *
 * @param entry the form's values
 * @param slot the guest's place in the booking (adult or the n-th child) and the check-in date
 * @returns field → `checkIn.errors.*` keys; `{}` when valid
 */
export function validateGuest(entry: GuestEntry, slot: GuestSlot): GuestErrors {
  const errors: GuestErrors = Object.create(null) as GuestErrors;
  const add = (field: string, key: string) => (errors[field] ??= []).push(`checkIn.errors.${key}`);
  const russian = isRussian(entry.citizenship);

  if (blank(entry.surname)) add('surname', 'required');
  if (blank(entry.name)) add('name', 'required');
  if (!SEXES.includes(entry.sex)) add('sex', 'required');
  if (!/^[A-Z]{2,3}$/.test(entry.citizenship.trim().toUpperCase())) add('citizenship', 'citizenship');

  if (!isIsoDate(entry.birthDate)) add('birthDate', 'required');
  else if (entry.birthDate > slot.checkIn) add('birthDate', 'future');
  else {
    const age = ageOn(entry.birthDate, slot.checkIn);
    if (slot.index <= slot.adults) {
      if (age < 18) add('birthDate', 'adultAge');
    } else {
      const booked = slot.children[slot.index - slot.adults - 1];
      if (booked !== undefined && age !== booked) add('birthDate', 'childAge');
    }
  }

  const allowed: readonly DocumentType[] = russian
    ? ['ru_passport', 'foreign_passport', 'birth_certificate']
    : ['foreign_passport', 'residence_permit', 'birth_certificate'];
  if (!allowed.includes(entry.documentType)) add('documentType', russian ? 'documentRussian' : 'documentForeign');
  else {
    const format =
      DOCUMENT_FORMATS[
        entry.documentType === 'foreign_passport' && russian ? 'foreign_passport_ru' : entry.documentType
      ];
    const series = normalizeDocumentPart(entry.documentSeries);
    if (format.series && !format.series.test(series)) add('documentSeries', `series.${entry.documentType}`);
    if (!format.number.test(normalizeDocumentPart(entry.documentNumber)))
      add(
        'documentNumber',
        `number.${russian && entry.documentType === 'foreign_passport' ? 'foreign_passport_ru' : entry.documentType}`,
      );
  }
  if (!blank(entry.documentIssuedOn)) {
    if (!isIsoDate(entry.documentIssuedOn!) || entry.documentIssuedOn! > slot.checkIn) add('documentIssuedOn', 'date');
    else if (isIsoDate(entry.birthDate) && entry.documentIssuedOn! < entry.birthDate)
      add('documentIssuedOn', 'beforeBirth');
  }

  if (russian) {
    if (blank(entry.registrationAddress)) add('registrationAddress', 'required');
  } else {
    if (needsMigrationCard(entry) && blank(entry.migrationCardNumber)) add('migrationCardNumber', 'required');
    if (!blank(entry.visaNumber) && (blank(entry.visaValidUntil) || !isIsoDate(entry.visaValidUntil!)))
      add('visaValidUntil', 'required');
    if (blank(entry.visitPurpose)) add('visitPurpose', 'required');
    if (blank(entry.birthPlace)) add('birthPlace', 'required');
  }
  if (!blank(entry.visitPurpose) && !VISIT_PURPOSES.includes(entry.visitPurpose!)) add('visitPurpose', 'required');
  return errors;
}

/** Whether a saved entry has every field the registration needs (what the desk reads: ready / missing). */
export function isGuestReady(entry: GuestEntry | null | undefined, slot: GuestSlot): boolean {
  return !!entry && Object.keys(validateGuest(entry, slot)).length === 0;
}

/**
 * The guests of a booking as check-in slots: 1..adults are adults, then one per child in the order
 * of the ages booked (docs/rules.md R20.2).
 *
 * @param guests the booking's `{ adults, children: ages in years }`
 * @param checkIn the check-in date `YYYY-MM-DD`
 */
export function bookingSlots(guests: { adults: number; children: readonly number[] }, checkIn: string): GuestSlot[] {
  return Array.from({ length: guests.adults + guests.children.length }, (_, i) => ({
    index: i + 1,
    adults: guests.adults,
    children: guests.children,
    checkIn,
  }));
}
