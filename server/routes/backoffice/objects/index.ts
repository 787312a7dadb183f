/** Back-office buildings and objects (docs/rules.md R16.10): list, one, create, edit, bulk price change. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../access';
import { ApiError } from '../../../errors';
import { appHeaders, pageWindow, paginate } from '../../../validation';
import { idParams } from '../../../../src/contracts/common';
import {
  backofficeObjectListQuery,
  backofficeObjectListResponse,
  backofficeObjectResponse,
  buildingOptionsResponse,
  bulkPriceBody,
  bulkPriceResponse,
  objectBody,
} from '../../../../src/contracts/backoffice-objects';
import { BULK_PERCENT } from '../../../../src/domain/backoffice';
import { buildingOptions, bulkPriceChange, createObject, getObject, listObjects, updateObject } from './repo';

const tags = ['backoffice'];

export const backofficeObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/buildings', { config: access('backoffice', 'list'), schema: { tags, summary: "The company's buildings (for selects)", headers: appHeaders, response: { 200: buildingOptionsResponse } } }, async (req) => {
    const rows = await buildingOptions(app, req);
    return paginate(rows, rows.length, 0, Math.max(1, rows.length));
  });

  app.get(
    '/objects',
    { config: access('backoffice', 'list'), schema: { tags, summary: "The company's objects, filtered", headers: appHeaders, querystring: backofficeObjectListQuery, response: { 200: backofficeObjectListResponse } } },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await listObjects(app, req, req.query, start, limit);
      return paginate(rows, total, start, end);
    },
  );

  app.get('/objects/:id', { config: access('backoffice', 'show'), schema: { tags, summary: 'One object', headers: appHeaders, params: idParams, response: { 200: backofficeObjectResponse } } }, async (req) => ({
    data: await getObject(app, req, req.params.id),
  }));

  app.post('/objects', { config: access('backoffice', 'create'), schema: { tags, summary: 'Create an object', headers: appHeaders, body: objectBody, response: { 201: backofficeObjectResponse } } }, async (req, reply) =>
    reply.code(201).send({ data: await createObject(app, req, req.body) }),
  );

  app.patch(
    '/objects/:id',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'Edit an object', headers: appHeaders, params: idParams, body: objectBody.partial(), response: { 200: backofficeObjectResponse } } },
    async (req) => ({ data: await updateObject(app, req, req.params.id, req.body) }),
  );

  app.post(
    '/objects/bulk-price',
    { config: access('backoffice', 'edit'), schema: { tags, summary: 'A new price for a selection of objects (set, or by a percentage)', headers: appHeaders, body: bulkPriceBody, response: { 200: bulkPriceResponse } } },
    async (req) => {
      const { mode, value } = req.body;
      if (mode === 'percent' ? value < BULK_PERCENT.min || value > BULK_PERCENT.max : value < 100 || value > 1_000_000_000) {
        throw new ApiError(422, req.t('validation.failed'), { value: [req.t('validation.invalid')] });
      }
      return { data: { updated: await bulkPriceChange(app, req, req.body) } };
    },
  );
};
