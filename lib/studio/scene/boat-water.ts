// A boat alone on the open sea (the 'waves' place): where it floats and the water it makes. On the ground's
// line at the page's foot under a horizon half way up, a speedboat was a thin strip under half a page of sky, and
// every boat stood on the water's top instead of in it. Afloat, a boat's waterline lies a fifth of the page above
// its foot, the horizon well above the middle, and the sea shows in front of it: a band of water over its hull's
// foot, and a speedboat's bow wave, spray and wake. Every piece is a white-filled closed outline, as the
// backgrounds' are (backdrop-shapes.ts).
import { raindrop, shape } from './backdrop-shapes';
import type { Underside } from './motif-art';
import { f, type Box } from './paper';
import type { Rng } from './prng';
import { PIRATE_SHIP_ID } from './own-thing-ids';

/** Boats: sailboat, rowboat, canoe, speedboat, passenger ship, ship, motor boat, ferry, the pirate ship. */
export const BOATS: ReadonlySet<string> = new Set(['26F5', '1F6A3', '1F6F6', '1F6A4', '1F6F3', '1F6A2', '1F6E5', '26F4', PIRATE_SHIP_ID]);
/** Boats with a motor that race: their bow throws spray and their stern leaves a wake. */
const RACERS: ReadonlySet<string> = new Set(['1F6A4', '1F6E5']);

/**
 * Where a boat afloat has its foot (shares of the drawing's height): a wide one higher, so the sea in front of it
 * holds its wake; a tall one lower, so it keeps its full height.
 */
export const AFLOAT_FEET: Readonly<Record<'flat' | 'tall', readonly [number, number]>> = { flat: [0.76, 0.82], tall: [0.86, 0.9] };
/** The horizon behind a boat afloat (shares of the drawing's height): the sky is the upper third, not half the page. */
export const AFLOAT_HORIZON: readonly [number, number] = [0.34, 0.42];
/** A flat boat alone afloat takes this share of the drawing's width: at the usual share it was a thin strip. */
export const FLAT_BOAT_SPAN = 0.97;
/** The band of water over a boat's foot: this share of its height, at least `WATERLINE_MIN` mm. */
const WATERLINE = 0.1,
  WATERLINE_MIN = 3;

/** The water a boat makes: what lies behind it (wake lines, spray) and what lies over its foot (the sea, foam). */
export type BoatWater = { behind: string; over: string; waterline: number };

/** A closed band across the drawing between two wavy lines at `top` and `top + depth`, `n` crests long. */
function waterBand(inner: Box, top: number, depth: number, n: number, amp: number): string {
  const x0 = inner.x - 2,
    x1 = inner.x + inner.w + 2,
    step = (x1 - x0) / n;
  let d = `M${f(x0)} ${f(top)}`;
  for (let i = 0; i < n; i++) d += `q${f(step / 2)} ${f(-amp * 2 * (i % 2 ? 0.6 : 1))} ${f(step)} 0`;
  d += `V${f(top + depth)}`;
  for (let i = 0; i < n; i++) d += `q${f(-step / 2)} ${f(amp * 1.2)} ${f(-step)} 0`;
  return `<path d="${d}Z" `;
}

/** A foam crest: a mound from `x0` to `x1` on `y`, `h` tall at `x0`'s end, its top in `n` round scallops. */
function foam(x0: number, x1: number, y: number, h: number, n: number): string {
  const dir = Math.sign(x1 - x0),
    step = (x1 - x0) / n;
  // it flares out at its high end, a wave rising, not a wall
  let d = `M${f(x0 - dir * h * 0.4)} ${f(y)}Q${f(x0 - dir * h * 0.05)} ${f(y - h * 0.35)} ${f(x0)} ${f(y - h)}`;
  for (let i = 0; i < n; i++) {
    const lift = h * (1 - (i + 1) / n);
    d += `A${f(Math.abs(step) / 2)} ${f(Math.abs(step) / 2)} 0 0 ${dir > 0 ? 1 : 0} ${f(x0 + step * (i + 1))} ${f(y - lift)}`;
  }
  return `<path d="${d}Z" `;
}

/**
 * A trail of foam from (x0, y0) to (x1, y1), `t0` thick at its start and `t1` at its end, its upper side a chain
 * of round scallops, its lower side smooth: a wake's crest as a child draws one.
 */
function foamTrail(x0: number, y0: number, x1: number, y1: number, t0: number, t1: number, clockwise: boolean): string {
  const len = Math.hypot(x1 - x0, y1 - y0),
    n = Math.max(3, Math.round(len / ((t0 + t1) * 1.2)));
  // the normal on the upper side
  const nx = (y1 - y0) / len,
    ny = -(x1 - x0) / len;
  const up = ny < 0 ? 1 : -1;
  const at = (k: number, lift: number) => {
    const t = t0 + (t1 - t0) * k;
    return `${f(x0 + (x1 - x0) * k + nx * up * t * lift)} ${f(y0 + (y1 - y0) * k + ny * up * t * lift)}`;
  };
  let d = `M${at(0, -0.5)}L${at(0, 0.5)}`;
  for (let i = 1; i <= n; i++) {
    const r = ((t0 + (t1 - t0) * (i / n)) * 0.5 + len / n / 2) / 2;
    d += `A${f(r)} ${f(r)} 0 0 ${clockwise ? 0 : 1} ${at(i / n, 0.5)}`;
  }
  return `<path d="${d}L${at(1, -0.5)}Q${at(0.5, -0.9)} ${at(0, -0.5)}Z" `;
}

/**
 * The water a boat floats in (`under`: its drawn box and outline's underside, `id` drawn mirrored or not) floats in: a band of sea over its foot, and for a
 * racing boat its bow wave over the bow, spray behind it (the boat hides what falls on it), and its wake: foam at
 * the stern and lines fanning out behind it into the sea in front. An unmirrored emoji boat heads right.
 */
export function boatWater(id: string, under: Underside, mirror: boolean, inner: Box, sw: number, rng: Rng): BoatWater {
  const { x, w, h } = under.box;
  // The hull's keel: where most of the outline comes lowest (a canoe's paddle or a motor's leg reaches lower).
  const keel = [...under.lows].sort((a, b) => a - b)[Math.floor(under.lows.length / 2)]!;
  const depth = Math.max(WATERLINE_MIN, h * WATERLINE);
  const waterline = keel - depth;
  const n = Math.max(6, Math.round(inner.w / Math.max(12, w / 8)));
  let over = waterBand(inner, waterline, depth + 1.5, n, depth * 0.25) + `${shape(sw)}/>`;
  if (!RACERS.has(id)) return { behind: '', over, waterline };
  // Heading right, the bow is the box's right end and the stern its left; mirrored, the other way round.
  const ahead = mirror ? -1 : 1,
    bow = mirror ? x : x + w,
    stern = mirror ? x + w : x;
  // The bow wave climbs the hull's front a third of its height and curls out ahead.
  const crest = h * rng.range(0.3, 0.38);
  over += foam(bow - ahead * 0.01 * w, bow - ahead * w * 0.28, waterline + 1, crest, 4) + `${shape(sw)}/>`;
  // Foam churns at the stern, round the motor's leg, and trails off behind.
  over += foam(stern - ahead * 0.05 * w, stern + ahead * w * 0.22, waterline + 1, h * rng.range(0.26, 0.32), 4) + `${shape(sw)}/>`;
  let behind = '';
  // Spray: big drops thrown up over the bow and back, the nearest the biggest.
  const drops = rng.int(5, 7);
  for (let i = 0; i < drops; i++) {
    const t = (i + rng.range(0.2, 0.6)) / drops;
    const dx = bow - ahead * w * (0.03 + 0.3 * t),
      dy = waterline - crest - h * (0.1 + 0.5 * Math.sin(t * Math.PI * 0.85));
    behind += raindrop(dx, dy, Math.max(2, h * 0.085 * (1.15 - t * 0.5)), sw * 0.9);
  }
  // The wake: two trails of foam fanning out from the stern into the sea in front, down to the frame behind.
  const edge = ahead > 0 ? inner.x - 4 : inner.x + inner.w + 4;
  const top = waterline + depth + 1.5;
  for (const [reach, fall] of [
    [0.2, 0.35],
    [0.45, 0.8],
  ]) {
    const x0 = stern + ahead * w * reach;
    behind += foamTrail(x0, top, edge, top + h * fall, Math.max(2, h * 0.05), Math.max(4, h * 0.16), ahead > 0) + `${shape(sw)}/>`;
  }
  return { behind, over, waterline };
}
