// Zhang–Suen thinning driven by a worklist of contour pixels. Only an ink pixel with a paper neighbour
// can ever be removed, so each sub-iteration looks at the current contour (plus the skeleton found so
// far), never at the inside of a line or blob: a solid black page costs O(pixels), not O(pixels × radius).
import { giveScratch, zeroedScratch } from '../raster/scratch';

// Neighbour bits: n=1, ne=2, e=4, se=8, s=16, sw=32, w=64, nw=128 (clockwise from north).
const REMOVABLE = [buildTable(0), buildTable(1)];

function buildTable(pass: 0 | 1): Uint8Array {
  const table = new Uint8Array(256);
  for (let code = 0; code < 256; code++) {
    const bit = (i: number) => (code >> i) & 1;
    let b = 0;
    let a = 0;
    for (let i = 0; i < 8; i++) {
      b += bit(i);
      if (bit(i) === 0 && bit((i + 1) & 7) === 1) a++;
    }
    const [n, e, s, w] = [bit(0), bit(2), bit(4), bit(6)];
    const side = pass === 0 ? n * e * s === 0 && e * s * w === 0 : n * e * w === 0 && n * s * w === 0;
    table[code] = b >= 2 && b <= 6 && a === 1 && side ? 1 : 0;
  }
  return table;
}

function code(ink: Uint8Array, w: number, p: number): number {
  return (
    ink[p - w] |
    (ink[p - w + 1] << 1) |
    (ink[p + 1] << 2) |
    (ink[p + w + 1] << 3) |
    (ink[p + w] << 4) |
    (ink[p + w - 1] << 5) |
    (ink[p - 1] << 6) |
    (ink[p - w - 1] << 7)
  );
}

/**
 * Thins `ink` (1 = ink) in place to one-pixel-wide 8-connected lines. The border row/column must be 0.
 * Returns the number of pixel evaluations (the work done), which tests use to catch runaway cases.
 *
 * The result is exactly Zhang–Suen's. A pixel leaves the worklist once both sub-iterations have found
 * it not removable with its neighbourhood unchanged: nothing can change its answer until a neighbour
 * is removed, which puts it back. So finished parts of the skeleton are not re-evaluated every round.
 */
export function thin(ink: Uint8Array, w: number): number {
  const n = ink.length;
  // Per pixel: 0 off the worklist, else 1 + the sub-iterations that found it not removable since its
  // neighbourhood last changed (one byte instead of a queued flag and a counter).
  const state = zeroedScratch(Uint8Array, n);
  // The loops below are plain locals, not closures over the lists: a captured, reassigned list lives in
  // a context object, and reading it through that on every step made thinning a third slower.
  let list = new Int32Array(4096);
  let size = 0;
  let inkPixels = 0;
  // Most of a page is paper: blocks of eight zero bytes are skipped at once (see `zeroBlocks`).
  const blocks = zeroBlocks(ink);
  const blockCount = blocks.length;
  for (let i = 0, p = 0; p < n; i++, p += 8) {
    if (i < blockCount && blocks[i] === 0) continue;
    for (let q = p, stop = Math.min(p + 8, n); q < stop; q++) {
      if (ink[q] === 0 || q < w || q >= n - w) continue;
      inkPixels++;
      if (code(ink, w, q) === 255) continue;
      if (size === list.length) list = grown(list, 2 * size);
      list[size++] = q;
      state[q] = 1;
    }
  }
  // A pixel is on the worklist at most once, so neither list ever holds more than the ink.
  if (list.length < inkPixels) list = grown(list, inkPixels);
  const remove = new Int32Array(inkPixels);
  let work = 0;
  for (let pass = 0; size > 0; pass ^= 1) {
    const table = REMOVABLE[pass];
    let removed = 0;
    for (let i = 0; i < size; i++) {
      const p = list[i];
      if (table[code(ink, w, p)] === 0) state[p]++;
      else remove[removed++] = p;
    }
    work += size;
    for (let i = 0; i < removed; i++) ink[remove[i]] = 0;
    // Wake the ink neighbours of the removed pixels: their answers may change.
    for (let i = 0; i < removed; i++) {
      const p = remove[i];
      size = wake(ink, state, list, size, p - w - 1);
      size = wake(ink, state, list, size, p - w);
      size = wake(ink, state, list, size, p - w + 1);
      size = wake(ink, state, list, size, p - 1);
      size = wake(ink, state, list, size, p + 1);
      size = wake(ink, state, list, size, p + w - 1);
      size = wake(ink, state, list, size, p + w);
      size = wake(ink, state, list, size, p + w + 1);
    }
    // Keep the pixels still in question: not removed, and not yet found stable by both sub-iterations.
    let kept = 0;
    for (let i = 0; i < size; i++) {
      const p = list[i];
      if (ink[p] !== 0 && state[p] < 3) list[kept++] = p;
      else state[p] = 0;
    }
    size = kept;
  }
  giveScratch(state);
  return work;
}

/** Puts ink pixel q back in question (listing it if it is not): returns the list's new size. */
function wake(ink: Uint8Array, state: Uint8Array, list: Int32Array, size: number, q: number): number {
  if (ink[q] === 0) return size;
  const listed = state[q] !== 0;
  state[q] = 1;
  if (listed) return size;
  list[size] = q;
  return size + 1;
}

function grown(list: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(length);
  out.set(list);
  return out;
}

/** Number of 8-neighbours set around p. */
export function neighbourCount(sk: Uint8Array, w: number, p: number): number {
  return sk[p - w - 1] + sk[p - w] + sk[p - w + 1] + sk[p - 1] + sk[p + 1] + sk[p + w - 1] + sk[p + w] + sk[p + w + 1];
}

/**
 * A 0/1 mask read eight bytes at a time, as doubles: a double whose bytes are each 0 or 1 is never NaN
 * (its exponent bits cannot all be set) and equals 0 exactly when all eight bytes are 0. Empty when the
 * mask does not start on an 8-byte boundary; the bytes past the last whole block are not covered.
 */
export function zeroBlocks(mask: Uint8Array): Float64Array {
  return new Float64Array(mask.buffer, mask.byteOffset, mask.byteOffset % 8 === 0 ? mask.length >> 3 : 0);
}
