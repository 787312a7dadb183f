/**
 * Contract of objects (docs/rules.md R4): the search list, one object, its booked nights and
 * the tariffs of the booking form. The server validates with these schemas
 * (server/routes/objects/); the SPA imports the types only (`import type`).
 */
import { z } from 'zod';
import { OBJECT_KINDS } from '../domain/objects';
import { envelope, id, idParams, isoDate, kopecks, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';
import { cancellationPolicyOrNull } from './backoffice-tariffs';

export { OBJECT_KINDS, type ObjectKind } from '../domain/objects';

/** An object kind: apartment, office, meeting room, conference hall (docs/rules.md R4.1). */
export const objectKind = z.enum(OBJECT_KINDS);

/** `YYYY-MM-DD` or nothing. */
const optionalDate = isoDate.optional();

/** GET app/v1/objects query (docs/rules.md R4.3–R4.6): filters, sort and the page window. */
export const objectSearchQuery = listQuery.extend({
  kind: objectKind.optional(),
  buildingId: id.optional(),
  priceMin: z.coerce.number().min(0).max(10_000_000).optional().describe('rubles per night'),
  priceMax: z.coerce.number().min(0).max(10_000_000).optional().describe('rubles per night'),
  checkIn: optionalDate,
  checkOut: optionalDate,
  adults: z.coerce.number().int().min(1).max(100).optional(),
  children: z
    .string()
    .regex(/^(\d{1,2}(,\d{1,2})*)?$/, 'validation.childAge')
    .optional()
    .describe('children ages, comma-separated, e.g. "5,0"'),
  /** `rating`: the published reviews' average, best first by default, objects without reviews last (R24.6). */
  _sort: z.enum(['price', 'area', 'capacity', 'id', 'rating']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type ObjectSearchQuery = z.infer<typeof objectSearchQuery>;

/** What a search result and an object's page both say of the room: where, how big, its rate. */
const roomFields = {
  floor: z.number().int(),
  number: z.string(),
  /** m² */
  area: z.number(),
  rooms: z.number().int(),
  capacity: z.number().int(),
  pricePerNightKopecks: kopecks,
};

/**
 * One search result; with dates also `nights`, `totalKopecks` (the nights' prices from the rate
 * calendar summed, docs/rules.md R5.28) and `perNightKopecks` (that total ÷ nights, rounded: what
 * the price filter and sort read with dates). `pricePerNightKopecks` stays the base price.
 */
export const objectItem = z.object({
  id: z.number().int(),
  kind: objectKind,
  title: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  ...roomFields,
  nights: z.number().int().nullable(),
  totalKopecks: kopecks.nullable(),
  perNightKopecks: kopecks.nullable(),
  currency: z.literal('RUB'),
  photo: z.string().nullable(),
  /** The published reviews' overall average, one decimal; null without reviews (docs/rules.md R24.6). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type ObjectItem = z.infer<typeof objectItem>;
/**
 * The search's page; `restrictions`: with dates, the distinct messages of the restrictions
 * (docs/rules.md R5.29) that left objects out, translated ("From 30.12, at least 3 nights").
 */
export const objectList = z.object({
  data: paginated(objectItem).shape.data.extend({ restrictions: z.array(z.string()) }),
});

/** Booking state of an object today (docs/rules.md R4.2). */
export const OBJECT_STATES = ['free', 'booked'] as const;

/** GET app/v1/objects/{id}: one object with its building. */
export const objectDetail = z.object({
  id: z.number().int(),
  kind: objectKind,
  title: z.string(),
  description: z.string(),
  ...roomFields,
  currency: z.literal('RUB'),
  photos: z.array(z.string()),
  management: z.enum(['mc', 'self']),
  state: z.enum(OBJECT_STATES),
  building: z.object({ id: z.number().int(), name: z.string(), address: z.string(), lat: z.number(), lng: z.number() }),
});
export type ObjectDetail = z.infer<typeof objectDetail>;

/** GET app/v1/objects/{id}/availability query: `[from, to]`, at most 400 days. */
export const availabilityQuery = z.object({ from: optionalDate, to: optionalDate });
/** The booked nights (`YYYY-MM-DD`, sorted) of an object in `[from, to]`. */
export const availability = z.object({ from: z.string(), to: z.string(), bookedNights: z.array(z.string()) });
export type Availability = z.infer<typeof availability>;

/** GET app/v1/objects/{id}/rates query: nights `[from, to]`, at most 62 (default: today and 61 more). */
export const objectRatesQuery = z.object({ from: optionalDate, to: optionalDate });
/** One night of the rate calendar as sold (src/domain/rates.ts `RateNight`): price, kopecks, and restrictions. */
export const rateNight = z.object({
  date: z.string(),
  priceKopecks: kopecks,
  minStay: z.number().int().nullable(),
  minStayArrival: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  closedToArrival: z.boolean().nullable(),
  closedToDeparture: z.boolean().nullable(),
  stopSell: z.boolean().nullable(),
});
/** An object's nights `[from, to]` with their prices and restrictions, and which of them are booked. */
export const objectRates = z.object({
  from: z.string(),
  to: z.string(),
  nights: z.array(rateNight),
  bookedNights: z.array(z.string()),
});
export type ObjectRates = z.infer<typeof objectRates>;
export type ObjectRateNight = z.infer<typeof rateNight>;

/** A tariff of the booking form (docs/rules.md R5.8). */
export const tariff = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Multiplier of the nights' subtotal, percent. */
  percent: z.number().int(),
  perGuestNightKopecks: kopecks,
  refundable: z.boolean(),
  /** The rate plan's cancellation policy (R5.30); null: `refundable` alone decides. */
  cancellation: cancellationPolicyOrNull,
  /** The company's check-in time `HH:mm`, from which the free-cancellation deadline counts back. */
  checkInTime: z.string(),
});
export type Tariff = z.infer<typeof tariff>;
export const tariffList = envelope(z.array(tariff));

/** The OpenAPI tag `objects` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
/** One year's tourist-tax rate (src/domain/tourist-tax.ts `TouristTaxRate`; docs/rules.md R5.26). */
export const touristTaxRate = z.object({
  year: z.number().int(),
  percent: z.number(),
  minPerNightKopecks: kopecks,
});

export const objectsTag = apiTag('objects', 'Apartments and rooms: search, details, availability, tariffs (R4)');

/** The endpoints of `objects` (docs/architecture.md § The typed seam). */
export const objectsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/objects',
    access: ['objects', 'list'],
    query: objectSearchQuery,
    responses: { 200: objectList },
    summary: 'Search objects free for the dates and guests (R4.3–R4.6)',
    tags: ['objects'],
  }),
  show: endpoint({
    method: 'get',
    path: '/objects/:id',
    access: ['objects', 'show'],
    params: idParams,
    responses: { 200: envelope(objectDetail) },
    summary: 'One object with its building and booking state',
    tags: ['objects'],
  }),
  availability: endpoint({
    method: 'get',
    path: '/objects/:id/availability',
    access: ['objects', 'show'],
    params: idParams,
    query: availabilityQuery,
    responses: { 200: envelope(availability) },
    summary: 'Booked nights of an object in [from, to] (at most 400 days)',
    tags: ['objects'],
  }),
  rates: endpoint({
    method: 'get',
    path: '/objects/:id/rates',
    access: ['objects', 'show'],
    params: idParams,
    query: objectRatesQuery,
    responses: { 200: envelope(objectRates) },
    summary: "An object's nights in [from, to] (at most 62): price, restrictions, booked (R5.28, R5.29)",
    tags: ['objects'],
  }),
  touristTaxRates: endpoint({
    method: 'get',
    path: '/tourist-tax-rates',
    access: ['tariffs', 'list'],
    responses: { 200: envelope(z.array(touristTaxRate)) },
    summary: "The city's tourist-tax rates by year, for the price's tax line (R5.26)",
    tags: ['bookings'],
  }),
  tariffs: endpoint({
    method: 'get',
    path: '/tariffs',
    access: ['tariffs', 'list'],
    responses: { 200: tariffList },
    summary: 'Tariffs of the booking form',
    tags: ['bookings'],
  }),
};
