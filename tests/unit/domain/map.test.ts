import { describe, expect, it } from 'vitest';
import { PLAN_LAND, planPositions, tilesFor, worldPixel } from '../../../src/domain/map';

describe('web mercator tiles', () => {
  it('puts (0, 0) in the middle of the world and follows the OSM tile numbers', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    // OSM wiki formula: x = floor((lng + 180) / 360 · 2^z), y = floor((1 − ln(tan φ + sec φ) / π) / 2 · 2^z).
    const p = worldPixel(56.8351, 60.6122, 16);
    expect(Math.floor(p.x / 256)).toBe(43802);
    expect(Math.floor(p.y / 256)).toBe(20132);
  });

  it('covers the viewport with tiles and projects the centre to its middle', () => {
    const { tiles, project } = tilesFor('https://tiles.test/{z}/{x}/{y}.png', 56.8351, 60.6122, 16, 640, 360);
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.length).toBeLessThanOrEqual(12);
    expect(tiles[0].url).toMatch(/^https:\/\/tiles\.test\/16\/\d+\/\d+\.png$/);
    for (const t of tiles) {
      expect(t.left).toBeGreaterThan(-256);
      expect(t.left).toBeLessThan(640);
      expect(t.top).toBeGreaterThan(-256);
      expect(t.top).toBeLessThan(360);
    }
    const c = project(56.8351, 60.6122);
    expect(c.x).toBeCloseTo(320, 6);
    expect(c.y).toBeCloseTo(180, 6);
    const east = project(56.8351, 60.6222);
    expect(east.x).toBeGreaterThan(320);
    const north = project(56.8451, 60.6122);
    expect(north.y).toBeLessThan(180);
  });
});

describe('plan positions (issue 14 item 14)', () => {
  const seed = {
    1: { lat: 56.8356, lng: 60.6109 },
    2: { lat: 56.8348, lng: 60.6131 },
    3: { lat: 56.8343, lng: 60.6117 },
  };

  it('keeps every building on land (above the pond) and inside the plan', () => {
    const p = planPositions(seed, 640 / 360);
    for (const k of [1, 2, 3] as const) {
      expect(p[k].x).toBeGreaterThanOrEqual(PLAN_LAND.left - 1e-9);
      expect(p[k].x).toBeLessThanOrEqual(PLAN_LAND.right + 1e-9);
      expect(p[k].y).toBeGreaterThanOrEqual(PLAN_LAND.top - 1e-9);
      expect(p[k].y).toBeLessThanOrEqual(PLAN_LAND.bottom + 1e-9);
    }
  });

  it('keeps north up and east right, and the real proportions', () => {
    const p = planPositions(seed, 640 / 360);
    expect(p[2].x).toBeGreaterThan(p[1].x); // Plotinka east of Iset
    expect(p[3].y).toBeGreaterThan(p[2].y); // Uralmash south of Plotinka
    expect(p[3].y).toBeCloseTo(PLAN_LAND.bottom, 9); // the southernmost touches the shore line, not the pond
    // Equal scale: the Iset–Plotinka offsets keep their ratio in metres (longitude shrunk by cos φ).
    const kx = Math.cos((56.835 * Math.PI) / 180);
    const ratio = ((p[2].x - p[1].x) * (640 / 360)) / (p[2].y - p[1].y);
    expect(ratio).toBeCloseTo(((60.6131 - 60.6109) * kx) / (56.8356 - 56.8348), 1);
  });

  it('puts a single building in the middle and gives nothing for none', () => {
    const one = planPositions({ 7: { lat: 56.8, lng: 60.6 } }, 2)[7];
    expect(one.x).toBeCloseTo((PLAN_LAND.left + PLAN_LAND.right) / 2, 9);
    expect(one.y).toBeCloseTo((PLAN_LAND.top + PLAN_LAND.bottom) / 2, 9);
    expect(planPositions({}, 2)).toEqual({});
  });
});
