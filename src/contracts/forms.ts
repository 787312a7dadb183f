/**
 * Contract of the public forms (docs/rules.md R6.8–R6.10: call-back slots, feedback,
 * consents): POST app/v1/callback, POST app/v1/feedback, POST app/v1/question. Phones are
 * normalised to +7XXXXXXXXXX; the server validates every body whatever the SPA checked.
 */
import { z } from 'zod';
import { CALLBACK_SLOTS } from '../domain/bookings';
import { CONTACT_METHODS, FORM_TEXT_MAX, RENTAL_TYPES } from '../domain/forms';
import { envelope, isoDate, phone } from './common';
import { consentField, optionalConsentField } from './consents';
import { apiTag, endpoint } from './endpoint';

/** Longest name in a form, characters. */
export const FORM_NAME_MAX = 80;
/** Longest e-mail in a form, characters. */
export const FORM_EMAIL_MAX = 120;

const name = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(FORM_NAME_MAX, 'validation.tooLong');

/** Body of POST app/v1/callback: name, phone and a call-back slot. */
export const callbackBody = z.object({
  name,
  phone,
  slot: z.enum(CALLBACK_SLOTS, { message: 'validation.required' }),
  // Every form that collects personal data asks for the personal-data consent, a document (R21.2).
  policyConsent: consentField('personal_data'),
});

/** Body of POST app/v1/feedback (the policy consent is required; dates in order). */
export const feedbackBody = z
  .object({
    name,
    phone,
    contactMethod: z.enum(CONTACT_METHODS, { message: 'validation.required' }),
    rentalType: z.enum(RENTAL_TYPES, { message: 'validation.required' }),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    comment: z.string().trim().max(FORM_TEXT_MAX, 'validation.tooLong').optional(),
    policyConsent: consentField('personal_data'),
    notificationsConsent: optionalConsentField,
  })
  .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom < b.dateTo, {
    message: 'feedback.datesOrder',
    path: ['dateTo'],
  });

/** Body of POST app/v1/question (/ask-question). */
export const questionBody = z.object({
  name,
  phone,
  email: z.union([z.literal(''), z.email('validation.email').max(FORM_EMAIL_MAX, 'validation.tooLong')]).optional(),
  question: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(FORM_TEXT_MAX, 'validation.tooLong'),
  policyConsent: consentField('personal_data'),
});

/** Answer of every form: the stored request's id. */
export const formResult = z.object({ id: z.number().int() });

export type CallbackBody = z.input<typeof callbackBody>;
export type FeedbackBody = z.input<typeof feedbackBody>;
export type QuestionBody = z.input<typeof questionBody>;
export type FormResult = z.infer<typeof formResult>;

/** The OpenAPI tag `forms` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const formsTag = apiTag('forms', 'Public forms: questions, call-back requests, applications (R8)');
const tags = [formsTag.name];
const formResultEnvelope = envelope(formResult);

/** The endpoints of `forms` (docs/architecture.md § The typed seam). */
export const formsEndpoints = {
  callback: endpoint({
    method: 'post',
    path: '/callback',
    access: ['forms', 'create'],
    body: callbackBody,
    responses: { 200: formResultEnvelope },
    summary: 'Request a call back (R6.8)',
    tags,
  }),
  feedback: endpoint({
    method: 'post',
    path: '/feedback',
    access: ['forms', 'create'],
    body: feedbackBody,
    responses: { 200: formResultEnvelope },
    summary: 'Send the feedback form (R6.9)',
    tags,
  }),
  question: endpoint({
    method: 'post',
    path: '/question',
    access: ['forms', 'create'],
    body: questionBody,
    responses: { 200: formResultEnvelope },
    summary: 'Ask a question (R6.10)',
    tags,
  }),
};
