/**
 * The typed seam's list hooks (providers/endpoint-tables.ts, issue 36 point 2): a page names the
 * endpoint once and Refine's resource — what its caches, sorters, filters and URL sync hang on —
 * follows from the endpoint's path; the seam counts of hand-stated generics, casts and escapes
 * from the types are 0.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { endpointUrl } from '../../src/contracts/endpoint';
import { endpointResource, recordResource } from '../../providers/endpoints';
import { apiResource } from '../../providers/data-provider';
import { seamFindings } from '../../scripts/seam-counts';

describe('endpointResource', () => {
  it('names the Refine resource the pages used by hand', () => {
    expect(endpointResource(api['utility-accounts'].list)).toBe('bills');
    expect(endpointResource(api['backoffice-objects'].list)).toBe('backoffice-objects');
    expect(endpointResource(api.reports.statements)).toBe('reports/statements');
  });

  it("names a record's resource from its GET …/:id (useEndpointOne, useEndpointShow, the record forms)", () => {
    expect(recordResource(api['owner-rooms'].show)).toBe('owner-rooms');
    expect(recordResource(api['backoffice-services'].requestShow)).toBe('backoffice-requests');
    expect(recordResource(api['backoffice-services'].serviceShow)).toBe('backoffice-services');
  });

  it('is the inverse of the data provider for every GET endpoint without path parameters', () => {
    for (const group of Object.values(api))
      for (const e of Object.values(group) as { method: string; path: string; resource: string }[]) {
        if (e.method !== 'get' || e.path.includes(':')) continue;
        expect(`app/v1/${apiResource(endpointResource(e as never))}`).toBe(endpointUrl(e));
      }
  });
});

describe('seam counts of issue 36 point 2', () => {
  it("finds no hand-stated generic on Refine's hooks, no cast and no escape from the types", () => {
    const f = seamFindings();
    expect(f.refineGenerics).toEqual([]);
    expect(f.casts).toEqual([]);
    expect(f.escapes).toEqual([]);
  });
});
