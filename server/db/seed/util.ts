/** Helpers of the demo seed (server/db/seed/*.ts). */
import type { Localized } from '../schema';

/** A small deterministic PRNG (mulberry32) so every seed is the same. */
export function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A `{ ru, en }` text. */
export const L = (ru: string, en: string): Localized => ({ ru, en });
