/**
 * Back-office owner statements (docs/rules.md R13.5), under app/v1/backoffice/statements…: the
 * statements by month and state, one with its report, a month's drafts built (or rebuilt), a
 * draft published (the owner is notified), a published one marked paid. The schemas are the
 * reports' (./reports.ts); the route: server/routes/backoffice/statements/.
 */
import { idParams } from './common';
import { endpoint } from './endpoint';
import { statementGenerate, statementGenerated, statementList, statementListQuery, statementResponse } from './reports';

const tags = ['backoffice'];

/** The endpoints of `backoffice-statements` (docs/architecture.md § The typed seam). */
export const backofficeStatementsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/statements',
    access: ['backoffice', 'list'],
    query: statementListQuery,
    responses: { 200: statementList },
    summary: 'Owner statements by month and state',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/statements/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: statementResponse },
    summary: 'One statement with its report',
    tags,
  }),
  generate: endpoint({
    method: 'post',
    path: '/backoffice/statements/generate',
    access: ['backoffice', 'create'],
    body: statementGenerate,
    responses: { 200: statementGenerated },
    summary: "Build (or rebuild) a month's draft statements",
    tags,
  }),
  publish: endpoint({
    method: 'post',
    path: '/backoffice/statements/:id/publish',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: statementResponse },
    summary: 'Publish a draft (the owner is notified)',
    tags,
  }),
  pay: endpoint({
    method: 'post',
    path: '/backoffice/statements/:id/pay',
    access: ['backoffice', 'act'],
    params: idParams,
    responses: { 200: statementResponse },
    summary: 'Mark a published statement paid',
    tags,
  }),
};
