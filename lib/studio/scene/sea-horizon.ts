// What stands on the open sea's horizon (the 'waves' place), by seed: a far shore, a lighthouse on its headland,
// an island with palms or a far sailboat. The far shore alone on every page made every sea page one page; the
// lighthouse and the island are what a child draws by the sea. Each is white-filled closed outlines, standing on
// a band of far water, and keeps clear of the subject and the sun (`avoid`).
import { band, palm, shape } from './backdrop-shapes';
import { f, type Box } from './paper';
import type { Rng } from './prng';

export type SeaHorizonKind = 'shore' | 'lighthouse' | 'island' | 'sail';
const KINDS: readonly SeaHorizonKind[] = ['shore', 'lighthouse', 'island', 'sail'];

/** The lighthouse's height with its headland, a share of the drawing's height; an island's and a sail's. */
const LIGHTHOUSE = 0.2,
  ISLAND = 0.1,
  SAIL = 0.09;

const poly = (pts: [number, number][], sw: number) => `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" ${shape(sw)}/>`;

/** A lighthouse `h` tall standing on (x, base): a striped tapering tower, its gallery, lantern, roof and two beams. */
export function lighthouse(x: number, base: number, h: number, sw: number): string {
  const top = base - h * 0.62,
    half = (y: number) => h * (0.13 - (0.05 * (base - y)) / (base - top));
  let out = '';
  // beams first, so the lantern stands over their root
  const ly = top - h * 0.13;
  for (const s of [-1, 1])
    out += poly(
      [
        [x, ly - h * 0.03],
        [x + s * h * 0.55, ly - h * 0.14],
        [x + s * h * 0.55, ly + h * 0.06],
        [x, ly + h * 0.03],
      ],
      sw * 0.8,
    );
  // the tower in three stripes, each its own closed band
  for (let i = 0; i < 3; i++) {
    const y0 = base - ((base - top) * i) / 3,
      y1 = base - ((base - top) * (i + 1)) / 3;
    out += poly(
      [
        [x - half(y0), y0],
        [x + half(y0), y0],
        [x + half(y1), y1],
        [x - half(y1), y1],
      ],
      sw,
    );
  }
  out += `<rect x="${f(x - h * 0.12)}" y="${f(top - h * 0.04)}" width="${f(h * 0.24)}" height="${f(h * 0.04)}" ${shape(sw)}/>`;
  out += `<rect x="${f(x - h * 0.07)}" y="${f(top - h * 0.2)}" width="${f(h * 0.14)}" height="${f(h * 0.16)}" ${shape(sw)}/>`;
  out += `<rect x="${f(x - h * 0.035)}" y="${f(top - h * 0.17)}" width="${f(h * 0.07)}" height="${f(h * 0.1)}" ${shape(sw * 0.8)}/>`;
  out += poly(
    [
      [x - h * 0.1, top - h * 0.2],
      [x + h * 0.1, top - h * 0.2],
      [x, top - h * 0.32],
    ],
    sw,
  );
  return out;
}

/** A mound of land from x0 to x1 on `base`, `h` high: an island, or a headland running off the frame. */
function mound(x0: number, x1: number, base: number, h: number, sw: number): string {
  const m = (x0 + x1) / 2;
  return `<path d="M${f(x0)} ${f(base + 1)}C${f(x0 + (m - x0) * 0.5)} ${f(base - h)} ${f(x1 - (x1 - m) * 0.5)} ${f(base - h)} ${f(x1)} ${f(base + 1)}Z" ${shape(sw)}/>`;
}

/** A far sailboat `h` tall on (x, base): its hull and its sail. */
function farSail(x: number, base: number, h: number, sw: number): string {
  const hull = poly(
    [
      [x - h * 0.5, base - h * 0.22],
      [x + h * 0.5, base - h * 0.22],
      [x + h * 0.34, base],
      [x - h * 0.34, base],
    ],
    sw,
  );
  return (
    poly(
      [
        [x - h * 0.05, base - h * 0.26],
        [x - h * 0.05, base - h],
        [x + h * 0.38, base - h * 0.26],
      ],
      sw,
    ) + hull
  );
}

const clear = (b: Box, avoid: Box[]) => !avoid.some((t) => b.x < t.x + t.w + 2 && t.x < b.x + b.w + 2 && b.y < t.y + t.h + 2 && t.y < b.y + b.h + 2);

/**
 * The horizon of the open sea at `horizon`: the far water's band, and on it what the seed chose (`kind`), at one
 * side or the other, where it keeps clear of `avoid`; where it cannot, the far shore as before.
 */
export function seaHorizon(inner: Box, horizon: number, sw: number, fine: boolean, rng: Rng, avoid: Box[]): { svg: string; kind: SeaHorizonKind } {
  const kind = rng.pick(KINDS),
    side = rng.pick([-1, 1]);
  const shore = () => band(inner, horizon - inner.h * rng.range(0.02, 0.06), inner.h * rng.range(0.02, 0.05), rng.int(2, 4), sw, rng);
  if (kind === 'shore') return { svg: shore(), kind };
  // the far water lies where the far shore did, a little above the horizon, so a rising sun stands as near it
  horizon -= inner.h * rng.range(0.03, 0.06);
  const far = band(inner, horizon, inner.h * 0.006, fine ? 14 : 9, sw * 0.9, rng);
  for (const s of [side, -side]) {
    const at = (share: number) => (s < 0 ? inner.x + inner.w * share : inner.x + inner.w * (1 - share));
    if (kind === 'lighthouse') {
      const h = inner.h * LIGHTHOUSE,
        hill = h * 0.2,
        x = at(0.14);
      const box = { x: x - h * 0.55, y: horizon - hill - h, w: h * 1.1, h: h + hill };
      if (!clear(box, avoid)) continue;
      const edge = s < 0 ? inner.x - 4 : inner.x + inner.w + 4;
      const land = mound(edge - s * inner.w * 0.02, x + s * h * 0.7, horizon, hill * 1.6, sw);
      return { svg: far + land + lighthouse(x, horizon - hill * 0.9, h, sw), kind };
    }
    if (kind === 'island') {
      const h = inner.h * ISLAND,
        x = at(0.25),
        r = h * 1.4;
      const box = { x: x - r, y: horizon - h * 2.2, w: 2 * r, h: h * 2.2 };
      if (!clear(box, avoid)) continue;
      const palms = palm(x - r * 0.15, horizon - h * 0.45, h * 1.6, sw, rng) + (fine ? palm(x + r * 0.35, horizon - h * 0.3, h * 1.2, sw, rng) : '');
      return { svg: far + palms + mound(x - r, x + r, horizon, h * 0.6, sw), kind };
    }
    const h = inner.h * SAIL,
      x = at(0.2);
    const box = { x: x - h * 0.5, y: horizon - h, w: h, h };
    if (!clear(box, avoid)) continue;
    return { svg: far + farSail(x, horizon + h * 0.06, h, sw), kind };
  }
  return { svg: shore(), kind: 'shore' };
}
