// A balloon or a kite named beside a subject ("an elephant with balloons", "a girl with a kite") flies on its
// string tied to the subject: up beside its head in the free column, or over its near side, big enough to read,
// its string running down to the child's hand or into the animal's outline. As a companion among the sky's spots
// one balloon had floated in a top corner and the kite flew with no string to the girl's hand.
import { childHands } from './child-figure';
import { drawMotif, motifData, motifSides, type DrawnMotif, type MotifOptions, type Sides } from './motif-art';
import { outlinePoints } from './motif-outline';
import { intersects, type Box } from './paper';
import { stringCorners, stringPath, type Pt } from './string-route';
import { TIED, TIED_PAWS } from './subject-kinds';
import { TIED_ANCHOR_BAND, TIED_CLEAR, TIED_MIN, TIED_PAW_FREE, TIED_PAW_ROWS, TIED_SHARE, TIED_STRING, TIED_STRING_MIN } from './scene-sizes';

export type { Pt } from './string-route';

/** Where point `p` of motif `id` (in its own units) lands when the motif is drawn in `drawn`, mirrored or not. */
function onPage(id: string, [px, py]: readonly [number, number], drawn: Box, mirror: boolean): Pt {
  const [x0, y0, x1] = motifData(id)!.b;
  const s = drawn.w / (x1 - x0);
  return [mirror ? drawn.x + drawn.w - (px - x0) * s : drawn.x + (px - x0) * s, drawn.y + (py - y0) * s];
}

/**
 * Where the string ends on the subject drawn as `lead` in `box`: a child's hand on the thing's side (its raised hand
 * if it waves); an animal's own paw in `TIED_PAWS` (the elephant's trunk, a sitting bear's paw); else an animal's
 * front paw, its ink farthest towards the thing in the bottom TIED_PAW_ROWS of its height (at the point of its
 * outline farthest out at mid height the string had ended on the cat's cheek); a thing's outline point farthest
 * towards it within TIED_ANCHOR_BAND of its height. Drawn behind the subject, the string stops there.
 */
function anchorOn(lead: DrawnMotif, box: Box, right: boolean, sides: Sides | undefined): Pt {
  const hands = childHands(lead.id);
  const mirror = !!lead.mirror;
  if (hands) return onPage(lead.id, right !== mirror ? hands[1] : hands[0], box, mirror);
  const m = motifData(lead.id)!;
  const own = TIED_PAWS[lead.id];
  // The paws are on the motif's left (the animals look left): on its right they are mirrored over.
  if (own) return onPage(lead.id, right === mirror ? own : [m.b[0] + m.b[2] - own[0], own[1]], box, mirror);
  if (m.k === 'being' && sides) {
    const near = sides[right ? 'right' : 'left'];
    const first = Math.floor(near.length * (1 - TIED_PAW_ROWS));
    let best = first;
    for (let i = first; i < near.length; i++) if (right ? near[i]! > near[best]! : near[i]! < near[best]!) best = i;
    // a little inside the paw's edge, so the string's end hides behind it
    return [near[best]! + (right ? -1 : 1) * sides.row * 0.4, sides.top + (best + 0.5) * sides.row];
  }
  const [from, to] = TIED_ANCHOR_BAND.map((t) => box.y + box.h * t) as [number, number];
  const band = outlinePoints(lead.id)
    .map((p) => onPage(lead.id, p, box, mirror))
    .filter(([, y]) => y >= from && y <= to);
  const near = band.reduce<Pt | undefined>((best, p) => (!best || (right ? p[0] > best[0] : p[0] < best[0]) ? p : best), undefined);
  return near ?? [right ? box.x + box.w : box.x, (from + to) / 2];
}

/**
 * Draws the tied thing `id` (drawn as `drawnId`) beside the subject `lead` (drawn in `main`), on the side of the free
 * `column`: first up in the column, TIED_STRING of the subject's height above the hand or as high as the page, or over
 * the subject's near side, whichever is bigger. Its box is TIED_SHARE of the subject's height, never
 * under TIED_MIN of it, and overlaps nothing in `placed`. Returns its drawing with the string behind (to go behind
 * the subject too), where it is, whether it is mirrored, and the string's two ends; undefined if no spot fits.
 */
export function tieAloft(
  id: string,
  drawnId: string,
  lead: DrawnMotif,
  main: Box,
  column: Box,
  inner: Box,
  placed: Box[],
  opts: MotifOptions,
): { svg: string; box: Box; spot: Box; mirror: boolean; string: [Pt, Pt]; corners: Pt[] } | undefined {
  const right = column.x > main.x;
  const sides = motifSides({ ...lead, box: main });
  const hand = anchorOn(lead, main, right, sides);
  const want = main.h * TIED_SHARE[id]!;
  const top = inner.y + 4;
  // Up in the column at the subject's side: as big as it allows, the string's length over the hand or as high as the page.
  const inColumn = Math.min(want, column.w, hand[1] - main.h * TIED_STRING_MIN - top);
  // Over the subject's near side, its middle (the tie) just outside it so the string runs down its front to the
  // paw: as big as the room above the subject allows.
  const over = Math.min(want, main.y - 3 - top);
  const overX = right ? main.x + main.w - over * 0.35 : main.x - over * 0.65;
  const spots: Box[] = [
    { x: right ? column.x : column.x + column.w - inColumn, y: Math.max(top, hand[1] - main.h * TIED_STRING[id]! - inColumn), w: inColumn, h: inColumn },
    { x: Math.max(inner.x + 2, Math.min(inner.x + inner.w - over - 2, overX)), y: main.y - 3 - over, w: over, h: over },
  ];
  // The motifs are drawn with their string end at the bottom left: on the subject's left it is turned to face it.
  const mirror = !right;
  // The bigger of the two that fits: in a narrow column beside a wide elephant the balloons were a stamp.
  for (const spot of spots.filter((b) => b.w >= main.h * TIED_MIN).sort((a, b) => b.w - a.w)) {
    const drawn = drawMotif(drawnId, spot, { ...opts, ...(mirror ? { mirror } : {}) });
    if (placed.some((b) => intersects(drawn.box, b, 2))) continue;
    const tie = onPage(drawnId, TIED[id]!, drawn.box, mirror);
    // Round the outside of the subject's face and chest to the paw, clear of its outline (string-route.ts).
    const corners = stringCorners(tie, hand, sides, right, TIED_CLEAR + opts.strokeMm, main.h * TIED_PAW_FREE);
    const string = stringPath(corners, right, opts.strokeMm);
    return { svg: string + drawn.svg, box: drawn.box, spot, mirror, string: [tie, hand], corners };
  }
  return undefined;
}
