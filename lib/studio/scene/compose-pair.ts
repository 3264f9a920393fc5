// The scene composer's two-subject layouts, kept apart from compose-scene.ts, which picks which one a prompt
// gets: people in a row (with their animal at its end), a pair side by side (a child and its animal, two animals,
// an animal and a tree), a child and its animal swimming under the sea, and a person riding an animal. Each draws
// its subjects and says where they stand, for the companions placed around them, the halos and the backdrop that
// keeps clear of them.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { ANGEL_ID, BABY_ID, CHILD_ID } from './people';
import { drawMotif, motifAspect, type DrawnMotif, type MotifOptions } from './motif-art';
import type { Box } from './paper';
import type { Trunk } from './landmark-seats';
import type { Rng } from './prng';
import { composeRide } from './riders';
import { composeWheelRide, WHEEL_SEATS } from './wheel-riders';
import { union } from './scene-boxes';
import type { SceneStyle } from './scene-places';
import { atFeet, BALL_OVERLAP, BIG_ANIMALS, BIG_RIDES, SMALL_RIDES, SWIMMERS, TREE_OVERLAP, TREES, WRITTEN, type pairing } from './subject-kinds';
import {
  BIG_ANIMAL_CHILD,
  CHILD_HELD,
  HELD_CHILD_HEIGHT,
  GROWN_UP_CHILD,
  PAIR_CHILD_HEIGHT,
  PAIR_SQUEEZE,
  RIDE_CHILD,
  RIDE_OVERLAP,
  ROW_BABY,
  ROW_BIG_ANIMAL,
  ROW_GROWN_UP_HEIGHT,
  ROW_OVERLAP,
  ROW_PET,
  SHORE_ANIMAL,
  SHORE_ANIMAL_WIDTH,
  SWIM_ANIMAL,
  SWIM_ANIMAL_WIDTH,
  SWIM_CHILD,
  SWIM_CHILD_WIDTH,
  SWIM_DIP,
  SWIM_REACH,
  THING_FRONT,
  TWIN_HEIGHT,
} from './scene-sizes';

/** What every layout needs of the page: the drawing, the audience's line, the seed, and where the subject stands. */
export type LayoutFrame = {
  inner: Box;
  look: { stroke: number };
  style: SceneStyle;
  rng: Rng;
  /** Which side the subject keeps to (-1 left, 1 right), by seed. */
  side: number;
  /** Where the subjects' feet are. */
  bottom: number;
  /** The adults' zentangle fill of the i-th drawn motif, motif `id` (nothing for other audiences). */
  zentangle: (i: number, id: string) => Pick<MotifOptions, 'fillPattern' | 'clipId'>;
  /** Where a thing beside a table thing stands: on its table top, beside the plate (else on the floor). */
  tableTop?: number;
  /** Under the sea: a child's animal swims up over its shoulder instead of standing beside it (`composeSwim`). */
  underwater?: boolean;
  /** At the water's edge: where an animal that swims floats, in the water behind the child (`composeShore`). */
  swimLine?: number;
  /**
   * Up in a tree: how high the big tree's crown comes down. What stands beside the subject goes up in the crown over
   * the trunk, its foot there (on the ground or halfway up, a banana named with a monkey in a tree covered the trunk).
   */
  crownFoot?: number;
  /**
   * Up in a tree, once the subject is placed: the trunk beside it. An animal beside the subject sits in the fork
   * over it, on a bough across the trunk's top (landmark-seats.ts), not on the trunk's lines.
   */
  fork?: Trunk;
};

/** The subjects as drawn: the first's svg and box, what each was drawn as (for its halo), the second's box. */
export type Laid = {
  main: { svg: string; box: Box };
  subjects: DrawnMotif[];
  pairBox?: Box;
  rider?: { id: string; box: Box; animalBox: Box };
};

// The space between two subjects standing side by side.
const gap = 3;

/** People in a row: the child (or first person), its partner, then the crowd, the pet last. */
export function composeRow(
  { inner, look, style, rng, side, bottom, zentangle }: LayoutFrame,
  child: UnderstoodMotif,
  pair: UnderstoodMotif,
  crowd: UnderstoodMotif[],
  pet: UnderstoodMotif | undefined,
  childId: string,
  pairId: string,
  crowdIds: string[],
): Laid {
  let main: { svg: string; box: Box };
  const subjects: DrawnMotif[] = [];
  // People in a row, narrowed together if they would not fit the width: grown-ups the height a child has
  // beside an animal, a child among grown-ups GROWN_UP_CHILD of theirs; the first on either side by seed, as
  // the child of a pair is, the second mirrored when it stands on the first's left.
  const members = [child, pair, ...crowd];
  const ids = [childId, pairId, ...crowdIds];
  const kid = members.map((m) => m.id === CHILD_ID || m.id === ANGEL_ID);
  const mixed = members.some((m, i) => !kid[i] && m !== pet && m.id !== BABY_ID) && kid.includes(true);
  const rel = members.map((m, i) =>
    m === pet ? (BIG_ANIMALS.has(m.id) ? ROW_BIG_ANIMAL : ROW_PET) : m.id === BABY_ID ? ROW_BABY : mixed && kid[i] ? GROWN_UP_CHILD : 1,
  );
  const aspects = ids.map((id) => motifAspect(id));
  // Grown-ups set the row's height; children alone stand as a child beside an animal does.
  const base = inner.h * (rel.some((r, i) => r === 1 && !kid[i]) ? ROW_GROWN_UP_HEIGHT : PAIR_CHILD_HEIGHT[style]);
  // Side by side a gap apart at full height if they fit; if not, neighbouring people stand into each other
  // (an animal keeps its gap) just as far as brings them to full height, at most ROW_OVERLAP of the narrower.
  const unit = rel.map((r, i) => r * aspects[i]!);
  const close = ids.map((_, i) => (i + 1 < ids.length && members[i] !== pet && members[i + 1] !== pet ? Math.min(unit[i]!, unit[i + 1]!) : 0));
  const widths = unit.reduce((sum, u) => sum + u, 0),
    closeSum = close.reduce((sum, c) => sum + c, 0);
  const gaps = gap * (ids.length - 1) + 8;
  const overlap = closeSum ? Math.min(ROW_OVERLAP, Math.max(0, (base * widths + gaps - inner.w) / (base * closeSum))) : 0;
  const fit = Math.min(1, (inner.w - gaps) / (base * (widths - overlap * closeSum)));
  const sizes = rel.map((r, i) => ({ w: base * fit * unit[i]!, h: base * fit * r }));
  const step = (i: number) => gap - base * fit * overlap * close[i]!;
  const total = sizes.reduce((sum, b) => sum + b.w, 0) + ids.slice(0, -1).reduce((sum, _, i) => sum + step(i), 0);
  let at = inner.x + (inner.w - total) / 2 + rng.range(-0.5, 0.5) * Math.max(0, inner.w - total - 8);
  const boxes: Box[] = [];
  // Placed from either end by seed; the space between two neighbours is the same either way.
  for (const i of side > 0 ? ids.map((_, k) => ids.length - 1 - k) : ids.map((_, k) => k)) {
    boxes[i] = { x: at, y: bottom - sizes[i]!.h, w: sizes[i]!.w, h: sizes[i]!.h };
    at += sizes[i]!.w + (side > 0 ? (i > 0 ? step(i - 1) : 0) : step(i));
  }
  const turned = (id: string, i: number) => (i === 1 || members[i] === pet) && side > 0 && !WRITTEN.has(id);
  ids.forEach((id, i) => subjects.push({ id, box: boxes[i]!, ...(i === 1 || members[i] === pet ? { mirror: turned(id, i) } : {}) }));
  main = drawMotif(childId, boxes[0]!, { strokeMm: look.stroke, ...zentangle(0, childId) });
  const rowRest = ids.slice(1).map((id, i) => drawMotif(id, boxes[i + 1]!, { strokeMm: look.stroke, mirror: turned(id, i + 1), ...zentangle(3 + i, id) }));
  const pairBox = rowRest.map((o) => o.box).reduce(union);
  main = { svg: rowRest.map((o) => o.svg).join('') + main.svg, box: main.box };
  return { main, subjects, pairBox };
}

/**
 * Two subjects side by side: `child` says whether the lead is a person (then `paired` is unused), `paired` the
 * heights `pairing` gives two animals or an animal and a thing.
 */
export function composePair(
  frame: LayoutFrame,
  child: UnderstoodMotif | undefined,
  pair: UnderstoodMotif,
  paired: ReturnType<typeof pairing>,
  leadId: string,
  pairId: string,
): Laid {
  const thing = atFeet(pair.id);
  if (child && frame.underwater && !thing && !BIG_ANIMALS.has(pair.id) && !BIG_RIDES.has(pair.id) && !SMALL_RIDES.has(pair.id) && !TREES.has(pair.id))
    return composeSwim(frame, leadId, pairId);
  if (child && frame.swimLine !== undefined && SWIMMERS.has(pair.id)) return composeShore(frame, leadId, pairId, frame.swimLine);
  const { inner, look, style, rng, side, bottom, zentangle } = frame;
  let main: { svg: string; box: Box };
  const subjects: DrawnMotif[] = [];
  const ca = motifAspect(leadId),
    aa = motifAspect(pairId);
  let ch: number, ah: number, aw: number;
  if (!child) {
    // Two animals (or an animal and a thing) at their heights, together as wide as the drawing allows.
    // A tree stands behind the animal, which covers part of its width; a ball lies over the animal's front paws.
    // A much smaller thing stands in front of the other over THING_FRONT of its own width (a campfire before a tent).
    const { lead: rl, other: ro } = paired ?? { lead: 1, other: 1 };
    const behind = TREES.has(pair.id) ? TREE_OVERLAP : thing ? BALL_OVERLAP : paired?.front ? THING_FRONT : 0;
    const [leadOver, otherOver] = paired?.front === 'lead' ? [behind, 0] : [0, behind];
    const tall = Math.min(
      (inner.h * TWIN_HEIGHT) / Math.max(rl, ro),
      (inner.w - (behind ? 0 : gap) - 8) / (rl * ca * (1 - leadOver) + ro * aa * (1 - otherOver)),
    );
    ch = tall * rl;
    ah = tall * ro;
    aw = ah * aa;
  } else if (BIG_ANIMALS.has(pair.id) || BIG_RIDES.has(pair.id) || TREES.has(pair.id)) {
    // An animal bigger than a child (a horse, a cow) stands taller than the child: both scaled together
    // so the pair fills the width with the child at BIG_ANIMAL_CHILD of the animal's height. Sized apart,
    // a wide horse was width-bound and came out shorter than the girl beside it.
    // A tree stands behind the child, which covers part of its width.
    const behind = TREES.has(pair.id) ? TREE_OVERLAP : 0;
    ah = Math.min(inner.h * 0.62, (inner.w - (behind ? 0 : gap) - 8) / (BIG_ANIMAL_CHILD * ca + aa * (1 - behind)));
    ch = ah * BIG_ANIMAL_CHILD;
    aw = ah * aa;
  } else if (thing) {
    // A ball or a thing held at the child's feet, over BALL_OVERLAP of its own width: the child as tall as alone.
    ch = inner.h * HELD_CHILD_HEIGHT;
    ah = ch * CHILD_HELD;
    aw = ah * aa;
    const fit = Math.min(1, (inner.w - 8) / (ch * ca + aw * (1 - BALL_OVERLAP)));
    [ch, ah, aw] = [ch * fit, ah * fit, aw * fit];
  } else if (SMALL_RIDES.has(pair.id)) {
    // The child behind its bicycle: both scaled together to fit the width with the ride over part of the child.
    ch = Math.min(inner.h * PAIR_CHILD_HEIGHT[style], (inner.w - 8 + gap) / (ca * (1 - RIDE_OVERLAP) + RIDE_CHILD * aa));
    ah = ch * RIDE_CHILD;
    aw = ah * aa;
  } else {
    // The animal takes the width the child leaves, up to its own; where that is under PAIR_SQUEEZE of its own
    // (a wide figure: the mermaid with her hair and tail), both shrink together until it has all of it. Before,
    // the dolphin beside a mermaid came out a stamp a third of her height.
    const want = Math.min(inner.w * 0.58, inner.h * 0.45 * aa);
    const left = inner.w - inner.h * PAIR_CHILD_HEIGHT[style] * ca - 7;
    const fit = left < want * PAIR_SQUEEZE ? (inner.w - 7) / (inner.h * PAIR_CHILD_HEIGHT[style] * ca + want) : 1;
    ch = inner.h * PAIR_CHILD_HEIGHT[style] * fit;
    ah = inner.h * 0.45 * fit;
    aw = Math.min(want, inner.w - ch * ca - 7);
  }
  const cw = ch * ca;
  // A ride the child holds stands over part of it, and the child or the animal over part of a tree behind it;
  // anything else stands a gap apart.
  const ride = SMALL_RIDES.has(pair.id);
  // A ball an animal plays with, or a thing it holds, lies at its front paws (a child's, at its feet), over
  // BALL_OVERLAP of its own width.
  const ball = thing;
  const front = child ? undefined : paired?.front;
  const space = ride
    ? -cw * RIDE_OVERLAP
    : TREES.has(pair.id)
      ? -aw * TREE_OVERLAP
      : ball
        ? -aw * BALL_OVERLAP
        : front
          ? -(front === 'lead' ? cw : aw) * THING_FRONT
          : gap;
  const total = cw + space + aw;
  const x0 = inner.x + (inner.w - total) / 2 + rng.range(-0.5, 0.5) * Math.max(0, inner.w - total - 8);
  // The child on either side by seed; the animals look left, so on the child's left one is mirrored to face it.
  // The first of two animals faces the second too: mirrored when it stands on the left.
  const childRight = side > 0;
  const turned = childRight && !WRITTEN.has(pairId);
  const leadTurned = !child && !childRight && !WRITTEN.has(leadId);
  const childX = childRight ? x0 + aw + space : x0,
    animalX = childRight ? x0 : x0 + cw + space;
  // A small flyer beside its flower flies at the flower's upper half, its underside at the flower's middle.
  const lift = (who: 'lead' | 'other') => (!child && paired?.flies === who ? Math.max(ch, ah) / 2 : 0);
  subjects.push(
    { id: leadId, box: { x: childX, y: bottom - ch - lift('lead'), w: cw, h: ch }, ...(leadTurned ? { mirror: true } : {}) },
    { id: pairId, box: { x: animalX, y: bottom - ah - lift('other'), w: aw, h: ah }, mirror: turned },
  );
  main = drawMotif(leadId, subjects[0].box, { strokeMm: look.stroke, mirror: leadTurned, ...zentangle(0, leadId) });
  const animal = drawMotif(pairId, subjects[1].box, { strokeMm: look.stroke, mirror: turned, ...zentangle(3, pairId) });
  const pairBox = animal.box;
  main = { svg: ride || ball || front === 'other' ? main.svg + animal.svg : animal.svg + main.svg, box: main.box };
  return { main, subjects, pairBox };
}

/**
 * A child (a mermaid, a diver) and its animal under the sea: no ground line holds them side by side, so the child
 * is big at one side and the animal swims up over its other shoulder, above its head and reaching over part of its
 * box, drawn behind it so no line of the animal's crosses the child's face. Side by side on one line the pair was
 * width-bound: the mermaid came out 114 mm of a 273 mm drawing under a mostly empty sea, the dolphin beside her hip.
 */
function composeSwim({ inner, look, rng, side, zentangle }: LayoutFrame, leadId: string, pairId: string): Laid {
  const ca = motifAspect(leadId),
    aa = motifAspect(pairId);
  // The child as tall as SWIM_CHILD of the drawing unless that is wider than SWIM_CHILD_WIDTH of it; the animal
  // SWIM_ANIMAL of the drawing tall, at most SWIM_ANIMAL_WIDTH of it wide.
  const ch = Math.min(inner.h * SWIM_CHILD, (inner.w * SWIM_CHILD_WIDTH) / ca),
    cw = ch * ca;
  const ah = Math.min(inner.h * SWIM_ANIMAL, (inner.w * SWIM_ANIMAL_WIDTH) / aa),
    aw = ah * aa;
  // The animal's underside reaches SWIM_DIP of the child's height down past the top of its head (its belly and
  // flippers behind the hair, its own head above it). The child's tail or feet just above the sea floor's edge.
  const dip = ch * SWIM_DIP;
  const feet = inner.y + inner.h - rng.range(6, 10);
  const childRight = side > 0;
  const childX = childRight ? inner.x + inner.w - cw - 4 - rng.range(0, 4) : inner.x + 4 + rng.range(0, 4);
  // Over the shoulder on the side away from the frame: its near end SWIM_REACH of the child's width in.
  const reach = cw * SWIM_REACH;
  const animalX = childRight ? Math.max(inner.x + 4, childX + reach - aw) : Math.min(inner.x + inner.w - aw - 4, childX + cw - reach);
  // The animals look left: on the child's left one is mirrored to face it.
  const turned = childRight && !WRITTEN.has(pairId);
  const subjects: DrawnMotif[] = [
    { id: leadId, box: { x: childX, y: feet - ch, w: cw, h: ch } },
    { id: pairId, box: { x: animalX, y: feet - ch + dip - ah, w: aw, h: ah }, mirror: turned },
  ];
  const lead = drawMotif(leadId, subjects[0].box, { strokeMm: look.stroke, ...zentangle(0, leadId) });
  const animal = drawMotif(pairId, subjects[1].box, { strokeMm: look.stroke, mirror: turned, ...zentangle(3, pairId) });
  return { main: { svg: animal.svg + lead.svg, box: lead.box }, subjects, pairBox: animal.box };
}

/**
 * A child at the water's edge (a beach, a lake, a river) and an animal that swims: the child stands on the near
 * shore as beside any animal, the animal is out in the water on the other side, smaller for being farther off,
 * its underside at `swimLine` and drawn behind the child. Side by side on the sand a dolphin, a fish or a whale
 * had lain stranded beside the girl.
 */
function composeShore({ inner, look, style, rng, side, bottom, zentangle }: LayoutFrame, leadId: string, pairId: string, swimLine: number): Laid {
  const ca = motifAspect(leadId),
    aa = motifAspect(pairId);
  const ch = Math.min(inner.h * PAIR_CHILD_HEIGHT[style], (inner.w * 0.56) / ca),
    cw = ch * ca;
  const ah = Math.min(inner.h * SHORE_ANIMAL, (inner.w * SHORE_ANIMAL_WIDTH) / aa),
    aw = ah * aa;
  const childRight = side > 0;
  const childX = childRight ? inner.x + inner.w - cw - 4 - rng.range(0, 6) : inner.x + 4 + rng.range(0, 6);
  // The animal in the middle of the water the child leaves open, reaching a little behind the child if it must.
  const open = childRight ? { from: inner.x + 4, to: childX } : { from: childX + cw, to: inner.x + inner.w - 4 };
  const animalX = Math.max(inner.x + 4, Math.min(inner.x + inner.w - aw - 4, (open.from + open.to) / 2 - aw / 2));
  // The animals look left: on the child's left one is mirrored to face it.
  const turned = childRight && !WRITTEN.has(pairId);
  const subjects: DrawnMotif[] = [
    { id: leadId, box: { x: childX, y: bottom - ch, w: cw, h: ch } },
    { id: pairId, box: { x: animalX, y: swimLine - ah, w: aw, h: ah }, mirror: turned },
  ];
  const lead = drawMotif(leadId, subjects[0].box, { strokeMm: look.stroke, ...zentangle(0, leadId) });
  const animal = drawMotif(pairId, subjects[1].box, { strokeMm: look.stroke, mirror: turned, ...zentangle(3, pairId) });
  return { main: { svg: animal.svg + lead.svg, box: lead.box }, subjects, pairBox: animal.box };
}

/** A person riding an animal, the two in the subject's box. */
export function composeMount({ look, side, zentangle }: LayoutFrame, childId: string, mount: UnderstoodMotif, box: Box): Laid {
  const subjects: DrawnMotif[] = [];
  // The animal and its rider are two motifs in one box (riders.ts), drawn with the same mirror so they land on
  // each other: the animal first, the rider over it. The animal faces either way by seed.
  const ride = mount.id in WHEEL_SEATS ? composeWheelRide(childId, mount.id) : composeRide(childId, mount.id);
  const turned = side > 0 && !WRITTEN.has(childId);
  subjects.push({ id: ride.animalId, box, mirror: turned }, { id: ride.riderId, box, mirror: turned });
  const animal = drawMotif(ride.animalId, box, { strokeMm: look.stroke, mirror: turned, ...zentangle(3, ride.animalId) });
  const rider = drawMotif(ride.riderId, box, { strokeMm: look.stroke, mirror: turned, ...zentangle(0, ride.riderId) });
  const main = { svg: animal.svg + rider.svg, box: rider.box };
  const at = (b: [number, number, number, number]): Box => {
    const s = rider.box.w / (ride.box[2] - ride.box[0]);
    const x0 = turned ? ride.box[2] - b[2] : b[0] - ride.box[0];
    return { x: rider.box.x + x0 * s, y: rider.box.y + (b[1] - ride.box[1]) * s, w: (b[2] - b[0]) * s, h: (b[3] - b[1]) * s };
  };
  const riding = { id: childId, box: at(ride.rider), animalBox: at(ride.animal) };
  return { main, subjects, rider: riding };
}
