/**
 * Contract of the profile calls (docs/rules.md R7.1–R7.4; /user-info, /profile,
 * /delete-account): PUT app/v1/profile, the contact-phone change
 * (POST app/v1/profile/phone/code, POST app/v1/profile/phone) and the account deletion
 * (POST app/v1/account/deletion/code, DELETE app/v1/account). Answers carry the identity of
 * src/contracts/auth.ts.
 */
import { z } from 'zod';
import { PAYER_TYPES } from '../domain/bookings';
import { envelope, phone } from './common';
import { codeInfoEnvelope, codeRequest, identityEnvelope, otpCode } from './auth';
import { apiTag, endpoint } from './endpoint';
import { EMAIL_TEMPLATES, OPTIONAL_EMAILS } from '../domain/email';

/** Longest surname, name or patronymic, characters. */
export const NAME_PART_MAX = 60;
/** Longest e-mail, characters. */
export const EMAIL_MAX = 120;

const namePart = z.string().trim().max(NAME_PART_MAX, 'validation.tooLong');

/** Body of PUT app/v1/profile: names (name required), e-mail (empty clears it), payer type. */
export const profileBody = z.object({
  surname: namePart.optional(),
  name: namePart.min(1, 'validation.required'),
  patronymic: namePart.optional(),
  email: z.union([z.literal(''), z.email('validation.email').max(EMAIL_MAX, 'validation.tooLong')]).optional(),
  payerType: z.enum(PAYER_TYPES, { message: 'validation.invalid' }).optional(),
  /**
   * The personal-data consent (docs/rules.md R21.2): recorded when `true`; required (422 under
   * `policyConsent`) while the caller holds none in force, e.g. after withdrawing it.
   */
  policyConsent: z.boolean().optional(),
});

/** Body of POST app/v1/profile/phone: the new number and the code sent to it. */
export const phoneChangeBody = z.object({ phone, code: otpCode });

/** Body of DELETE app/v1/account: the code sent to the current number. */
export const deleteAccountBody = z.object({ code: otpCode });

/** Answer of DELETE app/v1/account. */
export const deleteAccountResult = z.object({ deleted: z.literal(true), sessionsEnded: z.number().int() });

/**
 * The person's e-mail choices (docs/rules.md R22.3): every template with whether it is sent and
 * whether it is essential (always on), and the language e-mails are written in.
 */
export const emailSettings = z.object({
  /** The account's e-mail; null: nothing is sent until one is added. */
  address: z.string().nullable(),
  language: z.enum(['ru', 'en']),
  templates: z.array(z.object({ template: z.enum(EMAIL_TEMPLATES), on: z.boolean(), essential: z.boolean() })),
});

/**
 * Body of PUT app/v1/profile/email: the optional templates switched off (an essential one is
 * refused, 422) and the language (default: the caller's `deviceLocale`).
 */
export const emailSettingsBody = z.object({
  off: z.array(z.enum(OPTIONAL_EMAILS as [string, ...string[]], { message: 'validation.invalid' })).max(20),
  language: z.enum(['ru', 'en']).optional(),
});

export type EmailSettings = z.infer<typeof emailSettings>;
export type EmailSettingsBody = z.input<typeof emailSettingsBody>;
export type ProfileBody = z.input<typeof profileBody>;
export type PhoneChangeBody = z.input<typeof phoneChangeBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
export type DeleteAccountResult = z.infer<typeof deleteAccountResult>;

/** The OpenAPI tag `profile` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const profileTag = apiTag(
  'profile',
  'The signed-in person: profile, phone change, account deletion, push devices',
);
const tags = [profileTag.name];

/** The endpoints of `profile` (docs/architecture.md § The typed seam). */
export const profileEndpoints = {
  update: endpoint({
    method: 'put',
    path: '/profile',
    access: ['profile', 'edit'],
    body: profileBody,
    responses: { 200: identityEnvelope },
    summary: 'Update the profile (R7.1)',
    tags,
  }),
  phoneCode: endpoint({
    method: 'post',
    path: '/profile/phone/code',
    access: ['profile', 'edit'],
    body: codeRequest,
    responses: { 200: codeInfoEnvelope },
    summary: 'Send a code to the new contact phone (R7.2)',
    tags,
  }),
  phone: endpoint({
    method: 'post',
    path: '/profile/phone',
    access: ['profile', 'edit'],
    body: phoneChangeBody,
    responses: { 200: identityEnvelope },
    summary: 'Change the contact phone with the code sent to it (R7.2, R7.3)',
    tags,
  }),
  emailSettings: endpoint({
    method: 'get',
    path: '/profile/email',
    access: ['profile', 'show'],
    responses: { 200: envelope(emailSettings) },
    summary: 'The e-mail choices: which e-mails are sent, essential ones always (R22.3)',
    tags,
  }),
  updateEmailSettings: endpoint({
    method: 'put',
    path: '/profile/email',
    access: ['profile', 'edit'],
    body: emailSettingsBody,
    responses: { 200: envelope(emailSettings) },
    summary: 'Switch optional e-mails off or on, and their language (R22.3)',
    tags,
  }),
  deletionCode: endpoint({
    method: 'post',
    path: '/account/deletion/code',
    access: ['profile', 'delete'],
    responses: { 200: codeInfoEnvelope },
    summary: 'Send the account-deletion confirmation code to the current number (R7.4)',
    tags,
  }),
  deleteAccount: endpoint({
    method: 'delete',
    path: '/account',
    access: ['profile', 'delete'],
    body: deleteAccountBody,
    responses: { 200: envelope(deleteAccountResult) },
    summary: 'Delete the account with the code: personal data erased, every session ended (R7.4)',
    tags,
  }),
};
