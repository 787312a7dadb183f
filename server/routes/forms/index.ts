/**
 * Public forms stored by the backend (docs/rules.md R6.8–R6.10: call-back slots, feedback,
 * consents): POST app/v1/callback, POST app/v1/feedback, POST app/v1/question. Bodies are validated
 * by src/contracts/forms.ts whatever the SPA checked; phones arrive normalised to +7XXXXXXXXXX.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../src/contracts/common';
import { callbackBody, feedbackBody, formResult, questionBody } from '../../../src/contracts/forms';
import { access } from '../../access';
import { appHeaders } from '../../validation';
import { saveForm } from './repo';

const tags = ['forms'];
/** Route config of each form: the policy cell and 20 forms an hour per client (a fresh object per route). */
const config = () => ({ ...access('forms', 'create'), rateLimit: { max: 20, timeWindow: '1 hour' } });
const response = { 200: envelope(formResult) };

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/callback',
    { config: config(), schema: { tags, summary: 'Request a call back (R6.8)', headers: appHeaders, body: callbackBody, response } },
    async (req) => {
      const { name, phone, slot } = req.body;
      // The consent is required by the body schema (issue 14 item 16), so it is stored as given.
      return { data: { id: await saveForm(app, req.companyId, { kind: 'callback', name, phone, payload: { slot, policyConsent: true } }) } };
    },
  );

  app.post(
    '/feedback',
    { config: config(), schema: { tags, summary: 'Send the feedback form (R6.9)', headers: appHeaders, body: feedbackBody, response } },
    async (req) => {
      const { name, phone, notificationsConsent, ...payload } = req.body;
      return { data: { id: await saveForm(app, req.companyId, { kind: 'feedback', name, phone, payload, notificationsConsent }) } };
    },
  );

  app.post(
    '/question',
    { config: config(), schema: { tags, summary: 'Ask a question (R6.10)', headers: appHeaders, body: questionBody, response } },
    async (req) => {
      const { name, phone, email, question } = req.body;
      return { data: { id: await saveForm(app, req.companyId, { kind: 'question', name, phone, payload: { email: email || null, question, policyConsent: true } }) } };
    },
  );
};
