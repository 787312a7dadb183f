/**
 * Contract of "Download my data" (docs/rules.md R7.11; 152-FZ art. 14): GET app/v1/my-data, every
 * section held about the caller (server/services/my-data/), as a JSON or a readable PDF attachment.
 */
import { z } from 'zod';
import { apiTag, endpoint } from './endpoint';

/** GET app/v1/my-data query: the file's format (default `json`). */
export const myDataQuery = z.object({ format: z.enum(['json', 'pdf'], { message: 'validation.invalid' }).optional() });

export type MyDataQuery = z.input<typeof myDataQuery>;

/** The OpenAPI tag `my-data` of these endpoints (the document lists it: server/openapi.ts). */
export const myDataTag = apiTag('my-data', 'Everything held about the signed-in person, as a file');

/** The endpoints of `my-data` (docs/architecture.md § The typed seam). */
export const myDataEndpoints = {
  export: endpoint({
    method: 'get',
    path: '/my-data',
    access: ['profile', 'show'],
    query: myDataQuery,
    responses: {},
    produces: ['application/json', 'application/pdf'],
    summary: 'Everything held about the caller, as a JSON or PDF attachment (R7.11)',
    tags: [myDataTag.name],
  }),
};
