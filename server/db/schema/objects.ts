/** Rentable objects (docs/rules.md R4.1, R4.2): money as integer kopecks, areas in m². */
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { Localized } from './columns';
import { buildings, companies } from './company';

/** Kinds of rentable object (docs/rules.md R4.1). */
export const OBJECT_KINDS = ['apartment', 'office', 'meeting_room', 'conference_hall'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** A rentable object (docs/rules.md R4.2). */
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
    /** docs/rules.md R4.2: `mc` (in the MC's management) or `self` (self-administration). */
    management: text('management').$type<'mc' | 'self'>().notNull().default('mc'),
    ownerId: integer('owner_id'),
  },
  (t) => [index('objects_company_kind_idx').on(t.companyId, t.kind), index('objects_building_idx').on(t.buildingId)],
);

