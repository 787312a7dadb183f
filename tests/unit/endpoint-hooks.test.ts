/**
 * The typed seam's list hooks (providers/endpoint-tables.ts, issue 36 point 2): a page names the
 * endpoint once and Refine's resource — what its caches, sorters, filters and URL sync hang on —
 * follows from the endpoint's path; the seam counts of hand-stated generics and casts only go down.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../../src/contracts/api';
import { endpointUrl } from '../../src/contracts/endpoint';
import { endpointResource } from '../../providers/endpoints';
import { apiResource } from '../../providers/data-provider';
import { SEAM_CEILINGS, seamFindings } from '../../scripts/seam-counts';

describe('endpointResource', () => {
  it('names the Refine resource the pages used by hand', () => {
    expect(endpointResource(api['utility-accounts'].list)).toBe('bills');
    expect(endpointResource(api['backoffice-objects'].list)).toBe('backoffice-objects');
    expect(endpointResource(api.reports.statements)).toBe('reports/statements');
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
  it("keeps hand-stated generics on Refine's hooks and casts within their ceilings", () => {
    const f = seamFindings();
    expect(f.refineGenerics.length).toBeLessThanOrEqual(SEAM_CEILINGS.refineGenerics ?? 0);
    expect(f.casts.length).toBeLessThanOrEqual(SEAM_CEILINGS.casts ?? 0);
  });
});
