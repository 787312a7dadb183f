/**
 * Conversations with the management company (docs/rules.md R23): the kinds of subject a
 * conversation is about, its states, the limits of a message, and the first-reply target.
 * Shared by the contract (src/contracts/conversations.ts), the schema and the server.
 */

/** What a conversation is about (docs/rules.md R23.1): one per subject, one general per person. */
export const CONVERSATION_KINDS = ['booking', 'lease', 'service_request', 'owner_room', 'general'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/**
 * States (docs/rules.md R23.4): `open` — the person wrote last (the MC owes a reply); `waiting` —
 * staff wrote last (waiting for the person); `closed` — closed by staff, reopened by a new message.
 */
export const CONVERSATION_STATES = ['open', 'waiting', 'closed'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

/** Who wrote a message: the person the conversation belongs to (or its agent), or the MC's staff. */
export const MESSAGE_SIDES = ['person', 'staff'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** A message's text, characters (docs/rules.md R23.3). */
export const MESSAGE_TEXT_MAX = 4000;
/** Photos on one message (docs/rules.md R23.3). */
export const MESSAGE_PHOTOS_MAX = 5;
/** Minutes a staff reply may wait unread before the person gets a push (docs/rules.md R23.8). */
export const UNREAD_REMINDER_MINUTES = 10;

/**
 * The first-reply target, a dated table (docs/rules.md R23.6): from `from` (YYYY-MM-DD) on, a
 * person's message written during the working hours `[startHour, endHour)` in Yekaterinburg
 * (UTC+5, no DST) should get a staff reply within `minutes`; one written outside them, within
 * `minutes` of the next opening. The MC's own service standard, not a law.
 */
export const FIRST_REPLY_TARGETS: readonly {
  from: string;
  minutes: number;
  startHour: number;
  endHour: number;
}[] = [{ from: '2026-01-01', minutes: 15, startHour: 9, endHour: 21 }];

/** Yekaterinburg's offset from UTC, hours (Asia/Yekaterinburg, no DST since 2014). */
const YEKT_OFFSET_HOURS = 5;

/**
 * The instant a first staff reply is due for a person's message written at `at`
 * (docs/rules.md R23.6): the target in force that day, counted from `at` within working hours or
 * from the next opening (9:00 Yekaterinburg) outside them.
 */
export function firstReplyDue(at: Date): Date {
  const local = new Date(at.getTime() + YEKT_OFFSET_HOURS * 3_600_000);
  const day = local.toISOString().slice(0, 10);
  const target = [...FIRST_REPLY_TARGETS].reverse().find((t) => t.from <= day) ?? FIRST_REPLY_TARGETS[0];
  const hour = local.getUTCHours();
  let start = at.getTime();
  if (hour < target.startHour || hour >= target.endHour) {
    const open = new Date(`${day}T00:00:00Z`);
    open.setUTCHours(target.startHour);
    if (hour >= target.endHour) open.setUTCDate(open.getUTCDate() + 1);
    start = open.getTime() - YEKT_OFFSET_HOURS * 3_600_000;
  }
  return new Date(start + target.minutes * 60_000);
}
