/**
 * Owners' voting (docs/rules.md R14.1–R14.4): GET app/v1/polls, GET app/v1/polls/{id},
 * POST app/v1/polls/{id}/votes, GET app/v1/polls/{id}/protocol (PDF), and the back office's
 * app/v1/backoffice/polls… Weights are room areas in m²; timestamps as docs/rules.md R1.10 says.
 */
import { z } from 'zod';
import { id, idParams, listQuery } from './common';
import { CHOICES, DECISION_RULES, POLL_SCOPES, POLL_STATUSES } from '../domain/polls';
import { parseServerTimestamp } from '../domain/datetime';
import { apiTag, endpoint } from './endpoint';

/** A server timestamp `HH:mm:ss DD.MM.YYYY` in UTC (docs/rules.md R1.10). */
export const serverTimestamp = z.string().refine((s) => {
  try {
    return parseServerTimestamp(s).isValid();
  } catch {
    return false;
  }
}, 'validation.invalid');

const tally = z.object({
  forArea: z.number(),
  againstArea: z.number(),
  castArea: z.number(),
  totalArea: z.number(),
  turnoutPercent: z.number(),
  forPercentOfCast: z.number(),
  forPercentOfAll: z.number(),
  quorumMet: z.boolean(),
  accepted: z.boolean(),
});
export type TallyDto = z.infer<typeof tally>;

export const pollQuestion = z.object({
  text: z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  rule: z.enum(DECISION_RULES),
  quorumPercent: z.number().int().min(0).max(99),
});

const turnoutDto = z.object({
  votedArea: z.number(),
  totalArea: z.number(),
  percent: z.number(),
  rooms: z.number().int(),
});

/** A poll as a voter sees it in the list. */
export const pollRow = z.object({
  id: z.number().int(),
  title: z.string(),
  scope: z.enum(POLL_SCOPES),
  building: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(POLL_STATUSES),
  phase: z.enum(['draft', 'upcoming', 'open', 'ended']),
  questions: z.number().int(),
  turnout: turnoutDto,
  /** Rooms of the caller that may vote. */
  myRooms: z.number().int(),
  /** Rooms of the caller that voted. */
  myVoted: z.number().int(),
});
export type PollRow = z.infer<typeof pollRow>;

/** One poll: questions with the caller's rooms' answers, turnout, results when closed. */
export const pollDetail = pollRow.extend({
  description: z.string(),
  items: z.array(pollQuestion.extend({ index: z.number().int(), result: tally.nullable() })),
  rooms: z.array(
    z.object({
      objectId: z.number().int(),
      number: z.string(),
      area: z.number(),
      answers: z.record(z.string(), z.enum(CHOICES)),
    }),
  ),
  electorateRooms: z.number().int(),
});
export type PollDetail = z.infer<typeof pollDetail>;

export const pollListQuery = listQuery.extend({ status: z.enum(POLL_STATUSES).optional() });
export const pollList = z.object({
  data: z.object({
    data: z.array(pollRow),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export const pollResponse = z.object({ data: pollDetail });

/** A room's ballot: for or against each question it answers (a later ballot replaces an earlier answer). */
export const voteBody = z.object({
  objectId: id,
  answers: z
    .array(z.object({ question: z.number().int().min(0).max(99), choice: z.enum(CHOICES) }))
    .min(1, 'validation.required')
    .max(100),
});
export type VoteBody = z.infer<typeof voteBody>;

/** Back office: a new poll (draft). */
export const pollCreate = z
  .object({
    title: z.string().trim().min(1, 'validation.required').max(300, 'validation.tooLong'),
    description: z.string().trim().max(5000, 'validation.tooLong').default(''),
    scope: z.enum(POLL_SCOPES),
    buildingId: id.nullable().optional(),
    startsAt: serverTimestamp,
    endsAt: serverTimestamp,
    questions: z.array(pollQuestion).min(1, 'validation.required').max(50),
  })
  .superRefine((p, ctx) => {
    if (p.scope === 'building' && !p.buildingId)
      ctx.addIssue({ code: 'custom', path: ['buildingId'], message: 'validation.required' });
    let ordered: boolean;
    try {
      ordered = parseServerTimestamp(p.endsAt).valueOf() > parseServerTimestamp(p.startsAt).valueOf();
    } catch {
      return; // the field's own check reports a malformed timestamp
    }
    if (!ordered) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'polls.errors.periodOrder' });
  });
export type PollCreate = z.infer<typeof pollCreate>;

/** Back office row and detail. */
export const backofficePollRow = pollRow
  .omit({ myRooms: true, myVoted: true })
  .extend({ electorateRooms: z.number().int(), createdAt: z.string() });
export type BackofficePollRow = z.infer<typeof backofficePollRow>;
export const backofficePollDetail = backofficePollRow.extend({
  description: z.string(),
  buildingId: z.number().int().nullable(),
  items: z.array(pollQuestion.extend({ index: z.number().int(), result: tally.nullable() })),
});
export type BackofficePollDetail = z.infer<typeof backofficePollDetail>;
export const backofficePollList = z.object({
  data: z.object({
    data: z.array(backofficePollRow),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export const backofficePollResponse = z.object({ data: backofficePollDetail });

/** The OpenAPI tag `polls` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const pollsTag = apiTag('polls', "Owners' polls and votes (R14)");
const tags = [pollsTag.name];

/** The endpoints of `polls` (docs/architecture.md § The typed seam); routes: server/routes/polls/. */
export const pollsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/polls',
    access: ['polls', 'list'],
    query: pollListQuery,
    responses: { 200: pollList },
    summary: "Polls in which the caller's rooms vote",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/polls/:id',
    access: ['polls', 'show'],
    params: idParams,
    responses: { 200: pollResponse },
    summary: "One poll with the caller's rooms and answers",
    tags,
  }),
  vote: endpoint({
    method: 'post',
    path: '/polls/:id/votes',
    access: ['polls', 'vote'],
    params: idParams,
    body: voteBody,
    responses: { 200: pollResponse },
    summary: "A room's answers (replaces its earlier answers until the end)",
    tags,
  }),
  protocol: endpoint({
    method: 'get',
    path: '/polls/:id/protocol',
    access: ['polls', 'show'],
    params: idParams,
    responses: {},
    // Undocumented until the routes registered themselves in folder order: the matrix (which walks
    // them in that order) then asked for the protocol after the back office had closed the poll.
    produces: ['application/pdf'],
    summary: 'The protocol PDF of a closed poll',
    tags,
  }),
};
