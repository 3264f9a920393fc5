// Shared memory for a conversion's thread jobs, mapped while the photo decodes and kept for the next
// conversion on this thread. A fresh buffer's memory pages are mapped and zeroed by the kernel on their
// first write: for the coloring page's jobs at the 12 MP photo's half working size (about 18 MB of planes,
// gradient, labels and distances, plus 6 MB of colour planes) that cost 6–10 ms of the two threads' time
// in the middle of the conversion, and the converting thread is idle anyway while sharp decodes. Fresh
// buffers at every conversion also cost the collector: each 24 MB of new external memory hastens a major
// collection. So a conversion borrows its buffers (a `SharedLease`) and gives them back when it ends well;
// every buffer is handed out all zero, like a fresh one (kept ones are zeroed while the next photo decodes).
// A conversion that gave up on its helper thread, or threw, gives nothing back: a helper that is still
// running one of its jobs may write into that memory later, and must never write into another conversion's.

// Buffers kept for the next conversion (oldest first), bounded: one 12 MP coloring page's jobs and planes.
const KEPT_MAX_BYTES = 32 << 20;
let kept: SharedArrayBuffer[] = [];

/** The shared memory one conversion borrows: mapped (or taken from those kept) ahead, and given back at its end. */
export class SharedLease {
  private ahead = new Map<number, SharedArrayBuffer[]>();
  private lent: SharedArrayBuffer[] = [];
  private gaveUp = false;

  /** Readies one zeroed buffer of each of these byte lengths for `take`: a kept one zeroed here, else fresh and touched. */
  mapAhead(lengths: readonly number[]): void {
    for (const bytes of lengths) {
      const list = this.ahead.get(bytes) ?? [];
      list.push(keptBuffer(bytes) ?? touchedBuffer(bytes));
      this.ahead.set(bytes, list);
    }
  }

  /** Shared memory of `bytes` bytes, all zero: one readied ahead if there is one of that length, else fresh. */
  take(bytes: number): SharedArrayBuffer {
    const buffer = this.ahead.get(bytes)?.pop() ?? new SharedArrayBuffer(bytes);
    this.lent.push(buffer);
    return buffer;
  }

  /** The conversion stopped waiting for its helper thread, which may still write into what it was lent. */
  abandon(): void {
    this.gaveUp = true;
  }

  /** Ends the lease: everything lent or readied goes back to the kept buffers, unless the helper was given up on. */
  end(): void {
    const returned = [...this.ahead.values()].flat().concat(this.lent);
    this.ahead = new Map();
    this.lent = [];
    if (this.gaveUp) return;
    kept = kept.concat(returned);
    let bytes = kept.reduce((sum, buffer) => sum + buffer.byteLength, 0);
    while (bytes > KEPT_MAX_BYTES) bytes -= kept.shift()!.byteLength;
  }
}

/** A kept buffer of this length, zeroed, or null. */
function keptBuffer(bytes: number): SharedArrayBuffer | null {
  const at = kept.findIndex((buffer) => buffer.byteLength === bytes);
  if (at < 0) return null;
  const [buffer] = kept.splice(at, 1);
  new Uint8Array(buffer).fill(0);
  return buffer;
}

// The lease of the conversion running synchronously on this thread now (`withLease`), for the job builders.
let current: SharedLease | null = null;

/** Runs the synchronous part of a conversion with `lease` as the one `newShared` takes from. */
export function withLease<T>(lease: SharedLease, run: () => T): T {
  const outer = current;
  current = lease;
  try {
    return run();
  } finally {
    current = outer;
  }
}

/** Shared memory of `bytes` bytes, all zero: from the running conversion's lease, else fresh. */
export function newShared(bytes: number): SharedArrayBuffer {
  return current ? current.take(bytes) : new SharedArrayBuffer(bytes);
}

/** Tells the running conversion's lease that a job was given up on (see `SharedLease.abandon`). */
export function gaveUpOnHelper(): void {
  current?.abandon();
}

/** How many bytes are kept for the next conversion (tests). */
export function keptSharedBytes(): number {
  return kept.reduce((sum, buffer) => sum + buffer.byteLength, 0);
}

/** Drops every kept buffer (tests: a conversion on fresh memory). */
export function dropKeptShared(): void {
  kept = [];
}

/** Fresh shared memory (all zero) with each 4 KB memory page written once, so that the kernel has mapped it. */
export function touchedBuffer(bytes: number): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes);
  const view = new Uint8Array(buffer);
  for (let p = 0; p < bytes; p += 4096) view[p] = 0;
  return buffer;
}
