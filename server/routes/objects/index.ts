/**
 * Object search and object pages (docs/rules.md R4):
 * - GET app/v1/objects — search: filters `kind`, `buildingId`, `priceMin`/`priceMax` (rubles per
 *   night, inclusive), `checkIn`/`checkOut` (`YYYY-MM-DD`, both or neither: only objects free
 *   for every night of the stay), `adults` + `children` (comma-separated ages; only objects that
 *   hold that many guests); `_sort` = price | area | capacity, `_order` = asc | desc; `_start`,
 *   `_end`. Each item carries `pricePerNightKopecks` and, with dates, `nights`, `totalKopecks` and
 *   `perNightKopecks` from the rate calendar (the price filter and sort read it; a stay breaking a
 *   restriction is left out and the page's `restrictions` says why: docs/rules.md R5.28, R5.29).
 * - GET app/v1/objects/{id} — one object with its building and photos;
 * - GET app/v1/objects/{id}/availability?from&to — the booked nights in [from, to];
 * - GET app/v1/objects/{id}/rates?from&to — its nights' prices, restrictions and booked nights
 *   (at most 62; the object page's price calendar, docs/rules.md R5.28);
 * - GET app/v1/tariffs — the tariffs of the booking form.
 * - GET app/v1/tourist-tax-rates — the city's tourist-tax rates by year, for the price (R5.26).
 * Schemas: src/contracts/objects.ts; queries: ./repo.ts.
 */
import type { FastifyInstance } from 'fastify';
import { objectsEndpoints as e } from '../../../src/contracts/objects';
import { route } from '../../route';
import { companyTouristTaxRates } from '../../services/tourist-tax';
import * as repo from './repo';
import { objectRates } from './rates-repo';

export { bookedInRange, findObject } from './repo';

export async function objectRoutes(app: FastifyInstance): Promise<void> {
  route(app, e.list, async (req) => {
    const children = req.query.children ? req.query.children.split(',').map(Number) : [];
    repo.checkSearch(app, req, req.query, children);
    return repo.searchObjects(app, req, req.query, children);
  });

  route(app, e.show, async (req) => ({ data: await repo.objectDetail(app, req, req.params.id) }));

  route(app, e.availability, async (req) => ({ data: await repo.bookedNights(app, req, req.params.id, req.query) }));

  route(app, e.rates, async (req) => ({ data: await objectRates(app, req, req.params.id, req.query) }));

  route(app, e.tariffs, async (req) => ({ data: await repo.listTariffs(app, req) }));
  route(app, e.touristTaxRates, async (req) => ({ data: await companyTouristTaxRates(app.db, req.companyId) }));
}

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default objectRoutes;
