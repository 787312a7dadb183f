/**
 * Contract of the notifications and push devices (docs/rules.md R7.5–R7.6): GET app/v1/push
 * (paginated, unread first, plus the unread count), GET app/v1/push/{id} (marks it read) and
 * POST app/v1/device.
 */
import { z } from 'zod';
import { envelope, idParams, listQuery } from './common';
import { CLIENT_TYPES } from '../domain/clients';
import { apiTag, endpoint } from './endpoint';

/** Longest push token accepted, characters. */
export const DEVICE_TOKEN_MAX = 4096;

/** A notification as the API shows it: texts in the request's language. */
export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A site path to open, or null. */
  link: z.string().nullable(),
  createdAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
  read: z.boolean(),
});

/** The list answer: simple-rest's page plus `unread`, the user's unread count. */
export const notificationPage = envelope(
  z.object({
    data: z.array(notificationItem),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
    unread: z.number().int(),
  }),
);

/** Longest app installation id accepted, characters. */
export const INSTALLATION_ID_MAX = 200;

/**
 * A push device (docs/rules.md R7.6): `web` (a browser), `ios` or `android` (the mobile app), its
 * FCM token, and for the app the installation's own id, which keeps one row per device when FCM
 * rotates the token.
 */
export const deviceBody = z.object({
  type: z.enum(CLIENT_TYPES, { message: 'validation.invalid' }),
  token: z.string().trim().min(1, 'validation.required').max(DEVICE_TOKEN_MAX, 'validation.tooLong'),
  installationId: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(INSTALLATION_ID_MAX, 'validation.tooLong')
    .optional(),
});

/** An answer that only confirms (POST app/v1/auth/logout, DELETE app/v1/device/{id}). */
export const okResult = z.object({ ok: z.literal(true) });

/** Answer of POST app/v1/device: the registration's id. */
export const deviceResult = z.object({ id: z.number().int() });

export type NotificationItem = z.infer<typeof notificationItem>;
export type NotificationPage = z.infer<typeof notificationPage>['data'];
export type DeviceBody = z.infer<typeof deviceBody>;

/** The OpenAPI tag `notifications` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const notificationsTag = apiTag('notifications', 'Notices to the signed-in person (R7)');
const tags = [notificationsTag.name];

/** The endpoints of `notifications` (docs/architecture.md § The typed seam). */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/push',
    access: ['notifications', 'list'],
    query: listQuery,
    responses: { 200: notificationPage },
    summary: 'Notifications of the user, unread first, with the unread count (R7.5)',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/push/:id',
    access: ['notifications', 'show'],
    params: idParams,
    responses: { 200: envelope(notificationItem) },
    summary: 'One notification of the user; marks it read',
    tags,
  }),
  registerDevice: endpoint({
    method: 'post',
    path: '/device',
    access: ['notifications', 'device'],
    body: deviceBody,
    responses: { 200: envelope(deviceResult) },
    summary: 'Register a push device (R7.6: type web, ios or android; the FCM token; the app installation id)',
    tags,
  }),
  removeDevice: endpoint({
    method: 'delete',
    path: '/device/:id',
    access: ['notifications', 'device'],
    params: idParams,
    responses: { 200: envelope(okResult) },
    summary: 'Remove one of the caller’s push devices (R7.6)',
    tags,
  }),
};
