// The water a racing boat throws up, as a picture book draws it (boat-water.ts places it): a bow wave that climbs
// the bow's foot and curls forward in a few round crests, drops flying forward and out of it, a low churn of foam
// at the stern, and a smooth V of wake lines spreading back from the stern. Our first wake was two chains of
// bumps running down to the corner (they read as caterpillars), drops rising over the bow like rain and a foam
// mound as tall as a third of the boat over its porthole. Every piece is a white-filled closed outline.
import { shape } from './backdrop-shapes';
import { f } from './paper';
import type { Rng } from './prng';

/** Where the water meets the bow and which way the boat heads (+1 right, -1 left). */
export type Bow = { x: number; y: number; ahead: number };

/**
 * The bow wave: from the water `reach` behind the bow's foot it climbs the bow to `crest` above the water, flicks
 * forward into a pointed curl, and rolls down ahead in two round crests, each lower than the last.
 */
export function bowWave({ x, y, ahead }: Bow, reach: number, crest: number, sw: number): string {
  const P = (u: number, v: number) => `${f(x + ahead * u * reach)} ${f(y - v * crest)}`;
  const sweep = ahead > 0 ? 1 : 0;
  const r1 = f(0.16 * Math.hypot(reach, crest)),
    r2 = f(0.12 * Math.hypot(reach, crest));
  return (
    `<path d="M${P(-1, 0)}Q${P(-0.45, 0.1)} ${P(-0.12, 0.75)}Q${P(0.02, 1.15)} ${P(0.42, 1.2)}` +
    // the curl's tip flicks forward, then the curl turns back under itself
    `Q${P(0.2, 0.95)} ${P(0.22, 0.72)}A${r1} ${r1} 0 0 ${sweep} ${P(0.52, 0.38)}A${r2} ${r2} 0 0 ${sweep} ${P(0.78, 0)}` +
    `Q${P(0, -0.12)} ${P(-1, 0)}Z" ${shape(sw)}/>`
  );
}

/** A round drop of spray. */
export const drop = (x: number, y: number, r: number, sw: number) =>
  `<path d="M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z" ${shape(sw)}/>`;

/** Drops flying forward and out of the bow wave's crest, in an arc, the first the biggest. */
export function spray({ x, y, ahead }: Bow, reach: number, crest: number, r: number, sw: number, rng: Rng): string {
  let out = '';
  const n = rng.int(4, 5);
  for (let i = 0; i < n; i++) {
    const t = (i + rng.range(0.3, 0.7)) / n;
    const u = reach * (0.5 + 0.3 * t),
      v = crest * (1.45 + 0.45 * Math.sin(t * Math.PI));
    out += drop(x + ahead * u, y - v, r * (1 - 0.45 * t), sw);
  }
  return out;
}

/**
 * A wake line: a smooth tapered band from (x0, y0) at the stern to (x1, y1), bowing `bow` off the straight line,
 * `t0` thick at the stern and `t1` at its end.
 */
export function wakeLine(x0: number, y0: number, x1: number, y1: number, bow: number, t0: number, t1: number, sw: number): string {
  const len = Math.hypot(x1 - x0, y1 - y0),
    nx = -(y1 - y0) / len,
    ny = (x1 - x0) / len;
  const at = (k: number, side: number) => {
    const t = (t0 + (t1 - t0) * k) / 2,
      off = bow * 4 * k * (1 - k) + side * t;
    return `${f(x0 + (x1 - x0) * k + nx * off)} ${f(y0 + (y1 - y0) * k + ny * off)}`;
  };
  const pts = (side: number) => Array.from({ length: 9 }, (_, i) => at(side > 0 ? i / 8 : 1 - i / 8, side));
  const one = pts(1),
    two = pts(-1);
  return `<path d="M${at(0, 0)}L${one.join('L')}Q${at(1.02, 0)} ${two[0]}L${two.join('L')}Z" ${shape(sw)}/>`;
}

/**
 * The V of wake from the stern (at (x, y), heading `ahead`): one arm back along the sea to `edge`, one down
 * towards the page's foot (the wake spreading towards us), a fainter line between them.
 */
export function wakeV(x: number, y: number, ahead: number, edge: number, w: number, h: number, sw: number): string {
  const t = Math.max(1.6, h * 0.045);
  const ends: [number, number, number][] = [
    // [end x, end y, thickness at the end]
    [edge, y + h * 0.3, 3],
    [x + ahead * w * 0.34, y + h * 0.8, 4],
    [edge, y + h * 0.8, 2],
  ];
  return ends.map(([ex, ey, end]) => wakeLine(x, y, ex, ey, h * 0.04 * ahead, t * 0.4, t * end, sw)).join('');
}
