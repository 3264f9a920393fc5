import type { Rect } from './pixels';

/** Run-length encodes the pixels of `rect` (row by row) as [count, value, count, value, …]. */
export function encodeRect(pixels: Uint32Array, width: number, rect: Rect): Uint32Array {
  let out = new Uint32Array(64);
  let n = 0;
  let value = 0;
  let count = 0;
  const flush = () => {
    if (n + 2 > out.length) {
      const grown = new Uint32Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    out[n++] = count;
    out[n++] = value;
  };
  for (let y = rect.y0; y < rect.y1; y++) {
    const end = y * width + rect.x1;
    for (let i = y * width + rect.x0; i < end; i++) {
      const v = pixels[i];
      if (count > 0 && v === value) count++;
      else {
        if (count > 0) flush();
        value = v;
        count = 1;
      }
    }
  }
  if (count > 0) flush();
  return out.slice(0, n);
}

/** Writes runs produced by encodeRect back into `pixels`. */
export function decodeRect(runs: Uint32Array, pixels: Uint32Array, width: number, rect: Rect): void {
  const rowWidth = rect.x1 - rect.x0;
  let x = 0;
  let y = rect.y0;
  for (let r = 0; r < runs.length; r += 2) {
    let count = runs[r];
    const value = runs[r + 1];
    while (count > 0) {
      const take = Math.min(count, rowWidth - x);
      const start = y * width + rect.x0 + x;
      pixels.fill(value, start, start + take);
      count -= take;
      x += take;
      if (x === rowWidth) {
        x = 0;
        y++;
      }
    }
  }
}
