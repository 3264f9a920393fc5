// npm run bench:fill — fill timings on an A4 page at 300 dpi (2480×3508), against the canvas's speed target.
// Reports the median of several runs for a small, a large and the background region, against a
// naive 4-neighbour stack fill measured in the same run.
import { buildRegionMap, floodFill, type LineMask, packHex, paintRegion, regionAt, wallsOf } from '../lib/engine/coloring';

const W = 2480;
const H = 3508;

/** Anti-aliased ring: coverage ramps over one pixel at both edges of the stroke. */
function ring(mask: LineMask, cx: number, cy: number, r: number, half: number) {
  const reach = r + half + 2;
  for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(H, cy + reach); y++) {
    for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(W, cx + reach); x++) {
      const d = Math.abs(Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - r);
      const c = Math.min(1, Math.max(0, half + 0.5 - d));
      const i = y * W + x;
      mask.coverage[i] = Math.max(mask.coverage[i], Math.round(c * 255));
    }
  }
}

function page(): LineMask {
  const mask: LineMask = { width: W, height: H, coverage: new Uint8Array(W * H) };
  ring(mask, 1240, 1300, 900, 6); // the large region
  for (let y = 2400; y < 3400; y += 140) for (let x = 150; x < 2400; x += 140) ring(mask, x, y, 50, 4);
  return mask;
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn: () => void, runs: number): number {
  const samples: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

/** The reference: one pixel at a time, four neighbours pushed on a stack. */
function naiveFill(walls: Uint8Array, layer: Uint32Array, seed: number, color: number) {
  const seen = new Uint8Array(walls.length);
  const stack = [seed];
  while (stack.length) {
    const i = stack.pop()!;
    if (seen[i] || walls[i]) continue;
    seen[i] = 1;
    layer[i] = color;
    const x = i % W;
    if (x > 0) stack.push(i - 1);
    if (x < W - 1) stack.push(i + 1);
    if (i >= W) stack.push(i - W);
    if (i + W < walls.length) stack.push(i + W);
  }
}

const mask = page();
const walls = wallsOf(mask);
const layer = new Uint32Array(W * H);
const red = packHex('#e53935');
let map = buildRegionMap(mask, { gapClosing: 2 });
const prepare = time(() => (map = buildRegionMap(mask, { gapClosing: 2 })), 3);
const seeds = { small: [150, 2400], large: [1240, 1300], background: [20, 20] } as const;

console.log(`A4 at 300 dpi: ${W}×${H} = ${((W * H) / 1e6).toFixed(1)} Mpx, ${map.regionCount} regions`);
console.log(`page preparation (region map with gap closing, once per page, in a worker): ${prepare.toFixed(1)} ms`);
console.log('region       pixels     fill ms   scanline, no map ms   naive 4-neighbour ms   naive / fill');
for (const [name, [x, y]] of Object.entries(seeds)) {
  const label = regionAt(map, x, y);
  let pixels = 0;
  for (let i = 0; i < map.owner.length; i++) if (map.owner[i] === label) pixels++;
  const fill = time(() => paintRegion(layer, map, label, red), 15);
  const cold = time(() => floodFill(walls, new Int32Array(W * H), W, H, y * W + x, 1), 5);
  const naive = time(() => naiveFill(walls, layer, y * W + x, red), 5);
  console.log(
    `${name.padEnd(12)} ${String(pixels).padStart(8)} ${fill.toFixed(2).padStart(10)} ${cold.toFixed(1).padStart(21)} ${naive.toFixed(1).padStart(22)} ${(naive / fill).toFixed(0).padStart(13)}×`,
  );
}
console.log('target: fill < 50 ms');
