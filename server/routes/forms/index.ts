/**
 * Public forms stored by the backend (docs/rules.md R6.8–R6.10: call-back slots, feedback,
 * consents): POST app/v1/callback, POST app/v1/feedback, POST app/v1/question. Phones are
 * normalised to +7XXXXXXXXXX; every body is validated here whatever the SPA checked.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLBACK_SLOTS } from '../../../src/domain/booking';
import { CONTACT_METHODS, FORM_TEXT_MAX, RENTAL_TYPES } from '../../../src/domain/forms';
import { isIsoDate } from '../../../src/domain/datetime';
import { formRequests } from '../../db/schema';
import { appHeaders, phoneSchema } from '../../validation';

/** Body of POST app/v1/callback. */
export const callbackBody = z.object({
  name: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  phone: phoneSchema,
  slot: z.enum(CALLBACK_SLOTS, { message: 'validation.required' }),
});

const isoDate = z.string().refine((v) => isIsoDate(v), 'validation.invalid');
const name = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(80, 'validation.tooLong');

/** Body of POST app/v1/feedback (docs/rules.md R6.9: policy consent required). */
export const feedbackBody = z
  .object({
    name,
    phone: phoneSchema,
    contactMethod: z.enum(CONTACT_METHODS, { message: 'validation.required' }),
    rentalType: z.enum(RENTAL_TYPES, { message: 'validation.required' }),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    comment: z.string().trim().max(FORM_TEXT_MAX, 'validation.tooLong').optional(),
    policyConsent: z.literal(true, { message: 'feedback.policyRequired' }),
    notificationsConsent: z.boolean().optional(),
  })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom < b.dateTo, { message: 'feedback.datesOrder', path: ['dateTo'] });

/** Body of POST app/v1/question (/ask-question). */
export const questionBody = z.object({
  name,
  phone: phoneSchema,
  email: z.union([z.literal(''), z.email('validation.email')]).optional(),
  question: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(FORM_TEXT_MAX, 'validation.tooLong'),
  policyConsent: z.literal(true, { message: 'feedback.policyRequired' }),
});

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/callback',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { tags: ['forms'], summary: 'Request a call back (R6.8)', headers: appHeaders, body: callbackBody },
    },
    async (req) => {
      const { name, phone, slot } = req.body;
      const [row] = await app.db
        .insert(formRequests)
        .values({ companyId: req.companyId, kind: 'callback', name, phone, payload: { slot } })
        .returning({ id: formRequests.id });
      return { data: { id: row.id } };
    },
  );

  app.post(
    '/feedback',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { tags: ['forms'], summary: 'Send the feedback form (R6.9)', headers: appHeaders, body: feedbackBody },
    },
    async (req) => {
      const { name, phone, policyConsent, notificationsConsent, ...rest } = req.body;
      const [row] = await app.db
        .insert(formRequests)
        .values({ companyId: req.companyId, kind: 'feedback', name, phone, payload: { ...rest, policyConsent }, notificationsConsent: !!notificationsConsent })
        .returning({ id: formRequests.id });
      return { data: { id: row.id } };
    },
  );

  app.post(
    '/question',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { tags: ['forms'], summary: 'Ask a question (/ask-question)', headers: appHeaders, body: questionBody },
    },
    async (req) => {
      const { name, phone, email, question } = req.body;
      const [row] = await app.db
        .insert(formRequests)
        .values({ companyId: req.companyId, kind: 'question', name, phone, payload: { email: email || null, question, policyConsent: true } })
        .returning({ id: formRequests.id });
      return { data: { id: row.id } };
    },
  );
};
