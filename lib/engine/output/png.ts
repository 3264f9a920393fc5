// A 1-bit greyscale PNG written by hand: a bilevel page is 8× smaller than 8-bit grey, the bytes are
// fully determined by the pixels (no timestamps, no metadata but the 300 dpi pHYs), and deflate is
// injected so the same code runs with node:zlib on the server and CompressionStream in a browser.

import type { PageRaster } from '../types';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, from: number, to: number): number {
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out, 4, 8 + body.length));
  return out;
}

/** PNG bytes of a page (0 = ink, anything ≥ 128 = paper). */
export function encodeBilevelPng(page: Pick<PageRaster, 'data' | 'width' | 'height' | 'dpi'>, deflate: (raw: Uint8Array) => Uint8Array): Uint8Array {
  return assembleBilevelPng(page, deflate(packBilevelRows(page)));
}

/**
 * The PNG's raw scanlines: filter byte 0 (none) and 8 pixels per byte, paper = 1. Words of four equal
 * page bytes (the long runs of paper or ink) are packed without looking at each pixel.
 */
export function packBilevelRows(page: Pick<PageRaster, 'data' | 'width' | 'height'>): Uint8Array {
  const { data, width, height } = page;
  const stride = Math.ceil(width / 8);
  const raw = new Uint8Array((stride + 1) * height);
  const full = width >> 3;
  const words = data.byteOffset % 4 === 0 && width % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    const src = y * width;
    for (let i = 0, x = src, wi = src >> 2; i < full; i++, x += 8, wi += 2) {
      if (words !== null) {
        const a = words[wi];
        const b = words[wi + 1];
        if ((a & b) === -1) {
          raw[row + i] = 0xff;
          continue;
        }
        if ((a | b) === 0) continue;
      }
      // Bit 7 of a byte is set exactly for values ≥ 128.
      raw[row + i] =
        (data[x] & 0x80) |
        ((data[x + 1] & 0x80) >> 1) |
        ((data[x + 2] & 0x80) >> 2) |
        ((data[x + 3] & 0x80) >> 3) |
        ((data[x + 4] & 0x80) >> 4) |
        ((data[x + 5] & 0x80) >> 5) |
        ((data[x + 6] & 0x80) >> 6) |
        ((data[x + 7] & 0x80) >> 7);
    }
    for (let x = full << 3; x < width; x++) if (data[src + x] >= 128) raw[row + (x >> 3)] |= 0x80 >> (x & 7);
  }
  return raw;
}

/**
 * All-ink scanlines in `packBilevelRows`' layout, to be given their paper with `markPaper`: a page known
 * as runs (the report's) is packed without reading its pixels.
 */
export function inkRows(width: number, height: number): Uint8Array {
  return new Uint8Array((Math.ceil(width / 8) + 1) * height);
}

/** Marks pixels [x0, x1) of row y as paper in scanlines from `inkRows`. */
export function markPaper(raw: Uint8Array, width: number, y: number, x0: number, x1: number): void {
  if (x0 >= x1) return;
  const row = y * ((width + 7) >> 3) + y + 1;
  const first = x0 >> 3;
  const last = (x1 - 1) >> 3;
  // Bits x0 & 7 onwards of the first byte, up to (x1 - 1) & 7 of the last (bit 7 is the byte's first pixel).
  const head = 0xff >> (x0 & 7);
  const tail = (0xff00 >> (((x1 - 1) & 7) + 1)) & 0xff;
  if (first === last) {
    raw[row + first] |= head & tail;
    return;
  }
  raw[row + first] |= head;
  // Most runs of paper are short: a loop, not a call into TypedArray#fill, unless the run is long.
  if (last - first > 32) raw.fill(0xff, row + first + 1, row + last);
  else for (let i = row + first + 1; i < row + last; i++) raw[i] = 0xff;
  raw[row + last] |= tail;
}

/** The PNG file around deflated scanlines (from `packBilevelRows`). */
export function assembleBilevelPng(page: Pick<PageRaster, 'width' | 'height' | 'dpi'>, idat: Uint8Array): Uint8Array {
  const { width, height, dpi } = page;
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const phys = new Uint8Array(9);
  const ppm = Math.round(dpi / 0.0254);
  new DataView(phys.buffer).setUint32(0, ppm);
  new DataView(phys.buffer).setUint32(4, ppm);
  phys[8] = 1;
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('pHYs', phys),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
