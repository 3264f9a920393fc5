// Shared memory for a conversion's thread jobs, mapped while the photo decodes. A fresh buffer's memory
// pages are mapped and zeroed by the kernel on their first write: for the coloring page's jobs at the
// 12 MP photo's half working size (about 18 MB of planes, gradient, labels and distances) that cost
// 6–10 ms of the two threads' time in the middle of the conversion, and the converting thread is idle
// anyway while sharp decodes. Every buffer is handed out once, all zero like a fresh one.

let ahead = new Map<number, SharedArrayBuffer[]>();

/** Maps one buffer of each of these byte lengths now, for `newShared` to hand out; drops any left before. */
export function mapSharedAhead(lengths: readonly number[]): void {
  ahead = new Map();
  for (const bytes of lengths) {
    const list = ahead.get(bytes) ?? [];
    list.push(touchedBuffer(bytes));
    ahead.set(bytes, list);
  }
}

/** Drops the buffers no job took (a conversion that went another way), so they are not kept. */
export function dropSharedAhead(): void {
  ahead = new Map();
}

/** Shared memory of `bytes` bytes, all zero: a buffer mapped ahead of that length if one is left, else fresh. */
export function newShared(bytes: number): SharedArrayBuffer {
  return ahead.get(bytes)?.pop() ?? new SharedArrayBuffer(bytes);
}

/** Fresh shared memory (all zero) with each 4 KB memory page written once, so that the kernel has mapped it. */
export function touchedBuffer(bytes: number): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes);
  const view = new Uint8Array(buffer);
  for (let p = 0; p < bytes; p += 4096) view[p] = 0;
  return buffer;
}
