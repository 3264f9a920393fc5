// The second of a flat pair: a wide subject alone (a race car, a bullet train, a speedboat, a sea turtle, sushi)
// is drawn twice on a catalogue page, as a printed coloring book fills a portrait page with a wide subject. The
// second once stood just above the first at 80 % of its width wherever the page was: a race car hung in mid-air
// over the city's windows or the meadow's hills, a bullet train sat on top of the other, two speedboats were
// stacked in the middle of the page. Now it stands on something, farther back: smaller, higher on the page and
// partly behind the first, on a far lane of road, a far track or the far water (far-ground.ts), and the horizon
// rises above that ground so it lies on the ground and not the sky. Under the sea it swims smaller behind the first;
// on a table it keeps its old place, which the table lays on the same top behind the first (table-shapes.ts).
import { BOATS } from './boat-water';
import { farGround, type FarGroundKind } from './far-ground';
import { drawMotif, motifAspect, type DrawnMotif, type MotifOptions } from './motif-art';
import type { Box } from './paper';
import { FLAT_ASPECT } from './scene-places';
import { BIG_RIDES, SMALL_RIDES } from './subject-kinds';

/** The second's width, a share of the first's: far enough back to read as farther, big enough to colour. */
export const FAR_SCALE = 0.6;
/**
 * The share of the second's height that stands below the first's top edge, behind it, by what it stands on. A
 * train's roof is its top: a third behind, the far one's wheels still show over it. A race car's helmet and wing
 * stand high over its body, so the far car stands little lower than the near one's top, or the helmet hid its
 * wheels. A boat's cabin and motor stand high over a low hull: the far boat floats farther out, above the near one.
 */
export const FAR_BEHIND: Readonly<Record<FarGroundKind, number>> = { track: 0.32, lane: 0.1, water: -0.4, mound: 0.15 };
/** Under the sea the second swims just above the first, its flippers clear of the first's head. */
const SWIM_BEHIND = 0.04;
/** On a table the second keeps its old place: this share of the first's width, just above it. */
const TABLE_SCALE = 0.8;
/** The horizon lies at least this far above the far ground (mm), so the houses stand behind the far lane. */
const HORIZON_CLEAR = 3;
/**
 * Behind a far boat, open water up to the horizon, this share of the boat's width: with the horizon just over it,
 * the far boat sat on the shore's line and over half the page was sky. Measured on its width, as its height grows
 * with a driver or a flag: at 0.8 of the speedboat's height (once its driver and pennant were drawn) the horizon
 * rose to the top of a night page and squeezed its moon out.
 */
const OPEN_WATER = 0.23;

/** Things on rails: their far copy runs on a far track. */
const RAIL: ReadonlySet<string> = new Set(['1F682', '1F683', '1F684', '1F685', '1F686', '1F687', '1F688', '1F68A', '1F68B', '1F69D', '1F69E']);
/** Places whose ground is water already: a boat there needs no water of its own under the near copy. */
const WATER_PLACES: ReadonlySet<string> = new Set(['waves', 'lake', 'river', 'waterfall', 'beach']);

/**
 * What the far copy stands on: a road vehicle's lane, a train's track, a boat's water (its near copy too where the
 * place has none), else a rise of ground.
 */
export function farGroundKind(id: string): FarGroundKind {
  if (RAIL.has(id)) return 'track';
  if (BOATS.has(id)) return 'water';
  if (BIG_RIDES.has(id) || SMALL_RIDES.has(id)) return 'lane';
  return 'mound';
}

export type FlatPairFrame = {
  /** The first copy: what it is drawn as (`drawnAs`, mirrored or not) and the box it is drawn in (as `drawMotif` returns it). */
  first: DrawnMotif;
  inner: Box;
  /** The side the page's subject keeps to by seed: the second stands towards the other side. */
  side: number;
  place: string;
  /** Under the sea, in space or in the sky the two swim or fly and stand on nothing. */
  floating: boolean;
  /** A table thing: its table lays the second on the same top. */
  onTable: boolean;
  strokeMm: number;
  /** The background's line width, for the far ground. */
  groundSw: number;
  zentangle: Pick<MotifOptions, 'fillPattern' | 'clipId'>;
};

/** The second copy: as drawn (for its halo), its box, its drawing with its ground (under the first) and the horizon's lowest. */
export type FlatPair = { second: DrawnMotif; box: Box; svg: string; horizon?: number };

/** Whether the catalogue draws `id` twice: wide subjects only (`FLAT_ASPECT`). */
export const isFlat = (id: string) => motifAspect(id) >= FLAT_ASPECT;

/**
 * The second of a flat pair behind `first` (drawn without the seed, so the rest of the page is the one it was
 * but for the horizon, raised over the far ground). Its drawing goes under the first's.
 */
export function flatPair(frame: FlatPairFrame): FlatPair {
  const { first, inner, side, strokeMm } = frame;
  const aspect = motifAspect(first.id);
  const main = first.box;
  const grounded = !frame.floating && !frame.onTable;
  const kind = farGroundKind(first.id);
  // The table keeps the old place: the second just above the first, which the table puts on its top.
  const scale = frame.onTable ? TABLE_SCALE : FAR_SCALE,
    behind = frame.onTable ? 0 : frame.floating ? SWIM_BEHIND : FAR_BEHIND[kind];
  let h2 = (main.w * scale) / aspect;
  const bottom2 = frame.onTable ? main.y - 3 : main.y + behind * h2;
  h2 = Math.min(h2, bottom2 - inner.y - 6);
  const w2 = h2 * aspect;
  const x2 = side < 0 ? inner.x + inner.w - w2 - 4 : inner.x + 4;
  const mirror = first.mirror ?? false;
  const second: DrawnMotif = { id: first.id, box: { x: x2, y: bottom2 - h2, w: w2, h: h2 }, ...(mirror ? { mirror } : {}) };
  const drawn = drawMotif(first.id, second.box, { strokeMm, mirror, ...frame.zentangle });
  if (!grounded) return { second, box: drawn.box, svg: drawn.svg };
  const far = farGround(kind, drawn.box, inner, frame.groundSw);
  // A boat in a place with no water of its own floats on a strip of near water too.
  const near = kind === 'water' && !WATER_PLACES.has(frame.place) ? farGround(kind, main, inner, frame.groundSw).svg : '';
  return { second, box: drawn.box, svg: far.svg + drawn.svg + near, horizon: far.top - HORIZON_CLEAR - (kind === 'water' ? OPEN_WATER * drawn.box.w : 0) };
}
