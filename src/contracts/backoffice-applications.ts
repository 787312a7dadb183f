/**
 * Back-office applications inbox and the MC's rental pool (docs/rules.md R12.2, R12.5, R16.11):
 * the endpoints of `backoffice-applications`. The schemas are the owner side's
 * (./applications.ts), which the owner's own application screens share.
 */
import { idParams } from './common';
import { endpoint } from './endpoint';
import {
  applicationApprove,
  applicationFileParams,
  applicationList,
  applicationListQuery,
  applicationReject,
  applicationResponse,
  poolList,
  poolQuery,
} from './applications';

const tags = ['backoffice', 'applications'];

/** The endpoints of `backoffice-applications` (docs/architecture.md § The typed seam). */
export const backofficeApplicationsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/applications',
    access: ['backoffice', 'list'],
    query: applicationListQuery,
    responses: { 200: applicationList },
    summary: 'Applications to the MC: rooms, connecting, termination, proxies',
    tags,
  }),
  show: endpoint({
    method: 'get',
    path: '/backoffice/applications/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: applicationResponse },
    summary: 'One application with its scans',
    tags,
  }),
  file: endpoint({
    method: 'get',
    path: '/backoffice/applications/:id/files/:fileId',
    access: ['backoffice', 'show'],
    params: applicationFileParams,
    responses: {},
    produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    summary:
      'A scan the application cites (passport, title document, proxy), inline as stored; 404 for a file it does not cite',
    tags,
  }),
  approve: endpoint({
    method: 'post',
    path: '/backoffice/applications/:id/approve',
    access: ['backoffice', 'act'],
    params: idParams,
    body: applicationApprove,
    responses: { 200: applicationResponse },
    summary: 'Approve (once; 409 when decided)',
    tags,
  }),
  reject: endpoint({
    method: 'post',
    path: '/backoffice/applications/:id/reject',
    access: ['backoffice', 'act'],
    params: idParams,
    body: applicationReject,
    responses: { 200: applicationResponse },
    summary: 'Reject with the reason the applicant sees (once; 409 when decided)',
    tags,
  }),
  pool: endpoint({
    method: 'get',
    path: '/backoffice/pool',
    access: ['backoffice', 'list'],
    query: poolQuery,
    responses: { 200: poolList },
    summary: "The MC's rental pool: owners' rooms under management with agreements",
    tags,
  }),
};
