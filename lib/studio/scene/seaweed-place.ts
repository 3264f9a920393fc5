// Where the sea floor's seaweed grows: spread along the sand, and clear of what swims above it. Drawn behind
// the subject, a stem that ended just under a floating shark's belly, or ran up behind it and vanished there,
// read as the shark's legs (a shark standing on four stalks, a dolphin balanced on one by its tail). A plant
// under something floating now stops well short of its outline, a clear band of water between, or grows
// where the outline leaves room (under a dolphin's raised head, beside a fish's tail).
import type { Underside } from './motif-art';
import type { Box } from './paper';

/** The clear water left between a plant's tip and the outline floating over it, a share of the drawing's height. */
export const WEED_GAP = 0.05;
/** The shortest a plant is cut to under something floating, a share of the drawing's height: any shorter is a stub. */
export const WEED_MIN = 0.08;
/** How far beside a plant's reach an outline counts as over it, mm: an adults' subject's halo reaches 4 mm out. */
const WEED_SIDE_MM = 5;
/** The least water between two plants' reaches, mm, so a plant moved aside does not grow into another. */
const WEED_APART_MM = 3;
/** How far a plant is moved along the sand to find room, a share of the drawing's width (else it is left out). */
const WEED_SHIFT = 0.2;
/** The step the search for room moves in, mm. */
const WEED_STEP_MM = 2;

/** A plant on the sea floor: its stem's middle, its height and its sway (-1 … 1, `seaweed`). */
export type Weed = { x: number; h: number; sway: number };

/** How far a plant of height `h` reaches to either side of its stem's middle: its width and the curve of its sway. */
export const weedReach = (h: number) => h * 0.15;

/** The lowest point of `u`'s outline between `x0` and `x1` (whole columns), or -Infinity where it has none. */
export function lowestOver(u: Underside, x0: number, x1: number): number {
  const cw = u.box.w / u.lows.length;
  return Math.max(-Infinity, ...u.lows.filter((_, i) => u.box.x + (i + 1) * cw > x0 && u.box.x + i * cw < x1));
}

/**
 * How tall something standing at `bottom` between `x0` and `x1` may grow under `floating` (the outlines of the
 * subject and its company): up to `gap` below the lowest outline over it, `WEED_SIDE_MM` either side counted as
 * over it. Infinity where nothing floats over it.
 */
export function roomUnder(floating: Underside[], bottom: number, gap: number, x0: number, x1: number): number {
  return Math.min(Infinity, ...floating.map((u) => bottom - lowestOver(u, x0 - WEED_SIDE_MM, x1 + WEED_SIDE_MM) - gap));
}

/**
 * The plants of a sea floor whose stems stand at `bottom`, fitted under `floating` (the outlines of the subject
 * and its company, `motifUnderside`) in `inner`, the drawing. A plant whose tip stays `WEED_GAP` below every
 * outline over it is kept as it is. Any other is cut to stop that far below, where that leaves it `WEED_MIN`
 * tall, at its own place or the nearest along the sand (up to `WEED_SHIFT` away, in the drawing, clear of the
 * other plants); else it is left out. Returns the plants kept, in their order.
 */
export function placeWeeds(weeds: Weed[], bottom: number, floating: Underside[], inner: Box): Weed[] {
  const gap = inner.h * WEED_GAP,
    least = inner.h * WEED_MIN;
  // The tallest a plant at `x` reaching `reach` either side may grow: up to `gap` below the lowest outline over it.
  const room = (x: number, reach: number) => roomUnder(floating, bottom, gap, x - reach, x + reach);
  const kept: (Weed | undefined)[] = weeds.map((w) => (w.h <= room(w.x, weedReach(w.h)) ? w : undefined));
  const apart = (x: number, h: number) => kept.every((k) => !k || Math.abs(k.x - x) >= weedReach(k.h) + weedReach(h) + WEED_APART_MM);
  const inside = (x: number, h: number) => x - weedReach(h) / 2 >= inner.x && x + weedReach(h) / 2 <= inner.x + inner.w;
  weeds.forEach((w, i) => {
    if (kept[i]) return;
    for (let shift = 0; shift <= inner.w * WEED_SHIFT; shift += WEED_STEP_MM)
      for (const x of shift ? [w.x - shift, w.x + shift] : [w.x]) {
        const h = Math.min(w.h, room(x, weedReach(w.h)));
        if (kept[i] || h < least || !inside(x, h) || !apart(x, h)) continue;
        kept[i] = { ...w, x, h };
      }
  });
  return kept.filter((w): w is Weed => !!w);
}
