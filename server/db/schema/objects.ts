/** Rentable objects (docs/rules.md R4.1, R4.2): money as integer kopecks (64-bit), areas in m². */
import { bigint, doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Localized } from './columns';
import { buildings, companyColumn } from './company';
import { users } from './users';
import { OBJECT_KINDS, type ObjectKind } from '../../../src/domain/objects';

/** Kinds of rentable object (docs/rules.md R4.1). */
export { OBJECT_KINDS, type ObjectKind };

/** A rentable object (docs/rules.md R4.2). */
export const objects = pgTable(
  'objects',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => buildings.id),
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
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    /** docs/rules.md R4.2: `mc` (in the MC's management) or `self` (self-administration). */
    management: text('management').$type<'mc' | 'self'>().notNull().default('mc'),
    /** The owner (a user with the owner role), or null for the company's own objects. */
    ownerId: integer('owner_id').references(() => users.id),
    /** Management agreement number with the MC (docs/rules.md R12.5); null: not concluded. */
    mcAgreementNo: text('mc_agreement_no'),
    /** Service agreement number (docs/rules.md R12.5); null: not concluded. */
    serviceAgreementNo: text('service_agreement_no'),
    /** Notice period of the MC agreement, days (a term of the agreement; docs/rules.md R12.6). */
    noticeDays: integer('notice_days').notNull().default(60),
    /**
     * The management fee of the MC agreement: this whole % of the room's income by night
     * (docs/rules.md R12.5, R13.1); set by the MC when approving the connection, 20 by default
     * (`DEFAULT_MC_FEE_PERCENT`, src/domain/reports.ts).
     */
    mcFeePercent: integer('mc_fee_percent').notNull().default(20),
  },
  (t) => [index('objects_company_kind_idx').on(t.companyId, t.kind), index('objects_building_idx').on(t.buildingId)],
);

/** The `object_id` column of an object's row: `integer not null references objects(id)` (`objectId: objectColumn()`). */
export const objectColumn = () =>
  integer('object_id')
    .notNull()
    .references(() => objects.id);
