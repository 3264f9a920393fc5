// The sea floor's dressing and the open water's fish, round a subject floating over the sand. Once the seaweed
// kept clear of what swims above it (seaweed-place.ts) many floors were bare: an octopus's or a jellyfish's
// outline comes down to the sand nearly everywhere, so no plant had room. Now low things lie on the floor under
// it (rocks, shells, a starfish, tufts of coral), each small and a clear band of water below the outline, a
// slim stalk of kelp rises tall in the strip beside the subject where the page leaves one, and a few little fish
// swim in the water left empty. Nothing here stands up to an outline, so nothing reads as the creature's legs.
import { rock, scatter, shell } from './backdrop-shapes';
import type { Underside } from './motif-art';
import type { Box } from './paper';
import type { Rng } from './prng';
import { coral, kelp, KELP_TIP, littleFish, starfish, STARFISH_DOWN, STARFISH_UP } from './sea-shapes';
import { roomUnder, WEED_GAP } from './seaweed-place';

/** The floor's things' size, mm (about half their width): kids' few big ones, adults' many small ones. */
const FLOOR_UNIT = { kids: 9, teens: 7, adults: 5.5 };
/** A thing on the floor is shrunk to fit under an outline down to this share of its size, else moved or left out. */
const FLOOR_SHRINK = 0.6;
/** How far apart the floor's things and plants stay, mm. */
const FLOOR_APART = 1.5;
/** How many places along the floor a thing tries before it is left out. */
const FLOOR_TRIES = 12;
/** The kelp's height, a share of the drawing's; where an outline leaves it less than the least, none grows. */
const KELP_HEIGHT: [number, number] = [0.3, 0.48];
const KELP_MIN = 0.2;
/** The kelp's ribbon, half its width, mm, per audience; it waves 0.85 of that to either side. */
const KELP_HALF = { kids: 2.2, teens: 1.9, adults: 1.6 };
/** How far inward from the frame the kelp looks for room, a share of the drawing's width. */
const KELP_SEARCH = 0.12;
/** The little fish's size (middle to nose, mm) and how many swim, per audience. */
const FISH = { kids: { r: 10, n: [1, 2] }, teens: { r: 8, n: [2, 3] }, adults: { r: 6, n: [2, 4] } } as const;

type Audience = keyof typeof FLOOR_UNIT;

export type SeaFloorKit = {
  inner: Box;
  /** The sand's top line, and where the plants stand on it. */
  sand: number;
  bottom: number;
  /** The outlines of the subject and its company (`motifUnderside`). */
  floating: Underside[];
  /** What is drawn on the floor already (pebbles, seaweed), which the new things keep clear of. */
  taken: Box[];
  /** How far from a subject's box the kelp keeps, mm (an adults' subject has a halo round it). */
  clear: number;
  sw: number;
  count: number;
  fine: boolean;
  rng: Rng;
};

const audienceOf = ({ fine, count }: { fine: boolean; count: number }): Audience => (fine ? 'adults' : count >= 4 ? 'teens' : 'kids');
const overlaps = (a: Box, b: Box, m: number) => a.x < b.x + b.w + m && b.x < a.x + a.w + m && a.y < b.y + b.h + m && b.y < a.y + a.h + m;

/** A thing lying on the floor: its width and height, and how it is drawn standing on `base` at `k` of its size. */
type FloorThing = { w: number; h: number; draw: (x: number, base: number, k: number, sw: number) => string; low: boolean };

/** A rock, a shell, a starfish or a tuft of coral (`kind` 0-3) of size `u`, its look from the seed. */
function floorThing(kind: number, u: number, rng: Rng): FloorThing {
  if (kind === 0) {
    const w = u * rng.range(1.8, 2.8);
    return { w, h: w * 0.55, draw: (x, base, k, sw) => rock(x, base, w * k, sw), low: false };
  }
  if (kind === 1) {
    const r = u * rng.range(0.75, 1);
    return { w: 2 * r, h: 1.75 * r, draw: (x, base, k, sw) => shell(x, base - 0.7 * r * k, r * k, sw), low: true };
  }
  if (kind === 2) {
    const r = u * rng.range(0.85, 1.1),
      turn = rng.range(-0.4, 0.4);
    return {
      w: 1.95 * r,
      h: (STARFISH_UP + STARFISH_DOWN) * r,
      draw: (x, base, k, sw) => starfish(x, base - STARFISH_DOWN * r * k, r * k, sw, turn),
      low: true,
    };
  }
  const h = u * rng.range(2, 2.8),
    n = rng.int(3, 4),
    spread = rng.range(0.55, 0.8);
  const branches = Array.from({ length: n }, (_, i) => {
    const lean = (i / (n - 1) - 0.5) * 2 * spread + rng.range(-0.12, 0.12);
    return { lean, len: rng.range(0.6, 0.72), twig: Math.abs(lean) > 0.3 && rng.next() < 0.7 ? rng.range(0.22, 0.3) : 0 };
  });
  // its reach: out to the branches' tips and their twigs, above the tube's round ends
  return { w: h * 1.5, h: h * 1.1, draw: (x, base, k, sw) => coral(x, base, h * k, branches, sw), low: false };
}

/**
 * The floor's things: spread along it, rocks and coral on the sand's edge, shells and starfish anywhere on the
 * sand in front. Each keeps a clear band of water (`WEED_GAP` of the drawing's height) under the outline over it:
 * where the outline comes low, the thing lies farther down the sand, smaller, or elsewhere along it.
 */
export function seabed(kit: SeaFloorKit): { svg: string; boxes: Box[] } {
  const { inner, sand, floating, taken, rng } = kit;
  const u = FLOOR_UNIT[audienceOf(kit)];
  const gap = inner.h * WEED_GAP,
    floorEnd = inner.y + inner.h - 2;
  const n = kit.count + 2 + rng.int(0, 2);
  const first = rng.int(0, 3);
  const placed: { box: Box; base: number; svg: string }[] = [];
  for (let i = 0; i < n; i++) {
    const thing = floorThing((first + i) % 4, u, rng);
    for (let tries = 0; tries < FLOOR_TRIES; tries++) {
      // its own stretch of the floor first, then anywhere along it
      const x = tries ? rng.range(inner.x, inner.x + inner.w) : inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / n;
      let base = thing.low ? rng.range(Math.min(sand + 6 + thing.h * 0.5, floorEnd), floorEnd) : sand + rng.range(3, 8);
      // Lower on the sand, then smaller, until it fits under the outline over it.
      const room = (b: number) => roomUnder(floating, b, gap, x - thing.w / 2, x + thing.w / 2);
      if (room(base) < thing.h) base = Math.min(floorEnd, base + thing.h - room(base));
      const k = Math.min(1, room(base) / thing.h);
      if (k < FLOOR_SHRINK) continue;
      const box = { x: x - (thing.w * k) / 2, y: base - thing.h * k, w: thing.w * k, h: thing.h * k };
      if (box.x < inner.x + 1 || box.x + box.w > inner.x + inner.w - 1) continue;
      if ([...taken, ...placed.map((p) => p.box)].some((b) => overlaps(box, b, FLOOR_APART))) continue;
      placed.push({ box, base, svg: `<g>${thing.draw(x, base, k, kit.sw)}</g>` });
      break;
    }
  }
  // the farther back drawn first, so a shell lower on the sand lies in front of a rock at its edge
  placed.sort((a, b) => a.base - b.base);
  return { svg: placed.length ? `<g id="seabed">${placed.map((p) => p.svg).join('')}</g>` : '', boxes: placed.map((p) => p.box) };
}

/**
 * A tall stalk of kelp at each side of the page where the subject leaves room: in the strip between the frame
 * and the subject's box at full height; else the nearest spot inward (up to `KELP_SEARCH` of the width) where the
 * outline over it, raised there (a dolphin's head), leaves it `KELP_MIN` tall with the clear band above it.
 */
export function sideKelp(kit: SeaFloorKit): { svg: string; boxes: Box[] } {
  const { inner, bottom, floating, taken, rng } = kit;
  const hw = KELP_HALF[audienceOf(kit)],
    reach = hw * 1.85 + kit.sw;
  const gap = inner.h * WEED_GAP;
  let svg = '';
  const boxes: Box[] = [];
  for (const side of [-1, 1]) {
    const want = inner.h * rng.range(...KELP_HEIGHT);
    const edge = side < 0 ? inner.x + 0.5 + reach : inner.x + inner.w - 0.5 - reach;
    for (let step = 0; step <= inner.w * KELP_SEARCH; step += 1) {
      const x = edge - side * step;
      // beside every box (with `clear` to spare) it grows as tall as it likes; under an outline, to the band below it
      const beside = floating.every((o) => x + reach + kit.clear <= o.box.x || x - reach - kit.clear >= o.box.x + o.box.w);
      const h = Math.min(want, beside ? Infinity : roomUnder(floating, bottom, gap, x - reach, x + reach));
      const box = { x: x - reach, y: bottom - h, w: 2 * reach, h };
      if (h < inner.h * KELP_MIN || taken.some((b) => overlaps(box, b, FLOOR_APART))) continue;
      svg += kelp(x, bottom, h - hw * KELP_TIP, hw, hw * 0.85, kit.sw);
      boxes.push(box);
      break;
    }
  }
  return { svg, boxes };
}

/** A few little fish in the open water `area`, clear of `avoid` and of the shapes at `spots` (the bubbles). */
export function waterFish(kit: SeaFloorKit, area: Box, avoid: Box[], spots: Box[]): string {
  const { r, n } = FISH[audienceOf(kit)];
  const { rng, sw } = kit;
  return scatter(
    area,
    rng.int(n[0], n[1]),
    r * 1.1,
    avoid,
    rng,
    (x, y, s) => littleFish(x + s * 0.05, y, s * 0.85, rng.next() < 0.5 ? 1 : -1, sw * 0.8),
    spots,
  );
}
