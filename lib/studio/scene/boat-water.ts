// A boat alone on the open sea (the 'waves' place): where it floats and the water it makes. On the ground's
// line at the page's foot under a horizon half way up, a speedboat was a thin strip under half a page of sky, and
// every boat stood on the water's top instead of in it. Afloat, a boat's waterline lies a fifth of the page above
// its foot, the horizon well above the middle, and the sea shows in front of it: a band of water over its hull's
// foot, and a speedboat's bow wave, spray and wake. Every piece is a white-filled closed outline, as the
// backgrounds' are (backdrop-shapes.ts).
import { shape } from './backdrop-shapes';
import { bowWave, spray, wakeV } from './boat-wake';
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
  /** a racing boat rides high on the water, its stripe and roundel above the sea */
  RACER_WATERLINE = 0.06,
  WATERLINE_MIN = 3;

/** The water a boat makes: what lies behind it (wake lines, spray) and what lies over its foot (the sea, foam). */
export type BoatWater = { behind: string; over: string; waterline: number };

/** A closed band across the drawing between two wavy lines at `top` and `top + depth`, `n` crests long, drawn with `sw`. */
function waterBand(inner: Box, top: number, depth: number, n: number, amp: number, sw: number): string {
  const x0 = inner.x - 2,
    x1 = inner.x + inner.w + 2,
    step = (x1 - x0) / n;
  let d = `M${f(x0)} ${f(top)}`;
  for (let i = 0; i < n; i++) d += `q${f(step / 2)} ${f(-amp * 2 * (i % 2 ? 0.6 : 1))} ${f(step)} 0`;
  d += `V${f(top + depth)}`;
  for (let i = 0; i < n; i++) d += `q${f(-step / 2)} ${f(amp * 1.2)} ${f(-step)} 0`;
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

/**
 * The water boat `id` floats in (`under`: its drawn box and its outline's underside; `mirror`: drawn mirrored): a
 * band of sea over its foot, and for a racing boat its bow wave over the bow, spray behind it (the boat hides what
 * falls on it), and its wake: foam at the stern and lines fanning out behind it into the sea in front. An
 * unmirrored emoji boat heads right.
 */
export function boatWater(id: string, under: Underside, mirror: boolean, inner: Box, sw: number, rng: Rng): BoatWater {
  const { x, w, h } = under.box;
  // The hull's keel: where most of the outline comes lowest (a canoe's paddle or a motor's leg reaches lower).
  const keel = [...under.lows].sort((a, b) => a - b)[Math.floor(under.lows.length / 2)]!;
  const depth = Math.max(WATERLINE_MIN, h * (RACERS.has(id) ? RACER_WATERLINE : WATERLINE));
  const waterline = keel - depth;
  const n = Math.max(6, Math.round(inner.w / Math.max(12, w / 8)));
  let over = waterBand(inner, waterline, depth + 1.5, n, depth * 0.25, sw);
  if (!RACERS.has(id)) return { behind: '', over, waterline };
  // Heading right, the bow is the box's right end and the stern its left; mirrored, the other way round.
  const ahead = mirror ? -1 : 1,
    bow = mirror ? x : x + w,
    stern = mirror ? x + w : x;
  // The bow wave rises under the bow's overhang (the hull's foot lies a sixth of its length behind the bow's
  // point) and curls forward, low enough to leave the hull's stripe and its roundel clear; spray flies out of it.
  const reach = w * 0.1,
    crest = h * rng.range(0.2, 0.24);
  const foot = { x: bow - ahead * w * 0.08, y: waterline + 1, ahead };
  over += bowWave(foot, reach, crest, sw);
  over += spray(foot, reach, crest, Math.max(1.6, h * 0.045), sw * 0.9, rng);
  let behind = '';
  // The wake: a smooth V of lines spreading back from the stern into the sea in front, out to the frame.
  const edge = ahead > 0 ? inner.x - 4 : inner.x + inner.w + 4;
  behind += wakeV(stern + ahead * w * 0.08, waterline + depth + 1.5, ahead, edge, w, h, sw);
  return { behind, over, waterline };
}
