import { describe, expect, it } from 'vitest';
import { tilesFor, worldPixel } from '../../../src/domain/map';

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
