/**
 * The registration desk (docs/rules.md R20.4–R20.7): which notices the accommodation owes the MVD
 * for each guest of a stay, when each is due and in what state it is.
 *
 * - A foreign citizen: the notice of arrival, due within one working day after the day of arrival
 *   (109-FZ art. 20 p. 3, art. 22 p. 3; form of MVD order № 856 of 10.12.2020), and the notice of
 *   departure, due by 12:00 of the day after the departure (109-FZ art. 23 p. 2; form of MVD order
 *   № 142 of 18.03.2019) — a calendar day.
 * - A Russian citizen: the registration at the place of stay (Rules approved by Постановление
 *   Правительства РФ от 17.07.1995 № 713: the hotel registers on arrival and passes the data to the
 *   MVD within one working day, the procedure of MVD order № 435 of 09.07.2018) and the removal from
 *   it at departure, passed likewise within one working day.
 *
 * Working days are the production calendar's (R20.1). "Today" and the hour are the complex's
 * (Asia/Yekaterinburg, src/domain/hotel-time.ts). Dates are ISO `YYYY-MM-DD`. Pure: no I/O.
 *
 * @module
 */
import { addDaysIso, HOTEL_UTC_OFFSET_HOURS } from './datetime';
import { addWorkingDays } from './production-calendar';
import type { GuestEntry } from './check-in';

/** The notices: a foreigner's arrival and departure, a Russian's registration and its removal. */
export const NOTICE_KINDS = ['arrival', 'departure', 'registration', 'deregistration'] as const;
/** One of {@link NOTICE_KINDS}. */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The event of the stay a notice follows. */
export type StayEvent = 'arrival' | 'departure';

/** A guest's state at the desk: no usable check-in data, ready to submit, submitted, late. */
export const NOTICE_STATES = ['missing', 'ready', 'submitted', 'overdue'] as const;
/** One of {@link NOTICE_STATES}. */
export type NoticeState = (typeof NOTICE_STATES)[number];

/**
 * When each notice is due, as a dated table (law-driven values never live as bare constants):
 * `workingDays` after the event by the production calendar, or `calendarDays` after it until
 * `untilHour` (the complex's clock); `since` is the day the rule took effect.
 */
export interface NoticeDeadlineRule {
  kind: NoticeKind;
  since: string;
  workingDays?: number;
  calendarDays?: number;
  /** The last hour (exclusive) of the due day, 0–24; 24 = the whole day. */
  untilHour: number;
  source: string;
}

/** The deadlines in force, newest last per kind (docs/rules.md R20.4–R20.6). */
export const NOTICE_DEADLINES: readonly NoticeDeadlineRule[] = [
  {
    kind: 'arrival',
    since: '2021-01-01',
    workingDays: 1,
    untilHour: 24,
    source: '109-ФЗ ст. 20 ч. 3, ст. 22 ч. 3; приказ МВД России от 10.12.2020 № 856',
  },
  {
    kind: 'departure',
    since: '2021-01-01',
    calendarDays: 1,
    untilHour: 12,
    source: '109-ФЗ ст. 23 ч. 2; приказ МВД России от 18.03.2019 № 142',
  },
  {
    kind: 'registration',
    since: '2019-02-17',
    workingDays: 1,
    untilHour: 24,
    source: 'Правила, утв. постановлением Правительства РФ от 17.07.1995 № 713; приказ МВД России от 09.07.2018 № 435',
  },
  {
    kind: 'deregistration',
    since: '2019-02-17',
    workingDays: 1,
    untilHour: 24,
    source: 'Правила, утв. постановлением Правительства РФ от 17.07.1995 № 713; приказ МВД России от 09.07.2018 № 435',
  },
];

/** The notice a guest owes for an event: foreigners arrival/departure, Russians (de)registration. */
export function noticeKindFor(foreign: boolean, event: StayEvent): NoticeKind {
  if (foreign) return event;
  return event === 'arrival' ? 'registration' : 'deregistration';
}

/** The event a notice follows. */
export function eventOf(kind: NoticeKind): StayEvent {
  return kind === 'arrival' || kind === 'registration' ? 'arrival' : 'departure';
}

/** A notice's deadline: the last day and the hour (exclusive, the complex's clock) it may be sent. */
export interface NoticeDue {
  date: string;
  /** 24 = until the day ends; 12 = before noon. */
  untilHour: number;
}

/**
 * The deadline of a notice for an event on `eventDate` (R20.4–R20.6): the rule in force that day.
 *
 * @throws RangeError when no rule of {@link NOTICE_DEADLINES} covers the kind on that day
 */
export function noticeDue(kind: NoticeKind, eventDate: string): NoticeDue {
  const key = `${kind}:${eventDate}`;
  const known = dueMemo.get(key);
  if (known) return known;
  if (dueMemo.size >= DUE_MEMO_MAX) dueMemo.clear();
  const due = Object.freeze(computeDue(kind, eventDate));
  dueMemo.set(key, due);
  return due;
}

/**
 * Deadlines already computed, by kind and event date: the calendar and the deadlines are data fixed
 * at build time, so a listing of a quarter (thousands of rows, a few hundred distinct dates) walks
 * the calendar once per date instead of once per row (issue 41 item 5).
 */
const dueMemo = new Map<string, NoticeDue>();
const DUE_MEMO_MAX = 4096;

function computeDue(kind: NoticeKind, eventDate: string): NoticeDue {
  const rule = NOTICE_DEADLINES.filter((r) => r.kind === kind && r.since <= eventDate).at(-1);
  if (!rule) throw new RangeError(`No deadline for ${kind} on ${eventDate}`);
  const date = rule.workingDays
    ? addWorkingDays(eventDate, rule.workingDays)
    : addDaysIso(eventDate, rule.calendarDays ?? 0);
  return { date, untilHour: rule.untilHour };
}

/** The complex's date and hour at `now`. */
function hotelClock(now: Date): { date: string; hour: number } {
  const local = new Date(now.getTime() + HOTEL_UTC_OFFSET_HOURS * 3_600_000).toISOString();
  return { date: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}

/** Whether the deadline has passed at `now` (the complex's clock). */
export function isPastDue(due: NoticeDue, now: Date): boolean {
  const { date, hour } = hotelClock(now);
  return date > due.date || (date === due.date && hour >= due.untilHour);
}

/** What the desk knows of a guest's notice. */
export interface NoticeFacts {
  /** The check-in entry exists and has every field the registration needs. */
  ready: boolean;
  /** The notice was marked submitted. */
  submitted: boolean;
  due: NoticeDue;
}

/**
 * A notice's state (R20.7): `submitted` once marked; otherwise `overdue` after the deadline
 * (whatever the data), else `ready` or `missing` by the check-in data.
 */
export function noticeState(facts: NoticeFacts, now: Date): NoticeState {
  if (facts.submitted) return 'submitted';
  if (isPastDue(facts.due, now)) return 'overdue';
  return facts.ready ? 'ready' : 'missing';
}

/**
 * A submission number as the MVD office or the portal gives it: letters, digits, `-`, `/`, `.`,
 * spaces, 1–40 characters, starting and ending with a letter or digit.
 */
export const SUBMISSION_NUMBER_RE = /^[0-9A-Za-zА-Яа-яЁё](?:[0-9A-Za-zА-Яа-яЁё\-/. ]{0,38}[0-9A-Za-zА-Яа-яЁё])?$/;

/** The longest period the desk reads at once, days (a quarter: the register of a quarter; R20.8). */
export const REGISTRATION_PERIOD_MAX_DAYS = 93;

/** "Surname Name Patronymic" of a check-in entry, as the notices and the register write it. */
export const guestFullName = (e: Pick<GuestEntry, 'surname' | 'name' | 'patronymic'>): string =>
  [e.surname, e.name, e.patronymic].filter(Boolean).join(' ');
