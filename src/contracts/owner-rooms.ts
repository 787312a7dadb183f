/**
 * Owner rooms (docs/rules.md R12.1, R12.5–R12.7): GET app/v1/owner-rooms (the caller's rooms),
 * POST app/v1/owner-rooms (a room application with the required scans), GET …/{id} (the room, its
 * agreements, applications, upcoming bookings and own stays), POST …/{id}/connect-to-control,
 * POST …/{id}/control-termination, POST …/{id}/stays, DELETE …/{id}/stays/{stayId}.
 */
import { z } from 'zod';
import { envelope, id, idParams, isoDate, listQuery, paginated } from './common';
import { applicationRow } from './applications';
import { PROXY_ACTS } from '../domain/agents';
import { consentField } from './consents';
import { apiTag, endpoint } from './endpoint';

const name = z.string().trim().min(3, 'validation.required').max(200);
const file = z.object({ id: z.string().min(1).max(100), name: z.string().max(200) });

/** POST app/v1/owner-rooms: who owns it, the scans (required, R12.1) and the room. */
export const ownerRoomCreate = z.object({
  ownerName: name,
  /** The representative acting for the owner, when one does. */
  representativeName: z.string().trim().max(200).optional(),
  /** Title-document scans (ЕГРН extract): at least one. */
  titleDocument: z.array(file).max(5).default([]),
  /** Passport, first page: at least one. */
  passportMain: z.array(file).max(5).default([]),
  /** Passport, registration page: at least one. */
  passportRegistration: z.array(file).max(5).default([]),
  buildingId: id,
  floor: z.number().int().min(-5).max(100),
  number: z.string().trim().min(1, 'validation.required').max(20),
  /** Area, m². */
  area: z.number().positive().max(10_000),
  rooms: z.number().int().min(1).max(20),
  cadastralNo: z.string().trim().max(40).optional(),
  /** The owner's personal-data consent, a separate document (docs/rules.md R21.2). */
  policyConsent: consentField('personal_data'),
});
export type OwnerRoomCreate = z.infer<typeof ownerRoomCreate>;

/** One room in the owner's list. */
export const ownerRoomRow = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  building: z.string(),
  floor: z.number().int(),
  number: z.string(),
  /** m². */
  area: z.number(),
  management: z.enum(['mc', 'self']),
  /** Today's booking state (an active stay covers tonight). */
  booked: z.boolean(),
  /** null: "not concluded". */
  mcAgreementNo: z.string().nullable(),
  serviceAgreementNo: z.string().nullable(),
  /** Notice period of the MC agreement, days (R12.6). */
  noticeDays: z.number().int(),
  /** The management fee of the MC agreement, a whole % of the income by night (R12.5, R13.1). */
  mcFeePercent: z.number().int(),
  /** The room's tenant (filled by the leases resource), null when none. */
  tenant: z.string().nullable(),
  /** For the owner: the agents of the room's proxies in force, scheduled or awaiting the MC (R12.3); empty for an agent. */
  agents: z.array(z.string()),
  /** What the caller may do with the room (R3.7): an owner every act, an agent its valid proxies' acts (`view` implied). */
  acts: z.array(z.enum(PROXY_ACTS)),
  /** Applications under consideration for this room. */
  openApplications: z.array(z.object({ id: z.number().int(), kind: z.string() })),
});
export type OwnerRoomRow = z.infer<typeof ownerRoomRow>;

export const ownerRoomListQuery = listQuery.extend({
  _sort: z.enum(['id']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export const ownerRoomList = paginated(ownerRoomRow);

/** The room's page: the row, its applications, bookings from today on and the owner's stays. */
export const ownerRoomDetail = ownerRoomRow.extend({
  applications: z.array(applicationRow),
  bookings: z.array(z.object({ number: z.string(), checkIn: z.string(), checkOut: z.string() })),
  stays: z.array(z.object({ id: z.number().int(), checkIn: z.string(), checkOut: z.string() })),
  /** Nights blocked per calendar year, and the cap (R12.7). */
  stayNights: z.record(z.string(), z.number().int()),
  stayCap: z.number().int(),
  /** The room's day today (YYYY-MM-DD), the notification date of a termination sent now. */
  today: z.string(),
});
export type OwnerRoomDetail = z.infer<typeof ownerRoomDetail>;
export const ownerRoomResponse = envelope(ownerRoomDetail);

/** POST …/control-termination: the desired acceptance date, confirmed after seeing the bookings it cuts. */
export const controlTermination = z.object({
  date: isoDate,
  confirm: z.literal(true, { message: 'validation.required' }),
});
export type ControlTermination = z.infer<typeof controlTermination>;

/** POST …/stays: nights the owner blocks [checkIn, checkOut). */
export const ownerStayCreate = z.object({ checkIn: isoDate, checkOut: isoDate });
export type OwnerStayCreate = z.infer<typeof ownerStayCreate>;

export const stayParams = z.object({ id, stayId: id });
export const applicationCreated = envelope(applicationRow);

/** The OpenAPI tag `owner-rooms` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const ownerRoomsTag = apiTag('owner-rooms', "An owner's rooms: management under the company, own stays (R12)");
const tags = [ownerRoomsTag.name];

/** The endpoints of `owner-rooms` (docs/architecture.md § The typed seam); routes: server/routes/owner-rooms/. */
export const ownerRoomsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/owner-rooms',
    access: ['owner-rooms', 'list'],
    query: ownerRoomListQuery,
    responses: { 200: ownerRoomList },
    summary: "The caller's rooms: management, agreements, booking state, open applications",
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/owner-rooms',
    access: ['owner-rooms', 'create'],
    body: ownerRoomCreate,
    responses: { 201: applicationCreated },
    summary: 'Apply to add a room (owner, scans of the title document and passport required)',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/owner-rooms/:id',
    access: ['owner-rooms', 'show'],
    params: idParams,
    responses: { 200: ownerRoomResponse },
    summary: 'One room: agreements, applications, bookings from today, own stays',
    tags,
  }),
  connectToControl: endpoint({
    method: 'post',
    path: '/owner-rooms/:id/connect-to-control',
    access: ['owner-rooms', 'control'],
    params: idParams,
    responses: { 201: applicationCreated },
    summary: 'Ask the MC to take the room under management',
    tags,
  }),
  controlTermination: endpoint({
    method: 'post',
    path: '/owner-rooms/:id/control-termination',
    access: ['owner-rooms', 'control'],
    params: idParams,
    body: controlTermination,
    responses: { 201: applicationCreated },
    summary: "Notify the MC of terminating its management from a date (≥ today + the agreement's notice)",
    tags,
  }),
  addStay: endpoint({
    method: 'post',
    path: '/owner-rooms/:id/stays',
    access: ['owner-rooms', 'stays'],
    params: idParams,
    body: ownerStayCreate,
    responses: { 200: ownerRoomResponse },
    summary: "Block nights of a room under the MC for the owner's own stay (≤ 30 nights a year)",
    tags,
  }),
  removeStay: endpoint({
    method: 'delete',
    path: '/owner-rooms/:id/stays/:stayId',
    access: ['owner-rooms', 'stays'],
    params: stayParams,
    responses: { 200: ownerRoomResponse },
    summary: "Free an owner's stay that has not begun",
    tags,
  }),
};
