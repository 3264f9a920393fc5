import { rgbToLab } from '../raster/channels';
import { MinHeap } from './heap';

// Region adjacency graph over an over-segmentation. Merging only ever joins whole regions, so the
// boundaries that remain are still closed curves.

export class RegionGraph {
  readonly size: Float64Array;
  private readonly sum: Float64Array;
  private readonly lab: Float64Array;
  private readonly parent: Int32Array;
  private readonly version: Int32Array;
  private readonly adj: (Map<number, number> | null)[];
  private readonly edgeLen: number[] = [];
  private readonly edgeGrad: number[] = [];
  alive: number;

  /** @param labels 1..count per pixel, @param rgb planar colour, @param grad 0..255 edge strength */
  constructor(labels: Int32Array, count: number, w: number, h: number, rgb: Float32Array[], grad: Uint8Array) {
    const m = count + 1;
    this.size = new Float64Array(m);
    this.sum = new Float64Array(m * 3);
    this.lab = new Float64Array(m * 3);
    this.parent = Int32Array.from({ length: m }, (_, i) => i);
    this.version = new Int32Array(m);
    this.adj = Array.from({ length: m }, () => new Map<number, number>());
    this.alive = count;
    const [r, g, b] = rgb;
    for (let p = 0; p < labels.length; p++) {
      const l = labels[p];
      this.size[l]++;
      this.sum[l * 3] += r[p];
      this.sum[l * 3 + 1] += g[p];
      this.sum[l * 3 + 2] += b[p];
    }
    for (let l = 1; l < m; l++) this.updateLab(l);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = y * w + x;
        if (x < w - 1 && labels[p] !== labels[p + 1]) this.addBoundary(labels[p], labels[p + 1], Math.max(grad[p], grad[p + 1]));
        if (y < h - 1 && labels[p] !== labels[p + w]) this.addBoundary(labels[p], labels[p + w], Math.max(grad[p], grad[p + w]));
      }
    }
  }

  private addBoundary(a: number, b: number, g: number): void {
    const map = this.adj[a]!;
    let e = map.get(b);
    if (e === undefined) {
      e = this.edgeLen.length;
      this.edgeLen.push(0);
      this.edgeGrad.push(0);
      map.set(b, e);
      this.adj[b]!.set(a, e);
    }
    this.edgeLen[e]++;
    this.edgeGrad[e] += g;
  }

  private updateLab(l: number): void {
    const n = this.size[l] || 1;
    const [L, A, B] = rgbToLab(this.sum[l * 3] / n, this.sum[l * 3 + 1] / n, this.sum[l * 3 + 2] / n);
    this.lab[l * 3] = L;
    this.lab[l * 3 + 1] = A;
    this.lab[l * 3 + 2] = B;
  }

  find(l: number): number {
    while (this.parent[l] !== l) {
      this.parent[l] = this.parent[this.parent[l]];
      l = this.parent[l];
    }
    return l;
  }

  /** Dissimilarity of two adjacent regions: colour difference plus the strength of the edge between them. */
  dissimilarity(a: number, b: number, edgeWeight: number): number {
    return this.edgeDissimilarity(a, b, this.adj[a]!.get(b)!, edgeWeight);
  }

  /** `dissimilarity` when the caller already holds the id of the edge between a and b. */
  private edgeDissimilarity(a: number, b: number, e: number, edgeWeight: number): number {
    const dL = this.lab[a * 3] - this.lab[b * 3];
    const dA = this.lab[a * 3 + 1] - this.lab[b * 3 + 1];
    const dB = this.lab[a * 3 + 2] - this.lab[b * 3 + 2];
    const edge = (edgeWeight * this.edgeGrad[e]) / this.edgeLen[e];
    return dL * dL + dA * dA + dB * dB + edge * edge;
  }

  /** Lab colour distance of any two regions. */
  labDistance(a: number, b: number): number {
    let sum = 0;
    for (let c = 0; c < 3; c++) sum += (this.lab[a * 3 + c] - this.lab[b * 3 + c]) ** 2;
    return Math.sqrt(sum);
  }

  neighbours(l: number): Iterable<number> {
    return this.adj[l]!.keys();
  }

  /** Joins the smaller region into the larger; returns the survivor. */
  merge(a: number, b: number): number {
    const [s, o] = this.size[a] >= this.size[b] ? [a, b] : [b, a];
    const sAdj = this.adj[s]!;
    for (const [nb, eo] of this.adj[o]!) {
      if (nb === s) continue;
      const nbAdj = this.adj[nb]!;
      nbAdj.delete(o);
      const es = sAdj.get(nb);
      if (es === undefined) {
        sAdj.set(nb, eo);
        nbAdj.set(s, eo);
      } else {
        this.edgeLen[es] += this.edgeLen[eo];
        this.edgeGrad[es] += this.edgeGrad[eo];
      }
    }
    sAdj.delete(o);
    this.adj[o] = null;
    this.size[s] += this.size[o];
    for (let c = 0; c < 3; c++) this.sum[s * 3 + c] += this.sum[o * 3 + c];
    this.updateLab(s);
    this.parent[o] = s;
    this.version[s]++;
    this.version[o]++;
    this.alive--;
    return s;
  }

  /**
   * Agglomerates by a Ward-like cost (dissimilarity × harmonic size) until `target` regions remain:
   * similar and small regions go first, large distinct ones survive.
   */
  mergeDownTo(target: number, edgeWeight: number): void {
    const heap = new MinHeap();
    const ea: number[] = [];
    const eb: number[] = [];
    const ev: number[] = [];
    const pushPair = (a: number, b: number, e: number) => {
      const cost = (this.edgeDissimilarity(a, b, e, edgeWeight) * this.size[a] * this.size[b]) / (this.size[a] + this.size[b]);
      ea.push(a);
      eb.push(b);
      ev.push(this.version[a] + this.version[b]);
      heap.push(cost, ea.length - 1);
    };
    for (let a = 1; a < this.adj.length; a++) {
      const adj = this.adj[a];
      if (adj) for (const [b, e] of adj) if (a < b) pushPair(a, b, e);
    }
    while (this.alive > target && heap.size > 0) {
      const i = heap.pop();
      const a = ea[i];
      const b = eb[i];
      if (!this.adj[a] || !this.adj[b] || ev[i] !== this.version[a] + this.version[b]) continue;
      const s = this.merge(a, b);
      for (const [nb, e] of this.adj[s]!) pushPair(s, nb, e);
    }
  }

  /** Joins every region smaller than `minSize` pixels into its most similar neighbour, smallest first. */
  absorbSmall(minSize: number, edgeWeight: number): void {
    const heap = new MinHeap();
    for (let l = 1; l < this.adj.length; l++) if (this.adj[l] && this.size[l] < minSize) heap.push(this.size[l], l);
    while (heap.size > 0) {
      const l = heap.pop();
      if (!this.adj[l] || this.size[l] >= minSize) continue;
      this.absorbIntoNearest(l, edgeWeight);
      const s = this.find(l);
      if (this.size[s] < minSize) heap.push(this.size[s], s);
    }
  }

  absorbIntoNearest(l: number, edgeWeight: number): void {
    let best = -1;
    let bestCost = Infinity;
    for (const nb of this.adj[l]!.keys()) {
      const cost = this.dissimilarity(l, nb, edgeWeight);
      if (cost < bestCost) {
        bestCost = cost;
        best = nb;
      }
    }
    if (best > 0) this.merge(l, best);
  }

  /** Rewrites `labels` in place to the current region ids (roots), so later merges can refer to them. */
  resolve(labels: Int32Array): void {
    for (let p = 0; p < labels.length; p++) labels[p] = this.find(labels[p]);
  }

  /** Rewrites `labels` in place to compact ids 1..k; returns k. */
  relabel(labels: Int32Array): number {
    const map = new Int32Array(this.parent.length);
    let k = 0;
    for (let p = 0; p < labels.length; p++) {
      const root = this.find(labels[p]);
      if (map[root] === 0) map[root] = ++k;
      labels[p] = map[root];
    }
    return k;
  }
}
