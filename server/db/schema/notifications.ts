/** Notifications and push devices (docs/rules.md R7.5–R7.8; app/v1/push). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type Localized } from './columns';
import { sessions, userColumn } from './users';
import type { ClientType } from '../../../src/domain/clients';

/** A notification for a user (docs/rules.md R7.5; GET app/v1/push). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: userColumn(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt)],
);

/**
 * A push device (docs/rules.md R7.6, R7.8): a browser (`web`) or the mobile app (`ios`, `android`),
 * each with its FCM token. One row per device: a token names one row, and an app installation
 * (`installation_id`) keeps its one row when FCM rotates its token. Removed at the logout of the
 * session that registered it.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: userColumn(),
    type: text('type').$type<ClientType>().notNull(),
    token: text('token').notNull(),
    /** The app installation's own id (stable across FCM token refreshes); null for browsers. */
    installationId: text('installation_id'),
    /** The session that registered the device; its logout removes the device. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_token_uq').on(t.token),
    uniqueIndex('devices_installation_uq').on(t.installationId),
    index('devices_session_idx').on(t.sessionId),
  ],
);
