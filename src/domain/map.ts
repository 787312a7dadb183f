/**
 * Web Mercator tile math for the search map (docs/rules.md R4.7: the tile URL comes from configuration,
 * `VITE_MAP_TILE_URL` with `{z}`, `{x}`, `{y}`; OSM "slippy map" conventions, 256 px tiles).
 */

/** Tile size, px. */
export const TILE_SIZE = 256;

/** World pixel coordinates of a point at `zoom` (0 = one 256 px tile for the whole world). */
export function worldPixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** One tile placed in a viewport: its URL and its top-left corner in viewport pixels. */
export interface PlacedTile {
  url: string;
  left: number;
  top: number;
}

/**
 * The tiles that cover a `width`×`height` viewport centred on (`lat`, `lng`) at `zoom`, and a
 * projector from latitude/longitude to viewport pixels.
 * @param template a URL with `{z}`, `{x}`, `{y}` (and optionally `{s}`, replaced by `a`).
 */
export function tilesFor(template: string, lat: number, lng: number, zoom: number, width: number, height: number) {
  const c = worldPixel(lat, lng, zoom);
  const originX = c.x - width / 2;
  const originY = c.y - height / 2;
  const n = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(originY / TILE_SIZE); ty * TILE_SIZE < originY + height; ty++) {
    for (let tx = Math.floor(originX / TILE_SIZE); tx * TILE_SIZE < originX + width; tx++) {
      if (ty < 0 || ty >= n) continue;
      const wx = ((tx % n) + n) % n;
      const url = template.replace('{z}', String(zoom)).replace('{x}', String(wx)).replace('{y}', String(ty)).replace('{s}', 'a');
      tiles.push({ url, left: tx * TILE_SIZE - originX, top: ty * TILE_SIZE - originY });
    }
  }
  const project = (pLat: number, pLng: number) => {
    const p = worldPixel(pLat, pLng, zoom);
    return { x: p.x - originX, y: p.y - originY };
  };
  return { tiles, project };
}
