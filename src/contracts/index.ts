/**
 * Every endpoint declaration, by resource (docs/architecture.md § The typed seam). The server
 * registers each from here (a test checks that every app/v1 route is declared and every
 * declaration registered); `npm run api:table` writes ./api.ts, the SPA's zod-free table of them.
 * A new resource adds its `<name>Endpoints` here.
 */
import { billEndpoints } from './bills';
import { uploadEndpoints } from './uploads';

export const endpoints = {
  bills: billEndpoints,
  uploads: uploadEndpoints,
};

/** The declarations' type, for the SPA's table (./api.ts). */
export type Endpoints = typeof endpoints;
