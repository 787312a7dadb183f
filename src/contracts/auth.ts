/**
 * Contract of the login calls (docs/rules.md R2.1–R2.11):
 * POST app/v1/auth/code, POST app/v1/auth/login, POST app/v1/auth/logout, GET app/v1/auth/me,
 * POST app/v1/auth/role. The server validates with these schemas; the SPA imports the types only.
 */
import { z } from 'zod';
import { ROLES } from '../domain/access';
import { PAYER_TYPES } from '../domain/bookings';
import { ACQUIRER_METHODS } from '../domain/payment-methods';
import { apiFailure, envelope, phone } from './common';
import { deviceBody, okResult } from './notifications';
import { apiTag, endpoint } from './endpoint';

/** A one-time code as typed by the person: 4 digits (call) or 6 digits (SMS). */
export const otpCode = z
  .string({ message: 'auth.incorrectCode' })
  .trim()
  .regex(/^\d{4,6}$/, 'auth.incorrectCode');

/** A role in a body (`guest`, `owner`, `agent`, `manager`). */
export const role = z.enum(ROLES, { message: 'validation.invalid' });

/** Body of POST app/v1/auth/code (and of the phone-change code). */
export const codeRequest = z.object({ phone });

/** How a code was sent: channel, its length, seconds until it expires and until a new one may be asked for. */
export const codeInfo = z.object({
  channel: z.enum(['sms', 'call']),
  length: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be requested. */
  retryAfter: z.number().int(),
});

/**
 * Body of POST app/v1/auth/login; `owner` makes the session an owner's (docs/rules.md R2.9; grants
 * no data). The mobile app sends its push `device` (`ios`/`android`): the session is then the
 * app's for its whole life (R2.13); without one (the web) it is a `web` session.
 */
export const loginBody = z.object({
  phone,
  code: otpCode,
  owner: z.boolean().optional(),
  device: deviceBody.optional(),
  /**
   * The personal-data consent (docs/rules.md R21.2): recorded when `true`; a web login that creates
   * the account is refused without it (422 under `policyConsent`).
   */
  policyConsent: z.boolean().optional(),
});

/** The caller's identity (Refine's `getIdentity`): profile fields, the roles held, the session's role. */
export const identity = z.object({
  id: z.number().int(),
  phone: z.string(),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  email: z.string().nullable(),
  payerType: z.enum(PAYER_TYPES),
  /** Roles the person holds. */
  roles: z.array(z.enum(ROLES)),
  /** The role this session acts in. */
  role: z.enum(ROLES),
  /** The acquirer method of the person's last succeeded payment (`card`/`sbp`), offered first; null before any (docs/rules.md R5.27). */
  lastPaymentMethod: z.enum(ACQUIRER_METHODS).nullable(),
});

/** Answer of POST app/v1/auth/login: the bearer token, whether the account was just created, the identity. */
export const loginResult = z.object({ token: z.string(), isNew: z.boolean(), user: identity });

/** Body of POST app/v1/auth/role: switch the session to a role the person holds. */
export const roleBody = z.object({ role });

/** Answer of POST app/v1/auth/logout (declared beside the devices, which auth.ts imports). */
export { okResult };

export const codeInfoEnvelope = envelope(codeInfo);
export const identityEnvelope = envelope(identity);

export type CodeRequest = z.input<typeof codeRequest>;
export type CodeInfo = z.infer<typeof codeInfo>;
export type LoginBody = z.input<typeof loginBody>;
export type Identity = z.infer<typeof identity>;
export type LoginResult = z.infer<typeof loginResult>;
export type RoleBody = z.infer<typeof roleBody>;

/** The OpenAPI tag `auth` of these endpoints, with what it groups (the document lists it: server/openapi.ts). */
export const authTag = apiTag('auth', 'SMS-code login, logout, the session and its role (R2)');
const tags = [authTag.name];

/** The endpoints of `auth` (docs/architecture.md § The typed seam). */
export const authEndpoints = {
  code: endpoint({
    method: 'post',
    path: '/auth/code',
    access: ['auth', 'code'],
    body: codeRequest,
    responses: { 200: codeInfoEnvelope },
    summary: 'Send a login code by SMS or call (R2.1–R2.6)',
    tags,
  }),
  login: endpoint({
    method: 'post',
    path: '/auth/login',
    access: ['auth', 'login'],
    body: loginBody,
    responses: { 200: envelope(loginResult) },
    summary:
      "Log in with the code; `owner` makes the session an owner's (R2.9); the mobile app sends its `device` (ios/android), making it an app session (R2.13)",
    tags,
  }),
  logout: endpoint({
    method: 'post',
    path: '/auth/logout',
    access: ['auth', 'logout'],
    responses: { 200: envelope(okResult) },
    summary: 'Revoke the current session and remove the push devices it registered (R7.6)',
    tags,
  }),
  me: endpoint({
    method: 'get',
    path: '/auth/me',
    access: ['auth', 'me'],
    responses: { 200: identityEnvelope },
    summary: 'The logged-in user (identity and roles)',
    tags,
  }),
  role: endpoint({
    method: 'post',
    path: '/auth/role',
    access: ['auth', 'role'],
    body: roleBody,
    // 403 although the cell is any signed-in role: a role the person does not hold (R2.11).
    responses: { 200: identityEnvelope, 403: apiFailure },
    summary: 'Switch the session to another role the person holds (R2.11)',
    tags,
  }),
};
