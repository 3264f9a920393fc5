import { rgbToLab } from '../raster/channels';
import { scanPart, type GraphPartAt } from './graph-parts';
import { MinHeap } from './heap';

// Region adjacency graph over an over-segmentation. Merging only ever joins whole regions, so the
// boundaries that remain are still closed curves.

// Weight of the squared chroma difference (a*, b*) against the lightness one in the merge: a pink nose on
// tan fur, a red petal on green leaves are what a subject is told by, and differ in colour more than in
// brightness, while a tabby's stripes and a petal's shading differ in brightness.
const CHROMA_WEIGHT = 4;

export class RegionGraph {
  readonly size: Float64Array;
  private readonly sum: Float64Array;
  private readonly lab: Float64Array;
  private readonly parent: Int32Array;
  private readonly version: Int32Array;
  // Adjacency in typed arrays, no Maps: each region lists the ids of its edges in the order they were
  // added (a removed edge leaves -1 until the list is compacted); an edge knows its two regions and its
  // slot in each region's list, so either side drops it in O(1).
  private readonly lists: (number[] | null)[];
  private readonly dead: Int32Array;
  private edgeA = new Int32Array(1024);
  private edgeB = new Int32Array(1024);
  private slotA = new Int32Array(1024);
  private slotB = new Int32Array(1024);
  private edgeLen = new Float64Array(1024);
  private edgeGrad = new Float64Array(1024);
  private edges = 0;
  /** Scratch: edge id + 1 of each neighbour of the region being merged into. */
  private readonly mark: Int32Array;
  alive: number;

  /**
   * The graph of a label image (1..count per pixel) from its parts (`scanPart`, `scanSeam`): each part's
   * region ids are shifted by its `offset`; pairs met in several parts are one edge.
   */
  constructor(count: number, parts: readonly GraphPartAt[]) {
    const m = count + 1;
    this.size = new Float64Array(m);
    this.sum = new Float64Array(m * 3);
    this.lab = new Float64Array(m * 3);
    this.parent = Int32Array.from({ length: m }, (_, i) => i);
    this.version = new Int32Array(m);
    this.dead = new Int32Array(m);
    this.mark = new Int32Array(m);
    this.lists = Array.from({ length: m }, () => [] as number[]);
    this.alive = count;
    for (const { part, offset } of parts) {
      for (let l = 1; l < part.size.length; l++) {
        if (part.size[l] === 0) continue;
        this.size[l + offset] += part.size[l];
        for (let c = 0; c < 3; c++) this.sum[(l + offset) * 3 + c] += part.sum[l * 3 + c];
      }
    }
    for (let l = 1; l < m; l++) this.updateLab(l);
    parts.forEach(({ part, offset, newPairs }, index) => {
      // A part lists each pair once: pairs not met before need no look-up.
      const fresh = index === 0 || newPairs === true;
      for (let i = 0; i < part.edges; i++) {
        const e = fresh ? this.addEdge(part.a[i] + offset, part.b[i] + offset) : this.edgeOf(part.a[i] + offset, part.b[i] + offset);
        this.edgeLen[e] += part.len[i];
        this.edgeGrad[e] += part.grad[i];
      }
    });
  }

  /** The graph of a whole label image (1..count per pixel), read in one part. */
  static ofLabels(labels: Int32Array, count: number, w: number, h: number, rgb: Float32Array[], grad: Uint8Array): RegionGraph {
    return new RegionGraph(count, [{ part: scanPart(labels, count, w, h, rgb, grad), offset: 0 }]);
  }

  /** The edge between a and b, added (at the end of both lists) if there is none yet. */
  private edgeOf(a: number, b: number): number {
    const list = this.lists[a]!;
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      if (this.edgeA[e] === b || this.edgeB[e] === b) return e;
    }
    return this.addEdge(a, b);
  }

  /** Adds an edge between a and b (at the end of both lists). */
  private addEdge(a: number, b: number): number {
    const list = this.lists[a]!;
    if (this.edges === this.edgeA.length) this.growEdges();
    const e = this.edges++;
    this.edgeA[e] = a;
    this.edgeB[e] = b;
    this.slotA[e] = list.length;
    list.push(e);
    const other = this.lists[b]!;
    this.slotB[e] = other.length;
    other.push(e);
    return e;
  }

  private growEdges(): void {
    const n = this.edgeA.length * 2;
    const grow = <T extends Int32Array | Float64Array>(a: T, out: T): T => {
      out.set(a);
      return out;
    };
    this.edgeA = grow(this.edgeA, new Int32Array(n));
    this.edgeB = grow(this.edgeB, new Int32Array(n));
    this.slotA = grow(this.slotA, new Int32Array(n));
    this.slotB = grow(this.slotB, new Int32Array(n));
    this.edgeLen = grow(this.edgeLen, new Float64Array(n));
    this.edgeGrad = grow(this.edgeGrad, new Float64Array(n));
  }

  /** The region across edge e from region l. */
  private across(e: number, l: number): number {
    return this.edgeA[e] === l ? this.edgeB[e] : this.edgeA[e];
  }

  /** Removes edge e from region l's list, compacting the list once it is mostly holes. */
  private unlink(e: number, l: number): void {
    const list = this.lists[l]!;
    list[this.edgeA[e] === l ? this.slotA[e] : this.slotB[e]] = -1;
    if (++this.dead[l] > 8 && this.dead[l] * 2 > list.length) {
      let k = 0;
      for (let i = 0; i < list.length; i++) {
        const f = list[i];
        if (f < 0) continue;
        if (this.edgeA[f] === l) this.slotA[f] = k;
        else this.slotB[f] = k;
        list[k++] = f;
      }
      list.length = k;
      this.dead[l] = 0;
    }
  }

  /** Appends edge e to region l's list (l is already one of its ends). */
  private link(e: number, l: number): void {
    const list = this.lists[l]!;
    if (this.edgeA[e] === l) this.slotA[e] = list.length;
    else this.slotB[e] = list.length;
    list.push(e);
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
    const list = this.lists[a]!;
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      if (e >= 0 && this.across(e, a) === b) return this.edgeDissimilarity(a, b, e, edgeWeight);
    }
    throw new Error(`regions ${a} and ${b} are not adjacent`);
  }

  /** `dissimilarity` when the caller already holds the id of the edge between a and b. */
  private edgeDissimilarity(a: number, b: number, e: number, edgeWeight: number): number {
    const dL = this.lab[a * 3] - this.lab[b * 3];
    const dA = this.lab[a * 3 + 1] - this.lab[b * 3 + 1];
    const dB = this.lab[a * 3 + 2] - this.lab[b * 3 + 2];
    const edge = (edgeWeight * this.edgeGrad[e]) / this.edgeLen[e];
    return dL * dL + CHROMA_WEIGHT * (dA * dA + dB * dB) + edge * edge;
  }

  /** Lab colour distance of any two regions. */
  labDistance(a: number, b: number): number {
    let sum = 0;
    for (let c = 0; c < 3; c++) sum += (this.lab[a * 3 + c] - this.lab[b * 3 + c]) ** 2;
    return Math.sqrt(sum);
  }

  *neighbours(l: number): Iterable<number> {
    const list = this.lists[l]!;
    for (let i = 0; i < list.length; i++) if (list[i] >= 0) yield this.across(list[i], l);
  }

  /** Joins the smaller region into the larger; returns the survivor. */
  merge(a: number, b: number): number {
    const [s, o] = this.size[a] >= this.size[b] ? [a, b] : [b, a];
    const sList = this.lists[s]!;
    const oList = this.lists[o]!;
    // The smaller region's neighbours are marked (edge id + 1), not the survivor's: a large survivor's
    // list is read once, to fold the edges to neighbours both regions share (marked -1 once folded).
    const mark = this.mark;
    for (let i = 0; i < oList.length; i++) if (oList[i] >= 0) mark[this.across(oList[i], o)] = oList[i] + 1;
    mark[s] = 0;
    for (let i = 0; i < sList.length; i++) {
      const es = sList[i];
      if (es < 0) continue;
      const nb = this.across(es, s);
      const eo = mark[nb] - 1;
      if (eo < 0) continue;
      this.edgeLen[es] += this.edgeLen[eo];
      this.edgeGrad[es] += this.edgeGrad[eo];
      mark[nb] = -1;
    }
    // The same order as before: edges o brings in go to the end of s's list and of the neighbour's.
    for (let i = 0; i < oList.length; i++) {
      const eo = oList[i];
      if (eo < 0) continue;
      const nb = this.across(eo, o);
      if (nb === s) {
        this.unlink(eo, s);
        continue;
      }
      this.unlink(eo, nb);
      if (mark[nb] !== -1) {
        if (this.edgeA[eo] === o) this.edgeA[eo] = s;
        else this.edgeB[eo] = s;
        this.link(eo, s);
        this.link(eo, nb);
      }
      mark[nb] = 0;
    }
    this.lists[o] = null;
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
   *
   * Each region keeps its cheapest neighbour; the heap holds regions by that cost, so the region on top
   * and its partner are the cheapest pair of the whole graph. A merge changes only the costs of pairs
   * with the survivor: a neighbour compares its new pair with its own best, and looks through its list
   * again only when its best partner was one of the two merged regions. (Pushing every pair again after
   * each merge cost ~13 heap entries per merge, almost all of them stale by the time they came up.)
   *
   * A pair's cost changes only when one of its regions does, and a merge changes only the survivor: each
   * live edge's cost is kept (`edgeCost`) and computed again only for the survivor's edges, so a
   * neighbour looking through its list reads its other pairs' costs instead of working them out again.
   */
  mergeDownTo(target: number, edgeWeight: number): void {
    const m = this.lists.length;
    const best = new Int32Array(m);
    const bestCost = new Float64Array(m);
    const edgeCost = new Float64Array(this.edges);
    for (let e = 0; e < this.edges; e++) {
      const a = this.edgeA[e];
      const b = this.edgeB[e];
      if (this.lists[a] && this.lists[b]) edgeCost[e] = this.pairCost(a, b, e, edgeWeight);
    }
    // A heap entry is (region, stamp); only the region's latest entry counts.
    const stamp = new Int32Array(m);
    let entryRegion = new Int32Array(4096);
    let entryStamp = new Int32Array(4096);
    let entries = 0;
    const heap = new MinHeap();
    const enqueue = (r: number) => {
      if (best[r] === 0) return;
      if (entries === entryRegion.length) {
        entryRegion = grown(entryRegion);
        entryStamp = grown(entryStamp);
      }
      entryRegion[entries] = r;
      entryStamp[entries] = ++stamp[r];
      heap.push(bestCost[r], entries++);
    };
    // Ties go to the lower region id, so the order never depends on list or heap layout.
    const rescan = (r: number) => {
      const list = this.lists[r]!;
      let partner = 0;
      let cost = Infinity;
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        if (e < 0) continue;
        const nb = this.edgeA[e] === r ? this.edgeB[e] : this.edgeA[e];
        const c = edgeCost[e];
        if (c < cost || (c === cost && nb < partner)) {
          cost = c;
          partner = nb;
        }
      }
      best[r] = partner;
      bestCost[r] = cost;
      enqueue(r);
    };
    for (let r = 1; r < m; r++) if (this.lists[r]) rescan(r);
    while (this.alive > target && heap.size > 0) {
      const entry = heap.pop();
      const r = entryRegion[entry];
      if (!this.lists[r] || entryStamp[entry] !== stamp[r]) continue;
      const partner = best[r];
      const s = this.merge(r, partner);
      const o = s === r ? partner : r;
      // One pass over the survivor's edges: each new pair cost serves both the survivor's best and the
      // neighbour's (the cost is symmetric).
      const list = this.lists[s]!;
      let sPartner = 0;
      let sCost = Infinity;
      for (let k = 0; k < list.length; k++) {
        const e = list[k];
        if (e < 0) continue;
        const nb = this.edgeA[e] === s ? this.edgeB[e] : this.edgeA[e];
        const c = this.pairCost(s, nb, e, edgeWeight);
        edgeCost[e] = c;
        if (c < sCost || (c === sCost && nb < sPartner)) {
          sCost = c;
          sPartner = nb;
        }
        if (best[nb] === s || best[nb] === o) {
          rescan(nb);
        } else if (c < bestCost[nb] || (c === bestCost[nb] && s < best[nb])) {
          best[nb] = s;
          bestCost[nb] = c;
          enqueue(nb);
        }
      }
      best[s] = sPartner;
      bestCost[s] = sCost;
      enqueue(s);
    }
  }

  /** The merge cost of adjacent regions a and b (edge e between them): dissimilarity × harmonic size; symmetric. */
  private pairCost(a: number, b: number, e: number, edgeWeight: number): number {
    const sa = this.size[a];
    const sb = this.size[b];
    // Two regions that interlock (a tabby's stripes in its fur) share a boundary far longer than the
    // smaller one's perimeter would be as a disc (2√(π·size) ≈ 3.5√size): the merge removes a long, ragged
    // line, so it is made cheaper by that ratio (down to a quarter); compact shapes keep their cost.
    const ragged = Math.min(1, Math.max(0.25, (3.5 * Math.sqrt(sa < sb ? sa : sb)) / this.edgeLen[e]));
    return (this.edgeDissimilarity(a, b, e, edgeWeight) * (sa * sb) * ragged) / (sa + sb);
  }

  /** Joins every region smaller than `minSize` pixels into its most similar neighbour, smallest first. */
  absorbSmall(minSize: number, edgeWeight: number): void {
    const heap = new MinHeap();
    for (let l = 1; l < this.lists.length; l++) if (this.lists[l] && this.size[l] < minSize) heap.push(this.size[l], l);
    while (heap.size > 0) {
      const l = heap.pop();
      if (!this.lists[l] || this.size[l] >= minSize) continue;
      this.absorbIntoNearest(l, edgeWeight);
      const s = this.find(l);
      if (this.size[s] < minSize) heap.push(this.size[s], s);
    }
  }

  absorbIntoNearest(l: number, edgeWeight: number): void {
    let best = -1;
    let bestCost = Infinity;
    const list = this.lists[l]!;
    for (let i = 0; i < list.length; i++) {
      if (list[i] < 0) continue;
      const nb = this.across(list[i], l);
      const cost = this.edgeDissimilarity(l, nb, list[i], edgeWeight);
      if (cost < bestCost) {
        bestCost = cost;
        best = nb;
      }
    }
    if (best > 0) this.merge(l, best);
  }

  /**
   * Cracks between differently labelled pixels of the labels as `resolve` would leave them: the lengths of
   * the live edges (a merge drops or folds every edge of the region it removes, so an edge is live exactly
   * when both its regions are).
   */
  crackCount(): number {
    let cracks = 0;
    for (let e = 0; e < this.edges; e++) if (this.lists[this.edgeA[e]] && this.lists[this.edgeB[e]]) cracks += this.edgeLen[e];
    return cracks;
  }

  /** The edges between live regions: their two regions, crack length and summed boundary gradient. */
  liveEdges(): { a: number; b: number; len: number; grad: number }[] {
    const out = [];
    for (let e = 0; e < this.edges; e++) {
      const a = this.edgeA[e];
      const b = this.edgeB[e];
      if (this.lists[a] && this.lists[b]) out.push({ a, b, len: this.edgeLen[e], grad: this.edgeGrad[e] });
    }
    return out;
  }

  /** Rewrites `labels` in place to the current region ids (roots), so later merges can refer to them. */
  resolve(labels: Int32Array): void {
    // Each id's root once, then one table read per pixel.
    const root = new Int32Array(this.parent.length);
    for (let l = 0; l < root.length; l++) root[l] = this.find(l);
    for (let p = 0; p < labels.length; p++) labels[p] = root[labels[p]];
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

function grown(x: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const out = new Int32Array(x.length * 2);
  out.set(x);
  return out;
}
