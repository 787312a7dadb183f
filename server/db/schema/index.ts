/**
 * Drizzle schema of the reference backend (docs/architecture.md § Data), one file per domain.
 * Every table carries `company_id` (docs/rules.md R1.7; company id 1 is the demo company).
 * Translatable content is
 * stored as `{ ru, en }` JSON ({@link Localized}); money as integer kopecks; areas in m².
 * `import … from '../db/schema'` resolves here. The files import each other only downwards
 * (columns ← company ← users ← objects ← bookings ← uploads ← utilities ← payments, backoffice, documents, channels; agents ← subscriptions), never in a cycle.
 */
export * from './columns';
export * from './company';
export * from './users';
export * from './objects';
export * from './notifications';
export * from './content';
export * from './forms';
export * from './bookings';
export * from './utility-accounts';
export * from './payments';
export * from './backoffice';
export * from './uploads';
export * from './rents';
export * from './services';
export * from './service-requests';
export * from './reports';
export * from './polls';
export * from './documents';
export * from './owner-rooms';
export * from './agents';
export * from './subscriptions';
export * from './auth-failures';
export * from './channels';
