// @vitest-environment node
/**
 * No runtime import cycle (issue 23): over `server/`, `src/`, `providers/` and `resources/`, dpdm
 * (type-only imports left out, as `npm run seam` counts them) finds none. A cycle makes a
 * module's exports undefined while its partner loads, or forces a lazy `import()` to dodge it
 * (payments used to import the jobs folder that way).
 */
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../scripts/seam-counts';

describe('import graph', () => {
  it('has no runtime import cycle', () => {
    expect(importCycles()).toEqual([]);
  }, 180_000);
});
