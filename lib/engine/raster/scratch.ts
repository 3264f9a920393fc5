// Scratch arrays that a step uses and drops before it returns (blur passes, watershed queues, opening
// maps, the report's thinning arrays), kept on this thread for the next step or conversion that needs
// the same size. The 12 MP photo's coloring page made about 50 MB of fresh arrays of 256 KB or more on the
// converting thread; fresh backing stores hasten V8's next major collection, a pause of that thread. Kept arrays are bounded (`KEPT_MAX_BYTES`, oldest dropped first), and a step
// gets one either all zero (`zeroedScratch`, like a fresh array) or as it was left (`overwrittenScratch`,
// only for a step that writes every element before it reads any).

type Typed = Uint8Array | Int32Array | Float32Array;
type TypedCtor<T extends Typed> = { new (length: number): T; new (buffer: ArrayBuffer, byteOffset: number, length: number): T; BYTES_PER_ELEMENT: number };

// About what one conversion's steps hold at once, per thread.
const KEPT_MAX_BYTES = 24 << 20;
// Small arrays are cheap to make and not worth a search.
const MIN_BYTES = 64 << 10;

let kept: ArrayBuffer[] = [];
let keptBytes = 0;

/** An array of `length` elements, all zero. Give it back with `giveScratch` once nothing reads it. */
export function zeroedScratch<T extends Typed>(Ctor: TypedCtor<T>, length: number): T {
  const buffer = takeKept(length * Ctor.BYTES_PER_ELEMENT);
  if (!buffer) return new Ctor(length);
  new Uint8Array(buffer).fill(0);
  return new Ctor(buffer, 0, length);
}

/**
 * An array of `length` elements holding whatever the last user left: only for a caller that writes every
 * element before reading it. Give it back with `giveScratch` once nothing reads it.
 */
export function overwrittenScratch<T extends Typed>(Ctor: TypedCtor<T>, length: number): T {
  const buffer = takeKept(length * Ctor.BYTES_PER_ELEMENT);
  return buffer ? new Ctor(buffer, 0, length) : new Ctor(length);
}

/**
 * Keeps these arrays' memory for later scratch arrays. The caller must hold no other view of it: only
 * arrays that span a whole plain ArrayBuffer are kept (a view into a larger or shared buffer is ignored).
 */
export function giveScratch(...arrays: Typed[]): void {
  for (const array of arrays) {
    const { buffer } = array;
    if (!(buffer instanceof ArrayBuffer) || array.byteOffset !== 0 || array.byteLength !== buffer.byteLength) continue;
    if (buffer.byteLength < MIN_BYTES || kept.includes(buffer)) continue;
    kept.push(buffer);
    keptBytes += buffer.byteLength;
  }
  while (keptBytes > KEPT_MAX_BYTES) keptBytes -= kept.shift()!.byteLength;
}

/** Drops every kept array (tests: a conversion on fresh memory). */
export function dropScratch(): void {
  kept = [];
  keptBytes = 0;
}

/** Bytes kept now (tests). */
export function keptScratchBytes(): number {
  return keptBytes;
}

function takeKept(bytes: number): ArrayBuffer | null {
  if (bytes < MIN_BYTES) return null;
  // The most recently given of this size: the likeliest to be in the processor's caches.
  for (let i = kept.length - 1; i >= 0; i--) {
    if (kept[i].byteLength !== bytes) continue;
    const [buffer] = kept.splice(i, 1);
    keptBytes -= bytes;
    return buffer;
  }
  return null;
}
