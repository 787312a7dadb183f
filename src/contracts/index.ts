/**
 * Every endpoint declaration, by resource (docs/architecture.md § The typed seam). The server
 * registers each from here (a test checks that every app/v1 route is declared and every
 * declaration registered); `npm run api:table` writes ./api.ts, the SPA's zod-free table of them.
 * A new resource adds its `<name>Endpoints` here.
 */
import { agentsEndpoints } from './agents';
import { applicationsEndpoints } from './applications';
import { backofficeAgentsEndpoints } from './backoffice-agents';
import { authEndpoints } from './auth';
import { backofficeApplicationsEndpoints } from './backoffice-applications';
import { backofficeAuditEndpoints } from './backoffice-audit';
import { backofficeBookingsEndpoints } from './backoffice-bookings';
import { backofficeChannelsEndpoints } from './backoffice-channels';
import { backofficeContentEndpoints } from './backoffice-content';
import { backofficeDashboardEndpoints } from './backoffice-dashboard';
import { backofficeDocumentsEndpoints } from './backoffice-documents';
import { backofficeFormsEndpoints } from './backoffice-forms';
import { backofficeObjectsEndpoints } from './backoffice-objects';
import { backofficeOccupancyEndpoints } from './backoffice-occupancy';
import { backofficePollsEndpoints } from './backoffice-polls';
import { backofficeRentsEndpoints } from './backoffice-rents';
import { backofficeServicesEndpoints } from './backoffice-services';
import { backofficeStatementsEndpoints } from './backoffice-statements';
import { backofficeUsersEndpoints } from './backoffice-users';
import { backofficeUtilityAccountsEndpoints } from './backoffice-utility-accounts';
import { billEndpoints } from './utility-accounts';
import { bookingsEndpoints } from './bookings';
import { contentEndpoints } from './content';
import { documentsEndpoints } from './documents';
import { formsEndpoints } from './forms';
import { notificationsEndpoints } from './notifications';
import { objectsEndpoints } from './objects';
import { ownerRoomsEndpoints } from './owner-rooms';
import { paymentsEndpoints } from './payments';
import { pollsEndpoints } from './polls';
import { profileEndpoints } from './profile';
import { rentsEndpoints } from './rents';
import { reportsEndpoints } from './reports';
import { requestedServicesEndpoints } from './requested-services';
import { serviceRequestsEndpoints } from './service-requests';
import { servicesEndpoints } from './services';
import { subscriptionsEndpoints } from './subscriptions';
import { uploadEndpoints } from './uploads';

export const endpoints = {
  agents: agentsEndpoints,
  applications: applicationsEndpoints,
  'backoffice-agents': backofficeAgentsEndpoints,
  auth: authEndpoints,
  'backoffice-applications': backofficeApplicationsEndpoints,
  'backoffice-audit': backofficeAuditEndpoints,
  'backoffice-bookings': backofficeBookingsEndpoints,
  'backoffice-channels': backofficeChannelsEndpoints,
  'backoffice-content': backofficeContentEndpoints,
  'backoffice-dashboard': backofficeDashboardEndpoints,
  'backoffice-documents': backofficeDocumentsEndpoints,
  'backoffice-forms': backofficeFormsEndpoints,
  'backoffice-objects': backofficeObjectsEndpoints,
  'backoffice-occupancy': backofficeOccupancyEndpoints,
  'backoffice-polls': backofficePollsEndpoints,
  'backoffice-rents': backofficeRentsEndpoints,
  'backoffice-services': backofficeServicesEndpoints,
  'backoffice-statements': backofficeStatementsEndpoints,
  'backoffice-users': backofficeUsersEndpoints,
  'backoffice-utility-accounts': backofficeUtilityAccountsEndpoints,
  bills: billEndpoints,
  bookings: bookingsEndpoints,
  content: contentEndpoints,
  documents: documentsEndpoints,
  forms: formsEndpoints,
  notifications: notificationsEndpoints,
  objects: objectsEndpoints,
  'owner-rooms': ownerRoomsEndpoints,
  payments: paymentsEndpoints,
  polls: pollsEndpoints,
  profile: profileEndpoints,
  rents: rentsEndpoints,
  reports: reportsEndpoints,
  'requested-services': requestedServicesEndpoints,
  'service-requests': serviceRequestsEndpoints,
  services: servicesEndpoints,
  subscriptions: subscriptionsEndpoints,
  uploads: uploadEndpoints,
};

/** The declarations' type, for the SPA's table (./api.ts). */
export type Endpoints = typeof endpoints;
