/**
 * Contract of the public content (docs/rules.md R6.2, R4.9, R9.5): the management company
 * (GET app/v1/company), its buildings (GET app/v1/building, app/v1/building/{id}), the check-in
 * conditions (GET app/v1/check-in/condition) and the editable site content
 * (GET app/v1/content/{kind}, app/v1/content/{kind}/{slug}): news, partners, pages, segments,
 * FAQ, sections. Texts come in the request's language.
 */
import { z } from 'zod';
import { CONTENT_KINDS } from '../domain/site';
import { envelope, idParams, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';

export { CONTENT_KINDS, type ContentKind } from '../domain/site';

/** The management company's public record: brand, city, contacts, legal details. */
export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  /** The city in the locative case ("в Екатеринбурге"), for titles. */
  cityIn: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Network → profile URL. */
  socials: z.record(z.string(), z.string()),
  /** Legal details: name, INN, OGRN… */
  legal: z.record(z.string(), z.string()),
  /** The number in the register of classified accommodation facilities (docs/rules.md R6.15); null while not set. */
  registerNumber: z.string().nullable(),
});

/** A building as the list gives it. */
export const buildingBrief = z.object({ id: z.number().int(), name: z.string(), address: z.string() });

/** A building's full record (GET app/v1/building/{id}). */
export const buildingFull = buildingBrief.extend({
  description: z.string(),
  floors: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  photo: z.string(),
  objectsCount: z.number().int(),
});

/** Check-in conditions (docs/rules.md R9.5): times `HH:mm` and the house rules. */
export const checkInConditions = z.object({
  checkInTime: z.string(),
  checkOutTime: z.string(),
  rules: z.array(z.string()),
});

/** A content slug: lowercase latin letters, digits and hyphens. */
export const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'validation.invalid');

/** A content kind in a path. */
export const contentKind = z.enum(CONTENT_KINDS, { message: 'validation.invalid' });

/** Path of GET app/v1/content/{kind}. */
export const contentKindParams = z.object({ kind: contentKind });
/** Path of GET app/v1/content/{kind}/{slug}. */
export const contentItemParams = z.object({ kind: contentKind, slug });
/** Query of GET app/v1/content/{kind}: the page window and, for `rental`, a segment slug. */
export const contentListQuery = listQuery.extend({
  segment: slug.optional().describe('rental: only apartments of this segment'),
});

/** One content item; `data` holds the kind's own fields (see the `*Data` types below). */
export const contentItem = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  publishedAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
});

/** `data` of a partner: the guest discount (percent) and its promo code. */
export const partnerData = z.object({ discount: z.number(), promoCode: z.string() });
/** `data` of a service: its price, kopecks. */
export const serviceData = z.object({ priceKopecks: z.number().int() });
/** `data` of a rental apartment: rooms, area (m²), monthly price (kopecks), segment slugs. */
export const rentalData = z.object({
  rooms: z.number().int(),
  areaM2: z.number(),
  priceMonthKopecks: z.number().int(),
  segments: z.array(z.string()),
});
/** `data` of a segment: the shortest stay (months) and the lowest monthly price (kopecks). */
export const segmentData = z.object({ minMonths: z.number().int(), priceFromKopecks: z.number().int() });
/** `data` of a downloadable document: its URL and format (`PDF`…). */
export const documentData = z.object({ file: z.string(), format: z.string() });

export const companyEnvelope = envelope(company);
export const buildingListEnvelope = envelope(z.array(buildingBrief));
export const buildingEnvelope = envelope(buildingFull);
export const checkInEnvelope = envelope(checkInConditions);
export const contentPage = paginated(contentItem);
export const contentItemEnvelope = envelope(contentItem);

export type Company = z.infer<typeof company>;
export type BuildingBrief = z.infer<typeof buildingBrief>;
export type BuildingFull = z.infer<typeof buildingFull>;
export type CheckInConditions = z.infer<typeof checkInConditions>;
/** A content item whose `data` has the shape `D` of its kind. */
export type ContentItem<D = Record<string, unknown>> = Omit<z.infer<typeof contentItem>, 'data'> & { data: D };
export type PartnerData = z.infer<typeof partnerData>;
export type ServiceData = z.infer<typeof serviceData>;
export type RentalData = z.infer<typeof rentalData>;
export type SegmentData = z.infer<typeof segmentData>;
export type DocumentData = z.infer<typeof documentData>;

/** The OpenAPI tag `company` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const companyTag = apiTag('company', 'The management company named by the `company` header');
/** The OpenAPI tag `buildings` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const buildingsTag = apiTag('buildings', 'Buildings of the complex');
/** The OpenAPI tag `content` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const contentTag = apiTag('content', 'Public content: news, offers, partners, FAQ (R6)');

/** The endpoints of `content` (docs/architecture.md § The typed seam). */
export const contentEndpoints = {
  company: endpoint({
    method: 'get',
    path: '/company',
    access: ['content', 'show'],
    responses: { 200: companyEnvelope },
    summary: 'The management company: brand, contacts, legal details (R6.2)',
    tags: ['company'],
  }),
  buildings: endpoint({
    method: 'get',
    path: '/building',
    access: ['content', 'list'],
    responses: { 200: buildingListEnvelope },
    summary: 'Buildings of the complex (R4.9)',
    tags: ['buildings'],
  }),
  building: endpoint({
    method: 'get',
    path: '/building/:id',
    access: ['content', 'show'],
    params: idParams,
    responses: { 200: buildingEnvelope },
    summary: 'One building with its details (R4.9)',
    tags: ['buildings'],
  }),
  checkIn: endpoint({
    method: 'get',
    path: '/check-in/condition',
    access: ['content', 'show'],
    responses: { 200: checkInEnvelope },
    summary: 'Check-in conditions (R9.5)',
    tags: ['buildings'],
  }),
  list: endpoint({
    method: 'get',
    path: '/content/:kind',
    access: ['content', 'list'],
    params: contentKindParams,
    query: contentListQuery,
    responses: { 200: contentPage },
    summary: 'Public content of one kind, paginated (news newest first)',
    tags: ['content'],
  }),
  show: endpoint({
    method: 'get',
    path: '/content/:kind/:slug',
    access: ['content', 'show'],
    params: contentItemParams,
    responses: { 200: contentItemEnvelope },
    summary: 'One content item by kind and slug',
    tags: ['content'],
  }),
};
