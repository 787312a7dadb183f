/**
 * The QR encoder (src/domain/qr.ts) against published reference values — the Reed–Solomon
 * codewords of ISO/IEC 18004 Annex I ("01234567", 1-M) and of the widely used "HELLO WORLD" 1-M
 * example, the format-information table for level M — plus the fixed patterns, and a round trip
 * through an independent decoder written here (format bits → unmask → zigzag read →
 * de-interleave → RS syndromes zero → byte-mode text).
 */
import { describe, expect, it } from 'vitest';
import { dataCodewords, encodeQr, formatBitsM, reedSolomon, type QrCode } from '../../../src/domain/qr';

const bin = (s: string) => s.split(' ').map((b) => parseInt(b, 2));

describe('Reed–Solomon codewords', () => {
  it('match ISO/IEC 18004 Annex I: "01234567", version 1-M', () => {
    const data = bin('00010000 00100000 00001100 01010110 01100001 10000000 11101100 00010001 11101100 00010001 11101100 00010001 11101100 00010001 11101100 00010001');
    expect(reedSolomon(data, 10)).toEqual(bin('10100101 00100100 11010100 11000001 11101101 00110110 11000111 10000111 00101100 01010101'));
  });

  it('match the "HELLO WORLD" 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

describe('format information, level M', () => {
  it('matches the standard table for masks 0–7', () => {
    const table = ['101010000010010', '101000100100101', '101111001111100', '101101101001011', '100010111111001', '100000011001110', '100111110010111', '100101010100000'];
    table.forEach((bits, mask) => expect(formatBitsM(mask).toString(2).padStart(15, '0')).toBe(bits));
  });
});

describe('byte-mode data codewords', () => {
  it('carry mode 0100, an 8-bit count, the bytes, a terminator and 0xEC/0x11 padding', () => {
    // "AB" = 0x41 0x42 → 0100 00000010 01000001 01000010 0000 → 0x40 0x24 0x14 0x20, then pads.
    expect(dataCodewords([0x41, 0x42], 1)).toEqual([0x40, 0x24, 0x14, 0x20, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11]);
  });
});

// ---- An independent decoder for the round trip ----

function finderOk(m: boolean[][], r0: number, c0: number) {
  for (let dr = 0; dr < 7; dr++)
    for (let dc = 0; dc < 7; dc++) {
      const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
      if (m[r0 + dr][c0 + dc] !== (ring !== 2)) return false;
    }
  return true;
}

function isFunction(r: number, c: number, size: number, version: number) {
  if ((r < 9 && c < 9) || (r < 9 && c >= size - 8) || (r >= size - 8 && c < 9)) return true;
  if (r === 6 || c === 6) return true;
  if (version >= 2 && Math.abs(r - (size - 7)) <= 2 && Math.abs(c - (size - 7)) <= 2) return true;
  return false;
}

const GF_EXP: number[] = [];
{
  let x = 1;
  for (let i = 0; i < 510; i++) {
    GF_EXP.push(x);
    x = x << 1;
    if (x & 256) x ^= 0x11d;
  }
}
const GF_LOG: number[] = [];
for (let i = 0; i < 255; i++) GF_LOG[GF_EXP[i]] = i;
const mul = (a: number, b: number) => (a && b ? GF_EXP[GF_LOG[a] + GF_LOG[b]] : 0);

/** True when codeword block `cw` (data + EC) has all syndromes zero, i.e. is a valid RS codeword. */
function syndromesZero(cw: number[], ec: number) {
  for (let i = 0; i < ec; i++) {
    let s = 0;
    for (const b of cw) s = mul(s, GF_EXP[i]) ^ b;
    if (s !== 0) return false;
  }
  return true;
}

function decode(code: QrCode): string {
  const { modules: m, size } = code;
  const version = (size - 17) / 4;
  // Format bits, first copy: bits 14..9 on row 8 at columns 0..5, 8 at column 7, 7 at (8,8), 6 at row 7, 5..0 up column 8.
  const seq = [m[8][0], m[8][1], m[8][2], m[8][3], m[8][4], m[8][5], m[8][7], m[8][8], m[7][8], m[5][8], m[4][8], m[3][8], m[2][8], m[1][8], m[0][8]];
  const format = seq.reduce((a, b) => (a << 1) | (b ? 1 : 0), 0) ^ 0x5412;
  expect(format >> 13).toBe(0); // level M
  const mask = (format >> 10) & 7;
  const maskFn = [
    (i: number, j: number) => (i + j) % 2 === 0,
    (i: number) => i % 2 === 0,
    (_i: number, j: number) => j % 3 === 0,
    (i: number, j: number) => (i + j) % 3 === 0,
    (i: number, j: number) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
    (i: number, j: number) => ((i * j) % 2) + ((i * j) % 3) === 0,
    (i: number, j: number) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
    (i: number, j: number) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
  ][mask];
  const bits: number[] = [];
  let upward = true;
  for (let col = size - 1; col > 0; col -= 2) {
    if (col === 6) col--;
    for (let k = 0; k < size; k++) {
      const r = upward ? size - 1 - k : k;
      for (const c of [col, col - 1]) {
        if (isFunction(r, c, size, version)) continue;
        bits.push(m[r][c] !== maskFn(r, c) ? 1 : 0);
      }
    }
    upward = !upward;
  }
  const total = [26, 44, 70, 100][version - 1];
  const bytes: number[] = [];
  for (let i = 0; i < total; i++) bytes.push(bits.slice(i * 8, i * 8 + 8).reduce((a, b) => (a << 1) | b, 0));
  const blocks = version === 4 ? 2 : 1;
  const ec = [10, 16, 26, 18][version - 1];
  const dataPer = (total - ec * blocks) / blocks;
  const data: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const block = [...Array(dataPer).keys()].map((i) => bytes[i * blocks + b]).concat([...Array(ec).keys()].map((i) => bytes[dataPer * blocks + i * blocks + b]));
    expect(syndromesZero(block, ec)).toBe(true);
    data.push(...block.slice(0, dataPer));
  }
  const stream = data.flatMap((b) => [...Array(8).keys()].map((i) => (b >> (7 - i)) & 1));
  const read = (from: number, n: number) => stream.slice(from, from + n).reduce((a, b) => (a << 1) | b, 0);
  expect(read(0, 4)).toBe(0b0100);
  const len = read(4, 8);
  return new TextDecoder().decode(new Uint8Array([...Array(len).keys()].map((i) => read(12 + i * 8, 8))));
}

describe('encodeQr', () => {
  it('draws the three finder patterns, the timing patterns and the dark module', () => {
    const q = encodeQr('GRAND20');
    expect(q.version).toBe(1);
    expect(q.size).toBe(21);
    expect(finderOk(q.modules, 0, 0)).toBe(true);
    expect(finderOk(q.modules, 0, 14)).toBe(true);
    expect(finderOk(q.modules, 14, 0)).toBe(true);
    for (let i = 8; i <= 12; i++) {
      expect(q.modules[6][i]).toBe(i % 2 === 0);
      expect(q.modules[i][6]).toBe(i % 2 === 0);
    }
    expect(q.modules[13][8]).toBe(true);
  });

  it('writes both copies of the format information identically', () => {
    const q = encodeQr('KOLTSOVO15');
    const m = q.modules;
    const first = [m[8][0], m[8][1], m[8][2], m[8][3], m[8][4], m[8][5], m[8][7], m[8][8], m[7][8], m[5][8], m[4][8], m[3][8], m[2][8], m[1][8], m[0][8]];
    const s = q.size;
    const second = [m[s - 1][8], m[s - 2][8], m[s - 3][8], m[s - 4][8], m[s - 5][8], m[s - 6][8], m[s - 7][8], m[8][s - 8], m[8][s - 7], m[8][s - 6], m[8][s - 5], m[8][s - 4], m[8][s - 3], m[8][s - 2], m[8][s - 1]];
    expect(second).toEqual(first);
    expect(first.map((b) => (b ? '1' : '0')).join('')).toBe(formatBitsM(q.mask).toString(2).padStart(15, '0'));
  });

  it.each([
    ['GRAND20', 1],
    ['Promo code MALACHITE25', 2],
    ['Промокод MALACHITE25', 3],
    ['https://grand-kvartal.example/partners/uralfit?promo=GRAND20', 4],
  ])('round-trips %s through a decoder (version %i), whatever the mask', (text, version) => {
    for (let mask = 0; mask < 8; mask++) {
      const q = encodeQr(text, mask);
      expect(q.version).toBe(version);
      expect(decode(q)).toBe(text);
    }
    expect(decode(encodeQr(text))).toBe(text);
  });

  it('places the alignment pattern from version 2 on', () => {
    const q = encodeQr('Promo code MALACHITE25');
    expect(q.version).toBe(2);
    const p = q.size - 7;
    expect(q.modules[p][p]).toBe(true);
    expect(q.modules[p - 1][p]).toBe(false);
    expect(q.modules[p - 2][p - 2]).toBe(true);
  });

  it('refuses text longer than version 4-M holds', () => {
    expect(() => encodeQr('x'.repeat(63))).toThrow(RangeError);
  });
});
