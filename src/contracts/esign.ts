/**
 * Contract of the agreement on the use of a simple electronic signature (docs/rules.md R11.9;
 * 63-FZ art. 9): GET app/v1/esign/agreement (the version in force and its text, public),
 * GET app/v1/esign/acceptance (whether the caller accepted it) and POST app/v1/esign/acceptance
 * (accept it). Signing a document without an acceptance of the version in force answers 409
 * (src/contracts/documents.ts `sign`, `signatureCode`). The text is public content (`content.show`);
 * whether one accepted it, and accepting it, belong to whoever may sign (`documents.sign`).
 */
import { z } from 'zod';
import { envelope, isoDate } from './common';
import { apiTag, endpoint } from './endpoint';

const timestamp = z.string().describe('Server timestamp HH:mm:ss DD.MM.YYYY, UTC (R8.2)');
/** A version id of the agreement ("1", "2", …). */
const version = z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong');

/** GET app/v1/esign/agreement: the version in force, the day it took effect and its Markdown text in the request's language. */
export const esignAgreement = z.object({ version: z.string(), effectiveFrom: isoDate, text: z.string() });

/** GET/POST app/v1/esign/acceptance: the version in force and when the caller accepted it (null: not yet). */
export const esignAcceptanceState = z.object({
  version: z.string(),
  effectiveFrom: isoDate,
  acceptedAt: timestamp.nullable(),
});

/** Body of POST app/v1/esign/acceptance: the version the person read and accepts. */
export const esignAcceptBody = z.object({ version });

export type EsignAgreement = z.infer<typeof esignAgreement>;
export type EsignAcceptanceState = z.infer<typeof esignAcceptanceState>;
export type EsignAcceptBody = z.input<typeof esignAcceptBody>;

/** The OpenAPI tag `esign` of these endpoints (the document lists it: server/openapi.ts). */
export const esignTag = apiTag('esign', 'The agreement on the use of a simple electronic signature (63-FZ art. 9)');
const tags = [esignTag.name];

/** The endpoints of `esign` (docs/architecture.md § The typed seam). */
export const esignEndpoints = {
  agreement: endpoint({
    method: 'get',
    path: '/esign/agreement',
    access: ['content', 'show'],
    responses: { 200: envelope(esignAgreement) },
    summary: 'The e-signature agreement in force and its text (R11.9)',
    tags,
  }),
  acceptance: endpoint({
    method: 'get',
    path: '/esign/acceptance',
    access: ['documents', 'sign'],
    responses: { 200: envelope(esignAcceptanceState) },
    summary: 'Whether the caller accepted the agreement in force (R11.9)',
    tags,
  }),
  accept: endpoint({
    method: 'post',
    path: '/esign/acceptance',
    access: ['documents', 'sign'],
    body: esignAcceptBody,
    responses: { 201: envelope(esignAcceptanceState) },
    summary: 'Accept the agreement in force: version, time, address and browser are recorded (R11.9)',
    tags,
  }),
};
