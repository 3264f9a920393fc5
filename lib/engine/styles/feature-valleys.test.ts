import { describe, expect, it } from 'vitest';
import { featureLines, type CarvedFeature } from './feature-regions';
import { featureNostrils, noseShaped } from './feature-valleys';

// A synthetic muzzle at the cat photo's scale (4.5 px per printed mm): tan fur (label 1) with a pink nose
// (label 2), an inverted triangle whose top edge runs from (60, 30) to (140, 30) and whose tip is (100, 110).
const W = 200;
const H = 170;
const PX_PER_MM = 4.5;
const CLEARANCE = 7;
const FUR = [200, 180, 150];
const PINK = [200, 110, 110];

function insideTriangle(x: number, y: number): boolean {
  if (y < 30 || y > 110) return false;
  const half = (40 * (110 - y)) / 80;
  return Math.abs(x - 100) <= half;
}

function muzzle(shape: (x: number, y: number) => boolean = insideTriangle) {
  const labels = new Int32Array(W * H).fill(1);
  const planes = [0, 1, 2].map(() => new Float32Array(W * H));
  const f: CarvedFeature = { label: 2, x0: W, y0: H, x1: 0, y1: 0 };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      const inside = shape(x, y);
      const colour = inside ? PINK : FUR;
      for (let c = 0; c < 3; c++) planes[c][p] = colour[c];
      if (!inside) continue;
      labels[p] = 2;
      f.x0 = Math.min(f.x0, x);
      f.y0 = Math.min(f.y0, y);
      f.x1 = Math.max(f.x1, x + 1);
      f.y1 = Math.max(f.y1, y + 1);
    }
  }
  return { labels, planes, f };
}

/** Paints a dark stroke `width` pixels wide from (ax, ay) to (bx, by), at grey `grey`. */
function stroke(planes: Float32Array[], ax: number, ay: number, bx: number, by: number, grey: number, width = 3): void {
  const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
      const d = Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay));
      if (d <= width / 2) for (const plane of planes) plane[y * W + x] = grey;
    }
  }
}

const inkIn = (out: Uint8Array, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += out[y * W + x];
  return n;
};

describe('noseShaped', () => {
  it('takes an inverted triangle for a nose, not a bar or a round lip', () => {
    expect(noseShaped(muzzle().labels, W, muzzle().f)).toBe(true);
    const bar = muzzle((x, y) => x >= 20 && x < 180 && y >= 60 && y < 100);
    expect(noseShaped(bar.labels, W, bar.f)).toBe(false);
    const lip = muzzle((x, y) => ((x - 100) / 40) ** 2 + ((y - 70) / 30) ** 2 <= 1);
    expect(noseShaped(lip.labels, W, lip.f)).toBe(false);
  });
});

describe('featureNostrils', () => {
  it('draws a near-black slit in the upper part of a nose', () => {
    const { labels, planes, f } = muzzle();
    stroke(planes, 80, 45, 95, 55, 15);
    const out = new Uint8Array(W * H);
    featureNostrils(labels, W, f, planes, PX_PER_MM, CLEARANCE, out);
    expect(inkIn(out, 78, 42, 98, 58)).toBeGreaterThan(20);
    expect(inkIn(out, 0, 0, W, H)).toBe(inkIn(out, 78, 42, 98, 58));
  });

  it('leaves the dark point at the tip alone (no blot there)', () => {
    const { labels, planes, f } = muzzle();
    stroke(planes, 96, 80, 104, 95, 15, 5);
    const out = new Uint8Array(W * H);
    featureNostrils(labels, W, f, planes, PX_PER_MM, CLEARANCE, out);
    expect(inkIn(out, 0, 0, W, H)).toBe(0);
  });

  it('draws no marks on a patterned feature (more dark marks than nostrils)', () => {
    const { labels, planes, f } = muzzle();
    for (const x of [75, 88, 101, 114]) stroke(planes, x, 40, x + 3, 52, 15);
    const out = new Uint8Array(W * H);
    featureNostrils(labels, W, f, planes, PX_PER_MM, CLEARANCE, out);
    expect(inkIn(out, 0, 0, W, H)).toBe(0);
  });
});

describe('featureLines under a nose', () => {
  // The mouth leaves the tip to the left, clear in the photo; to the right it is a faint, broken valley.
  function mouth(faintRight: boolean) {
    const m = muzzle();
    stroke(m.planes, 100, 111, 92, 122, 60);
    stroke(m.planes, 92, 122, 55, 132, 60);
    if (faintRight) for (let x = 112; x < 145; x += 8) stroke(m.planes, x, 124 + (x - 112) / 5, x + 5, 125 + (x - 112) / 5, 150);
    const out = new Uint8Array(W * H);
    featureLines(m.labels, W, H, [m.f], m.planes, PX_PER_MM, CLEARANCE, out);
    return out;
  }

  it('completes the mouth to the right where the photo shows a faint valley there', () => {
    const out = mouth(true);
    expect(inkIn(out, 55, 118, 95, 136)).toBeGreaterThan(0);
    expect(inkIn(out, 110, 118, 145, 136)).toBeGreaterThan(0);
  });

  it('does not invent the right half over plain fur', () => {
    const out = mouth(false);
    expect(inkIn(out, 55, 118, 95, 136)).toBeGreaterThan(0);
    expect(inkIn(out, 110, 110, 160, 140)).toBe(0);
  });
});
