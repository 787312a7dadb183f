/**
 * The typed seam's promise (docs/architecture.md § The typed seam), checked by `tsc` in
 * `npm run typecheck`: a page reading a field its endpoint does not answer does not compile. The
 * `@ts-expect-error` lines below are the defects issue 23 found (a list read one level too deep, a
 * field nobody answers); if the hooks' types ever let them through again (e.g. by widening an
 * answer to Refine's `BaseRecord`), the directive itself becomes the error and typecheck fails.
 */
import { describe, expect, it } from 'vitest';
import type { useEndpointMutation, useEndpointQuery } from '../../../providers/endpoints';
import type { useApi } from '../../../providers/api-hooks';
import type { Endpoints } from '../../../src/contracts/index';

type RoomsQuery = ReturnType<typeof useEndpointQuery<Endpoints['rents']['rooms']>>;
type ReadingsMutation = ReturnType<typeof useEndpointMutation<Endpoints['utility-accounts']['readings']>>;
type BuildingsQuery = ReturnType<typeof useApi<Endpoints['content']['buildings']>>;

/** Never called: the reads below only have to compile, or fail to, as marked. */
export function reads(rooms: RoomsQuery, readings: ReadingsMutation, buildings: BuildingsQuery) {
  const list: { id: number; title: string }[] | undefined = rooms.query.data?.data;
  // @ts-expect-error the rooms answer is a list: nothing one level deeper (rent-form's defect)
  void rooms.query.data?.data.data;
  // @ts-expect-error a field no room has
  void rooms.result.data?.[0]?.price;
  const anomalies: number[] | undefined = readings.mutation.data?.anomalies;
  // @ts-expect-error the readings answer keeps `anomalies` beside `data`, not inside it
  void readings.mutation.data?.data.anomalies;
  // @ts-expect-error the light shell's cache hands the buildings list itself
  void buildings.data?.data;
  return [list, anomalies];
}

describe('endpoint types', () => {
  it('are checked by tsc (this file compiles only while the wrong reads above are errors)', () => {
    expect(typeof reads).toBe('function');
  });
});
