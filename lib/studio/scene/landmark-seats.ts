// Where a subject sits in a landmark the prompt names: a climber or a bird on a bough of the big tree ("a monkey
// in a tree", "an owl on a branch"), anything on the big lily pad of the pond ("a frog on a lily pad"). The
// background draws the tree's trunk and crown (landmark-backdrops.ts); the composer draws the seat, the bough or
// the pad, between the background and the subject, so the subject sits on it rather than beside a tree stamp.
import type { Backdrop } from './backdrop-kinds';
import { leaf, lilyPad } from './backdrop-shapes';
import { f, type Box } from './paper';
import { createRng } from './prng';
import { mudPuddle } from './mud-puddle';
import { grow } from './scene-boxes';
import { perchBough, perchBoughTop, perchJoint } from './scenery';
import { PERCHED } from './subject-kinds';
import { NEST_WIDTH, treeNest } from './tree-nest';

/** The deciduous tree: what "tree" draws when nothing named climbs it ("a dog and a tree" stand side by side). */
export const TREE_ID = '1F333';
/**
 * Animals that climb and sit up in a tree: the monkey, the koala, the chipmunk (squirrel), the raccoon, the cat and
 * the leopard. Not the sloth: it hangs from the bough of its own tree, drawn with it.
 */
export const CLIMBERS: ReadonlySet<string> = new Set(['1F412', '1F428', '1F43F', '1F99D', '1F408', '1F406']);
/** What a tree or a branch named with it is the place of: the climbers and the birds on their own branch. */
export const TREE_SITTERS: ReadonlySet<string> = new Set([...CLIMBERS, ...PERCHED]);

/** The tree's trunk: its width, a share of the drawing's. */
export const TRUNK_WIDTH = 0.15;
/** A climber's bough: its thickness at the trunk, a share of the climber's height. */
export const BOUGH_THICKNESS = 0.13;
/** The lily pad under what sits on it: its radius (the pad is 3 radii wide), a share of the subject's width. */
export const PAD_RADIUS = 0.42;

export type Trunk = { cx: number; w: number; side: -1 | 1 };
/** `nest`: the box of the nest on a bird's bough. */
export type Seat = { behind: string; over: string; box: Box; nest?: Box };
/** How a bird's nest is drawn: `fine` (an adults' page) and whether chicks sit in it instead of eggs. */
export type NestLook = { fine: boolean; chicks: boolean };

/**
 * The big tree's trunk beside `subject` (the subject's box with its 2 mm margin, as the background gets it): on the
 * side with more room, in the middle of that room, whole inside the frame. The background and the seat's bough
 * both take it from here, so the bough grows out of the trunk.
 */
export function trunkBeside(inner: Box, subject: Box): Trunk {
  const left = subject.x - inner.x,
    right = inner.x + inner.w - subject.x - subject.w;
  const side = right >= left ? 1 : -1;
  const w = inner.w * TRUNK_WIDTH,
    room = Math.max(left, right);
  const cx = side > 0 ? Math.min(subject.x + subject.w + room / 2, inner.x + inner.w - w * 0.6) : Math.max(subject.x - room / 2, inner.x + w * 0.6);
  return { cx, w, side };
}

/**
 * A climber's bough: from the trunk's middle (its open end covers the trunk's near side, so the bough grows out of
 * it) to past the far side of the climber, thinning and rising a little, leaves at its tip. Its top runs through
 * the climber's feet, which the climber, drawn over it, hides.
 */
function climbBough(drawn: Box, trunk: Trunk, inner: Box, sw: number): Seat {
  const t = Math.max(drawn.h * BOUGH_THICKNESS, 4);
  const top = drawn.y + drawn.h - t * 0.5;
  const jx = trunk.cx;
  const tip = trunk.side > 0 ? Math.max(inner.x + t, drawn.x - drawn.w * 0.12) : Math.min(inner.x + inner.w - t, drawn.x + drawn.w * 1.12);
  const rootTop = top - t * 0.15,
    rootBottom = top + t * 0.95,
    tipTop = top + t * 0.05,
    tipBottom = top + t * 0.55;
  const cx = (jx + tip) / 2;
  const topEdge = `M${f(jx)} ${f(rootTop)}Q${f(cx)} ${f(top - t * 0.2)} ${f(tip)} ${f(tipTop)}`;
  const end = `A${f((tipBottom - tipTop) / 2)} ${f((tipBottom - tipTop) / 2)} 0 0 ${trunk.side > 0 ? 0 : 1} ${f(tip)} ${f(tipBottom)}`;
  const bottomEdge = `Q${f(cx)} ${f(top + t * 0.7)} ${f(jx)} ${f(rootBottom)}`;
  const out = trunk.side > 0 ? Math.PI : 0;
  const up = trunk.side > 0 ? 0.6 : -0.6;
  const leaves = [leaf(tip, tipTop + t * 0.1, t * 1.5, out + up, sw), leaf(tip, tipBottom - t * 0.1, t * 1.3, out - up * 0.5, sw)];
  return {
    behind:
      `<path d="${topEdge}${end}${bottomEdge}Z" fill="#fff" stroke="none"/>` +
      `<path d="${topEdge}${end}${bottomEdge}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>` +
      leaves.join(''),
    over: '',
    box: { x: Math.min(jx, tip), y: rootTop - t * 0.2, w: Math.abs(jx - tip), h: rootBottom - rootTop + t * 0.2 },
  };
}

/**
 * The seat of an animal beside the subject up in the fork over the trunk (`LayoutFrame.fork`): a bough across the
 * trunk's top, both halves of it grown from the trunk's middle out past the animal's sides (`climbBough` each way),
 * so the animal sits on the tree's limb and the trunk runs up to it, not through it. A bird keeps its own branch.
 */
export function forkSeat(id: string, drawn: Box, trunk: Trunk, inner: Box, sw: number): string {
  if (PERCHED.has(id)) return '';
  return climbBough(drawn, { ...trunk, side: 1 }, inner, sw).behind + climbBough(drawn, { ...trunk, side: -1 }, inner, sw).behind;
}

/**
 * A bird's nest on its bough (tree-nest.ts): between the bird and the trunk, pushed against the trunk into the
 * fork (over the trunk's near side when the gap is narrow), never over the bird; its foot sunk into the bough.
 */
function birdNest(id: string, drawn: Box, mirror: boolean, inner: Box, trunk: Trunk, t: number, sw: number, look: NestLook): { svg: string; box: Box } {
  const s = trunk.cx > drawn.x + drawn.w / 2 ? 1 : -1;
  const birdEdge = s > 0 ? drawn.x + drawn.w : drawn.x,
    trunkEdge = trunk.cx - (s * trunk.w) / 2;
  const w = Math.min(Math.max(Math.abs(trunkEdge - birdEdge) + trunk.w * 0.2, drawn.w * NEST_WIDTH[0]), drawn.w * NEST_WIDTH[1]);
  const cx = birdEdge + s * (w * 0.55 + 1);
  const foot = (perchBoughTop(id, drawn, mirror, inner, cx, trunk.cx) ?? drawn.y + drawn.h) + t * 0.6;
  return { svg: treeNest(cx, foot, w, sw, look.fine, look.chicks, (-s) as -1 | 1), box: { x: cx - w * 0.61, y: foot - w * 0.75, w: w * 1.22, h: w * 0.75 } };
}

/**
 * The seat of a subject drawn in `drawn` at `scene`, or undefined where it sits on nothing of the place's: a bird on
 * its own branch joined by a bough to the tree's trunk (drawn over the bird, as `perchBough` is beside a person), a
 * climber on a bough under its feet, anything at the pond on a lily pad under it, its notch towards the reader,
 * anything in the mud in a mud puddle.
 */
export function seatIn(scene: Backdrop, id: string, drawn: Box, mirror: boolean, inner: Box, sw: number, look: NestLook): Seat | undefined {
  if (scene === 'pond') {
    const r = drawn.w * PAD_RADIUS;
    const cx = drawn.x + drawn.w / 2,
      cy = drawn.y + drawn.h - r * 0.15;
    // a stream of its own, so the page's seed draws what it drew before
    const behind = lilyPad(cx, cy, r, sw, createRng(Math.round(drawn.x * 10), 'pad'), Math.PI / 2);
    return { behind, over: '', box: { x: cx - r * 1.5, y: cy - r * 0.6, w: r * 3, h: r * 1.2 } };
  }
  // in the mud, a mud puddle under its feet (a stream of its own, as the pad's)
  if (scene === 'mud') {
    const { svg, box } = mudPuddle(drawn, inner, sw, look.fine, createRng(Math.round(drawn.x * 10), 'mud'));
    return { behind: svg, over: '', box };
  }
  if (scene !== 'tree') return undefined;
  const trunk = trunkBeside(inner, grow(drawn, 2));
  const joint = perchJoint(id, drawn, mirror);
  if (joint) {
    const t = joint.by - joint.ty;
    const nest = birdNest(id, drawn, mirror, inner, trunk, t, sw, look);
    return {
      behind: '',
      over: perchBough(id, drawn, mirror, inner, sw, trunk.cx) + nest.svg,
      box: { x: Math.min(joint.jx, trunk.cx), y: joint.ty - t * 0.4, w: Math.abs(trunk.cx - joint.jx), h: t * 3 },
      nest: nest.box,
    };
  }
  return climbBough(drawn, trunk, inner, sw);
}
