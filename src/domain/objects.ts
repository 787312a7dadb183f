/**
 * Kinds of rentable object (docs/rules.md R4.1): apartments, offices, meeting rooms and the conference
 * hall. Shared by the SPA and the server (server/db/schema/ has the same list).
 *
 * @module
 */
export const OBJECT_KINDS = ['apartment', 'office', 'meeting_room', 'conference_hall'] as const;
/** A kind of rentable object. */
export type ObjectKind = (typeof OBJECT_KINDS)[number];
