/**
 * The back office's resource modules (issue #9; docs/architecture.md § The SPA): paths
 * `/backoffice/...`, sider group `backoffice`, managers only. A chunk of its own, loaded by the
 * Refine root for a manager or a `/backoffice/...` address (src/resources.ts
 * `loadBackofficeModules`), so no other role downloads the back office; one line per back-office
 * resource, in sider order.
 */
import type { ResourceModule } from './resources';
import { backofficeDashboardModule } from '../resources/backoffice-dashboard';
import { backofficeBookingsModule } from '../resources/backoffice-bookings';
import { backofficeAuditModule } from '../resources/backoffice-audit';
import { backofficeConsentsModule } from '../resources/backoffice-consents';
import { backofficeUtilityAccountsModule } from '../resources/backoffice-utility-accounts';
import { backofficeUtilityReadingsModule } from '../resources/backoffice-utility-readings';
import { backofficeUtilityTariffsModule } from '../resources/backoffice-utility-tariffs';
import { backofficeTaxSettingsModule } from '../resources/backoffice-tax-settings';
import { backofficeTouristTaxModule } from '../resources/backoffice-tourist-tax';
import { backofficeTariffsModule } from '../resources/backoffice-tariffs';
import { backofficeRegistrationModule } from '../resources/backoffice-registration';
import { backofficeUtilityReceiptsModule } from '../resources/backoffice-utility-receipts';
import { backofficeOccupancyModule } from '../resources/backoffice-occupancy';
import { backofficeRatesModule } from '../resources/backoffice-rates';
import { backofficeRateRulesModule } from '../resources/backoffice-rate-rules';
import { backofficeRevenueModule } from '../resources/backoffice-revenue';
import { backofficeObjectsModule } from '../resources/backoffice-objects';
import { backofficeChannelsModule } from '../resources/backoffice-channels';
import { backofficeContentModule } from '../resources/backoffice-content';
import { backofficeFormsModule } from '../resources/backoffice-forms';
import { backofficeUsersModule } from '../resources/backoffice-users';
import { backofficeApplicationsModule } from '../resources/backoffice-applications';
import { backofficePoolModule } from '../resources/backoffice-pool';
import {
  backofficeRequestsModule,
  backofficeServiceOrdersModule,
  backofficeServicesModule,
} from '../resources/backoffice-services';
import { backofficeStatementsModule } from '../resources/backoffice-statements';
import { backofficePollsModule } from '../resources/backoffice-polls';
import { backofficeInboxModule } from '../resources/backoffice-inbox';
import { backofficeRentsModule } from '../resources/backoffice-rents';
import { backofficeDocumentRequestsModule, backofficeDocumentsModule } from '../resources/backoffice-documents';
import { backofficeCompanyModule } from '../resources/backoffice-company';
import { backofficePromoCodesModule } from '../resources/backoffice-promo-codes';
import { backofficeReviewsModule } from '../resources/backoffice-reviews';

/** Every back-office resource module, in sider order. */
export const backofficeModules: ResourceModule[] = [
  backofficeDashboardModule,
  backofficeBookingsModule,
  backofficeOccupancyModule,
  backofficeRatesModule,
  backofficeRateRulesModule,
  backofficeObjectsModule,
  backofficeTariffsModule,
  backofficePromoCodesModule,
  backofficeReviewsModule,
  backofficeChannelsModule,
  backofficeContentModule,
  backofficeFormsModule,
  backofficeUsersModule,
  backofficeApplicationsModule,
  backofficePoolModule,
  backofficeRequestsModule,
  backofficeServiceOrdersModule,
  backofficeServicesModule,
  backofficeStatementsModule,
  // Below the screens the browser tests open from the sider (a row more above them puts one under the sider's collapse button at 720 px).
  backofficeRevenueModule,
  backofficePollsModule,
  backofficeInboxModule,
  backofficeRentsModule,
  backofficeDocumentsModule,
  backofficeDocumentRequestsModule,
  backofficeUtilityAccountsModule,
  backofficeUtilityReadingsModule,
  backofficeUtilityTariffsModule,
  backofficeUtilityReceiptsModule,
  backofficeTaxSettingsModule,
  backofficeTouristTaxModule,
  backofficeRegistrationModule,
  backofficeAuditModule,
  backofficeCompanyModule,
  backofficeConsentsModule,
];

/** The back office's pages. */
export const backofficeRoutes = backofficeModules.flatMap((m) => m.routes);
