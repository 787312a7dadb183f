/**
 * Back-office polls (docs/rules.md R14.1–R14.4), under app/v1/backoffice/polls…: the company's
 * polls, one with its live tally or result, a new draft, publish (the electorate is fixed and
 * notified), close now (the result is computed), the protocol PDF. The schemas are the polls'
 * (./polls.ts); the route: server/routes/backoffice/polls/.
 */
import { idParams, listQuery } from './common';
import { endpoint } from './endpoint';
import { backofficePollList, backofficePollResponse, pollCreate } from './polls';

const tags = ['backoffice'];

/** The endpoints of `backoffice-polls` (docs/architecture.md § The typed seam). */
export const backofficePollsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/polls',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: backofficePollList },
    summary: "The company's polls",
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/polls/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: backofficePollResponse },
    summary: 'One poll with its live tally or result',
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/polls',
    access: ['backoffice', 'create'],
    body: pollCreate,
    responses: { 201: backofficePollResponse },
    summary: 'A new draft poll',
    tags,
  }),
  publish: endpoint({
    method: 'post',
    path: '/backoffice/polls/:id/publish',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: backofficePollResponse },
    summary: 'Publish: the electorate is fixed and notified',
    tags,
  }),
  close: endpoint({
    method: 'post',
    path: '/backoffice/polls/:id/close',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: backofficePollResponse },
    summary: 'Close now: the result is computed and published',
    tags,
  }),
  /** A PDF file (no JSON answer); the SPA downloads it from `urlOf`. */
  protocol: endpoint({
    method: 'get',
    path: '/backoffice/polls/:id/protocol',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: {},
    produces: ['application/pdf'],
    summary: 'The protocol PDF of a closed poll',
    tags,
  }),
};
