import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { smoothPlanes } from '@/lib/engine/styles/segment';
import { newSmoothJob, smoothTask, SMOOTH_TASKS } from '@/lib/server/imaging/smooth-tasks';
import {
  detailEdgesInParallel,
  distanceInParallel,
  inkInParallel,
  lineBandHelperRunning,
  majorityInParallel,
  segmentInParallel,
  sharedPage,
  smoothPlanesInParallel,
  startLineBandHelper,
} from '@/lib/server/imaging/line-bands';
import { inkRegionBoundaries, inkRegions } from '@/lib/engine/page/render-regions';
import { boundaryDistanceHere, boundaryDistanceRows } from '@/lib/engine/styles/boundary-distance';
import { detailEdgeMaps, type DetailEdgeMaps } from '@/lib/engine/styles/detail-edges';
import { textureRunsRoom } from '@/lib/server/imaging/detail-tasks';
import { detailPen } from '@/lib/engine/styles/detail-strokes';
import { setTimeout as sleep } from 'node:timers/promises';
import { layoutPage } from '@/lib/engine/page/layout';
import { makePen } from '@/lib/engine/page/stamp';
import { colourGradient } from '@/lib/engine/styles/segment';
import { seededWatershed } from '@/lib/engine/regions/watershed';
import { segmentInHalves } from '@/lib/engine/regions/halves';
import { RegionGraph } from '@/lib/engine/regions/graph';
import { majoritySmooth } from '@/lib/engine/regions/smooth';

type Planes = [Float32Array, Float32Array, Float32Array];

function planes(w: number, h: number, seed: number): Planes {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) >>> 0) % 25600) / 100;
  return [0, 1, 2].map(() => Float32Array.from({ length: w * h }, next)) as Planes;
}

const bits = (a: Float32Array) => Array.from(new Uint32Array(a.slice().buffer));

// The coloring page's smoothing and gradient on two threads give exactly the one-thread numbers.
describe.runIf(isMainThread)('smoothing and gradient on the helper thread', () => {
  it('match one thread bit for bit, for any split of the tasks', async () => {
    await startLineBandHelper();
    expect(lineBandHelperRunning()).toBe(true);
    for (const [w, h, sigma] of [
      [866, 577, 0.9],
      [301, 3, 2.5],
      [17, 40, 0.2],
      [500, 400, 4],
    ] as const) {
      const rgb = planes(w, h, w * h);
      const one = smoothPlanes(rgb, w, h, sigma);
      const two = smoothPlanesInParallel(rgb, w, h, sigma);
      for (let k = 0; k < 3; k++) expect(bits(two.smooth[k])).toEqual(bits(one.smooth[k]));
      expect(bits(two.mag)).toEqual(bits(one.mag));
    }
  });

  it('give the same numbers when one thread runs the tasks in reverse (gradient bands blur what they need)', () => {
    const [w, h, sigma] = [123, 97, 1.3];
    const rgb = planes(w, h, 7);
    const n = w * h;
    const job = newSmoothJob(rgb, w, h, sigma);
    for (let task = SMOOTH_TASKS - 1; task >= 0; task--) smoothTask(job, task, 0);
    const one = smoothPlanes(rgb, w, h, sigma);
    const smooth = new Float32Array(job.smooth);
    for (let k = 0; k < 3; k++) expect(bits(smooth.subarray(k * n, (k + 1) * n))).toEqual(bits(one.smooth[k]));
    expect(bits(new Float32Array(job.mag))).toEqual(bits(one.mag));
  });
});

// The over-segmentation's two halves (flood and graph part) on two threads give exactly one thread's.
describe.runIf(isMainThread)('over-segmentation halves on the helper thread', () => {
  it('match one thread: labels, and the regions left by merging the graph', async () => {
    await startLineBandHelper();
    for (const [w, h, spacing] of [
      [866, 577, 9],
      [301, 3, 4],
      [17, 41, 4],
      [500, 400, 12],
    ] as const) {
      const { smooth, mag } = smoothPlanes(planes(w, h, w + h), w, h, 2);
      const grad = colourGradient(smooth, w, h, mag);
      const one = segmentInHalves(grad, smooth, w, h, spacing);
      const two = segmentInParallel(grad, smooth, w, h, spacing);
      expect(two.count).toBe(one.count);
      expect(Array.from(two.labels)).toEqual(Array.from(one.labels));
      // Every pixel has a label, numbered 1..count, and the bottom half's come after the top half's.
      expect(one.labels.reduce((m, l) => Math.min(m, l), Infinity)).toBe(1);
      expect(one.labels.reduce((m, l) => Math.max(m, l), 0)).toBe(one.count);
      expect(one.labels[w * h - 1]).toBeGreaterThan(one.labels[0]);
      const target = Math.max(2, one.count >> 4);
      for (const s of [one, two]) {
        s.graph.mergeDownTo(target, 0.22);
        s.graph.resolve(s.labels);
      }
      expect(Array.from(two.labels)).toEqual(Array.from(one.labels));
    }
  });

  it('reads the same graph from halves and seam as from the whole joined image', () => {
    const [w, h] = [200, 150];
    const { smooth, mag } = smoothPlanes(planes(w, h, 3), w, h, 2);
    const grad = colourGradient(smooth, w, h, mag);
    const halves = segmentInHalves(grad, smooth, w, h, 8);
    const whole = RegionGraph.ofLabels(halves.labels, halves.count, w, h, smooth, grad);
    expect(Array.from(halves.graph.size)).toEqual(Array.from(whole.size));
    for (let a = 1; a <= halves.count; a += 7) {
      const mine = [...halves.graph.neighbours(a)].sort((x, y) => x - y);
      expect(mine).toEqual([...whole.neighbours(a)].sort((x, y) => x - y));
      for (const b of mine) expect(halves.graph.dissimilarity(a, b, 0.22)).toBe(whole.dissimilarity(a, b, 0.22));
    }
    // The top half is flooded as an image of its own.
    const top = seededWatershed(grad.subarray(0, 75 * w), w, 75, 8);
    expect(Array.from(halves.labels.subarray(0, 75 * w))).toEqual(Array.from(top.labels));
  });
});

// Both threads ink half the crack rows into the shared page: the page is the one-thread page.
describe.runIf(isMainThread)('boundary inking on the helper thread', () => {
  it('gives the same page byte for byte', async () => {
    await startLineBandHelper();
    for (const [w, h] of [
      [433, 288],
      [120, 301],
      [17, 9],
    ] as const) {
      const { smooth, mag } = smoothPlanes(planes(w, h, 5 * w + h), w, h, 2);
      const { labels } = segmentInHalves(colourGradient(smooth, w, h, mag), smooth, w, h, 7);
      const layout = layoutPage('a4', 'auto', w, h);
      const pen = makePen(5.9);
      const one = new Uint8Array(layout.width * layout.height).fill(255);
      inkRegionBoundaries(labels, w, h, layout, pen, one);
      const two = sharedPage(one.length);
      inkInParallel(labels, w, h, layout, pen, two)();
      expect(Buffer.compare(Buffer.from(two), Buffer.from(one))).toBe(0);
      expect(one.includes(0)).toBe(true);
    }
  });

  it('gives the same page with the detail strokes inked by both threads', async () => {
    await startLineBandHelper();
    for (const [w, h] of [
      [433, 288],
      [17, 9],
    ] as const) {
      const { smooth, mag } = smoothPlanes(planes(w, h, 3 * w + h), w, h, 2);
      const { labels } = segmentInHalves(colourGradient(smooth, w, h, mag), smooth, w, h, 9);
      const strokes = Uint8Array.from({ length: w * h }, (_, p) => (p % 7 === 0 || p % 11 === 0 ? 1 : 0));
      const layout = layoutPage('a4', 'auto', w, h);
      const pen = makePen(5.9);
      const details = { strokes, pen: detailPen(1) };
      const one = new Uint8Array(layout.width * layout.height).fill(255);
      inkRegions(labels, w, h, layout, pen, one, details);
      const contoursOnly = new Uint8Array(one.length).fill(255);
      inkRegionBoundaries(labels, w, h, layout, pen, contoursOnly);
      // The strokes given at once (this thread takes most boundary bands) and after a pause (the helper
      // has inked the boundaries alone by then).
      for (const pause of [0, 100]) {
        const two = sharedPage(one.length);
        const inkStrokesToo = inkInParallel(labels, w, h, layout, pen, two);
        if (pause) await sleep(pause);
        inkStrokesToo(details);
        expect(Buffer.compare(Buffer.from(two), Buffer.from(one))).toBe(0);
      }
      expect(Buffer.compare(Buffer.from(contoursOnly), Buffer.from(one))).not.toBe(0);
    }
  });
});

// The detail strokes' edges and texture, found by the helper while this thread merges, or here when it has not begun.
describe.runIf(isMainThread)('detail edges on the helper thread', () => {
  const runsOf = (maps: DetailEdgeMaps) => [maps.texture.strokes, ...maps.texture.runs.subarray(0, 3 * maps.texture.count)];

  it('are the one-thread maps, whichever thread computes them', async () => {
    await startLineBandHelper();
    expect(lineBandHelperRunning()).toBe(true);
    let overflowed = 0;
    for (const [w, h, smoothness] of [
      [433, 288, 3],
      [40, 23, 1],
      // Noise: more texture runs than the shared memory holds, found again by the reading thread.
      [200, 150, 0],
    ] as const) {
      const rgb = planes(w, h, 7 * w + h);
      const grey = smoothness ? smoothPlanes(rgb, w, h, smoothness).smooth[0] : rgb[0];
      const grad = colourGradient(rgb, w, h);
      for (const detail of ['low', 'medium', 'high'] as const) {
        const one = detailEdgeMaps(grey, grad, w, h, 3, detail);
        expect(one.edges.includes(1)).toBe(true);
        if (one.texture.count > textureRunsRoom(w * h)) overflowed++;
        // Asked for at once (this thread usually takes it) and after a pause (the helper has done it).
        const now = detailEdgesInParallel(grey, grad, w, h, 3, detail)();
        const later = detailEdgesInParallel(grey, grad, w, h, 3, detail);
        await sleep(100);
        for (const two of [now, later()]) {
          expect(Buffer.compare(Buffer.from(two.edges), Buffer.from(one.edges))).toBe(0);
          expect(Buffer.compare(Buffer.from(two.dark), Buffer.from(one.dark))).toBe(0);
          expect(runsOf(two)).toEqual(runsOf(one));
        }
      }
    }
    expect(overflowed).toBeGreaterThan(0);
  });
});

// Each round, both threads vote half the rows from the previous round: the labels are one thread's.
describe.runIf(isMainThread)('majority smoothing on the helper thread', () => {
  it('gives the same labels for one, two and three rounds', async () => {
    await startLineBandHelper();
    for (const [w, h] of [
      [433, 288],
      [19, 7],
    ] as const) {
      const { smooth, mag } = smoothPlanes(planes(w, h, w * 3 + h), w, h, 2);
      const { labels } = segmentInParallel(colourGradient(smooth, w, h, mag), smooth, w, h, 5);
      expect(labels.buffer).toBeInstanceOf(SharedArrayBuffer);
      for (const rounds of [1, 2, 3]) {
        const one = labels.slice();
        majoritySmooth(one, w, h, rounds);
        const two = new Int32Array(new SharedArrayBuffer(labels.byteLength));
        two.set(labels);
        majorityInParallel(two, w, h, rounds);
        expect(Array.from(two)).toEqual(Array.from(one));
        if (w > 100) expect(Array.from(one)).not.toEqual(Array.from(labels));
      }
    }
  });
});

// The detail strokes compare each distance to a region boundary with thresholds under a limit: computed in
// bands (each with a margin) or on two threads, every distance under the limit is the whole picture's.
describe.runIf(isMainThread)('boundary distances in bands and on the helper thread', () => {
  // Regions of all sizes: the nearest of a dozen random seeds (Manhattan), with single-pixel specks.
  const labelsOf = (w: number, h: number, seed: number) => {
    let s = seed;
    const next = (n: number) => (s = (s * 1103515245 + 12345) >>> 0) % n;
    const seeds = Array.from({ length: 12 }, () => [next(w), next(h)]);
    const labels = new Int32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let best = 0;
        for (let k = 1; k < seeds.length; k++) {
          if (Math.abs(x - seeds[k][0]) + Math.abs(y - seeds[k][1]) < Math.abs(x - seeds[best][0]) + Math.abs(y - seeds[best][1])) best = k;
        }
        labels[y * w + x] = next(97) === 0 ? 13 : best + 1;
      }
    }
    // In shared memory, as the conversion leaves them, so the helper reads them without a copy.
    const shared = new Int32Array(new SharedArrayBuffer(4 * w * h));
    shared.set(labels);
    return shared;
  };
  const agreeUnder = (limit: number, got: Float32Array, one: Float32Array) => {
    let exact = 0;
    for (let p = 0; p < one.length; p++) {
      if (one[p] < limit) {
        if (got[p] !== one[p]) return `pixel ${p}: ${got[p]} for ${one[p]}`;
        exact++;
      } else if (!(got[p] >= one[p])) return `pixel ${p}: ${got[p]} under ${one[p]}`;
    }
    return exact;
  };

  it('are exact under the limit for any split into bands', () => {
    for (const [w, h, limit] of [
      [211, 157, 4.9],
      [97, 301, 9.6],
      [33, 12, 2.5],
    ] as const) {
      const labels = labelsOf(w, h, w + h);
      const one = boundaryDistanceHere(labels, w, h, limit);
      expect(one.some((d) => d >= limit)).toBe(true);
      for (const bands of [2, 3, 7]) {
        const got = new Float32Array(w * h).fill(-1);
        for (let b = 0; b < bands; b++) boundaryDistanceRows(labels, w, h, Math.floor((h * b) / bands), Math.floor((h * (b + 1)) / bands), limit, got);
        const exact = agreeUnder(limit, got, one);
        expect(typeof exact === 'number' && exact > 0, String(exact)).toBe(true);
      }
    }
  });

  it('match one thread under the limit when the helper does half', async () => {
    await startLineBandHelper();
    expect(lineBandHelperRunning()).toBe(true);
    const [w, h, limit] = [433, 288, 4.9];
    const labels = labelsOf(w, h, 5);
    const one = boundaryDistanceHere(labels, w, h, limit);
    const two = distanceInParallel(labels, w, h, limit);
    expect(two.buffer).toBeInstanceOf(SharedArrayBuffer);
    const exact = agreeUnder(limit, two, one);
    expect(typeof exact === 'number' && exact > 1000, String(exact)).toBe(true);
  });
});
