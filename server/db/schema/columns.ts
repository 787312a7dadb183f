/**
 * Column helpers shared by the schema files (server/db/schema/*.ts): the `{ ru, en }` text type
 * and the `created_at` column. Imports no table, so every domain file may import it.
 */
import { timestamp } from 'drizzle-orm/pg-core';

/** A text in both interface languages (docs/rules.md R6.1: ru default and fallback, en). */
export type Localized = { ru: string; en: string };

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
