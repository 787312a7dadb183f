/**
 * A small QR code encoder (ISO/IEC 18004) for partner promo codes (docs/rules.md R6.13, /partners/{id}:
 * "promo code and QR code"): byte mode (UTF-8), versions 1–4, error correction level M, the mask
 * chosen by the standard penalty rules. Pure TypeScript, no dependencies, so the SPA draws the
 * symbol as SVG without a QR library.
 *
 * @module
 */

/** Per version at level M: total data codewords, EC codewords per block, number of blocks. */
const VERSIONS_M: Record<number, { data: number; ecPerBlock: number; blocks: number }> = {
  1: { data: 16, ecPerBlock: 10, blocks: 1 },
  2: { data: 28, ecPerBlock: 16, blocks: 1 },
  3: { data: 44, ecPerBlock: 26, blocks: 1 },
  4: { data: 64, ecPerBlock: 18, blocks: 2 },
};

/** Longest text (UTF-8 bytes) a version-4-M symbol holds in byte mode. */
export const QR_MAX_BYTES = 62;

// GF(256) with the QR primitive polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11d).
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
}
const gfMul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

/** The Reed–Solomon generator polynomial of `degree`, highest coefficient first (leading 1 omitted). */
function rsGenerator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= gfMul(poly[j], EXP[i]);
    }
    poly = next;
  }
  return poly.slice(1);
}

/**
 * The `ecCount` Reed–Solomon error-correction codewords of `data` (bytes 0–255), as QR uses them.
 */
export function reedSolomon(data: readonly number[], ecCount: number): number[] {
  const gen = rsGenerator(ecCount);
  const rem = new Array<number>(ecCount).fill(0);
  for (const b of data) {
    const factor = b ^ rem.shift()!;
    rem.push(0);
    for (let i = 0; i < ecCount; i++) rem[i] ^= gfMul(gen[i], factor);
  }
  return rem;
}

/**
 * The 15 format bits for level M (indicator 00) and `mask` 0–7: BCH(15,5) with generator 0x537,
 * XOR 0x5412. Bit 14 is the first bit of the standard's table.
 */
export function formatBitsM(mask: number): number {
  const data = (0b00 << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** The data codewords (with padding) of `bytes` in byte mode for `version`. */
export function dataCodewords(bytes: readonly number[], version: number): number[] {
  const capacity = VERSIONS_M[version].data;
  const bits: number[] = [];
  const put = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, 8);
  bytes.forEach((b) => put(b, 8));
  put(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** Data and EC codewords of `version`, split into blocks and interleaved (ISO 18004 §7.6). */
function interleave(data: number[], version: number): number[] {
  const { blocks, ecPerBlock } = VERSIONS_M[version];
  const per = data.length / blocks;
  const dataBlocks = Array.from({ length: blocks }, (_, i) => data.slice(i * per, (i + 1) * per));
  const ecBlocks = dataBlocks.map((b) => reedSolomon(b, ecPerBlock));
  const out: number[] = [];
  for (let i = 0; i < per; i++) dataBlocks.forEach((b) => out.push(b[i]));
  for (let i = 0; i < ecPerBlock; i++) ecBlocks.forEach((b) => out.push(b[i]));
  return out;
}

const MASKS: ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** A QR symbol: `modules[row][col]`, true = dark; `size` = 17 + 4·version. */
export interface QrCode {
  version: number;
  mask: number;
  size: number;
  modules: boolean[][];
}

/** Builds the function patterns; returns the matrix and which modules are function modules. */
function functionPatterns(version: number) {
  const size = 17 + 4 * version;
  const m = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fn = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (r: number, c: number, dark: boolean) => {
    m[r][c] = dark;
    fn[r][c] = true;
  };
  // Finders with their separators.
  for (const [r0, c0] of [[0, 0], [0, size - 7], [size - 7, 0]]) {
    for (let dr = -1; dr <= 7; dr++)
      for (let dc = -1; dc <= 7; dc++) {
        const r = r0 + dr, c = c0 + dc;
        if (r < 0 || c < 0 || r >= size || c >= size) continue;
        const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
        set(r, c, ring !== 2 && ring !== 4);
      }
  }
  // Timing patterns.
  for (let i = 8; i < size - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // The one alignment pattern of versions 2–4.
  if (version >= 2) {
    const p = size - 7;
    for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) set(p + dr, p + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
  }
  // Reserve the format areas (drawn later) and the dark module.
  for (let i = 0; i < 9; i++) {
    fn[8][i] = fn[i][8] = true;
  }
  for (let i = 0; i < 8; i++) {
    fn[8][size - 1 - i] = true;
    fn[size - 1 - i][8] = true;
  }
  set(size - 8, 8, true);
  return { size, m, fn };
}

/** Draws the 15 format bits for `mask` in both copies. */
function drawFormat(m: boolean[][], size: number, mask: number) {
  const bits = formatBitsM(mask);
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) m[i][8] = bit(i);
  m[7][8] = bit(6);
  m[8][8] = bit(7);
  m[8][7] = bit(8);
  for (let i = 9; i < 15; i++) m[8][14 - i] = bit(i);
  for (let i = 0; i < 8; i++) m[8][size - 1 - i] = bit(i);
  for (let i = 8; i < 15; i++) m[size - 15 + i][8] = bit(i);
  m[size - 8][8] = true;
}

/** Places codewords in the two-column zigzag from the bottom right, skipping the vertical timing column. */
function placeData(m: boolean[][], fn: boolean[][], size: number, codewords: number[]) {
  let i = 0;
  const total = codewords.length * 8;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let v = 0; v < size; v++) {
      const r = upward ? size - 1 - v : v;
      for (let j = 0; j < 2; j++) {
        const c = right - j;
        if (fn[r][c]) continue;
        m[r][c] = i < total ? ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1 : false;
        i++;
      }
    }
  }
}

/** The standard penalty score (N1–N4) of a finished symbol; lower is better. */
export function penalty(m: boolean[][]): number {
  const size = m.length;
  let score = 0;
  const line = (get: (i: number, j: number) => boolean) => {
    for (let i = 0; i < size; i++) {
      let run = 1;
      for (let j = 1; j <= size; j++) {
        if (j < size && get(i, j) === get(i, j - 1)) run++;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      // N3: 1:1:3:1:1 finder-like pattern with four light modules on one side.
      for (let j = 0; j + 11 <= size; j++) {
        const s = Array.from({ length: 11 }, (_, k) => (get(i, j + k) ? '1' : '0')).join('');
        if (s === '10111010000' || s === '00001011101') score += 40;
      }
    }
  };
  line((i, j) => m[i][j]);
  line((i, j) => m[j][i]);
  for (let r = 0; r < size - 1; r++)
    for (let c = 0; c < size - 1; c++) {
      const v = m[r][c];
      if (v === m[r][c + 1] && v === m[r + 1][c] && v === m[r + 1][c + 1]) score += 3;
    }
  const dark = m.reduce((s, row) => s + row.filter(Boolean).length, 0);
  const percent = (dark * 100) / (size * size);
  score += Math.floor(Math.abs(percent - 50) / 5) * 10;
  return score;
}

/**
 * Encodes `text` (UTF-8) as a QR symbol, level M, the smallest version 1–4 that fits.
 * @param forceMask a mask 0–7 instead of the best one by penalty (for tests).
 * @throws RangeError when the text is longer than {@link QR_MAX_BYTES} bytes.
 */
export function encodeQr(text: string, forceMask?: number): QrCode {
  const bytes = [...new TextEncoder().encode(text)];
  const version = [1, 2, 3, 4].find((v) => bytes.length + 2 <= VERSIONS_M[v].data);
  if (!version) throw new RangeError(`QR: text longer than ${QR_MAX_BYTES} bytes`);
  const codewords = interleave(dataCodewords(bytes, version), version);
  const { size, m, fn } = functionPatterns(version);
  placeData(m, fn, size, codewords);
  const build = (mask: number) => {
    const out = m.map((row, r) => row.map((dark, c) => (fn[r][c] ? dark : dark !== MASKS[mask](r, c))));
    drawFormat(out, size, mask);
    return out;
  };
  let best = forceMask ?? 0;
  let modules = build(best);
  if (forceMask === undefined) {
    let bestScore = penalty(modules);
    for (let mask = 1; mask < 8; mask++) {
      const candidate = build(mask);
      const s = penalty(candidate);
      if (s < bestScore) {
        bestScore = s;
        best = mask;
        modules = candidate;
      }
    }
  }
  return { version, mask: best, size, modules };
}

/** An SVG path (`M x y h1v1h-1z` per dark module) of the symbol with a quiet zone of `margin` modules. */
export function qrPath(code: QrCode, margin = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, r) => row.forEach((dark, c) => dark && parts.push(`M${c + margin} ${r + margin}h1v1h-1z`)));
  return parts.join('');
}
