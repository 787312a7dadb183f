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
      const url = template
        .replace('{z}', String(zoom))
        .replace('{x}', String(wx))
        .replace('{y}', String(ty))
        .replace('{s}', 'a');
      tiles.push({ url, left: tx * TILE_SIZE - originX, top: ty * TILE_SIZE - originY });
    }
  }
  const project = (pLat: number, pLng: number) => {
    const p = worldPixel(pLat, pLng, zoom);
    return { x: p.x - originX, y: p.y - originY };
  };
  return { tiles, project };
}

/** A point of the static plan, as fractions (0..1) of its width and height. */
export interface PlanPoint {
  x: number;
  y: number;
}

/**
 * The dry land of the static plan (fractions of its width and height): the pond is drawn below
 * `bottom` (its shore is at ≥ 0.66 of the height), so no building is ever placed in it.
 */
export const PLAN_LAND = { left: 0.14, right: 0.86, top: 0.22, bottom: 0.58 } as const;

/**
 * Positions of the buildings on the static plan, from their latitude and longitude (issue 14
 * item 14): one set of coordinates for every plan of the complex (the search map and the
 * landing's location section). North is up, east is right; the points are spread over
 * {@link PLAN_LAND}, scaled equally on both axes (by metres, with longitude shrunk by cos(lat))
 * so the layout keeps the real shape; a single building sits in the middle.
 *
 * @param points - latitude and longitude in degrees, keyed by building id.
 * @param aspect - the plan's width / height (e.g. 640 / 360).
 * @returns fractions 0..1 of the plan's width (`x`) and height (`y`), keyed like `points`.
 */
export function planPositions<K extends string | number>(
  points: Readonly<Record<K, { lat: number; lng: number }>>,
  aspect: number,
): Record<K, PlanPoint> {
  const keys = Object.keys(points) as K[];
  const out = {} as Record<K, PlanPoint>;
  if (!keys.length) return out;
  const lat0 = keys.reduce((s, k) => s + points[k].lat, 0) / keys.length;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  // Plan units: x in "height units" so that one unit is the same distance on both axes.
  const xs = keys.map((k) => points[k].lng * kx);
  const ys = keys.map((k) => -points[k].lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const boxW = (PLAN_LAND.right - PLAN_LAND.left) * aspect;
  const boxH = PLAN_LAND.bottom - PLAN_LAND.top;
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = spanX || spanY ? Math.min(spanX ? boxW / spanX : Infinity, spanY ? boxH / spanY : Infinity) : 0;
  // Centre the scaled layout inside the land box.
  const offX = (boxW - spanX * scale) / 2;
  const offY = (boxH - spanY * scale) / 2;
  keys.forEach((k, i) => {
    out[k] = {
      x: PLAN_LAND.left + (offX + (xs[i] - minX) * scale) / aspect,
      y: PLAN_LAND.top + offY + (ys[i] - minY) * scale,
    };
  });
  return out;
}
