// Zhang–Suen thinning driven by a worklist of contour pixels. Only an ink pixel with a paper neighbour
// can ever be removed, so each sub-iteration looks at the current contour (plus the skeleton found so
// far), never at the inside of a line or blob: a solid black page costs O(pixels), not O(pixels × radius).

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
  const queued = new Uint8Array(ink.length);
  // Sub-iterations a queued pixel has been found not removable since its neighbourhood last changed.
  const quiet = new Uint8Array(ink.length);
  let list = new Int32Array(1024);
  let size = 0;
  const enqueue = (p: number) => {
    if (size === list.length) {
      const grown = new Int32Array(size * 2);
      grown.set(list);
      list = grown;
    }
    list[size++] = p;
    queued[p] = 1;
  };
  // Most of a page is paper: words of four zero bytes are skipped at once.
  const words = ink.byteOffset % 4 === 0 ? new Int32Array(ink.buffer, ink.byteOffset, ink.length >> 2) : null;
  for (let p = w; p < ink.length - w; p++) {
    if (words !== null && (p & 3) === 0 && p + 4 <= ink.length - w && words[p >> 2] === 0) {
      p += 3;
      continue;
    }
    if (ink[p] && code(ink, w, p) !== 255) enqueue(p);
  }
  let remove = new Int32Array(1024);
  let work = 0;
  // Wake a neighbour of a removed pixel: its answer may change.
  const wake = (q: number) => {
    if (!ink[q]) return;
    quiet[q] = 0;
    if (!queued[q]) enqueue(q);
  };
  for (let pass = 0; size > 0; pass ^= 1) {
    const table = REMOVABLE[pass];
    let removed = 0;
    for (let i = 0; i < size; i++) {
      const p = list[i];
      const c =
        ink[p - w] |
        (ink[p - w + 1] << 1) |
        (ink[p + 1] << 2) |
        (ink[p + w + 1] << 3) |
        (ink[p + w] << 4) |
        (ink[p + w - 1] << 5) |
        (ink[p - 1] << 6) |
        (ink[p - w - 1] << 7);
      if (!table[c]) {
        quiet[p]++;
        continue;
      }
      if (removed === remove.length) {
        const grown = new Int32Array(removed * 2);
        grown.set(remove);
        remove = grown;
      }
      remove[removed++] = p;
    }
    work += size;
    for (let i = 0; i < removed; i++) ink[remove[i]] = 0;
    for (let i = 0; i < removed; i++) {
      const p = remove[i];
      wake(p - w - 1);
      wake(p - w);
      wake(p - w + 1);
      wake(p - 1);
      wake(p + 1);
      wake(p + w - 1);
      wake(p + w);
      wake(p + w + 1);
    }
    // Keep the pixels still in question: not removed, and not yet found stable by both sub-iterations.
    let kept = 0;
    for (let i = 0; i < size; i++) {
      const p = list[i];
      if (ink[p] && quiet[p] < 2) list[kept++] = p;
      else queued[p] = 0;
    }
    size = kept;
  }
  return work;
}

/** Number of 8-neighbours set around p. */
export function neighbourCount(sk: Uint8Array, w: number, p: number): number {
  return sk[p - w - 1] + sk[p - w] + sk[p - w + 1] + sk[p - 1] + sk[p + 1] + sk[p + w - 1] + sk[p + w] + sk[p + w + 1];
}
