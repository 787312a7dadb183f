/**
 * The back office of services and requests (docs/rules.md R15, R16.2; managers only), under
 * app/v1/backoffice/…:
 * - `services`: the catalog — on/off, price, lead time, cut-off, options and slots with capacity;
 * - `requests`: the request board — move, assign, schedule, comment, a photo as a data URL;
 * - `service-orders`: the orders of one day by slot, marked scheduled or done.
 * Every change is audited. The schemas are those of ./services.ts (catalog),
 * ./service-requests.ts (requests) and ./requested-services.ts (orders); the route:
 * server/routes/backoffice/services/.
 */
import { idParams, listQuery } from './common';
import { endpoint } from './endpoint';
import { boOrderList, boOrderPatch, dayOrdersQuery, orderResponse } from './requested-services';
import {
  commentCreate,
  photoParams,
  photoResponse,
  requestList,
  requestListQuery,
  requestPatch,
  requestResponse,
} from './service-requests';
import { boServiceList, boServicePatch, boServiceResponse } from './services';

const tags = ['backoffice'];

/**
 * The endpoints of `backoffice-services` (docs/architecture.md § The typed seam), keys grouped by
 * the back-office resources they serve (`backoffice-services`, `backoffice-requests`,
 * `backoffice-service-orders`).
 */
export const backofficeServicesEndpoints = {
  // services
  serviceList: endpoint({
    method: 'get',
    path: '/backoffice/services',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: boServiceList },
    summary: 'The services catalog with options and slots',
    tags,
  }),
  serviceShow: endpoint({
    method: 'get',
    path: '/backoffice/services/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: boServiceResponse },
    summary: 'One service with its options and slots',
    tags,
  }),
  serviceUpdate: endpoint({
    method: 'patch',
    path: '/backoffice/services/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: boServicePatch,
    responses: { 200: boServiceResponse },
    summary: 'Change a service: on/off, price, rules, options, slots (audited)',
    tags,
  }),
  // requests
  requestList: endpoint({
    method: 'get',
    path: '/backoffice/requests',
    access: ['backoffice', 'list'],
    query: requestListQuery,
    responses: { 200: requestList },
    summary: 'Every request of the company (the board)',
    tags,
  }),
  requestShow: endpoint({
    method: 'get',
    path: '/backoffice/requests/:id',
    access: ['backoffice', 'show'],
    params: idParams,
    responses: { 200: requestResponse },
    summary: 'One request',
    tags,
  }),
  requestUpdate: endpoint({
    method: 'patch',
    path: '/backoffice/requests/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: requestPatch,
    responses: { 200: requestResponse },
    summary: 'Move a request on the board, assign or schedule it (audited)',
    tags,
  }),
  requestComment: endpoint({
    method: 'post',
    path: '/backoffice/requests/:id/comments',
    access: ['backoffice', 'act'],
    params: idParams,
    body: commentCreate,
    responses: { 201: requestResponse },
    summary: "The MC's comment to the guest",
    tags,
  }),
  requestPhoto: endpoint({
    method: 'get',
    path: '/backoffice/requests/:id/photos/:photoId',
    access: ['backoffice', 'show'],
    params: photoParams,
    responses: { 200: photoResponse },
    summary: 'A photo of the request (data URL)',
    tags,
  }),
  // service-orders
  orderList: endpoint({
    method: 'get',
    path: '/backoffice/service-orders',
    access: ['backoffice', 'list'],
    query: dayOrdersQuery,
    responses: { 200: boOrderList },
    summary: 'Orders of one day (default today) by slot',
    tags,
  }),
  orderUpdate: endpoint({
    method: 'patch',
    path: '/backoffice/service-orders/:id',
    access: ['backoffice', 'edit'],
    params: idParams,
    body: boOrderPatch,
    responses: { 200: orderResponse },
    summary: 'Mark an order scheduled or done (audited)',
    tags,
  }),
};
