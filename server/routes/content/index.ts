/**
 * Public content (docs/rules.md R6.2, R4.9, R9.5), in the request's language, so the
 * management company changes it without a deploy:
 * - GET app/v1/company: the brand's contacts and legal details;
 * - GET app/v1/building (list, read from `data`), GET app/v1/building/{id} (details) and
 *   GET app/v1/check-in/condition;
 * - GET app/v1/content/{kind}: a paginated list (`_start`, `_end`; news newest first, the rest by
 *   position); `segment` filters rental apartments by segment slug;
 * - GET app/v1/content/{kind}/{slug}: one item, 404 when absent.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../src/contracts/common';
import {
  buildingEnvelope,
  buildingListEnvelope,
  checkInEnvelope,
  companyEnvelope,
  contentItemEnvelope,
  contentItemParams,
  contentKindParams,
  contentListQuery,
  contentPage,
} from '../../../src/contracts/content';
import { access } from '../../access';
import { ApiError } from '../../errors';
import { appHeaders, pageWindow, paginate } from '../../validation';
import * as repo from './repo';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company',
    {
      config: access('content', 'show'),
      schema: { tags: ['company'], summary: 'The management company: brand, contacts, legal details (R6.2)', headers: appHeaders, response: { 200: companyEnvelope } },
    },
    async (req) => ({ data: await repo.getCompany(app, req.companyId, req.lang) }),
  );

  app.get(
    '/building',
    {
      config: access('content', 'list'),
      schema: { tags: ['buildings'], summary: 'Buildings of the complex (R4.9)', headers: appHeaders, response: { 200: buildingListEnvelope } },
    },
    async (req) => ({ data: await repo.listBuildings(app, req.companyId, req.lang) }),
  );

  app.get(
    '/building/:id',
    {
      config: access('content', 'show'),
      schema: { tags: ['buildings'], summary: 'One building with its details (R4.9)', headers: appHeaders, params: idParams, response: { 200: buildingEnvelope } },
    },
    async (req) => {
      const b = await repo.getBuilding(app, req.companyId, req.params.id, req.lang);
      if (!b) throw new ApiError(404, req.t('error.buildingNotFound'));
      return { data: b };
    },
  );

  app.get(
    '/check-in/condition',
    {
      config: access('content', 'show'),
      schema: { tags: ['buildings'], summary: 'Check-in conditions (R9.5)', headers: appHeaders, response: { 200: checkInEnvelope } },
    },
    async (req) => ({ data: await repo.getCheckInConditions(app, req.companyId, req.lang) }),
  );

  app.get(
    '/content/:kind',
    {
      config: access('content', 'list'),
      schema: {
        tags: ['content'],
        summary: 'Public content of one kind, paginated (news newest first)',
        headers: appHeaders,
        params: contentKindParams,
        querystring: contentListQuery,
        response: { 200: contentPage },
      },
    },
    async (req) => {
      const { start, end, limit } = pageWindow(req.query);
      const { rows, total } = await repo.listContent(app, req.companyId, req.lang, { kind: req.params.kind, segment: req.query.segment, start, limit });
      return paginate(rows, total, start, end);
    },
  );

  app.get(
    '/content/:kind/:slug',
    {
      config: access('content', 'show'),
      schema: { tags: ['content'], summary: 'One content item by kind and slug', headers: appHeaders, params: contentItemParams, response: { 200: contentItemEnvelope } },
    },
    async (req) => {
      const item = await repo.getContent(app, req.companyId, req.lang, req.params.kind, req.params.slug);
      if (!item) throw new ApiError(404, req.t('content.notFound'));
      return { data: item };
    },
  );
};
