// The region graph's raw material, read from rows of a label image: per region its pixels and colour
// sums, and the region pairs across its cracks. Parts of disjoint rows can be read on different threads
// and joined by the graph (`RegionGraph` in graph.ts).

/**
 * What the region graph is built from, for some rows of a label image: per region (index = label) its
 * pixels and colour sums (r, g, b interleaved) there, and the region pairs across its cracks in the order
 * first met, with their crack counts and summed edge strengths. Parts of disjoint rows can be read on
 * different threads.
 */
export interface GraphPart {
  size: Float64Array;
  sum: Float64Array;
  a: Int32Array;
  b: Int32Array;
  len: Float64Array;
  grad: Float64Array;
  edges: number;
}

export interface GraphPartAt {
  part: GraphPart;
  /** Added to the part's region ids. */
  offset: number;
  /** None of the part's pairs is in an earlier part (the first part's never are). */
  newPairs?: boolean;
}

/** Grows a part's edge table (pairs and sums) while a scan fills it. */
class PartBuilder {
  a = new Int32Array(1024);
  b = new Int32Array(1024);
  len = new Float64Array(1024);
  grad = new Float64Array(1024);
  edges = 0;
  private readonly lists: number[][];

  constructor(count: number) {
    this.lists = Array.from({ length: count + 1 }, () => [] as number[]);
  }

  /** The entry of pair (x, y), added if new. */
  edgeOf(x: number, y: number): number {
    const list = this.lists[x];
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      if (this.a[e] === y || this.b[e] === y) return e;
    }
    if (this.edges === this.a.length) {
      const n = this.edges * 2;
      this.a = copyInto(this.a, new Int32Array(n));
      this.b = copyInto(this.b, new Int32Array(n));
      this.len = copyInto(this.len, new Float64Array(n));
      this.grad = copyInto(this.grad, new Float64Array(n));
    }
    const e = this.edges++;
    this.a[e] = x;
    this.b[e] = y;
    list.push(e);
    this.lists[y].push(e);
    return e;
  }

  part(size: Float64Array, sum: Float64Array): GraphPart {
    return { size, sum, a: this.a, b: this.b, len: this.len, grad: this.grad, edges: this.edges };
  }
}

/** The graph part of a whole (sub-)image: labels 1..count per pixel, its colour planes and edge strength. */
export function scanPart(labels: Int32Array, count: number, w: number, h: number, rgb: Float32Array[], grad: Uint8Array): GraphPart {
  const size = new Float64Array(count + 1);
  const sum = new Float64Array((count + 1) * 3);
  const [r, g, b] = rgb;
  for (let p = 0; p < w * h; p++) {
    const l = labels[p];
    size[l]++;
    sum[l * 3] += r[p];
    sum[l * 3 + 1] += g[p];
    sum[l * 3 + 2] += b[p];
  }
  const edges = new PartBuilder(count);
  // Consecutive cracks mostly separate the same two regions: the last pair found (across, down) is tried first.
  let lastA = -1;
  let lastB = -1;
  let lastE = -1;
  let downA = -1;
  let downB = -1;
  let downE = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0, p = y * w; x < w; x++, p++) {
      const l = labels[p];
      if (x < w - 1 && l !== labels[p + 1]) {
        const o = labels[p + 1];
        const e = l === lastA && o === lastB ? lastE : edges.edgeOf(l, o);
        lastA = l;
        lastB = o;
        lastE = e;
        edges.len[e]++;
        edges.grad[e] += grad[p] > grad[p + 1] ? grad[p] : grad[p + 1];
      }
      if (y < h - 1 && l !== labels[p + w]) {
        const o = labels[p + w];
        const e = l === downA && o === downB ? downE : edges.edgeOf(l, o);
        downA = l;
        downB = o;
        downE = e;
        edges.len[e]++;
        edges.grad[e] += grad[p] > grad[p + w] ? grad[p] : grad[p + w];
      }
    }
  }
  return edges.part(size, sum);
}

/** The cracks between rows y − 1 and y of a label image (labels 1..count), as a part with no pixels. */
export function scanSeam(labels: Int32Array, count: number, w: number, y: number, grad: Uint8Array): GraphPart {
  const edges = new PartBuilder(count);
  for (let x = 0, p = (y - 1) * w; x < w; x++, p++) {
    const l = labels[p];
    if (l === labels[p + w]) continue;
    const e = edges.edgeOf(l, labels[p + w]);
    edges.len[e]++;
    edges.grad[e] += grad[p] > grad[p + w] ? grad[p] : grad[p + w];
  }
  return edges.part(new Float64Array(1), new Float64Array(3));
}

/** `to` with `from` copied to its start (growing a table). */
function copyInto<T extends Int32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
