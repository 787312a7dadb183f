/**
 * One call of a declared endpoint outside React's hooks, shared by the SPA's typed hooks
 * (./endpoints.ts) and the light shell's (./api-hooks.ts); apart from ./http.ts so that the
 * transport's `request` stays the one seam tests replace.
 */
import type { ClientEndpoint } from '../src/contracts/api';
import {
  endpointUrl,
  type BodyArg,
  type EndpointData,
  type EndpointDef,
  type ParamsArg,
  type QueryArg,
} from '../src/contracts/endpoint';
import { request, toHttpError } from './http';

/**
 * One call of `e` outside React's hooks (an upload's `customRequest`, a lookup on blur, a
 * building's details one by one), through the one transport: path parameters into the path, the
 * query (GET) or the body. The SPA takes it as providers/endpoints.ts `callEndpoint`, the light
 * shell as providers/api-hooks.ts `apiCall`.
 * @returns the answer's `data`.
 * @throws `{ message, statusCode, errors }` ({@link toHttpError}: Refine's HttpError, the light
 *   shell's ApiFailure).
 */
export async function callEndpoint<D extends EndpointDef>(
  e: ClientEndpoint<D>,
  args: ParamsArg<D> & QueryArg<D> & BodyArg<D>,
): Promise<EndpointData<D>> {
  const { params, query, body } = args as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  try {
    const res = await request<{ data: EndpointData<D> }>(
      e.method,
      endpointUrl(e, params),
      e.method === 'get' ? query : body,
    );
    return res.data;
  } catch (err) {
    throw toHttpError(err);
  }
}
