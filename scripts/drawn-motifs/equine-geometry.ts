// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The geometry the horse's build (horse.ts) is drawn with: points and steps along a line, the whole drawing fitted
// a little smaller into the box (room for a unicorn's horn) and the legs taken in for the shorter-legged zebra
// and donkey (equine-kinds.ts).
import { r2, type Pt } from '../../lib/studio/art-kit/shapes';

export const pt = (p: Pt) => p.join(' ');
export const add = (a: Pt, b: Pt, k = 1): Pt => [r2(a[0] + b[0] * k), r2(a[1] + b[1] * k)];
export const unit = (a: Pt, b: Pt): Pt => {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
};
/** Cubic segments `[control, control, end]` from a flat list of numbers (x y of each point). */
export const cv = (n: number[]) => Array.from({ length: n.length / 6 }, (_, i) => [0, 2, 4].map((k) => [n[6 * i + k], n[6 * i + k + 1]] as Pt) as [Pt, Pt, Pt]);

/**
 * A path's data scaled by `k` from the origin and moved by (tx, ty): the commands these drawings use (absolute
 * M L C Q, relative arcs a).
 */
function moved(d: string, k: number, tx: number, ty: number): string {
  return d.replace(/([MLCQa])([^MLCQaZ]*)/g, (_, c: string, args: string) => {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (c === 'a') {
      const out: number[] = [];
      for (let i = 0; i < n.length; i += 7) out.push(r2(n[i] * k), r2(n[i + 1] * k), n[i + 2], n[i + 3], n[i + 4], r2(n[i + 5] * k), r2(n[i + 6] * k));
      return c + out.join(' ');
    }
    return c + n.map((v, i) => r2(i % 2 ? v * k + ty : v * k + tx)).join(' ');
  });
}
/** The whole drawing made a little smaller and lower in the box, so that a unicorn's horn fits above the ears. */
const FIT = { k: 0.9, tx: 2.3, ty: 5.7 };
const fit = (svg: string, down = 0) => svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${moved(d, FIT.k, FIT.tx, FIT.ty + down)}"`);

export type Kind = 'horse' | 'unicorn' | 'zebra' | 'donkey';
/**
 * How much shorter than the horse's a build's legs are between the elbow and the fetlock (a share of that run): a
 * zebra stands a little lower, a donkey on short, sturdy legs under the same deep barrel.
 */
const SHORTER: Record<Kind, number> = { horse: 0, unicorn: 0, zebra: 0.15, donkey: 0.45 };
/**
 * Where the legs are taken in: fully from y 55 to 60, easing in from 51 (under the belly, whose long curves would
 * bend) and out to 64, so the hooves keep their shape.
 */
const squeeze = (y: number) => {
  const ease = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));
  return ease((y - 51) / 4) * (1 - ease((y - 60) / 4));
};
/** The legs taken in by `k`: every point under the elbow moved up by the run of `squeeze` above it, times `k`. */
function shortened(k: number): (y: number) => number {
  const lift: number[] = [0];
  for (let i = 1; i <= 800; i++) lift.push(lift[i - 1] + squeeze((i - 0.5) / 10) / 10);
  return (y) => {
    const i = Math.max(0, Math.min(800, y * 10));
    const j = Math.floor(i);
    const l = lift[j] + (lift[Math.min(800, j + 1)] - lift[j]) * (i - j);
    return y - k * l;
  };
}
/**
 * Every point of a drawing's paths moved in y by `to` (the commands these drawings use: absolute M L C Q; the
 * relative arcs of the eye's dots, far above the legs, are kept). The shift is smooth, so a curve's control
 * points moved with it still draw the moved curve, to well under a line's width.
 */
const warp = (svg: string, to: (y: number) => number) =>
  svg.replace(
    / d="([^"]*)"/g,
    (_, d: string) =>
      ` d="${d.replace(/([MLCQa])([^MLCQaZ]*)/g, (m, c: string, args: string) => {
        if (c === 'a') return m;
        const n = args
          .trim()
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        return c + n.map((v, i) => (i % 2 ? r2(to(v)) : v)).join(' ');
      })}"`,
  );

/**
 * A build's drawing placed in the box: its legs taken in (the zebra's and the donkey's shorter legs), and, as the
 * hooves come up, the whole set lower to stand where the horse stands, then fitted.
 */
export function placed(kind: Kind): (svg: string) => string {
  const short = SHORTER[kind];
  const to = shortened(short);
  const down = r2(FIT.k * (to(72) - 72) * -1);
  return (svg: string) => fit(short ? warp(svg, to) : svg, down);
}
