/**
 * Drizzle schema of the reference backend (ARCHITECTURE.md § Data). Every table carries
 * `company_id` (SPEC §9: company id 1 is the demo company). Translatable content is stored
 * as `{ ru, en }` JSON ({@link Localized}); money as integer kopecks; areas in m².
 */
import { sql } from 'drizzle-orm';
import type { Role } from '../../src/domain/access';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text in both interface languages (SPEC §1: ru default and fallback, en). */
export type Localized = { ru: string; en: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The management company: the `company` request header selects one (SPEC §7, DESIGN.md § Content). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  city: jsonb('city').$type<Localized>().notNull(),
  /** The city in the locative case ("в Екатеринбурге"), for titles. */
  cityIn: jsonb('city_in').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  phones: jsonb('phones').$type<string[]>().notNull(),
  email: text('email').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  socials: jsonb('socials').$type<Record<string, string>>().notNull().default({}),
  legal: jsonb('legal').$type<Record<string, string>>().notNull().default({}),
  /** Check-in conditions served by GET app/v1/check-in/condition (SPEC §7). */
  checkInConditions: jsonb('check_in_conditions')
    .$type<{ checkInTime: string; checkOutTime: string; rules: Localized[] }>()
    .notNull(),
});

/** A building of the complex, with floors and coordinates. */
export const buildings = pgTable(
  'buildings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: jsonb('name').$type<Localized>().notNull(),
    address: jsonb('address').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    floors: integer('floors').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    photo: text('photo').notNull(),
  },
  (t) => [index('buildings_company_idx').on(t.companyId)],
);

/** Kinds of rentable object (SPEC §1, §9). */
export const OBJECT_KINDS = ['apartment', 'office', 'meeting_room', 'conference_hall'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** A rentable object (SPEC §3 "Object"). */
export const objects = pgTable(
  'objects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    buildingId: integer('building_id').notNull().references(() => buildings.id),
    kind: text('kind').$type<ObjectKind>().notNull(),
    floor: integer('floor').notNull(),
    /** Hotel room number. */
    number: text('number').notNull(),
    /** Room area, m². */
    area: doublePrecision('area').notNull(),
    rooms: integer('rooms').notNull(),
    /** Maximum number of guests (people for meeting rooms and the hall). */
    capacity: integer('capacity').notNull(),
    /** Price per night (apartments) or per day (offices, halls), kopecks. */
    priceKopecks: integer('price_kopecks').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    /** SPEC §4: `mc` (in the MC's management) or `self` (self-administration). */
    management: text('management').$type<'mc' | 'self'>().notNull().default('mc'),
    ownerId: integer('owner_id'),
  },
  (t) => [index('objects_company_kind_idx').on(t.companyId, t.kind), index('objects_building_idx').on(t.buildingId)],
);

/** Roles a person can hold (src/domain/access.ts). */
export { ROLES, type Role } from '../../src/domain/access';
export const PAYER_TYPES = ['individual', 'entrepreneur', 'legal'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

/** A person (SPEC §3 "Person/profile"). Phone is unique per company among live accounts. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** E.164, `+7XXXXXXXXXX`; null once the account is deleted. */
    phone: text('phone'),
    surname: text('surname'),
    name: text('name'),
    patronymic: text('patronymic'),
    email: text('email'),
    payerType: text('payer_type').$type<PayerType>().notNull().default('individual'),
    /** Roles the person holds; `guest` for everyone. */
    roles: jsonb('roles').$type<Role[]>().notNull().default(['guest']),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_company_phone_uq').on(t.companyId, t.phone).where(sql`${t.deletedAt} is null`)],
);

/** A login session: only the SHA-256 of the bearer token is stored (≥128 random bits). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    /** The role the session acts in (SPEC §2: "I am the owner" at login). */
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash)],
);

/** A one-time login code (SPEC §5): stored hashed, single use, 5 minutes, 5 wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    phone: text('phone').notNull(),
    /** What the code is for: `login`, or a later purpose (phone change, deletion). */
    purpose: text('purpose').notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').$type<'sms' | 'call'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_phone_idx').on(t.companyId, t.phone, t.purpose)],
);

/** A notification for a user (SPEC §3, §7 GET app/v1/push). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt)],
);

/** A push device registration (SPEC §3: type `web` and token). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('devices_token_uq').on(t.token)],
);

/** Content kinds kept in {@link contentItems}: news, partners, services, FAQ, segments, pages. */
export const CONTENT_KINDS = ['news', 'partner', 'service', 'faq', 'segment', 'award', 'advantage', 'document', 'gallery', 'infrastructure', 'page', 'rental'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Editable content of the public site, in both languages, so the MC changes it without a deploy.
 * `data` holds kind-specific fields (a partner's discount and promo code, a service's price…).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    image: text('image'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_kind_idx').on(t.companyId, t.kind, t.position), uniqueIndex('content_slug_uq').on(t.companyId, t.kind, t.slug)],
);

/** A request sent from a public form: call-back, feedback, question (SPEC §3 "Callback", "Feedback"). */
export const formRequests = pgTable('form_requests', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  kind: text('kind').$type<'callback' | 'feedback' | 'question'>().notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  notificationsConsent: boolean('notifications_consent').notNull().default(false),
  createdAt: createdAt(),
});
export * from './schema-booking';
