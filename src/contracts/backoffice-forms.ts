/**
 * The back-office form inbox (docs/rules.md R16.7): GET app/v1/backoffice/forms (call-backs,
 * feedback and questions as one list), GET/PATCH …/forms/{id} (status forward only, a note).
 * Every change is audited.
 */
import { z } from 'zod';
import { envelope, idParams, listQuery, paginated } from './common';
import { FORM_STATUSES } from '../domain/forms';
import { endpoint } from './endpoint';

export const FORM_KINDS = ['callback', 'feedback', 'question'] as const;

/** One request of the inbox. */
export const formInboxRow = z.object({
  id: z.number().int(),
  kind: z.enum(FORM_KINDS),
  name: z.string(),
  phone: z.string(),
  status: z.enum(FORM_STATUSES),
  note: z.string(),
  /** The call-back slot (call-backs only). */
  slot: z.string().nullable(),
  /** The consents the visitor gave. */
  consents: z.object({ policy: z.boolean(), notifications: z.boolean() }),
  /** What else the form held (contact method, dates, comment, question, e-mail…). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)'),
});
export type FormInboxRow = z.infer<typeof formInboxRow>;

export const formInboxQuery = listQuery.extend({
  kind: z.enum(FORM_KINDS).optional(),
  status: z.enum(FORM_STATUSES).optional(),
  q: z.string().max(100).optional(),
  _sort: z.enum(['id', 'createdAt']).optional(),
  _order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
});
export type FormInboxQuery = z.infer<typeof formInboxQuery>;

/** PATCH body: a new status (forward only, 409 otherwise) and/or the note. */
export const formInboxPatch = z.object({
  status: z.enum(FORM_STATUSES).optional(),
  note: z.string().trim().max(2000, 'validation.tooLong').optional(),
});
export type FormInboxPatch = z.infer<typeof formInboxPatch>;

export const formInboxListResponse = paginated(formInboxRow);
export const formInboxResponse = envelope(formInboxRow);

const tags = ['backoffice'];

/** The endpoints of `backoffice-forms` (docs/architecture.md § The typed seam). */
export const backofficeFormsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/forms',
    access: ['backoffice', 'list'],
    query: formInboxQuery,
    responses: { 200: formInboxListResponse },
    summary: 'Call-backs, feedback and questions as one inbox',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/forms/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: formInboxResponse },
    summary: 'One form request',
    tags,
  }),
  update: endpoint({
    method: 'patch',
    path: '/backoffice/forms/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: formInboxPatch,
    responses: { 200: formInboxResponse },
    summary: 'Move a request forward (new → in progress → done) or set its note',
    tags,
  }),
};
