/**
 * Contract of the registration desk (docs/rules.md R20.4–R20.8; resource `backoffice-registration`):
 * the arrivals and departures of a period with each guest's notice, its due date and state; the
 * overdue notices; a notice as a PDF on the MVD form; marking a notice submitted with its number;
 * the guest register (журнал) of a period as XLSX. Managers only (the `backoffice` policy row);
 * every read that shows guests' names is written to the audit log (R20.3). Routes:
 * server/routes/backoffice/registration/. The SPA imports these types only.
 */
import { z } from 'zod';
import { envelope, idParams, isoDate, listQuery, paginated } from './common';
import { apiTag, endpoint } from './endpoint';
import {
  NOTICE_KINDS,
  NOTICE_STATES,
  REGISTRATION_PERIOD_MAX_DAYS,
  SUBMISSION_NUMBER_RE,
} from '../domain/guest-registration';

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** `from`–`to` inclusive, `from` ≤ `to`, at most {@link REGISTRATION_PERIOD_MAX_DAYS} days. */
const checkPeriod = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'backoffice-registration.errors.period' });
  else if (daysBetween(q.from, q.to) > REGISTRATION_PERIOD_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'backoffice-registration.errors.periodTooLong' });
};
const period = z.object({ from: isoDate, to: isoDate });
/** A period of the desk: `from`–`to` inclusive (the register's query). */
export const registrationPeriod = period.superRefine(checkPeriod);
export type RegistrationPeriod = z.infer<typeof registrationPeriod>;

/** The desk's listing: a period, optionally one event (arrivals or departures), a page of it. */
export const deskListQuery = period
  .extend({ event: z.enum(['arrival', 'departure']).optional() })
  .extend(listQuery.shape)
  .superRefine(checkPeriod);

export const noticeKind = z.enum(NOTICE_KINDS, { message: 'validation.required' });
export const noticeState = z.enum(NOTICE_STATES);

/** One guest's notice for one event of a stay, as the desk lists it. */
export const deskRow = z.object({
  /** `<bookingId>-<guestIndex>-<event>`: unique in a listing. */
  key: z.string(),
  bookingId: z.number().int(),
  bookingNumber: z.string(),
  /** The rooms of the stay, comma-separated. */
  objects: z.string(),
  guestIndex: z.number().int(),
  /** The check-in entry (booking_guests.id); null while the guest has none. */
  bookingGuestId: z.number().int().nullable(),
  /** "Surname Name Patronymic"; null while the guest has no entry. */
  name: z.string().nullable(),
  /** Not a Russian citizen; null while unknown. */
  foreign: z.boolean().nullable(),
  event: z.enum(['arrival', 'departure']),
  /** The notice owed; a guest without data is counted as a foreigner (the strictest deadline). */
  kind: noticeKind,
  eventDate: z.string(),
  dueDate: z.string(),
  /** The hour (exclusive, Yekaterinburg) of the due day: 24 the whole day, 12 before noon. */
  dueUntilHour: z.number().int(),
  state: noticeState,
  submissionNumber: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type DeskRow = z.infer<typeof deskRow>;
/** A page of the desk's rows (simple-rest's `_start`/`_end`). */
export const deskList = paginated(deskRow);

/** GET …/guests/{id}/notice?kind: which notice of the guest. */
export const noticeQuery = z.object({ kind: noticeKind });

/** POST …/guests/{id}/submitted: the notice and the number the MVD gave. */
export const submitBody = z.object({
  kind: noticeKind,
  number: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(40, 'validation.invalid')
    .regex(SUBMISSION_NUMBER_RE, 'backoffice-registration.errors.number'),
});
export type SubmitBody = z.input<typeof submitBody>;

export const backofficeRegistrationTag = apiTag(
  'backoffice-registration',
  'The registration desk: guests’ notices to the MVD, their deadlines and the guest register (R20.4–R20.8)',
);
const tags = [backofficeRegistrationTag.name];

/** The endpoints of `backoffice-registration` (docs/architecture.md § The typed seam). */
export const backofficeRegistrationEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/registration',
    access: ['backoffice', 'list'],
    query: deskListQuery,
    responses: { 200: deskList },
    summary:
      'Arrivals and departures of a period (or one event), each guest’s notice with its due date and state, a page at a time (audited)',
    tags,
  }),
  overdue: endpoint({
    method: 'get',
    path: '/backoffice/registration/overdue',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: deskList },
    summary:
      'The notices past their deadline and not submitted, latest first, a page at a time (stays of the last 93 days; audited)',
    tags,
  }),
  notice: endpoint({
    method: 'get',
    path: '/backoffice/registration/guests/:id/notice',
    access: ['backoffice', 'show'],
    params: idParams,
    query: noticeQuery,
    responses: {},
    produces: ['application/pdf'],
    summary: 'The notice on the MVD form filled from the check-in data, as a PDF (audited)',
    tags,
  }),
  submit: endpoint({
    method: 'post',
    path: '/backoffice/registration/guests/:id/submitted',
    access: ['backoffice', 'act'],
    params: idParams,
    body: submitBody,
    responses: { 200: envelope(deskRow) },
    summary: 'Mark a notice submitted with the number the MVD gave (once: 409)',
    tags,
  }),
  register: endpoint({
    method: 'get',
    path: '/backoffice/registration/register/xlsx',
    access: ['backoffice', 'list'],
    query: registrationPeriod,
    responses: {},
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    summary: 'The guest register (журнал) of the stays arriving in a period, as XLSX (audited)',
    tags,
  }),
};
