// The kids, teens and adults styles: one big subject (at least 60 % of the drawing's width or height) in
// front of a theme background that fills the page, the prompt's other motifs beside it, inside a frame.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { paintBackdrop, SUNNY, type Backdrop, type Detail } from './backdrops';
import { ANGEL_ID, BABY_ID, CHILD_ID, childVariantId, WHOLE_GROWN_UPS } from './people';
import { drawMotif, hasMotif, motifAspect, motifHalos, type DrawnMotif, type MotifOptions } from './motif-art';
import { intersects, MARGIN_MM, type Box } from './paper';
import { zentangleFill } from './patterns';
import { byImportance } from './place-motifs';
import type { Rng } from './prng';
import { composeRide, canRide } from './riders';
import { drawingClip, frame, perchBough } from './scenery';
import { ALOFT, FLOATING, MOONS, pickBackdrop, SKY_IDS, SUNS } from './themes';
import {
  BIG_ANIMALS,
  BIG_RIDES,
  drawnAs,
  HEADS,
  HEAD_SPAN,
  pairing,
  PERCHED,
  PERCHES,
  SMALL_RIDES,
  STANDING_THINGS,
  SWIMMERS,
  TREE_OVERLAP,
  TREES,
  WRITTEN,
} from './subject-kinds';
import {
  BIG_ANIMAL_CHILD,
  GROWN_UP_CHILD,
  HALO_MM,
  OPEN_SKY,
  PAIR_CHILD_HEIGHT,
  PAIR_SQUEEZE,
  RIDE_CHILD,
  RIDE_HEIGHT,
  RIDE_OVERLAP,
  ROW_BABY,
  ROW_BIG_ANIMAL,
  ROW_GROWN_UP_HEIGHT,
  ROW_MAX,
  ROW_OVERLAP,
  PERCHED_BIRD,
  ROW_PET,
  TWIN_HEIGHT,
} from './scene-sizes';

export type SceneStyle = 'kids' | 'teens' | 'adults';

/** Line width, subject size (share of the drawing's width) and background detail of each audience. */
export const SCENE_LOOK: Record<SceneStyle, { stroke: number; subject: number; alone: number; companion: number; detail: Detail }> = {
  kids: { stroke: 1.4, subject: 0.74, alone: 0.92, companion: 0.24, detail: { sw: 1.3, count: 2, fine: false } },
  teens: { stroke: 0.9, subject: 0.68, alone: 0.9, companion: 0.26, detail: { sw: 0.8, count: 4, fine: false } },
  adults: { stroke: 0.6, subject: 0.66, alone: 0.88, companion: 0.26, detail: { sw: 0.5, count: 6, fine: true } },
};

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x),
    y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
};
const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });

/** The share of the drawing's width or height every scene subject spans at least. */
export const SUBJECT_MIN_SPAN = 0.6;
/**
 * Places that must stay in sight around the subject: a width share for it and where its feet are (shares of the
 * drawing's height), swimming or standing. A duck on a lake filled the page and hid the water but for a strip at
 * the horizon; a cat in the rain hid the puddles and most of the drops.
 */
const OPEN_PLACES: Partial<Record<Backdrop, { span: number; swim: [number, number]; stand: [number, number] }>> = {
  // on the water, ripples under and beside it and the reeds of the near shore in front; on the near shore, water behind
  lake: { span: 0.62, swim: [0.76, 0.8], stand: [0.93, 0.96] },
  river: { span: 0.66, swim: [0.72, 0.76], stand: [0.9, 0.95] },
  waterfall: { span: 0.66, swim: [0.76, 0.8], stand: [0.92, 0.96] },
  // in the sea beyond the shore, or on the sand with its shells on both sides
  beach: { span: 0.66, swim: [0.62, 0.66], stand: [0.92, 0.96] },
  // puddles in the grass in front, drops on both sides
  rain: { span: 0.64, swim: [0.82, 0.86], stand: [0.82, 0.86] },
};

export type SceneResult = {
  svg: string;
  backdrop: Backdrop;
  subjectSpan: number;
  subjectBox: Box;
  /** Where the subject is drawn: its box, then the second of a flat pair. */
  subjectBoxes: Box[];
  /** The prompt's other motifs drawn beside the subject, each with its box. */
  companions: { id: string; box: Box }[];
  /** A person riding the subject animal: the person's box (head to shoe) and the animal's, as drawn. */
  rider?: { id: string; box: Box; animalBox: Box };
  subjectId: string;
  drawing: Box;
};

/**
 * A subject at least this much wider than tall is flat: alone across a portrait page it fills a fifth to two
 * fifths of its height. Just under it: the sled (1.53), drawn at an angle, whose pair read as a tangle.
 */
export const FLAT_ASPECT = 1.54;

/**
 * Where a bird on its own branch may sit beside the subject: up at the subject's head in the free column, or in a
 * top corner (beside a pair, which leaves no column), so that a bough can reach it from the drawing's edge.
 */
function perchSpots(column: Box, inner: Box, size: number, inColumn: boolean, rng: Rng): Box[] {
  const corners = [
    { x: inner.x + 6, y: inner.y + inner.h * 0.08, w: size * 0.9, h: size * 0.9 },
    { x: inner.x + inner.w - size * 0.9 - 6, y: inner.y + inner.h * 0.08, w: size * 0.9, h: size * 0.9 },
  ];
  if (rng.next() < 0.5) corners.reverse();
  const inside = [0.12, 0.26].map((y) => ({ x: column.x + (column.w - size) / 2, y: inner.y + inner.h * y, w: size, h: size }));
  return inColumn ? [...inside, ...corners] : corners;
}

/**
 * `pairFlat`: a flat subject alone (race car, sushi, speedboat, sea turtle) is drawn twice, the
 * second smaller, higher and behind, as a printed coloring book fills a portrait page with a wide subject
 * (the catalogue asks for it; the text tool draws what the prompt names, once). `turned`: a subject alone faces
 * the other way (the catalogue turns every other page of a subject, so its two pages are not one drawing on two
 * backgrounds); anything written on it keeps its reading direction.
 */
export function composeScene(
  motifs: UnderstoodMotif[],
  style: SceneStyle,
  page: { w: number; h: number },
  rng: Rng,
  backdrop?: Backdrop,
  pairFlat = false,
  turned = false,
): SceneResult {
  const look = SCENE_LOOK[style];
  const inner: Box = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const drawable = byImportance(motifs.filter((m) => hasMotif(m.id)));
  const named = drawable.filter((m) => !SKY_IDS.has(m.id));
  const ordered = named.length ? [...named, ...drawable.filter((m) => SKY_IDS.has(m.id))] : drawable;
  const picked =
    backdrop ??
    pickBackdrop(
      ordered.map((m) => m.id),
      rng,
    );
  // A child stands on the ground: with a kite the sky background had the child float among the clouds. Under the
  // sky a butterfly or a bee chose, a grown-up, a flower or a snowman stands on a meadow too (a woman with a
  // butterfly had floated among the clouds).
  const grounded =
    ordered.some((m) => m.id === CHILD_ID) ||
    (picked === 'sky' && ordered.some((m) => STANDING_THINGS.has(m.id) || WHOLE_GROWN_UPS.has(m.id) || m.id === BABY_ID));
  const scene = !backdrop && FLOATING.has(picked) && grounded ? 'meadow' : picked;
  const floating = FLOATING.has(scene);
  const [subject, ...others] = ordered;
  // A sunny background already has the prompt's sun: drawn again beside the subject it was a second sun.
  const companions = others.filter((m) => !(SUNS.has(m.id) && SUNNY.has(scene))).slice(0, style === 'kids' ? 1 : 2);

  // The subject fills most of the width; with company it moves to one side to leave them a column. Alone, a
  // wide animal on a portrait page is width-bound: at two thirds of the width a dog stood a third of the page
  // tall on the bottom edge, a small figure under a big sky, so alone it takes nearly the whole width.
  const side = rng.pick([-1, 1]);
  // A child is one of six whole figures, a girl's or a boy's outfit as the prompt's word says, by seed.
  // A grown-up drawn whole (a firefighter, a farmer) stands with an animal as a child does, and a baby named with
  // no one else sits beside it ("a baby with a puppy" drew the puppy a sixth of the baby's size in a corner).
  const child = ordered.find((m) => m.id === CHILD_ID) ?? ordered.find((m) => WHOLE_GROWN_UPS.has(m.id)) ?? ordered.find((m) => m.id === BABY_ID);
  const childId = child ? (child.id === CHILD_ID ? childVariantId(child.word, rng.next()) : child.id) : '';
  // What a motif is drawn as here: the child's figure, a goldfish away from water in its bowl (subject-kinds.ts).
  const drawId = (id: string) => (id === CHILD_ID ? childId : drawnAs(id, scene));
  // A child with an animal ("a boy and his dog", "a girl with a cat") are both subjects, side by side on the
  // ground: the child tall, the animal at up to half the width. Before, the animal took a companion's place, a
  // quarter of the width, beside a child three times its size.
  const partner = child && companions.length ? (subject === child ? companions[0] : subject) : undefined;
  const person = (id: string) => id === CHILD_ID || id === BABY_ID || WHOLE_GROWN_UPS.has(id);
  // Two people stand side by side the same height ("a police officer and a firefighter", "a girl and a boy").
  // A bird on its own branch sits up on a bough instead (`perchBough`): on the ground its branch floated.
  const duo =
    partner &&
    partner !== child &&
    // a snowman, a tree or a flower too: as a corner companion a snowman beside a girl came out knee-high
    (partner.kind === 'being' || BIG_RIDES.has(partner.id) || SMALL_RIDES.has(partner.id) || STANDING_THINGS.has(partner.id)) &&
    !ALOFT.has(partner.id) &&
    !PERCHED.has(partner.id) &&
    // under the sea the two swim side by side ("a mermaid and a dolphin": the dolphin had been a stamp in a corner)
    (!floating || scene === 'sea')
      ? partner
      : undefined;
  // Two animals of a size with no person ("a dog and a cat") stand side by side at one height as a child and its
  // animal do, facing each other; before, the second was a companion a fifth of the first's size in a corner.
  // So do an animal and a snowman, a tree or a flower, and a bee with its flower, at the heights `pairing` gives.
  const paired = !child && companions[0] ? pairing(subject, companions[0]) : undefined;
  const twin = paired && (!floating || scene === 'sea') ? companions[0] : undefined;
  // A person riding an animal ("a girl riding a unicorn", "a knight on a horse") sits on its back, the animal
  // the big subject as it is alone; before, the person stood beside it.
  const mount = duo && duo.ridden && canRide(childId, duo.id) ? duo : undefined;
  const pair = mount ? undefined : (duo ?? twin);
  // The first of a pair: the child, or the first of two animals.
  const leadId = child ? childId : drawId(subject.id);
  // A second child is a figure of its own: a girl's outfit beside a boy's.
  const pairId = pair ? (pair.id === CHILD_ID ? childVariantId(pair.word, rng.next()) : drawnAs(pair.id, scene)) : '';
  // More people stand in the same row ("mom, dad and a boy", "grandma and grandpa with a girl"); before, the
  // third took a companion's place, a small figure up in the sky.
  // An animal with them stands at the row's end, on the ground too, facing the people.
  const row = pair && person(pair.id);
  const crowd = row ? others.filter((m) => m !== pair && m !== child && person(m.id)).slice(0, ROW_MAX - 2) : [];
  const pet = row ? others.find((m) => !person(m.id) && m.kind === 'being' && !ALOFT.has(m.id)) : undefined;
  if (pet) crowd.push(pet);
  const crowdIds = crowd.map((m) => (m.id === CHILD_ID ? childVariantId(m.word, rng.next()) : drawnAs(m.id, scene)));
  // Beside a rider and its animal, one subject together, stand as many others as beside any subject.
  const rest = mount
    ? others.filter((m) => m !== mount && m !== child && !(SUNS.has(m.id) && SUNNY.has(scene))).slice(0, style === 'kids' ? 1 : 2)
    : pair
      ? companions.filter((m) => m !== pair && m !== child && !crowd.includes(m))
      : companions;
  // A place that must show around the subject (a lake, rain) gets a narrower subject, standing higher.
  const open = OPEN_PLACES[scene];
  // A head there stands smaller, at one side, and the place shows beside it (a waterfall's fall moves there).
  const head = !!open && !pair && HEADS.has(subject.id);
  const span = Math.min((mount ? rest.length : companions.length) ? look.subject : look.alone, open?.span ?? 1, head ? HEAD_SPAN : 1);
  // A rider's head rises over its animal's ears: the two get a taller box than the animal alone.
  const w = inner.w * span,
    h = inner.h * (open ? 0.62 : mount ? RIDE_HEIGHT : 0.66);
  // Where the subject stands and the horizon lies vary by seed, so no two pages put the same line on one spot.
  const feet = open ? (SWIMMERS.has(drawId(subject.id)) ? open.swim : open.stand) : floating ? [0.46, 0.54] : [0.88, 0.96];
  const bottom = floating ? inner.y + inner.h * rng.range(feet[0], feet[1]) + h / 2 : inner.y + inner.h * rng.range(feet[0], feet[1]);
  const x =
    (mount ? rest.length : companions.length) || head
      ? side < 0
        ? inner.x + 3
        : inner.x + inner.w - w - 3
      : inner.x + (inner.w - w) / 2 + rng.range(-0.08, 0.08) * (inner.w - w);
  const zentangle = (i: number) => (style === 'adults' ? { fillPattern: zentangleFill(rng), clipId: `z${i}` } : {});
  let main: { svg: string; box: Box };
  // What each subject was drawn as (the first of a pair or a flat pair too), for its halo.
  const subjects: { id: string; box: Box; mirror?: boolean }[] = [];
  let pairBox: Box | undefined;
  let riding: SceneResult['rider'];
  const gap = 3;
  if (pair && row) {
    // People in a row, narrowed together if they would not fit the width: grown-ups the height a child has
    // beside an animal, a child among grown-ups GROWN_UP_CHILD of theirs; the first on either side by seed, as
    // the child of a pair is, the second mirrored when it stands on the first's left.
    const members = [child!, pair, ...crowd];
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
    main = drawMotif(childId, boxes[0]!, { strokeMm: look.stroke, ...zentangle(0) });
    const rowRest = ids.slice(1).map((id, i) => drawMotif(id, boxes[i + 1]!, { strokeMm: look.stroke, mirror: turned(id, i + 1), ...zentangle(3 + i) }));
    pairBox = rowRest.map((o) => o.box).reduce(union);
    main = { svg: rowRest.map((o) => o.svg).join('') + main.svg, box: main.box };
  } else if (pair) {
    const ca = motifAspect(leadId),
      aa = motifAspect(pairId);
    let ch: number, ah: number, aw: number;
    if (!child) {
      // Two animals (or an animal and a thing) at their heights, together as wide as the drawing allows.
      // A tree stands behind the animal, which covers part of its width.
      const { lead: rl, other: ro } = paired ?? { lead: 1, other: 1 };
      const behind = TREES.has(pair.id) ? TREE_OVERLAP : 0;
      const tall = Math.min((inner.h * TWIN_HEIGHT) / Math.max(rl, ro), (inner.w - (behind ? 0 : gap) - 8) / (rl * ca + ro * aa * (1 - behind)));
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
    const space = ride ? -cw * RIDE_OVERLAP : TREES.has(pair.id) ? -aw * TREE_OVERLAP : gap;
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
    main = drawMotif(leadId, subjects[0].box, { strokeMm: look.stroke, mirror: leadTurned, ...zentangle(0) });
    const animal = drawMotif(pairId, subjects[1].box, { strokeMm: look.stroke, mirror: turned, ...zentangle(3) });
    pairBox = animal.box;
    main = { svg: SMALL_RIDES.has(pair.id) ? main.svg + animal.svg : animal.svg + main.svg, box: main.box };
  } else if (mount) {
    // The animal and its rider are two motifs in one box (riders.ts), drawn with the same mirror so they land on
    // each other: the animal first, the rider over it. The animal faces either way by seed.
    const ride = composeRide(childId, mount.id);
    const box = { x, y: bottom - h, w, h };
    const turned = side > 0 && !WRITTEN.has(childId);
    subjects.push({ id: ride.animalId, box, mirror: turned }, { id: ride.riderId, box, mirror: turned });
    const animal = drawMotif(ride.animalId, box, { strokeMm: look.stroke, mirror: turned, ...zentangle(3) });
    const rider = drawMotif(ride.riderId, box, { strokeMm: look.stroke, mirror: turned, ...zentangle(0) });
    main = { svg: animal.svg + rider.svg, box: rider.box };
    const at = (b: [number, number, number, number]): Box => {
      const s = rider.box.w / (ride.box[2] - ride.box[0]);
      const x0 = turned ? ride.box[2] - b[2] : b[0] - ride.box[0];
      return { x: rider.box.x + x0 * s, y: rider.box.y + (b[1] - ride.box[1]) * s, w: (b[2] - b[0]) * s, h: (b[3] - b[1]) * s };
    };
    riding = { id: childId, box: at(ride.rider), animalBox: at(ride.animal) };
  } else {
    const mirror = turned && !WRITTEN.has(drawId(subject.id));
    subjects.push({ id: drawId(subject.id), box: { x, y: bottom - h, w, h }, ...(mirror ? { mirror } : {}) });
    main = drawMotif(subjects[0].id, subjects[0].box, { strokeMm: look.stroke, mirror, ...zentangle(0) });
  }
  const placed: Box[] = pairBox ? [main.box, pairBox] : [main.box];
  let front = main.svg;
  // The second of a flat pair: up to 80 % of the first's width, towards the other side, standing just
  // above the first (overlapping, the two drawings tangled: a sled's runners ran through the other sled).
  // Drawn without the seed, so the rest of the page is the one it was.
  if (!pair && pairFlat && !companions.length && motifAspect(drawId(subject.id)) >= FLAT_ASPECT) {
    const bottom2 = main.box.y - 3;
    const h2 = Math.min((main.box.w * 0.8) / motifAspect(drawId(subject.id)), bottom2 - inner.y - 6),
      w2 = h2 * motifAspect(drawId(subject.id));
    const x2 = side < 0 ? inner.x + inner.w - w2 - 4 : inner.x + 4;
    const mirror = subjects[0]!.mirror ?? false;
    subjects.push({ id: drawId(subject.id), box: { x: x2, y: bottom2 - h2, w: w2, h: h2 }, ...(mirror ? { mirror } : {}) });
    const second = drawMotif(drawId(subject.id), subjects[1].box, { strokeMm: look.stroke, mirror, ...zentangle(3) });
    pairBox = second.box;
    placed.push(second.box);
    front = second.svg + front;
  }

  // Companions: in the free column, one low and one high, each as large as the column allows.
  const column: Box =
    side < 0
      ? { x: main.box.x + main.box.w + 3, y: inner.y + 4, w: inner.x + inner.w - main.box.x - main.box.w - 7, h: inner.h - 8 }
      : { x: inner.x + 4, y: inner.y + 4, w: main.box.x - inner.x - 7, h: inner.h - 8 };
  const drawnBeside: { id: string; box: Box }[] = [];
  // What each motif beside the subject was drawn as, for its halo.
  const beside: DrawnMotif[] = [];
  rest.forEach((m, i) => {
    const size = Math.max(Math.min(inner.w * look.companion, column.w > 25 ? column.w : inner.w * look.companion), 22);
    const perched = PERCHES[drawId(m.id)] !== undefined;
    const spots: Box[] = perched
      ? perchSpots(column, inner, Math.min(inner.w * PERCHED_BIRD, Math.max(size, column.w)), !pair && column.w > 25, rng)
      : pair
        ? // beside a child and an animal: a ball or a toy just above the animal, what flies along the top
          [
            ...(SKY_IDS.has(m.id) || ALOFT.has(m.id) || !pairBox
              ? []
              : [{ x: pairBox.x + (pairBox.w - size * 0.6) / 2, y: pairBox.y - size * 0.6 - 4, w: size * 0.6, h: size * 0.6 }]),
            { x: inner.x + inner.w * rng.range(0.05, 0.35), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
            { x: inner.x + inner.w * rng.range(0.55, 0.75), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
          ]
        : SKY_IDS.has(m.id) || ALOFT.has(m.id)
          ? // The moon, a star, the sun or a kite belongs in the sky: high in the column or along the top, never on the ground.
            [
              { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * 0.06, w: size, h: size },
              { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * 0.22, w: size, h: size },
              { x: inner.x + inner.w * rng.range(0.1, 0.6), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
            ]
          : [
              { x: column.x + (column.w - size) / 2, y: i === 0 ? inner.y + inner.h * 0.94 - size : inner.y + inner.h * 0.3, w: size, h: size },
              { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * (i === 0 ? 0.55 : 0.12), w: size, h: size },
              { x: inner.x + inner.w * rng.range(0.1, 0.6), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
            ];
    for (const spot of spots) {
      // A perched bird on the drawing's left faces right, towards the subject, its bough going out to the left.
      const mirror = perched && spot.x + spot.w / 2 < inner.x + inner.w / 2;
      const drawn = drawMotif(drawId(m.id), spot, { strokeMm: look.stroke, ...(mirror ? { mirror } : {}), ...zentangle(i + 1) });
      if (placed.some((b) => intersects(drawn.box, b, 2))) continue;
      placed.push(drawn.box);
      drawnBeside.push({ id: m.id, box: drawn.box });
      beside.push({ id: drawId(m.id), box: spot, ...(mirror ? { mirror } : {}) });
      front = drawn.svg + (perched ? perchBough(drawId(m.id), drawn.box, mirror, inner, look.stroke) : '') + front;
      break;
    }
  });

  const horizon = inner.y + inner.h * (style === 'kids' ? rng.range(0.53, 0.63) : rng.range(0.5, 0.6));
  // The prompt's own sun or moon, the subject or beside it, replaces the sky's: there had been two.
  const shown = [...subjects.map((b) => b.id), ...drawnBeside.map((c) => c.id)];
  const moon = !shown.some((id) => MOONS.has(id));
  const sun = !shown.some((id) => SUNS.has(id));
  // On an adults' page the motifs beside the subject have halos (see `haloed` below): the sky's patterns run
  // behind them and stop at the halo's line, and only the scattered stars, clouds and flowers stay off their boxes.
  const patternSky = style === 'adults';
  const besideBoxes = drawnBeside.map((c) => c.box);
  const keepClear = patternSky ? [] : [...besideBoxes];
  // The child's animal keeps its own box clear: the union of the two would also clear the sky above the animal.
  if (pair && pairBox) keepClear.push(grow(pairBox, 2));
  // The sky the subject and its company leave open, a share of the drawing.
  const skyArea = (box: Box) =>
    Math.max(0, Math.min(box.x + box.w, inner.x + inner.w) - Math.max(box.x, inner.x)) *
    Math.max(0, Math.min(box.y + box.h, horizon) - Math.max(box.y, inner.y));
  const openSky = (inner.w * (horizon - inner.y) - placed.reduce((sum, b) => sum + skyArea(b), 0)) / (inner.w * inner.h);
  // An adults' child-and-animal pair is width-bound and leaves half the page to the sky, as does a small or
  // flat subject alone (a speedboat, a castle): patterned, as the subjects are, it is no large empty field, and
  // its cells stop short of the subject's box. Any other adults' subject fills the sky's middle and gets a halo,
  // as does any in space, whose spiral arms round a box (a planet's) left its corners plain.
  // What stands beside the subject on an adults' page is haloed too, whatever the subject is: a moon beside a
  // rocket had the spiral's arms run up to its outline, and cells stopping at its box left a square clearing.
  const haloed = patternSky && !pair && (openSky < OPEN_SKY || scene === 'space');
  const opts: MotifOptions & { haloMm: number } = { strokeMm: look.stroke, haloMm: HALO_MM };
  const stickers = [...(haloed ? subjects : []), ...(patternSky ? beside : [])];
  const halos = stickers.length ? motifHalos(stickers, opts) : '';
  const back = paintBackdrop(
    scene,
    { inner, horizon, rng, detail: look.detail, moon, ...(sun ? {} : { sun }), keepClear, haloedBeside: patternSky ? besideBoxes : [], patternSky, haloed },
    pairBox && !pair ? grow(union(main.box, pairBox), 2) : grow(main.box, 2),
  );
  const clip = drawingClip(inner);
  // A child and its animal are the subject together.
  const subject0 = pair && pairBox ? union(main.box, pairBox) : main.box;
  const subjectSpan = Math.max(subject0.w / inner.w, subject0.h / inner.h);
  return {
    svg: `${clip}<g clip-path="url(#drawing)">${back}${halos}${front}</g>${frame(inner, look.stroke)}`,
    backdrop: scene,
    subjectSpan,
    subjectBox: main.box,
    subjectBoxes: pairBox ? [main.box, pairBox] : [main.box],
    companions: drawnBeside,
    ...(riding ? { rider: riding } : {}),
    subjectId: mount ? mount.id : subject.id,
    drawing: inner,
  };
}
